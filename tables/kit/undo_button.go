package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"salotto/art"
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// cornerButton is a small square button in the table's top-right corner:
// the menu button, and beside it undo and the move log. Its three looks
// (at rest, lit, and dimmed while what it does is not allowed) are cached
// pictures: a rounded square of the felt's deep shade, its symbol in the
// table's text colour.
type cornerButton struct {
	node   *sprites.Node
	st     *sprites.Stage
	looks  [3]*sprites.Picture
	slot   int // its place from the right, the menu button being 0
	dim    bool
	tapped bool
	w, h   float64 // the stage size it was placed for
}

// Looks of a corner button.
const (
	lookRest = iota
	lookLit
	lookDim
)

// newCornerButton puts a button named id in slot on st; icon paints its
// symbol in ink into a square of side s.
func newCornerButton(st *sprites.Stage, pal art.Colors, id string, slot int, icon func(dst *ebiten.Image, s float32, ink color.RGBA)) *cornerButton {
	b := &cornerButton{node: sprites.NewNode(), st: st, slot: slot}
	for i := range b.looks {
		look := i
		b.looks[i] = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) {
			fill, ink := gfx.WithAlpha(pal.FeltDeep, 0.55), pal.Text
			switch look {
			case lookLit:
				fill = gfx.WithAlpha(gfx.Mix(pal.FeltDeep, pal.Highlight, 0.35), 0.9)
			case lookDim:
				fill, ink = gfx.WithAlpha(pal.FeltDeep, 0.3), gfx.WithAlpha(pal.Text, 0.35)
			}
			fw, fh := float32(w), float32(h)
			r := fh * 0.22
			gfx.FillRoundRect(dst, 0, 0, fw, fh, r, fill, true)
			gfx.StrokeRoundRect(dst, 1, 1, fw-2, fh-2, r-1, 1.2, gfx.WithAlpha(ink, 0.5), true)
			icon(dst, fw, ink)
		})
	}
	b.node.Name = id
	b.node.SetPainter(b)
	b.node.SetZ(1000)
	b.node.OnActivate = func() { b.tapped = true }
	st.Root.Add(b.node)
	b.place(st)
	return b
}

// pressed reports, once, whether the button was clicked, tapped or
// activated by keyboard since the last call.
func (b *cornerButton) pressed() bool {
	t := b.tapped
	b.tapped = false
	return t
}

// place keeps the button in its slot when the screen changes size.
func (b *cornerButton) place(st *sprites.Stage) {
	w, h := st.Size()
	if w == b.w && h == b.h {
		return
	}
	b.w, b.h = w, h
	r := cornerSlot(scenes.NewMetrics(int(w), int(h), st.Scale()), b.slot)
	b.node.SetPos(r.X, r.Y)
	b.node.SetSize(r.W, r.H)
	for _, l := range b.looks {
		l.Resize(r.W, r.H)
	}
}

// Size implements sprites.Painter.
func (b *cornerButton) Size() (float64, float64) { return b.looks[0].Size() }

// Paint implements sprites.Painter.
func (b *cornerButton) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	look := b.looks[lookRest]
	switch {
	case b.dim:
		look = b.looks[lookDim]
	case b.node.Hovered() || b.node.Pressed() || b.node.Focused():
		look = b.looks[lookLit]
	}
	look.Paint(dst, world, alpha)
}

// Prepare paints the button's looks, so that a table's opening paints
// them rather than its first frame, or the first hover.
func (b *cornerButton) Prepare() {
	for _, l := range b.looks {
		l.Prepare()
	}
}

// Stale reports whether a look is still to be painted.
func (b *cornerButton) Stale() bool {
	for _, l := range b.looks {
		if l.Stale() {
			return true
		}
	}
	return false
}

// setDim dims the button (what it does is not allowed now); it stays
// clickable, so a click can say why.
func (b *cornerButton) setDim(d bool) {
	if b.dim != d {
		b.dim = d
		b.st.Invalidate()
	}
}

// paintUndoIcon paints an arrow curling back to the left: a half circle
// open at the bottom-left, with its head at the left end.
func paintUndoIcon(dst *ebiten.Image, s float32, ink color.RGBA) {
	cx, cy, r := s*0.54, s*0.54, s*0.2
	lw := float32(math.Max(1.5, float64(s)*0.085))
	var p vector.Path
	p.Arc(cx, cy, r, -math.Pi, math.Pi*0.5, vector.Clockwise)
	gfx.StrokePath(dst, &p, lw, ink, true)
	hx, hy, hs := cx-r, cy, s*0.14
	gfx.FillPolygon(dst, ink, true, hx-hs, hy-hs*0.35, hx+hs, hy-hs*0.35, hx, hy+hs*0.9)
}
