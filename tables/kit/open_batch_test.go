package kit

import (
	"cmp"
	"testing"
	"time"

	"salotto/sprites"
)

// TestBatchAimFollowsTheMedianFrame: a batch aims at openShare of the
// median frame less the rest of a batch frame (a whole median before one
// is seen), at a quarter of the median at least, and at a 60 Hz frame's
// share before the app has drawn enough frames to know its median.
func TestBatchAimFollowsTheMedianFrame(t *testing.T) {
	ms := func(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }
	cases := []struct {
		median, rest time.Duration
		known        bool
		want         time.Duration
	}{
		{ms(18), ms(1), true, ms(1.4*18 - 1)},
		{ms(18), 0, false, ms(0.4 * 18)},
		{ms(18), ms(30), true, ms(18 / 4.0)},
		{ms(60), ms(5), true, ms(1.4*60 - 5)},
		{0, 0, true, ms(1.4 * 1000 / 60)},
	}
	for _, c := range cases {
		got := batchAim(c.median, c.rest, c.known)
		if d := got - c.want; d < -time.Microsecond || d > time.Microsecond {
			t.Errorf("batchAim(median %v, rest %v, known %v) = %v, want %v", c.median, c.rest, c.known, got, c.want)
		}
	}
}

// TestPartAreaAimsAtAThirdOfWhatIsLeft: a part is what would take a third of the
// batch's time left at the cost per pixel planned by, at most twice the
// last part and openArea; openAreaFirst before any cost is known.
func TestPartAreaAimsAtAThirdOfWhatIsLeft(t *testing.T) {
	cases := []struct {
		left       time.Duration
		rate, last float64
		want       float64
	}{
		{10 * time.Millisecond, 0, 0, openAreaFirst},
		{9 * time.Millisecond, 100, 1 << 20, 30000},
		{10 * time.Millisecond, 1, 1 << 16, 1 << 17},
		{10 * time.Millisecond, 0.001, 1 << 22, openArea},
	}
	for _, c := range cases {
		if got := partArea(c.left, c.rate, c.last); got != c.want {
			t.Errorf("partArea(%v left, %g ns/px, last %g px) = %g px, want %g", c.left, c.rate, c.last, got, c.want)
		}
	}
}

// TestNextRateKeepsTheDearestFading: the cost planned by is the last
// part's, or the dearest lately less a quarter a part; a part of nothing
// changes nothing.
func TestNextRateKeepsTheDearestFading(t *testing.T) {
	cases := []struct {
		rate, area float64
		took       time.Duration
		want       float64
	}{
		{0, 1000, 100 * time.Microsecond, 100},
		{400, 1000, 100 * time.Microsecond, 300},
		{100, 1000, 400 * time.Microsecond, 400},
		{400, 0, time.Millisecond, 400},
	}
	for _, c := range cases {
		if got := nextRate(c.rate, c.area, c.took); got != c.want {
			t.Errorf("nextRate(%g ns/px, %g px, %v) = %g, want %g", c.rate, c.area, c.took, got, c.want)
		}
	}
}

// gpuRig is a fake clock and GPU for an opening: a picture's Prepare
// queues its GPU time and spends a little Go time, a flush runs what is
// queued, and a frame lasts its batch and the rest of a frame, a tick at
// least (Ebitengine waits for the next tick when a frame is quicker).
type gpuRig struct {
	now     time.Time
	queued  time.Duration
	flushes int
}

// The rig's costs: Go time to paint a picture, a flush's own time.
const (
	rigPaint = 50 * time.Microsecond
	rigFlush = 100 * time.Microsecond
)

func (r *gpuRig) clock() time.Time { return r.now }

func (r *gpuRig) run() {
	r.now = r.now.Add(r.queued + rigFlush)
	r.queued, r.flushes = 0, r.flushes+1
}

// costly is a picture of w×h that costs the GPU gpu, and its painting
// rigPaint of Go time, or paint when set.
type costly struct {
	rig   *gpuRig
	w, h  float64
	gpu   time.Duration
	paint time.Duration
}

func (p costly) Prepare() {
	p.rig.queued += p.gpu
	p.rig.now = p.rig.now.Add(cmp.Or(p.paint, rigPaint))
}

func (p costly) Size() (float64, float64) { return p.w, p.h }

// fixedMedian is a median frame that does not change.
type fixedMedian time.Duration

func (m fixedMedian) Frame() time.Duration { return time.Duration(m) }

// open runs an opening of items on the rig frame by frame and returns its
// frames' lengths.
func (r *gpuRig) open(t *testing.T, items []sizedPreparer, median, rest, tick time.Duration) []time.Duration {
	t.Helper()
	o := &opening{planned: true, swept: true, items: items, pace: fixedMedian(median)}
	o.batches.clock, o.batches.gpu = r.clock, r.run
	st := sprites.NewStage(64, 64)
	var frames []time.Duration
	for f := uint64(1); !o.done; f++ {
		if f > 1000 {
			t.Fatalf("the opening has not ended after 1000 frames, %d pictures left", len(o.items))
		}
		start := r.now
		o.step(st, f)
		r.now = r.now.Add(rest)
		if r.now.Sub(start) < tick {
			r.now = start.Add(tick)
		}
		frames = append(frames, r.now.Sub(start))
	}
	return frames
}

