package kit

import (
	"image/color"
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

// opening paints what the first frame of a table shows (every visible
// face, panel, picture and text) over several ticks instead of in one
// long first frame; until it is done the table shows only its backdrop,
// drawn once (see Base.Draw): a screen that does not change is not
// presented again, which in a browser spares each tick of the opening a
// copy of the whole screen.
type opening struct {
	planned, done bool
	swept         bool // the second collection, at the end, is made
	items         []sizedPreparer
	redraws       int
	frame         uint64 // the frame of the last batch, or of the building (scenes.Context.Frame)
	backdrop      bool   // the backdrop is on the screen
	scratch       *ebiten.Image
	pixel         [4]byte
	// waited, when set, adds up the flushes: time spent waiting for the
	// GPU, which the game's own cost leaves out (scenes.Context.Waited)
	waited *time.Duration
	// pace, when set, is the app's recent frames, which a batch's time
	// follows (open_batch.go)
	pace    framePace
	batches batchPace
}

// step paints the next batch, in the first tick of frame (0 when nothing
// counts frames, as in tests that only tick: a batch every tick).
//
// Once the planned pictures are painted, the stage is collected again:
// what became visible or changed while the opening ran (a table's
// opening events deal its share, a banner is written) would otherwise be
// painted in the table's first frame, on top of drawing all of it for the
// first time; the pictures already painted cost nothing then, and count
// for nothing in a batch. The opening ends in the frame after its last
// batch, so that batch's flush and the table's first full frame are two
// frames, not one twice as long. Nor does it paint in the frame that built
// the table (its owner sets frame to it): that frame already holds the
// building, and the screen the table replaces drawn again for the
// cross-fade.
func (o *opening) step(st *sprites.Stage, frame uint64) {
	if frame != 0 && frame == o.frame {
		return
	}
	if !o.planned {
		o.planned = true
		o.items = o.collect(st, st.Root, o.items)
	}
	o.frame = frame
	if len(o.items) == 0 && !o.swept {
		o.swept = true
		o.items = o.collect(st, st.Root, o.items)
	}
	if len(o.items) == 0 {
		o.done, o.items = true, nil
		if o.scratch != nil {
			o.scratch.Deallocate()
			o.scratch = nil
		}
		st.Invalidate()
		return
	}
	o.batch()
}

// flush runs the drawing commands queued so far, the batch's painting,
// by reading a pixel back: Ebitengine would otherwise run them when it
// presents the frame, and a frame whose screen did not change is not
// presented, so the opening's painting would pile up until its end, and
// its cost could not be measured batch by batch. The pixel is cleared
// first: Ebitengine answers a read of an image not drawn to since the
// last read from its own copy, without running any command.
func (o *opening) flush() {
	o.ensureScratch()
	o.scratch.Clear()
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

// collect lists the painters of n's visible subtree that have still to
// paint into a cache (both looks of a TwoLooks). What is painted already,
// or found in the shared art cache (a felt, a face another screen
// painted), costs a batch nothing and is left out: counted, it would
// spend the batch's area on nothing, and a quick flush of that nothing
// would let the next batch grow to the whole screen.
func (o *opening) collect(st *sprites.Stage, n *sprites.Node, dst []sizedPreparer) []sizedPreparer {
	if !n.Visible() {
		return dst
	}
	switch p := n.Painter().(type) {
	case *TwoLooks:
		// both looks: a panel at rest now is lit when its seat's turn
		// comes, and painting the lit look then would cost that frame
		for _, l := range [...]*sprites.Picture{p.Rest, p.Lit} {
			if l.Stale() {
				dst = append(dst, l)
			}
		}
	case *sprites.Card:
		if !st.Painted(p) {
			dst = append(dst, cardPrep{p, st})
		}
	case sizedPreparer:
		if s, ok := p.(interface{ Stale() bool }); !ok || s.Stale() {
			dst = append(dst, p)
		}
	case *sprites.Text:
		if p.Stale() {
			dst = append(dst, textPrep{p, o})
		}
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

// text marks a text, which a batch counts for less than a picture (see
// weight).
func (textPrep) text() {}
