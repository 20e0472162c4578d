package langtest

import (
	"slices"
	"testing"

	"salotto/rules/record"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/all"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
)

// moves is the game on top of r's app so far (the top must be a table).
func moves(t *testing.T, app *scenes.App) []record.Entry {
	t.Helper()
	var b *kit.Base
	switch tb := app.Top().(type) {
	case *dolcevita.Table:
		b = tb.Base
	case *dolores.Table:
		b = tb.Base
	case *necklace.Table:
		b = tb.Base
	default:
		t.Fatalf("%T is not a table", tb)
	}
	return b.D.Moves()
}

// TestLanguageSwitchKeepsTheGame: switching language from the Settings
// screen opened over a game rebuilds the table beneath in the new words
// with the same game: the moves made so far, in order, and play goes on.
func TestLanguageSwitchKeepsTheGame(t *testing.T) {
	for _, g := range all.Games {
		r := newApp(t, "en", 1280, 720, func(ctx *scenes.Context) (scenes.Scene, error) {
			cfg := tables.DefaultConfig(ctx.Words, g.Rules, 7)
			cfg.Seats[0].Level = "easy"
			return g.Open(ctx, cfg)
		})
		r.Until(20000, g.ID()+" to four moves", func() bool { return len(moves(t, r.App)) >= 4 })
		before := moves(t, r.App)
		old := r.App.Top()
		ctx := r.App.Context()
		set, err := ctx.Open("settings")
		if err != nil {
			t.Fatal(err)
		}
		if err := r.App.Apply(scenes.Push(set)); err != nil {
			t.Fatal(err)
		}
		r.Click(r.Target("choice:language:es"))
		r.Tick(1)
		if got := r.Target("button:back").Label; got != "Volver" {
			t.Errorf("%s: settings say %q after the switch", g.ID(), got)
		}
		if err := r.App.Apply(scenes.Pop()); err != nil {
			t.Fatal(err)
		}
		if r.App.Top() == old {
			t.Fatalf("%s: the table was not rebuilt", g.ID())
		}
		after := moves(t, r.App)
		if len(after) < len(before) || !slices.Equal(after[:len(before)], before) {
			t.Errorf("%s: the rebuilt table's game %v does not go on from %v", g.ID(), after, before)
		}
		if got := r.Target(kit.MenuButtonID).Label; got != "Menú" {
			t.Errorf("%s: the rebuilt table's menu button says %q", g.ID(), got)
		}
		r.Until(20000, g.ID()+" to play on", func() bool { return len(moves(t, r.App)) > len(after) })
	}
}
