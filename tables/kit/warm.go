package kit

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// preparer paints a face or a picture into its cache without drawing.
type preparer interface{ Prepare() }

// sizedPreparer is a preparer whose size (in device pixels) is what its
// painting covers: what the opening paints.
type sizedPreparer interface {
	preparer
	Size() (float64, float64)
}

// cardPrep paints a card's showing side into its stage's art cache.
type cardPrep struct {
	c  *sprites.Card
	st *sprites.Stage
}

func (p cardPrep) Prepare() { p.st.Prepare(p.c) }

// Size is the card's size, which counts toward the batch's area.
func (p cardPrep) Size() (float64, float64) { return p.c.Size() }

// Warmer paints, one a tick while the table waits for a player, the
// faces a table will need later at the sizes it will need them (a card
// flying to a seat panel, a lit panel): painting them in the frame that
// first shows them would stutter the animation.
type Warmer struct {
	st    *sprites.Stage
	items []preparer
	wait  int // ticks to let a resize's cache prune pass first
}

// Reset forgets the old plan (after a layout).
func (w *Warmer) Reset() { w.items, w.wait = w.items[:0], 10 }

// Card plans a card face.
func (w *Warmer) Card(c *sprites.Card) { w.items = append(w.items, cardPrep{c, w.st}) }

// Picture plans a picture (or anything else with a Prepare).
func (w *Warmer) Picture(p preparer) { w.items = append(w.items, p) }

// Looks plans both looks of each.
func (w *Warmer) Looks(looks ...*TwoLooks) {
	for _, l := range looks {
		w.items = append(w.items, l.Lit, l.Rest)
	}
}

// Step paints the next planned face, if any.
func (w *Warmer) Step() {
	if len(w.items) == 0 {
		return
	}
	if w.wait > 0 {
		w.wait--
		return
	}
	k := len(w.items) - 1
	w.items[k].Prepare()
	w.items[k] = nil
	w.items = w.items[:k]
}

// Done reports that every planned face is painted.
func (w *Warmer) Done() bool { return len(w.items) == 0 }

// openRedraws is how many frames the table is drawn in full after it
// opens, so Ebitengine moves the new images onto its shared atlas pages
// (it does so for images used as a source over ten frames) while nothing
// else is drawn.
const openRedraws = 24

// The opening paints a batch of pictures a tick, then has Ebitengine run
// their drawing commands at once (see opening.flush) instead of at the end
// of the frame. Painting costs little Go time: the cost is those commands,
// on the GPU (a software one under Xvfb and in browsers without one). A
// batch ends when it has spent openSlice of Go time or painted openArea
// pixels (about a 1280×720 screen: the felt alone, or a hundred cards), so
// no frame carries more than a screenful of painting. When frames are slow
// Ebitengine runs several ticks in one frame to catch up; the opening then
// paints on one tick in ticksPerFrame, or their batches would add up in
// that frame.
const (
	openSlice = 6 * time.Millisecond
	openArea  = 1 << 20
)

// ticksPerFrame is how many ticks Ebitengine has been running a frame
// over the last second (one when frames keep up with ticks, and in tests,
// which tick many times inside one of the test runner's frames).
func ticksPerFrame() int {
	fps := ebiten.ActualFPS()
	if fps <= 0 {
		return 1
	}
	return max(1, int(math.Round(ebiten.ActualTPS()/fps)))
}

// opening paints what the first frame of a table shows (every visible
// face, panel, picture and text) over several ticks instead of in one
// long first frame; until it is done the table shows only its backdrop,
// drawn once (see Base.Draw): a screen that does not change is not
// presented again, which in a browser spares each tick of the opening a
// copy of the whole screen.
type opening struct {
	planned, done bool
	items         []sizedPreparer
	redraws       int
	idle          int  // ticks since the last batch
	backdrop      bool // the backdrop is on the screen
	scratch       *ebiten.Image
	pixel         [4]byte
}

func (o *opening) step(st *sprites.Stage) {
	if !o.planned {
		o.planned = true
		o.items = o.collect(st, st.Root, o.items)
	} else if o.idle++; o.idle < ticksPerFrame() {
		return
	}
	o.idle = 0
	now := time.Now()
	area := 0.0
	for k := 0; len(o.items) > 0 && (k == 0 || time.Since(now) < openSlice && area < openArea); k++ {
		w, h := o.items[0].Size()
		area += w * h
		o.items[0].Prepare()
		o.items[0] = nil
		o.items = o.items[1:]
	}
	o.flush()
	if len(o.items) == 0 {
		o.done, o.items = true, nil
		o.scratch.Deallocate()
		o.scratch = nil
		st.Invalidate()
	}
}

// flush runs the drawing commands queued so far, the batch's painting,
// by reading a pixel back: Ebitengine would otherwise run them when it
// presents the frame, and a frame whose screen did not change is not
// presented, so the opening's painting would pile up until its end.
func (o *opening) flush() {
	o.ensureScratch()
	o.scratch.ReadPixels(o.pixel[:])
}

// ensureScratch makes the opening's one-pixel scratch image, into which
// texts are painted out of sight and from which flush reads.
func (o *opening) ensureScratch() {
	if o.scratch == nil {
		o.scratch = ebiten.NewImage(1, 1)
		o.scratch.Fill(color.Transparent) // an image never drawn to is never read from the GPU
	}
}

// collect lists the painters of n's visible subtree that paint into a
// cache.
func (o *opening) collect(st *sprites.Stage, n *sprites.Node, dst []sizedPreparer) []sizedPreparer {
	if !n.Visible() {
		return dst
	}
	switch p := n.Painter().(type) {
	case *sprites.Card:
		dst = append(dst, cardPrep{p, st})
	case sizedPreparer:
		dst = append(dst, p)
	case *sprites.Text:
		dst = append(dst, textPrep{p, o})
	}
	for _, c := range n.Children() {
		dst = o.collect(st, c, dst)
	}
	return dst
}

// textPrep renders a text into its cache by painting it once, out of
// sight, into the opening's one-pixel scratch image.
type textPrep struct {
	t *sprites.Text
	o *opening
}

func (p textPrep) Prepare() {
	p.o.ensureScratch()
	p.t.Paint(p.o.scratch, ebiten.GeoM{}, 0)
}

// Size is the text's size, which counts toward the batch's area.
func (p textPrep) Size() (float64, float64) { return p.t.Size() }
