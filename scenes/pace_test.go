package scenes

import (
	"testing"
	"time"
)

// TestPaceMediansTheDrawnFrames: the median is over the frames the app
// drew, each from its first tick to the next frame's; a frame that drew
// nothing, or after which the loop waited for input, does not count, nor
// do the extra ticks of a frame; nothing is known before paceKnown frames.
func TestPaceMediansTheDrawnFrames(t *testing.T) {
	var p Pace
	at := time.Unix(0, 0)
	frame := uint64(0)
	// next ends the frame under way after d, drawn or not, and begins the next
	next := func(d time.Duration, drew, idle bool) {
		if drew {
			p.drawn()
		}
		p.tick(frame, at.Add(d/2), false) // a second tick in the same frame
		at = at.Add(d)
		frame++
		p.tick(frame, at, idle)
	}
	p.tick(frame, at, false)
	for range paceKnown - 1 {
		next(20*time.Millisecond, true, false)
	}
	if got := p.Frame(); got != 0 {
		t.Fatalf("after %d frames the median is %v, want 0 (not known yet)", paceKnown-1, got)
	}
	for range 8 {
		next(300*time.Millisecond, false, false) // drew nothing
		next(time.Second, true, true)            // the loop waited for input after it
	}
	next(10*time.Millisecond, true, false)
	next(30*time.Millisecond, true, false)
	next(30*time.Millisecond, true, false)
	// 7 of 20, one of 10, two of 30: the median is 20 ms (with either
	// kind of frame left out counted, 30 ms or more)
	if got := p.Frame(); got != 20*time.Millisecond {
		t.Fatalf("the median is %v, want 20ms", got)
	}
	for range paceFrames {
		next(40*time.Millisecond, true, false)
	}
	if got := p.Frame(); got != 40*time.Millisecond {
		t.Fatalf("after a run of 40 ms frames the median is %v: the old frames are not forgotten", got)
	}
}
