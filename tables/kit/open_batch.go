package kit

import "time"

// The opening paints a batch of pictures a frame and has Ebitengine run
// their drawing commands at once (opening.flush) instead of at the end of
// the frame. Painting costs little Go time: the cost is those commands,
// on the GPU, and on a software one (Xvfb's, a browser's without a GPU) a
// screenful of painting takes a few hundred milliseconds.
//
// How long a batch may take follows the frames this machine draws: the
// hitch bar is relative (docs/frames.md: no frame over twice the run's
// median animated frame), so a batch's frame aims at openShare of the
// median frame the app drew lately (scenes.Pace), less what the rest of
// such a frame costs beside the batch (drawing and presenting: a
// cross-fade runs over the opening's first frames). That rest is the
// least a batch frame of this opening took beyond its batch, a whole
// median frame until one is seen; the batch takes at least a quarter of
// the median, or an opening on a loaded machine would not end.
//
// What a picture costs the GPU cannot be foretold from its area. Measured
// on llvmpipe, a seat panel's look (a few shapes drawn through
// Ebitengine's anti-aliasing, each an offscreen texture) cost 10 to 30 ms,
// twenty times a plain picture of its size; a small card face 1 to 2 ms,
// a text a twentieth of one. A picture counts for its area and
// openItemArea more (a texture of its own, its commands), a text for its
// area and openTextArea (its glyphs come from a shared cache). A batch
// runs in parts, each flushed and timed: a part aims at a third
// (1/openPartShare) of the batch's time left, at the dearest cost per
// counted pixel seen lately (less a quarter each part), and the batch
// ends when what is left would not pay half again (openMargin) for the
// next picture at that cost: a dear picture taken for a cheap one then
// stays within the frame's share. A real GPU's flushes take next to
// nothing, so its parts grow, twice the last at most, to openArea (about
// a 1280×720 screen); the first part, with no cost to go by, is
// openAreaFirst. A batch also ends when it has spent openSlice of Go
// time, the game's own cost.
//
// When frames are slow Ebitengine runs several ticks in one frame to
// catch up; the opening paints on the first tick of a frame only, or their
// batches would add up in that frame.
const (
	openShare        = 1.4
	openPartShare    = 3
	openFrameDefault = time.Second / 60 // the frame aimed by before the app has drawn enough
	openSlice        = 6 * time.Millisecond
	openItemArea     = 1 << 16
	openTextArea     = 1 << 10
	openArea         = 1 << 20
	openAreaFirst    = 1 << 16
	openMargin       = 1.5
)

// framePace is the app's recent frames (scenes.Pace): their median.
type framePace interface{ Frame() time.Duration }

// batchPace is what an opening learns of the GPU and its frames.
type batchPace struct {
	rate      float64       // GPU time per weighted pixel, in nanoseconds (0: none measured)
	part      float64       // the weighted area of the last part
	rest      time.Duration // the least a batch frame took beyond its batch
	restKnown bool
	began     time.Time     // when the last batch began
	spent     time.Duration // how long it took

	// clock and gpu stand in for time.Now and the flush in tests
	clock func() time.Time
	gpu   func()
}

func (p *batchPace) now() time.Time {
	if p.clock != nil {
		return p.clock()
	}
	return time.Now()
}

// weight is the area a picture counts for in a batch.
func weight(p sizedPreparer) float64 {
	w, h := p.Size()
	if _, ok := p.(interface{ text() }); ok {
		return w*h + openTextArea
	}
	return w*h + openItemArea
}

// batch paints this frame's share of the plan (at least one picture).
func (o *opening) batch() {
	bp := &o.batches
	start := bp.now()
	if !bp.began.IsZero() {
		rest := max(0, start.Sub(bp.began)-bp.spent)
		if !bp.restKnown || rest < bp.rest {
			bp.rest, bp.restKnown = rest, true
		}
	}
	var median time.Duration
	if o.pace != nil {
		median = o.pace.Frame()
	}
	aim := batchAim(median, bp.rest, bp.restKnown)
	var flushing time.Duration // the parts' flushes, the GPU's time
	for painted := 0; len(o.items) > 0; {
		spent := bp.now().Sub(start)
		left := aim - spent
		if painted > 0 && (left <= 0 || spent-flushing >= openSlice || openMargin*bp.rate*weight(o.items[0]) > float64(left)) {
			break
		}
		budget, area := partArea(left, bp.rate, bp.part), 0.0
		for len(o.items) > 0 {
			w := weight(o.items[0])
			if area > 0 && (area+w > budget ||
				bp.now().Sub(start)-flushing >= openSlice) {
				break
			}
			area += w
			o.items[0].Prepare()
			o.items[0] = nil
			o.items = o.items[1:]
			painted++
		}
		flushed := bp.now()
		if bp.gpu != nil {
			bp.gpu()
		} else {
			o.flush()
		}
		took := bp.now().Sub(flushed)
		flushing += took
		bp.rate, bp.part = nextRate(bp.rate, area, took), area
	}
	if o.waited != nil {
		*o.waited += flushing
	}
	bp.began, bp.spent = start, bp.now().Sub(start)
}

// batchAim is how long a frame's batch may take: openShare of the median
// frame (openFrameDefault while none is known), less the rest of a batch
// frame (a whole median frame while none was seen), and at least a
// quarter of the median.
func batchAim(median, rest time.Duration, restKnown bool) time.Duration {
	if median <= 0 {
		median = openFrameDefault
	}
	if !restKnown {
		rest = median
	}
	return max(median/4, time.Duration(openShare*float64(median))-rest)
}

// partArea is the weighted area of a batch's next part, with left of the
// batch's time to go: what would take a third of it at rate, at most twice
// the last part's and openArea; openAreaFirst while no cost is known.
func partArea(left time.Duration, rate, last float64) float64 {
	if rate <= 0 {
		return openAreaFirst
	}
	a := float64(left) / openPartShare / rate
	if last > 0 {
		a = min(a, 2*last)
	}
	return min(a, openArea)
}

// nextRate is the cost per weighted pixel to plan the next part by, after
// a part of area took took: its own, or the dearest lately, by a quarter
// less at each part, so that a part of cheap pictures does not make the
// next a screenful of dear ones.
func nextRate(rate, area float64, took time.Duration) float64 {
	if area <= 0 {
		return rate
	}
	return max(float64(took)/area, rate*3/4)
}
