package kit_test

import (
	"testing"

	"salotto/scenes"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// TestLeaveButtonsGoToTheTitle: a replay's and watch mode's leave buttons
// (one leaveForTitle) start the stack again at the title.
func TestLeaveButtonsGoToTheTitle(t *testing.T) {
	rec := botRecord(t, "necklace", 2, 3)
	for _, c := range []struct {
		id   string
		open func(*scenes.Context) (scenes.Scene, error)
	}{
		{kit.ReplayLeaveID, func(ctx *scenes.Context) (scenes.Scene, error) { return kit.NewReplay(ctx, allTables, marshal(t, rec)) }},
		{kit.WatchLeaveID, func(ctx *scenes.Context) (scenes.Scene, error) { return kit.NewWatchAt(ctx, allTables, "random") }},
	} {
		ctx, in := tabletest.NewContext(1280, 720, 3)
		ctx.Settings.AnimationSpeed = 0
		sc, err := c.open(ctx)
		if err != nil {
			t.Fatal(err)
		}
		r := tabletest.New(t, ctx, in, sc)
		r.Tick(3)
		r.Click(r.Target(c.id))
		r.Tick(2)
		if got := r.App.SceneName(); got != "title" || r.App.Depth() != 1 {
			t.Errorf("%s leads to %q with %d scenes, want the title alone", c.id, got, r.App.Depth())
		}
	}
}
