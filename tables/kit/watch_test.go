package kit_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// TestWatchModeChainsGames: every seat a bot, a game's end brings its
// results and then the next game in turn, by itself; Escape leaves for
// the title.
func TestWatchModeChainsGames(t *testing.T) {
	ctx, in := tabletest.NewContext(1280, 720, 5)
	ctx.Settings.AnimationSpeed = 0
	w, err := kit.NewWatchAt(ctx, allTables, "random")
	if err != nil {
		t.Fatal(err)
	}
	r := tabletest.New(t, ctx, in, w)
	if w.Game() != "dolcevita" {
		t.Fatalf("watch mode began with %s", w.Game())
	}
	r.Until(60000, "the first game to end", func() bool { return w.Played() == 1 })
	if w.Game() != "dolores" {
		t.Errorf("after Dolce Vita watch mode deals %s, want dolores", w.Game())
	}
	r.Until(60000, "the second game to end", func() bool { return w.Played() == 2 })
	if w.Game() != "necklace" {
		t.Errorf("after HMS Dolores watch mode deals %s, want necklace", w.Game())
	}
	r.Tick(3)
	r.Shot("watch-necklace")
	in.Key(ebiten.KeyEscape)
	r.Tick(2)
	if got := r.App.SceneName(); got != "title" {
		t.Errorf("Escape in watch mode leads to %q, want the title", got)
	}
}
