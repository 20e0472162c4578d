package kit

import (
	"slices"
	"testing"

	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// bareTable is a table that shows nothing of its game: the driver alone.
type bareTable struct {
	*Base
	applied int // moves that went through Apply
}

func newBare(t *testing.T, game string, seats []tables.Seat) (*bareTable, *tabletest.Rig) {
	t.Helper()
	cfg := tables.Config{Game: game, Seed: 6, Seats: seats, Options: rules.Options{Players: len(seats)}}
	ctx, in := tabletest.NewContext(640, 360, cfg.Seed)
	ctx.Settings.AnimationSpeed = 0
	bt := &bareTable{}
	b, err := NewBase(ctx, testLook(cfg.Game), cfg, func(rules.Event) sprites.Anim { return sprites.Delay(0.1) }, func() {})
	if err != nil {
		t.Fatal(err)
	}
	bt.Base = b
	b.D.AfterApply(func(int, rules.Move, []rules.Event) { bt.applied++ })
	return bt, tabletest.New(t, ctx, in, bt)
}

func (b *bareTable) Name() string { return "play:bare" }
func (b *bareTable) Layout(_ *scenes.Context, w, h int) {
	b.LayoutBase(float64(w), float64(h))
	b.KeepRoomIn(sprites.Rect{X: float64(w) / 2, Y: 60, W: float64(w) / 2, H: float64(h) - 60}, 1, 0)
}
func (b *bareTable) Update(*scenes.Context) scenes.Change        { b.Begin(); return b.End() }
func (b *bareTable) Targets(dst []scenes.Target) []scenes.Target { return b.AppendTargets(dst) }

func bots(n int) []tables.Seat {
	var s []tables.Seat
	for i := 0; i < n; i++ {
		s = append(s, tables.Seat{Name: tables.BotName(i), Level: "random", Color: i})
	}
	return s
}

// TestDriverPlaysEachGameToTheEnd: the driver knows no game; bots of
// each play a whole game through its one apply path, and the screen's
// view ends where the game does.
func TestDriverPlaysEachGameToTheEnd(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
	}{{"dolcevita", 3}, {"dolores", 3}, {"necklace", 2}} {
		bt, r := newBare(t, c.game, bots(c.players))
		r.Until(20000, c.game+" to end", func() bool { return bt.D.Live().Done() && !bt.Q.Busy() })
		r.Tick(1)
		if !bt.D.Shown().Done() {
			t.Errorf("%s: the game is over but the shown view is not", c.game)
		}
		t.Logf("%s: %d moves applied", c.game, bt.applied)
		if bt.applied == 0 {
			t.Errorf("%s: no move went through Apply", c.game)
		}
	}
}

// TestSimultaneousHumansEachTakeTheScreen: HMS Dolores asks several
// seats at once; with two humans among them each acts in turn at the
// screen, the second only after taking it from the first.
func TestSimultaneousHumansEachTakeTheScreen(t *testing.T) {
	seats := bots(3)
	seats[0].Level, seats[1].Level = tables.Human, tables.Human
	bt, r := newBare(t, "dolores", seats)
	bt.D.Private = func(int) bool { return true }
	both := false
	for i := 0; i < 5000 && !bt.D.Live().Done() && !both; i++ {
		r.Tick(1)
		if p := bt.D.HandingOver(); p >= 0 {
			bt.D.Acknowledge()
			continue
		}
		p := bt.D.Viewer()
		if p < 0 || !bt.D.CanAct(p) {
			continue
		}
		act := bt.D.ToAct()
		if slices.Contains(act, 0) && slices.Contains(act, 1) {
			other := 1 - p
			if err := bt.D.Apply(p, bt.D.Live().Legal(p, nil)[0]); err != nil {
				t.Fatal(err)
			}
			r.Tick(3)
			if bt.D.HandingOver() != other {
				t.Fatalf("after seat %d's part of a joint decision the screen goes to %d, want %d", p, bt.D.HandingOver(), other)
			}
			if !slices.Contains(bt.D.ToAct(), other) || slices.Contains(bt.D.ToAct(), p) {
				t.Fatalf("seats to act after seat %d: %v", p, bt.D.ToAct())
			}
			both = true
			continue
		}
		if err := bt.D.Apply(p, bt.D.Live().Legal(p, nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if !both {
		t.Fatal("the two humans were never asked at once")
	}
}