// planned is a run of like pictures in a plan: how many, their size, and
// what each costs the GPU and Go, in milliseconds.
type planned struct {
	n         int
	w, h      float64
	gpu, goMs float64
	text      bool
}

// The openings' plans as a software GPU on a loaded machine painted them,
// at a median frame of planMedian: a table's pictures cost the GPU from a
// twentieth of a millisecond (a text) to 30 (a seat panel's shapes); per
// pixel, a seat panel costs thirty times the cheap pictures before it and
// a card face several times a panel, while the Go time of painting a
// picture follows its GPU's time within about three times.
const planMedian = 31 * time.Millisecond

var plans = map[string][]planned{
	"HMS Dolores": {
		{1, 1262, 250, 3.5, 0.035, false}, {2, 162, 152, 0.5, 0.01, false},
		{2, 1262, 187, 28, 0.3, false},
		{2, 560, 187, 11, 0.33, false}, {2, 560, 187, 14, 0.35, false}, {2, 560, 187, 18, 0.38, false}, {2, 560, 187, 30, 0.4, false},
		{30, 40, 17, 0.05, 0, true}, {1, 209, 28, 0.6, 0.02, false}, {1, 191, 19, 0.1, 0, true},
		{9, 71, 101, 1.8, 0.2, false}, {1, 1, 1, 0.08, 0.01, false},
	},
	"Dolce Vita": {
		{3, 276, 22, 0.4, 0, true}, {12, 129, 170, 0.35, 0.01, false},
		{10, 256, 209, 11, 0.3, false}, {6, 47, 22, 0.13, 0, true},
		{6, 79, 108, 0.06, 0.001, false}, {1, 61, 88, 1, 0.11, false}, {20, 0, 21, 0.05, 0, true},
	},
	"results": {
		{1, 1208, 495, 8, 0.057, false}, {5, 300, 30, 0.3, 0, true},
		{6, 71, 101, 1.5, 0.15, false}, {3, 31, 31, 0.3, 0.03, false},
	},
}

// plan makes the fake pictures of a plan, their costs times scale.
func (r *gpuRig) plan(runs []planned, scale float64) []sizedPreparer {
	ms := func(f float64) time.Duration { return time.Duration(f * scale * float64(time.Millisecond)) }
	var plan []sizedPreparer
	for _, p := range runs {
		for range p.n {
			c := costly{r, p.w, p.h, ms(p.gpu), ms(p.goMs)}
			if p.text {
				plan = append(plan, costlyText{c})
			} else {
				plan = append(plan, c)
			}
		}
	}
	return plan
}

// costlyText is a fake text: counted as a text is.
type costlyText struct{ costly }

func (costlyText) text() {}

// TestOpeningFramesStayNearTheMedian: openings like the games' and their
// results', on a software GPU whose pictures cost their frames unevenly
// (cheap pictures, then seat panels dearer per pixel thirty times; card
// faces dearer still), keep every frame within 1.6 times the median, on a
// quiet machine and on loaded ones, and still end.
func TestOpeningFramesStayNearTheMedian(t *testing.T) {
	for name, runs := range plans {
		for _, scale := range []float64{0.6, 1, 2} {
			median := time.Duration(scale * float64(planMedian))
			// the rest of a frame: next to nothing, or a cross-fade's drawing
			for _, rest := range []time.Duration{time.Millisecond, median * 6 / 10} {
				r := &gpuRig{now: time.Unix(0, 0)}
				frames := r.open(t, r.plan(runs, scale), median, rest, time.Second/60)
				// a fade's frame leaves the batch less time, and a dear
				// picture the batch took for a cheap one shows more
				limit := time.Duration(1.6 * float64(median))
				if rest > time.Millisecond {
					limit = 2 * median
				}
				for i, d := range frames {
					if d > limit {
						t.Errorf("%s at a median of %v and a rest of %v: frame %d of the opening lasted %v, over %v", name, median, rest, i+1, d, limit)
					}
				}
				if len(frames) > 40 {
					t.Errorf("%s at a median of %v and a rest of %v: the opening took %d frames", name, median, rest, len(frames))
				}
			}
		}
	}
}

// TestOpeningOnAQuickGPUEndsInAFewFrames: pictures that cost the GPU
// next to nothing (a real one) make the parts grow, twice the last each
// up to openArea, so that five screenfuls of them are painted in a few
// parts (1, 2, 4, then 6 pictures: 7), in one frame, and the opening ends
// in the next.
func TestOpeningOnAQuickGPUEndsInAFewFrames(t *testing.T) {
	r := &gpuRig{now: time.Unix(0, 0)}
	var plan []sizedPreparer
	for range 30 {
		plan = append(plan, costly{r, 320, 320, 20 * time.Microsecond, 0})
	}
	frames := r.open(t, plan, time.Second/60, time.Millisecond, time.Second/60)
	// the frame after the last batch ends the opening
	if len(frames) > 2 || r.flushes > 7 {
		t.Errorf("the opening took %d frames and %d flushes, want 2 frames and 7 flushes", len(frames), r.flushes)
	}
}
