package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/gfx"
)

// TextAlign is the horizontal alignment of a text node's lines.
type TextAlign int

const (
	AlignLeft TextAlign = iota
	AlignCenter
	AlignRight
)

// Text is a node showing a string in one of the Go fonts. The string is
// rendered with etxt into a cached image whenever it, the font, the size,
// the colour or the wrap width change, and is only drawn afterwards, so a
// text node costs one DrawImage per frame and can rotate and fade like
// any node. Its size is measured up front so layouts can use it.
type Text struct {
	*Node
	str   string
	face  gfx.Face
	size  float64
	color color.Color
	align TextAlign
	wrap  float64

	img    *ebiten.Image
	tw, th float64
	stale  bool

	// r is the node's own renderer (etxt keeps style in the renderer; the
	// glyph cache behind it is etxt's shared one), so no renderer table is
	// shared at package level. It follows face changes.
	r     *etxt.Renderer
	rface gfx.Face
	op    ebiten.DrawImageOptions
}

// NewText returns a text node (anchor top-left) for s.
func NewText(s string, face gfx.Face, size float64, c color.Color) *Text {
	t := &Text{Node: NewNode(), str: s, face: face, size: size, color: c, stale: true}
	t.Node.painter = t
	t.measure()
	return t
}

// Text returns the string shown.
func (t *Text) Text() string { return t.str }

// SetText changes the string.
func (t *Text) SetText(s string) {
	if s != t.str {
		t.str = s
		t.restyle()
	}
}

// The setters below re-measure and re-render only on a real change:
// scenes call them from every Layout, and an unchanged label must not be
// rasterized again.

// SetColor changes the colour.
func (t *Text) SetColor(c color.Color) {
	if c != t.color {
		t.color = c
		t.restyle()
	}
}

// SetFont changes face and size.
func (t *Text) SetFont(face gfx.Face, size float64) {
	if face != t.face || size != t.size {
		t.face, t.size = face, size
		t.restyle()
	}
}

// SetAlign aligns lines within the node's width.
func (t *Text) SetAlign(a TextAlign) {
	if a != t.align {
		t.align = a
		t.restyle()
	}
}

// SetWrap breaks lines to fit width pixels (0: no wrapping).
func (t *Text) SetWrap(width float64) {
	if width != t.wrap {
		t.wrap = width
		t.restyle()
	}
}

func (t *Text) restyle() {
	t.stale = true
	t.measure()
	t.Node.changed()
}

func (t *Text) prepare() *etxt.Renderer {
	if t.r == nil {
		t.r, t.rface = gfx.NewText(t.face, 16, color.White), t.face
	} else if t.rface != t.face {
		t.r.SetFont(gfx.Font(t.face))
		t.rface = t.face
	}
	r := t.r
	r.SetSize(t.size)
	r.SetColor(t.color)
	r.SetAlign(etxt.Top | etxt.Left)
	return r
}

func (t *Text) measure() {
	r := t.prepare()
	lh := r.Utils().GetLineHeight()
	if t.str == "" {
		t.tw, t.th = 0, lh
		return
	}
	var w, h float64
	if t.wrap > 0 {
		rect := r.MeasureWithWrap(t.str, int(t.wrap))
		w, h = rect.Width().ToFloat64(), rect.Height().ToFloat64()
		w = t.wrap
	} else {
		rect := r.Measure(t.str)
		w, h = rect.Width().ToFloat64(), rect.Height().ToFloat64()
	}
	t.tw, t.th = math.Ceil(w), math.Ceil(max(h, lh))
}

// Stale reports whether the text is to be rendered at its next Paint: its
// string, font, size, colour or wrap changed since (or it never was).
func (t *Text) Stale() bool { return t.stale }

// Size implements Painter: the measured size of the text block (the wrap
// width when wrapping).
func (t *Text) Size() (w, h float64) { return t.tw, t.th }

// LineHeight is the font's line height at the node's size.
func (t *Text) LineHeight() float64 { return t.prepare().Utils().GetLineHeight() }

// render rasterizes the string at the node's size: stage units are device
// pixels, so the glyphs are drawn at the resolution they are shown.
func (t *Text) render() {
	t.stale = false
	iw, ih := int(math.Ceil(t.tw))+2, int(math.Ceil(t.th))+2
	if t.img != nil {
		if b := t.img.Bounds(); b.Dx() != iw || b.Dy() != ih {
			t.img.Deallocate()
			t.img = nil
		} else {
			t.img.Clear()
		}
	}
	if t.str == "" {
		return
	}
	if t.img == nil {
		t.img = ebiten.NewImage(iw, ih)
	}
	r := t.prepare()
	x := 0
	switch t.align {
	case AlignCenter:
		r.SetAlign(etxt.Top | etxt.HorzCenter)
		x = int(t.tw / 2)
	case AlignRight:
		r.SetAlign(etxt.Top | etxt.Right)
		x = int(t.tw)
	}
	if t.wrap > 0 {
		r.DrawWithWrap(t.img, t.str, x, 0, int(t.wrap))
	} else {
		r.Draw(t.img, t.str, x, 0)
	}
}

// Paint implements Painter.
func (t *Text) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if t.stale {
		t.render()
	}
	if t.img == nil {
		return
	}
	drawImage(dst, t.img, world, alpha, &t.op)
}

// drawImage draws img with world and alpha through drawOpts, which the
// painter owns and reuses: DrawImage takes a pointer, and a fresh options
// value per call would be a heap allocation.
func drawImage(dst, img *ebiten.Image, world ebiten.GeoM, alpha float32, drawOpts *ebiten.DrawImageOptions) {
	drawOpts.GeoM = world
	drawOpts.ColorScale.Reset()
	drawOpts.ColorScale.ScaleAlpha(alpha)
	drawOpts.Filter = ebiten.FilterLinear
	// An unscaled, unrotated image lands on whole pixels, where linear
	// sampling copies texels exactly (a fractional offset would blur text).
	// Keeping one filter lets Ebitengine batch every draw of a frame.
	if world.Element(0, 0) == 1 && world.Element(1, 1) == 1 && world.Element(0, 1) == 0 && world.Element(1, 0) == 0 {
		drawOpts.GeoM.Reset()
		drawOpts.GeoM.Translate(math.Round(world.Element(0, 2)), math.Round(world.Element(1, 2)))
	}
	dst.DrawImage(img, drawOpts)
}
