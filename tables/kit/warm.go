package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
	"time"

	"salotto/sprites"
)

// preparer paints a face or a picture into its cache without drawing.
type preparer interface{ Prepare() }

// cardPrep paints a card's showing side into its stage's art cache.
type cardPrep struct {
	c  *sprites.Card
	st *sprites.Stage
}

func (p cardPrep) Prepare() { p.st.Prepare(p.c) }

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

// The opening paints a batch of pictures a tick. Painting costs little
// Go time: the cost is the drawing commands Ebitengine runs at the end of
// the frame, on the GPU (a software one under Xvfb or in some browsers).
// So the batch follows the frames' real length: it doubles after a frame
// shorter than openQuick and halves after one longer than openFrame, and
// a tick never spends more than openSlice of Go time. A tick with no
// frame drawn since the last batch is Ebitengine catching up: it paints
// nothing, or its batch would land in the same frame.
const (
	openBatch = 4
	openQuick = 25 * time.Millisecond
	openFrame = 50 * time.Millisecond
	openSlice = 6 * time.Millisecond
	// openMaxBatch bounds the batch: more than a table has pictures.
	openMaxBatch = 1024
)

// opening paints what the first frame of a table shows (every visible
// face, panel, picture and text) over several ticks instead of in one
// long first frame; until it is done the table shows only its backdrop.
type opening struct {
	planned, done bool
	items         []preparer
	redraws       int
	batch         int
	last          time.Time
	draws, seen   int // frames drawn, and when the last batch was painted
	scratch       *ebiten.Image
}

func (o *opening) step(st *sprites.Stage) {
	now := time.Now()
	switch gap := now.Sub(o.last); {
	case !o.planned:
		o.planned, o.batch = true, openBatch
		o.items = o.collect(st, st.Root, o.items)
	case o.draws > 0 && o.draws == o.seen:
		return
	case gap > openFrame:
		o.batch = max(1, o.batch/2)
	case gap < openQuick:
		// capped: a run of quick ticks whose slices run out of time would
		// otherwise double the batch until it overflowed to zero and the
		// opening stopped for good
		o.batch = min(o.batch*2, openMaxBatch)
	}
	o.last, o.seen = now, o.draws
	for k := 0; k < o.batch && len(o.items) > 0 && time.Since(now) < openSlice; k++ {
		o.items[0].Prepare()
		o.items = o.items[1:]
	}
	if len(o.items) == 0 {
		o.done, o.items = true, nil
		if o.scratch != nil {
			o.scratch.Deallocate()
			o.scratch = nil
		}
		st.Invalidate()
	}
}

// collect lists the painters of n's visible subtree that paint into a
// cache.
func (o *opening) collect(st *sprites.Stage, n *sprites.Node, dst []preparer) []preparer {
	if !n.Visible() {
		return dst
	}
	switch p := n.Painter().(type) {
	case *sprites.Card:
		dst = append(dst, cardPrep{p, st})
	case preparer:
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
	if p.o.scratch == nil {
		p.o.scratch = ebiten.NewImage(1, 1)
	}
	p.t.Paint(p.o.scratch, ebiten.GeoM{}, 0)
}
