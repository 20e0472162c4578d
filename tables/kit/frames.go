package kit

import "time"

// FrameStats measures a table's own Update and Draw durations, so the
// frame budget (no frame over 33 ms while bots think) can be checked
// under Xvfb and in the browser.
type FrameStats struct {
	t0             time.Time
	update, redraw span
}

// span sums and bounds one kind of call's durations.
type span struct {
	n        int
	sum, max time.Duration
}

func (s *span) add(d time.Duration) { s.n, s.sum, s.max = s.n+1, s.sum+d, max(s.max, d) }

func (s span) mean() time.Duration {
	if s.n == 0 {
		return 0
	}
	return s.sum / time.Duration(s.n)
}

func (s *FrameStats) begin()     { s.t0 = time.Now() }
func (s *FrameStats) endUpdate() { s.update.add(time.Since(s.t0)) }
func (s *FrameStats) endDraw()   { s.redraw.add(time.Since(s.t0)) }

// FrameTimes are a table's measured Update and Draw durations: counts,
// means and maxima.
type FrameTimes struct {
	Updates, Draws        int
	UpdateMean, UpdateMax time.Duration
	DrawMean, DrawMax     time.Duration
}

func (s *FrameStats) times() FrameTimes {
	return FrameTimes{Updates: s.update.n, Draws: s.redraw.n, UpdateMean: s.update.mean(), UpdateMax: s.update.max,
		DrawMean: s.redraw.mean(), DrawMax: s.redraw.max}
}
