package dolcevita

import "time"

// frameStats measures the table's own Update and Draw durations, so the
// frame budget (no frame over 33 ms while bots think) can be checked
// under Xvfb and in the browser.
type frameStats struct {
	t0                 time.Time
	updates, draws     int
	updateSum, drawSum time.Duration
	updateMax, drawMax time.Duration
	lastDraw           time.Duration
}

func (s *frameStats) beginUpdate() { s.t0 = time.Now() }
func (s *frameStats) endUpdate() {
	d := time.Since(s.t0)
	s.updates++
	s.updateSum += d
	s.updateMax = max(s.updateMax, d)
}
func (s *frameStats) beginDraw() { s.t0 = time.Now() }
func (s *frameStats) endDraw() {
	d := time.Since(s.t0)
	s.lastDraw = d
	s.draws++
	s.drawSum += d
	s.drawMax = max(s.drawMax, d)
}

// FrameTimes reports the table's measured Update and Draw durations:
// counts, means and maxima since the table opened.
type FrameTimes struct {
	Updates, Draws        int
	UpdateMean, UpdateMax time.Duration
	DrawMean, DrawMax     time.Duration
}

// FrameTimes returns the durations measured so far.
func (t *Table) FrameTimes() FrameTimes {
	s := &t.stats
	f := FrameTimes{Updates: s.updates, Draws: s.draws, UpdateMax: s.updateMax, DrawMax: s.drawMax}
	if s.updates > 0 {
		f.UpdateMean = s.updateSum / time.Duration(s.updates)
	}
	if s.draws > 0 {
		f.DrawMean = s.drawSum / time.Duration(s.draws)
	}
	return f
}
