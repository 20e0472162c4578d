package kit

import (
	"errors"
	"testing"

	"salotto/rules/record"
)

// TestDriverReplaysConfiguredMoves: a configuration carrying the moves
// already made deals the same game and replays them, so the driver starts
// at the position where they left it, with the same moves on record; a
// move the rules refuse stops the deal with the move that failed.
func TestDriverReplaysConfiguredMoves(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
	}{{"dolcevita", 3}, {"dolores", 3}, {"necklace", 2}} {
		bt, r := newBare(t, c.game, bots(c.players))
		r.Until(20000, c.game+" to move 6", func() bool { return len(bt.D.Moves()) >= 6 })
		cfg := bt.D.Config()
		cfg.Moves = bt.D.Moves()
		d, err := NewDriver(bt.Ctx, testLook(cfg.Game).Rules, cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		if got, want := d.Live().Hash(), bt.D.Live().Hash(); got != want {
			t.Errorf("%s: resumed position %x, played %x", c.game, got, want)
		}
		if got := len(d.Record().Moves); got != len(cfg.Moves) {
			t.Errorf("%s: record of the resumed game has %d moves, want %d", c.game, got, len(cfg.Moves))
		}
		cfg.Moves = append(cfg.Moves[:2:2], record.Entry{Player: cfg.Moves[2].Player, Move: "no such move"})
		var bad *record.BadMove
		if _, err := NewDriver(bt.Ctx, testLook(cfg.Game).Rules, cfg); !errors.As(err, &bad) || bad.Index != 2 {
			t.Errorf("%s: a bad third move gave %v, want a BadMove at index 2", c.game, err)
		}
	}
}
