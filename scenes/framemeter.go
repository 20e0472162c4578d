package scenes

import "time"

// FrameMeter judges frames as the project does (docs/frames.md), for the
// soak (scripts/soak.sh) and cmd/realframes; the app feeds it when the
// context has one (Context.Meter).
//
//   - The game's own cost: each tick's Update, and the Draw that follows
//     it, less the time spent waiting for the GPU to paint (Context.Waited:
//     a table's opening runs its painting at once), which measures the
//     renderer, not the game. Targets: p99 at most 4 ms, max at most 16 ms.
//   - Hitches, relative: a frame's length is the time from its first tick
//     to the next frame's, the GPU's work included; no frame may last over
//     twice the median animated frame (one the app drew) of the same run.
type FrameMeter struct {
	ctx *Context

	tickStart  time.Time
	waited     time.Duration // Context.Waited when the tick began
	last       time.Duration // the last tick's own cost, its Draw still to come
	pending    bool
	frame      uint64 // Context.Frame of the frame under way
	frameStart time.Time
	drew       bool // the frame under way drew
	skip       bool // leave the tick and frame under way out (Skip)
	frameOwn   time.Duration
	frameTicks int

	own    histogram // every tick's own cost
	frames histogram // every frame's length
	drawn  histogram // the length of every frame that drew

	// OnTick and OnFrame, when set, hear each tick's own cost and each
	// frame as they end (the soak reports the long ones, and traces every
	// frame when asked).
	OnTick  func(own time.Duration)
	OnFrame func(Frame)
}

// Frame is one frame as the meter saw it end.
type Frame struct {
	// Length runs from the frame's first tick to the next frame's, the
	// GPU's work included.
	Length time.Duration
	// Own is the game's own cost summed over the frame's ticks and its
	// Draw, Ticks how many ticks Ebitengine ran in it.
	Own   time.Duration
	Ticks int
	// Drew reports that the app drew (an animated frame).
	Drew bool
	// Skipped reports that the frame is left out of the figures (Skip).
	Skipped bool
}

// NewFrameMeter measures the app of ctx once set as ctx.Meter.
func NewFrameMeter(ctx *Context) *FrameMeter { return &FrameMeter{ctx: ctx} }

// beginUpdate starts a tick, and a frame when it is the frame's first.
func (m *FrameMeter) beginUpdate() {
	now := time.Now()
	m.endTick()
	if f := m.ctx.Frame; f != m.frame || m.frameStart.IsZero() {
		if !m.frameStart.IsZero() {
			d := now.Sub(m.frameStart)
			if !m.skip {
				m.frames.add(d)
				if m.drew {
					m.drawn.add(d)
				}
			}
			if m.OnFrame != nil {
				m.OnFrame(Frame{Length: d, Own: m.frameOwn, Ticks: m.frameTicks, Drew: m.drew, Skipped: m.skip})
			}
		}
		m.frame, m.frameStart, m.drew, m.skip = f, now, false, false
		m.frameOwn, m.frameTicks = 0, 0
	}
	m.tickStart, m.waited = now, m.ctx.Waited
}

// endUpdate ends the tick's Update.
func (m *FrameMeter) endUpdate() {
	m.last, m.pending = m.own1(), true
}

// beginDraw and endDraw add the frame's Draw to its last tick.
func (m *FrameMeter) beginDraw() { m.tickStart, m.waited = time.Now(), m.ctx.Waited }

func (m *FrameMeter) endDraw(drew bool) {
	m.last += m.own1()
	m.drew = m.drew || drew
}

// own1 is the time since tickStart, less the GPU waits meanwhile.
func (m *FrameMeter) own1() time.Duration {
	return time.Since(m.tickStart) - (m.ctx.Waited - m.waited)
}

// endTick records the last tick, once its Draw (if any) is in.
func (m *FrameMeter) endTick() {
	if !m.pending {
		return
	}
	m.pending = false
	m.frameOwn += m.last
	m.frameTicks++
	if m.skip {
		return
	}
	m.own.add(m.last)
	if m.OnTick != nil {
		m.OnTick(m.last)
	}
}

// Skip leaves the tick and the frame under way out: work no player waits
// for (the soak's collection and report between games).
func (m *FrameMeter) Skip() { m.skip = true }

// Reset forgets what was measured (the soak starts once every game has
// been played once and its faces painted).
func (m *FrameMeter) Reset() { m.own, m.frames, m.drawn = histogram{}, histogram{}, histogram{} }

// FrameFigures are what a FrameMeter measured.
type FrameFigures struct {
	Ticks, Frames, Drawn int
	// OwnP99 and OwnMax are the game's own cost per tick.
	OwnP99, OwnMax time.Duration
	// Median is the median animated frame, Longest the longest frame,
	// Over2x how many frames lasted over twice the median.
	Median, Longest time.Duration
	Over2x          int
}

// Ratio is the longest frame over the median animated frame.
func (f FrameFigures) Ratio() float64 {
	if f.Median <= 0 {
		return 0
	}
	return float64(f.Longest) / float64(f.Median)
}

// Figures sums up what was measured since the start or the last Reset.
func (m *FrameMeter) Figures() FrameFigures {
	f := FrameFigures{Ticks: m.own.n, Frames: m.frames.n, Drawn: m.drawn.n,
		OwnP99: m.own.quantile(0.99), OwnMax: m.own.max, Median: m.drawn.quantile(0.5), Longest: m.frames.max}
	f.Over2x = m.frames.over(2 * f.Median)
	return f
}

// RunningMedian is the median animated frame so far (0 before there are
// sixty to go by), for telling a hitch as it happens.
func (m *FrameMeter) RunningMedian() time.Duration {
	if m.drawn.n < 60 {
		return 0
	}
	return m.drawn.quantile(0.5)
}

// histogram counts durations in buckets of histStep up to histSpan (a
// long soak keeps no list that grows), and the longest exactly.
type histogram struct {
	count [histSpan / histStep]int32
	n     int
	max   time.Duration
}

const (
	histStep = 50 * time.Microsecond
	histSpan = 2 * time.Second
)

func (h *histogram) add(d time.Duration) {
	h.n++
	h.max = max(h.max, d)
	h.count[min(len(h.count)-1, int(max(d, 0)/histStep))]++
}

// quantile is the duration below which q of them fall (to the bucket's
// upper edge; the longest itself when it is in the last bucket).
func (h *histogram) quantile(q float64) time.Duration {
	if h.n == 0 {
		return 0
	}
	want, seen := int(q*float64(h.n-1))+1, 0
	for i, c := range h.count {
		if seen += int(c); seen >= want && i < len(h.count)-1 {
			return min(h.max, time.Duration(i+1)*histStep)
		}
	}
	return h.max
}

// over counts the durations longer than d (to the bucket).
func (h *histogram) over(d time.Duration) int {
	k := 0
	for i := int(d/histStep) + 1; i < len(h.count); i++ {
		k += int(h.count[i])
	}
	return k
}
