package kit

import (
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

// costly is a picture of w×h that costs the GPU gpu.
type costly struct {
	rig  *gpuRig
	w, h float64
	gpu  time.Duration
}

func (p costly) Prepare() {
	p.rig.queued += p.gpu
	p.rig.now = p.rig.now.Add(rigPaint)
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

// tablePlan is an opening's plan like an HMS Dolores table's, as a
// software GPU on a quiet machine costs it: panels of 8 to 20 ms, texts
// of a fraction of a millisecond, then card faces of 2 to 5 ms, each
// many times a panel's cost for its area, and corner buttons.
func tablePlan(r *gpuRig, scale float64) []sizedPreparer {
	ms := func(f float64) time.Duration { return time.Duration(f * scale * float64(time.Millisecond)) }
	var plan []sizedPreparer
	plan = append(plan, costly{r, 1260, 272, ms(6)}, costly{r, 160, 150, ms(6)}, costly{r, 160, 150, ms(5)})
	for i := range 10 {
		plan = append(plan, costly{r, 552 + 73*float64(i%2), 204, ms([]float64{8, 12, 16, 20}[i%4])})
	}
	for i := range 44 {
		w := []float64{0, 11, 196, 46, 9}[i%5]
		plan = append(plan, costlyText{costly{r, w, 18, ms(0.05 + w/200)}})
	}
	plan = append(plan, costly{r, 99, 139, ms(5)})
	for range 9 {
		plan = append(plan, costly{r, 53, 74, ms(3)})
	}
	for range 3 {
		plan = append(plan, costly{r, 40, 40, ms(0.5)})
	}
	return plan
}

// costlyText is a fake text: counted as a text is.
type costlyText struct{ costly }

func (costlyText) text() {}

// TestOpeningFramesStayNearTheMedian: an opening like a table's, on a
// software GPU whose pictures cost their frames unevenly (cheap texts,
// then faces dearer per pixel than the panels before them), keeps every
// frame within 1.6 times the median, at the median of a quiet machine
// and of a loaded one, and still ends.
func TestOpeningFramesStayNearTheMedian(t *testing.T) {
	for _, c := range []struct {
		median time.Duration
		scale  float64
	}{{18 * time.Millisecond, 1}, {30 * time.Millisecond, 2}, {60 * time.Millisecond, 3}} {
		r := &gpuRig{now: time.Unix(0, 0)}
		plan := tablePlan(r, c.scale)
		frames := r.open(t, plan, c.median, time.Millisecond, time.Second/60)
		limit := time.Duration(1.6 * float64(c.median))
		for i, d := range frames {
			if d > limit {
				t.Errorf("median %v: frame %d of the opening lasted %v, over 1.6 times the median (%v)", c.median, i+1, d, limit)
			}
		}
		if len(frames) > 30 {
			t.Errorf("median %v: the opening took %d frames", c.median, len(frames))
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
		plan = append(plan, costly{r, 320, 320, 20 * time.Microsecond})
	}
	frames := r.open(t, plan, time.Second/60, time.Millisecond, time.Second/60)
	// the frame after the last batch ends the opening
	if len(frames) > 2 || r.flushes > 7 {
		t.Errorf("the opening took %d frames and %d flushes, want 2 frames and 7 flushes", len(frames), r.flushes)
	}
}
