package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// ButtonStyle colours a button.
type ButtonStyle struct {
	Fill, Hover, Pressed, Text, Border color.RGBA
}

// DefaultButtonStyle is an ivory button with dark text, suitable on any
// of the felts. It is a read-only value: callers copy it (a struct) and
// change their copy.
var DefaultButtonStyle = ButtonStyle{
	Fill:    gfx.Hex("#f7f1e3"),
	Hover:   gfx.Hex("#fffaf0"),
	Pressed: gfx.Hex("#e2d8c0"),
	Text:    gfx.Hex("#1a1a1a"),
	Border:  gfx.Hex("#3b3b3b"),
}

// Button is a rounded-rectangle button with a centred label. It shows
// hover, pressed and disabled states; the Stage draws its focus ring and
// runs OnActivate on a click, a tap, or Enter/Space while focused.
type Button struct {
	*Node
	label    *Text
	style    ButtonStyle
	disabled bool
	action   func()
	faces    [3]*Picture // normal, hover, pressed: each painted on first show
}

// NewButton returns a w × h button (anchored at its centre) that runs
// onActivate.
func NewButton(label string, w, h float64, onActivate func()) *Button {
	b := &Button{Node: NewNode(), style: DefaultButtonStyle, action: onActivate}
	b.Node.painter = b
	b.Name = label
	b.SetAnchor(0.5, 0.5)
	b.SetSize(w, h)
	// The label is painted by the button, not a child node: it stays
	// centred whatever sets the size (a layout's Rect.Place included) and
	// sinks with the pressed face.
	b.label = NewText(label, gfx.Bold, math.Round(math.Min(22, h*0.42)), b.style.Text)
	b.label.SetAlign(AlignCenter)
	for i := range b.faces {
		state := i
		b.faces[i] = NewPicture(w, h+2, func(dst *ebiten.Image, pw, ph float64) { b.paintState(dst, state, pw, ph-2) })
	}
	b.OnActivate = b.activate
	return b
}

func (b *Button) activate() {
	if !b.disabled && b.action != nil {
		b.action()
	}
}

// Label returns the label node (to restyle it).
func (b *Button) Label() *Text { return b.label }

// SetLabel changes the label text.
func (b *Button) SetLabel(s string) { b.label.SetText(s) }

// SetStyle changes the colours. Setting the style a button already has
// costs nothing (scenes restyle every button on each refresh), so its
// faces are repainted only when a colour changes.
func (b *Button) SetStyle(st ButtonStyle) {
	if st == b.style {
		return
	}
	b.style = st
	b.label.SetColor(st.Text)
	for _, f := range b.faces {
		f.Repaint()
	}
	b.changed()
}

// SetDisabled greys the button out; a disabled button ignores activation.
func (b *Button) SetDisabled(d bool) {
	if d != b.disabled {
		b.disabled = d
		b.changed()
	}
}

// Disabled reports whether the button ignores activation.
func (b *Button) Disabled() bool { return b.disabled }

// Size implements Painter.
func (b *Button) Size() (w, h float64) { return b.w, b.h }

// Paint implements Painter.
func (b *Button) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	state := 0
	switch {
	case b.disabled:
	case b.Pressed():
		state = 2
	case b.Hovered():
		state = 1
	}
	face := b.faces[state]
	face.Resize(b.w, b.h+2) // the face's drop edge hangs 2 px below the box
	var g ebiten.GeoM
	if state == 2 {
		g.Translate(0, 1)
	}
	g.Concat(world)
	if b.disabled {
		alpha *= 0.6
	}
	face.Paint(dst, g, alpha)

	lw, lh := b.label.Size()
	g.Reset()
	g.Translate(math.Round((b.w-lw)/2), math.Round((b.h-lh)/2))
	if state == 2 {
		g.Translate(0, 1)
	}
	g.Concat(world)
	if b.disabled {
		alpha *= 0.7
	}
	b.label.Paint(dst, g, alpha)
}

// paintState paints face state into img: a pw×ph button (device pixels)
// and a drop edge below it.
func (b *Button) paintState(img *ebiten.Image, state int, pw, ph float64) {
	w, h := float32(pw), float32(ph)
	r := min(h/2, float32(max(6, 0.22*ph)))
	fill := b.style.Fill
	switch state {
	case 1:
		fill = b.style.Hover
	case 2:
		fill = b.style.Pressed
	}
	if state != 2 {
		gfx.FillRoundRect(img, 0, 2, w, h, r, gfx.WithAlpha(gfx.Black, 0.35), true) // a small drop edge
	}
	gfx.FillRoundRect(img, 0, 0, w, h, r, fill, true)
	gfx.StrokeRoundRect(img, 1, 1, w-2, h-2, r-1, 1.5, b.style.Border, true)
}
