package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/gfx"
	"salotto/sprites"
)

// buttonStyle picks a button's look.
type buttonStyle int

const (
	stylePlain    buttonStyle = iota // outlined brass on the dark room
	styleSelected                    // a chosen option: filled brass
)

// button is a labelled, rounded control. Its three looks (rest, lit when
// hovered or focused, pressed) are painted once per size; a frame only
// picks one. The node's OnActivate does the work.
type button struct {
	Node  *sprites.Node
	ID    string
	Label string
	style buttonStyle
	size  float64 // label type size
	looks [3]*picture
	text  *etxt.Renderer
}

func newButton(id, label string, onActivate func()) *button {
	b := &button{ID: id, Label: label, size: 20}
	b.Node = sprites.NewPainted(b)
	b.Node.Name = id
	b.Node.OnActivate = onActivate
	for i := range b.looks {
		look := i
		b.looks[i] = newPicture(1, 1, func(dst *ebiten.Image) { b.paint(dst, look) })
	}
	return b
}

// Place sets the button's box and label size.
func (b *button) Place(x, y, w, h, fontSize float64) {
	b.Node.SetPos(x, y)
	b.Node.SetSize(w, h)
	for _, l := range b.looks {
		l.Resize(w, h)
	}
	if fontSize != b.size {
		b.size = fontSize
		b.repaint()
	}
}

// SetStyle switches between plain and selected.
func (b *button) SetStyle(s buttonStyle) {
	if s != b.style {
		b.style = s
		b.repaint()
	}
}

// SetLabel changes the text.
func (b *button) SetLabel(s string) {
	if s != b.Label {
		b.Label = s
		b.repaint()
	}
}

// repaint marks the three looks stale and tells the stage the button
// changed.
func (b *button) repaint() {
	for _, l := range b.looks {
		l.Repaint()
	}
	b.Node.SetPainter(b)
}

// Size implements sprites.Painter.
func (b *button) Size() (float64, float64) { return b.looks[0].Size() }

// Paint implements sprites.Painter.
func (b *button) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	look := 0
	switch {
	case b.Node.Pressed():
		look = 2
	case b.Node.Hovered() || b.Node.Focused():
		look = 1
	}
	b.looks[look].Paint(dst, world, alpha)
}

func (b *button) paint(dst *ebiten.Image, look int) {
	bd := dst.Bounds()
	w, h := float32(bd.Dx()), float32(bd.Dy())
	r := h * 0.22
	fill, edge, text := gfx.WithAlpha(panelInk, 0.85), brass, cream
	if b.style == styleSelected {
		fill, edge, text = brass, brass, gfx.Hex("#1b1a16")
	}
	switch look {
	case 1:
		if b.style == styleSelected {
			fill = gfx.Mix(brass, cream, 0.25)
		} else {
			fill = gfx.Mix(panelInk, brassDeep, 0.55)
		}
	case 2:
		fill = gfx.Mix(brassDeep, panelInk, 0.2)
		text = cream
	}
	gfx.FillRoundRect(dst, 1, 2, w-2, h-2, r, color.RGBA{0, 0, 0, 70}, true) // shadow
	gfx.FillRoundRect(dst, 1, 1, w-2, h-3, r, fill, true)
	gfx.StrokeRoundRect(dst, 1.5, 1.5, w-3, h-4, r, 1.5, edge, true)
	if b.text == nil { // one renderer (and glyph cache) for all its looks
		b.text = gfx.NewText(gfx.Bold, b.size, text)
		b.text.SetAlign(etxt.Center)
	}
	b.text.SetSize(b.size)
	b.text.SetColor(text)
	b.text.Draw(dst, b.Label, int(w/2), int((h-1)/2))
}
