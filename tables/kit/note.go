package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
)

// Note is a short line on a small label over the table for a moment: what
// an event did ("Tie on 9: cancelled").
type Note struct {
	Node *sprites.Node
	Text *sprites.Text
	box  *sprites.Picture
	// Pad is the room around the text.
	Pad float64
}

// NewNote is a note of ink on a panel-coloured label edged in edge,
// hidden until shown.
func NewNote(panel, edge, ink color.RGBA) *Note {
	n := &Note{Pad: 10}
	n.box = NewPicture(func(dst *ebiten.Image, w, h float64) {
		r := float32(h * 0.3)
		gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), r, gfx.WithAlpha(panel, 0.95), true)
		gfx.StrokeRoundRect(dst, 1, 1, float32(w)-2, float32(h)-2, r, 2, edge, true)
	})
	n.Node = sprites.NewPainted(n.box)
	n.Node.SetAnchor(0.5, 0.5)
	n.Node.SetZ(500)
	n.Node.SetAlpha(0)
	n.Text = sprites.NewText("", gfx.Bold, 16, ink)
	n.Text.SetAnchor(0.5, 0.5)
	n.Text.SetAlign(sprites.AlignCenter)
	n.Node.Add(n.Text.Node)
	return n
}

// Show writes s centred at (x, y) for dur seconds, then fades it; x is
// moved so the label stays between minX and maxX.
func (n *Note) Show(s string, x, y, minX, maxX, dur float64) sprites.Anim {
	return sprites.Sequence(
		sprites.Call(func() { n.Put(s, x, y, minX, maxX) }),
		sprites.Delay(dur),
		sprites.FadeTo(n.Node, 0, 0.2),
	)
}

// Put writes s centred at (x, y) and shows it until hidden; x is moved
// so the label stays between minX and maxX.
func (n *Note) Put(s string, x, y, minX, maxX float64) {
	n.Text.SetText(s)
	w, h := n.Text.Size()
	bw, bh := w+2*n.Pad, h+n.Pad
	n.box.Resize(bw, bh)
	n.Node.SetSize(bw, bh)
	n.Text.SetPos(bw/2, bh/2)
	n.Node.SetPos(min(max(x, minX+bw/2), maxX-bw/2), y)
	n.Node.SetAlpha(1)
}

// Fly moves a card to (x, y) while scaling it to width w (its aspect is
// kept), above everything else on the way.
func Fly(c *sprites.Card, x, y, w, dur float64) sprites.Anim {
	cw, _ := c.Size()
	c.SetZ(300)
	return sprites.Parallel(
		sprites.MoveTo(c.Node, x, y, dur, sprites.CubicInOut),
		sprites.ScaleTo(c.Node, w/cw, dur, sprites.CubicInOut),
		sprites.FadeTo(c.Node, 1, dur/3),
	)
}

// FlyAway sends a node to (x, y) while it fades out: a card going back
// to its seat.
func FlyAway(n *sprites.Node, x, y, dur float64) sprites.Anim {
	return sprites.Parallel(sprites.MoveTo(n, x, y, dur, sprites.CubicIn), sprites.FadeTo(n, 0, dur))
}

// Blink fades a node out and back twice, each half taking half.
func Blink(n *sprites.Node, half float64) sprites.Anim {
	return sprites.Sequence(sprites.FadeTo(n, 0.25, half), sprites.FadeTo(n, 1, half),
		sprites.FadeTo(n, 0.25, half), sprites.FadeTo(n, 1, half))
}
