package scenes

import (
	"slices"
	"time"
)

// Pace keeps how long the app's last drawn frames lasted, so that work
// spread over frames (a table's opening paints a batch a frame) can size
// each share by this machine's own frames: a software GPU's frame lasts
// several times a real one's, and the hitch bar (docs/frames.md) is
// relative to the run's median animated frame. A frame's length runs from
// its first tick to the next frame's, as FrameMeter measures it; only
// frames the app drew count, and not those it waited in for input (an
// idle, throttled loop).
type Pace struct {
	lengths [paceFrames]time.Duration // a ring of the last drawn frames
	n, next int

	frame uint64    // Context.Frame of the frame under way
	start time.Time // its first tick
	drew  bool      // the app drew in it
}

// paceFrames is how many frames the median is taken over: about a
// second's worth, so that it follows what the screen shows now.
const paceFrames = 63

// paceKnown is how many frames it takes before the median means anything.
const paceKnown = 8

// Frame is the median length of the last drawn frames, 0 while fewer than
// paceKnown were seen.
func (p *Pace) Frame() time.Duration {
	if p == nil || p.n < paceKnown {
		return 0
	}
	var s [paceFrames]time.Duration
	copy(s[:], p.lengths[:p.n])
	slices.Sort(s[:p.n])
	return s[p.n/2]
}

// tick notes a tick at now in frame; idle says the loop waited for input
// before it, which leaves the frame that ends here out.
func (p *Pace) tick(frame uint64, now time.Time, idle bool) {
	if frame == p.frame && !p.start.IsZero() {
		return
	}
	if p.drew && !idle && !p.start.IsZero() {
		p.lengths[p.next] = now.Sub(p.start)
		p.next = (p.next + 1) % paceFrames
		p.n = min(p.n+1, paceFrames)
	}
	p.frame, p.start, p.drew = frame, now, false
}

// drawn notes that the app drew in the frame under way.
func (p *Pace) drawn() { p.drew = true }
