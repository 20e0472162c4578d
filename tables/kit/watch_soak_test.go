package kit

import (
	"testing"

	"salotto/scenes"
)

// TestSoakReportsInAFrameOfItsOwn: when a game ends, the soak's report
// (a collection, left out of the measure) takes the frame under way, and
// the next table is built only once the next frame begins, so that its
// building is measured; where nothing counts frames, one tick later.
func TestSoakReportsInAFrameOfItsOwn(t *testing.T) {
	t.Setenv("SALOTTO_SOAK", "1")
	ctx := scenes.NewContext(nil, 1)
	s := newSoakLog(ctx)
	ctx.Frame = 7
	if !s.reported(1, 3, "dolcevita") || !s.reported(1, 3, "dolcevita") {
		t.Fatal("the frame of the report goes on to build the next table")
	}
	ctx.Frame++
	if s.reported(1, 3, "dolcevita") {
		t.Error("the frame after the report does not build the next table")
	}
	ctx.Frame = 0
	if !s.reported(2, 3, "dolores") || s.reported(2, 3, "dolores") {
		t.Error("where nothing counts frames the next table is not built in the tick after the report")
	}
	t.Setenv("SALOTTO_SOAK", "")
	if newSoakLog(scenes.NewContext(nil, 1)).reported(1, 3, "dolcevita") {
		t.Error("without a soak a game's end waits for a report")
	}
}
