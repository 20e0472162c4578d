package kit

import (
	"testing"
	"time"

	"salotto/sprites"
)

// slowPicture takes longer to paint than a tick's slice, as a big face
// does on a software GPU.
type slowPicture struct{ painted *int }

func (p slowPicture) Prepare() {
	time.Sleep(openSlice + time.Millisecond)
	*p.painted++
}

// TestOpeningEndsWhenEveryTickRunsOutOfTime: quick ticks whose slice is
// spent on one slow picture each still finish the opening (the batch used
// to double every such tick until it overflowed to zero, and the table
// then stayed plain felt for good).
func TestOpeningEndsWhenEveryTickRunsOutOfTime(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	o := &opening{planned: true, batch: openBatch}
	const pictures = 80
	for range pictures {
		o.items = append(o.items, slowPicture{&painted})
	}
	for tick := 0; tick < 2*pictures && !o.done; tick++ {
		o.step(st)
	}
	if !o.done || painted != pictures {
		t.Fatalf("after %d ticks the opening is done=%v with %d of %d pictures painted (batch %d)", 2*pictures, o.done, painted, pictures, o.batch)
	}
	if o.batch > openMaxBatch {
		t.Errorf("the batch grew to %d, past its bound %d", o.batch, openMaxBatch)
	}
}
