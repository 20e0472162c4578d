package art

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// Gesture hands are drawn as friendly cartoon silhouettes: a warm fill, a
// dark outline, a brass cuff.
var (
	handFill    = gfx.Hex("#F2D6A9")
	handOutline = gfx.Hex("#2A2F3A")
	handCuff    = gfx.Hex("#3F6E9C")
)

// GestureIcon draws a gesture as a big hand: "share" an open hand, "fight" a
// fist, "dodge" a raised thumb. Each differs in outline, not only detail.
// An unknown gesture draws nothing.
func GestureIcon(dst *ebiten.Image, gesture string, cx, cy, size float32) {
	const o = 0.045 // outline width, in icon units
	h := hand{dst: dst, cx: cx, cy: cy, s: size, o: o}
	switch gesture {
	case "share":
		h.cuff(-0.17, 0.34, 0.34, 0.13)
		h.block(-0.23, -0.06, 0.46, 0.44, 0.15)
		for _, f := range [][4]float32{{-0.17, -0.2, -0.36, 0.09}, {-0.06, -0.07, -0.47, 0.095}, {0.06, 0.07, -0.47, 0.095}, {0.17, 0.21, -0.37, 0.09}} {
			h.finger(f[0], 0.0, f[1], f[2], f[3])
		}
		h.finger(-0.17, 0.2, -0.4, -0.04, 0.11)
		h.crease(-0.1, 0.15, 0.08, 0.15)
	case "fight":
		h.cuff(-0.18, 0.34, 0.36, 0.13)
		h.block(-0.27, -0.16, 0.54, 0.52, 0.17)
		for _, x := range []float32{-0.195, -0.065, 0.065, 0.195} {
			h.finger(x, -0.12, x, 0.0, 0.135)
		}
		h.finger(-0.32, 0.13, 0.08, 0.13, 0.13)
	case "dodge":
		h.cuff(-0.2, 0.34, 0.34, 0.13)
		h.finger(-0.14, 0.0, -0.14, -0.42, 0.15)
		h.block(-0.25, -0.08, 0.42, 0.45, 0.14)
		for _, y := range []float32{0.0, 0.1, 0.2, 0.3} {
			h.finger(-0.02, y, 0.24, y, 0.11)
		}
	}
}

type hand struct {
	dst       *ebiten.Image
	cx, cy, s float32
	o         float32
}

func (h hand) shape() *shape { return newShape(h.cx, h.cy, h.s) }

// finger is a capsule from (x0, y0) to (x1, y1), outlined then filled, so
// each finger laid over the last keeps a line between them.
func (h hand) finger(x0, y0, x1, y1, w float32) {
	s := h.shape().moveTo(x0, y0).lineTo(x1, y1)
	s.stroke(h.dst, w+2*h.o, handOutline)
	s.stroke(h.dst, w, handFill)
}

// block is the palm or the back of the hand.
func (h hand) block(x, y, w, ht, r float32) {
	s := h.shape().rrect(x, y, w, ht, r)
	s.stroke(h.dst, 2*h.o, handOutline)
	s.fill(h.dst, handFill)
}

func (h hand) cuff(x, y, w, ht float32) {
	s := h.shape().rrect(x, y, w, ht, 0.03)
	s.stroke(h.dst, 2*h.o, handOutline)
	s.fill(h.dst, handCuff)
}

func (h hand) crease(x0, y0, x1, y1 float32) {
	h.shape().moveTo(x0, y0).quadTo((x0+x1)/2, y0+0.04, x1, y1).stroke(h.dst, h.o*0.6, color.RGBA{0x2a, 0x2f, 0x3a, 0x90})
}
