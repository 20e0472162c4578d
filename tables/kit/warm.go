package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
	"time"

	"salotto/sprites"
)

// preparer paints a face or a picture into its cache without drawing.
type preparer interface{ Prepare() }

// cardPrep adapts sprites.Stage.Prepare, which paints with the stage's
// art cache and scale and also reports a size.
type cardPrep struct {
	st *sprites.Stage
	c  *sprites.Card
}

func (p cardPrep) Prepare() { p.st.Prepare(p.c) }

// Warmer paints, one a tick while the table waits for a player, the
// faces a table will need later at the sizes it will need them (a card
// flying to a seat panel, a lit panel): painting them in the frame that
// first shows them would stutter the animation.
type Warmer struct {
	st    *sprites.Stage // the table's stage, whose cache the faces go into
	items []preparer
	wait  int // ticks to let a resize's cache prune pass first
}

// Reset forgets the old plan (after a layout).
func (w *Warmer) Reset() { w.items, w.wait = w.items[:0], 10 }

// Card plans a card face.
func (w *Warmer) Card(c *sprites.Card) { w.items = append(w.items, cardPrep{w.st, c}) }

// Picture plans a picture (or anything else with a Prepare).
func (w *Warmer) Picture(p preparer) { w.items = append(w.items, p) }

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
const openRedraws = 12

// openSlice is how long a tick may spend painting while the table opens.
const openSlice = 6 * time.Millisecond

// opening paints what the first frame of a table shows (every visible
// face, panel and picture) over several ticks, a time slice each, instead
// of in one long first frame: each node stays hidden until its picture is
// painted, so the table appears piece by piece over the backdrop, in draw
// order (felt, panels, then the cards column by column). An image painted
// is drawn in the same frame, which keeps Ebitengine's atlas as compact as
// a one-frame opening (fewer draw commands, fewer allocations a frame).
type opening struct {
	planned, done bool
	items         []openItem
	redraws       int
}

type openItem struct {
	p preparer
	n *sprites.Node
}

func (o *opening) step(st *sprites.Stage) {
	if !o.planned {
		o.planned = true
		o.items = collect(st, st.Root, o.items)
	}
	for start := time.Now(); len(o.items) > 0 && time.Since(start) < openSlice; {
		it := o.items[0]
		it.p.Prepare()
		o.items = o.items[1:]
	}
	if len(o.items) == 0 {
		o.done, o.items = true, nil
		st.Invalidate()
	}
}

// collect lists the nodes of n's visible subtree that paint into a cache.
func collect(st *sprites.Stage, n *sprites.Node, dst []openItem) []openItem {
	if !n.Visible() {
		return dst
	}
	switch p := n.Painter().(type) {
	case *sprites.Card:
		dst = append(dst, openItem{cardPrep{st, p}, n})
	case preparer:
		dst = append(dst, openItem{p, n})
	case *sprites.Text:
		dst = append(dst, openItem{textPrep{p}, n})
	}
	for _, c := range n.Children() {
		dst = collect(st, c, dst)
	}
	return dst
}

// textPrep renders a text into its cache by painting it once, out of
// sight, into a one-pixel image.
type textPrep struct{ t *sprites.Text }

var scratch *ebiten.Image

func (p textPrep) Prepare() {
	if scratch == nil {
		scratch = ebiten.NewImage(1, 1)
	}
	p.t.Paint(scratch, ebiten.GeoM{}, 0)
}
