package kit_test

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// openPlacing opens a Dolce Vita table (one person against bots) on ctx
// and ticks until the person may place.
func openPlacing(t *testing.T, ctx *scenes.Context, in *scenes.Script) (*dolcevita.Table, *tabletest.Rig) {
	t.Helper()
	cfg := tables.DefaultConfig(ctx.Words, dolcevita.Descriptor.Rules, 8)
	s, err := dolcevita.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb := s.(*dolcevita.Table)
	r := tabletest.New(t, ctx, in, s)
	r.Until(20000, "the person's turn to place", func() bool { return tb.D.CanAct(0) })
	r.Tick(2)
	return tb, r
}

// TestFirstPlacementHintShowsOnceAndStaysDismissed: the first time the
// player may place, the tip shows; a click dismisses it and the moment is
// remembered in the settings, so neither a later turn nor the next game
// shows it again; with hints switched off it never shows.
func TestFirstPlacementHintShowsOnceAndStaysDismissed(t *testing.T) {
	ctx, in := tabletest.NewContext(1280, 720, 8)
	ctx.Settings.AnimationSpeed = 0
	tb, r := openPlacing(t, ctx, in)
	if got := tb.HintShown(); got != "dolcevita.first_placement" {
		t.Fatalf("at the first placement the tip shown is %q", got)
	}
	tip := r.Target(kit.HintID)
	if tip.Label == "" || tip.W <= 0 {
		t.Errorf("the tip's target is %+v", tip)
	}
	r.Shot("hint-first-placement")
	r.Click(tip)
	if got := tb.HintShown(); got != "" {
		t.Errorf("after a click the tip %q still shows", got)
	}
	if !slices.Contains(ctx.Settings.HintsSeen, "dolcevita.first_placement") {
		t.Errorf("the dismissed tip is not remembered: %v", ctx.Settings.HintsSeen)
	}
	r.Tick(5)
	if got := tb.HintShown(); got == "dolcevita.first_placement" {
		t.Errorf("the dismissed tip came back")
	}

	// the next game, with the same settings: not again
	tb2, _ := openPlacing(t, ctx, in)
	if got := tb2.HintShown(); got == "dolcevita.first_placement" {
		t.Errorf("a dismissed tip showed again in the next game")
	}

	// Enter dismisses too
	ctx2, in2 := tabletest.NewContext(1280, 720, 8)
	ctx2.Settings.AnimationSpeed = 0
	tb3, r3 := openPlacing(t, ctx2, in2)
	if tb3.HintShown() == "" {
		t.Fatal("no tip in a fresh game")
	}
	in2.Key(ebiten.KeyEnter)
	r3.Tick(1)
	if got := tb3.HintShown(); got != "" {
		t.Errorf("Enter left the tip %q", got)
	}

	// switched off: never
	off, in3 := tabletest.NewContext(1280, 720, 8)
	off.Settings.AnimationSpeed = 0
	off.Settings.Hints = false
	tb4, _ := openPlacing(t, off, in3)
	if got := tb4.HintShown(); got != "" {
		t.Errorf("with hints off the tip %q shows", got)
	}
}

// TestADismissedTipIsSaved: a tip dismissed at the table is written to
// the store at once, so the next start does not show it again (only the
// Settings screen used to save the settings).
func TestADismissedTipIsSaved(t *testing.T) {
	store := save.Memory()
	ctx, in := tabletest.NewContext(1280, 720, 8)
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	tb, r := openPlacing(t, ctx, in)
	if tb.HintShown() == "" {
		t.Fatal("no tip to dismiss")
	}
	r.Click(r.Target(kit.HintID))
	next, _ := tabletest.NewContext(1280, 720, 8)
	next.Store = store
	next.LoadSettings()
	if !slices.Contains(next.Settings.HintsSeen, "dolcevita.first_placement") {
		t.Errorf("the next start reads the tips seen as %v, want the dismissed one", next.Settings.HintsSeen)
	}
}

// TestNoHintsInWatchMode: nobody plays at the screen, so no tip.
func TestNoHintsInWatchMode(t *testing.T) {
	ctx, in := tabletest.NewContext(1280, 720, 5)
	ctx.Settings.AnimationSpeed = 0
	w, err := kit.NewWatchAt(ctx, allTables, "random")
	if err != nil {
		t.Fatal(err)
	}
	r := tabletest.New(t, ctx, in, w)
	for i := 0; i < 400; i++ {
		r.Tick(1)
		if tb, ok := w.Table().(interface{ HintShown() string }); ok && tb.HintShown() != "" {
			t.Fatalf("the tip %q showed in watch mode", tb.HintShown())
		}
	}
}
