package kit_test

import (
	"testing"

	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// TestRematchDealsAFreshGame: at each game's table opened on moves
// already made (as a resumed game, an undo or a change of language opens
// it) and played to its end by its bots, Rematch opens the next deal with
// no move made: none of the last game's moves replayed on the new deal.
func TestRematchDealsAFreshGame(t *testing.T) {
	players := map[string]int{"dolcevita": 3, "dolores": 3, "necklace": 2}
	for _, c := range allTables {
		rec := botRecord(t, c.ID(), players[c.ID()], 8)
		cfg := tables.Config{Game: c.ID(), Seed: rec.Seed, Options: rec.Options, Moves: rec.Moves[:len(rec.Moves)-1]}
		for i := range players[c.ID()] {
			cfg.Seats = append(cfg.Seats, tables.Seat{Name: tables.BotName(i), Level: "random", Color: i})
		}
		ctx, in := tabletest.NewContext(1280, 720, 8)
		ctx.Settings.AnimationSpeed = 0
		sc, err := c.Open(ctx, cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.ID(), err)
		}
		r := tabletest.New(t, ctx, in, sc)
		var res *kit.Results
		r.Until(20000, c.ID()+"'s results", func() bool {
			res, _ = r.App.Top().(*kit.Results)
			return res != nil
		})
		r.Tick(2)
		r.Click(r.Target(kit.ResultsRematchID))
		kt, ok := r.App.Top().(interface{ Kit() *kit.Base })
		if !ok {
			t.Fatalf("%s: Rematch led to %s: %q", c.ID(), r.App.SceneName(), res.Message())
		}
		b := kt.Kit()
		if n := len(b.D.Moves()); n != 0 || len(b.Cfg.Moves) != 0 || b.Cfg.Seed != kit.NextSeed(cfg.Seed) {
			t.Errorf("%s: the rematch opened with %d moves (%d in its configuration), seed %d; want none, seed %d",
				c.ID(), n, len(b.Cfg.Moves), b.Cfg.Seed, kit.NextSeed(cfg.Seed))
		}
	}
}

// TestNextDeal: the next seed, the same seats and options, no moves.
func TestNextDeal(t *testing.T) {
	cfg := tables.Config{Game: "dolores", Seed: 41, Seats: []tables.Seat{{Name: "Ada", Level: tables.Human, Color: 3}}}
	cfg.Moves = botRecord(t, "dolores", 3, 41).Moves[:2]
	next := kit.NextDeal(cfg)
	if next.Seed != kit.NextSeed(41) || next.Seed == 41 || next.Moves != nil || next.Game != "dolores" || next.Seats[0] != cfg.Seats[0] {
		t.Errorf("NextDeal gave %+v", next)
	}
	if len(cfg.Moves) != 2 {
		t.Errorf("NextDeal changed the configuration it was given: %d moves", len(cfg.Moves))
	}
}
