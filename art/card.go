package art

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Face paints one card face (or back) to fill dst's bounds at dst's pixel
// size. Corners outside the rounded card stay transparent. Paint it once
// into a cached image; it is far too slow for every frame.
type Face func(dst *ebiten.Image)

// Card proportions, width / height: poker size for the large cards, the
// small size for Dolce Vita's luxury and money cards.
const (
	PokerAspect = 63.0 / 88.0
	SmallAspect = 44.0 / 63.0
)

// aa switches per-shape anti-aliasing. Faces turn it off and supersample
// instead (see face): ebiten's anti-aliasing renders each draw call through
// its own double-size offscreen pass, so a face of a hundred shapes paid
// for it a hundred times; one double-size paint and one downscale give the
// same edges for a fraction of the cost. Painting happens on the game
// goroutine only.
var aa = true

// face wraps a painter into a Face that paints at twice dst's size without
// per-shape anti-aliasing, then draws the result halved (a 2x2 box filter)
// into dst.
func face(paint func(dst *ebiten.Image)) Face {
	return func(dst *ebiten.Image) {
		b := dst.Bounds()
		if b.Empty() {
			return
		}
		tmp := ebiten.NewImage(2*b.Dx(), 2*b.Dy())
		defer tmp.Deallocate()
		prev := aa
		aa = false
		paint(tmp)
		aa = prev
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(0.5, 0.5)
		op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
		dst.DrawImage(tmp, op)
	}
}

// card is the geometry of one face being painted: origin, size, and the
// unit u (1 % of the width) every dimension is measured in.
type card struct {
	dst        *ebiten.Image
	x, y, w, h float32
	u          float32
}

func newCard(dst *ebiten.Image) card {
	b := dst.Bounds()
	w := float32(b.Dx())
	return card{dst: dst, x: float32(b.Min.X), y: float32(b.Min.Y), w: w, h: float32(b.Dy()), u: w / 100}
}

// radius is the corner radius: about 6 % of the width (docs/art.md#cards).
func (c card) radius() float32 { return 6 * c.u }

// px maps a position in width-percent units from the card's top-left to dst.
func (c card) px(x, y float32) (float32, float32) { return c.x + x*c.u, c.y + y*c.u }

// hu is the card's height in width-percent units.
func (c card) hu() float32 { return c.h / c.u }

// shape returns a shape whose local unit is 1 % of the card width, origin at
// the card's top-left.
func (c card) shape() *shape { return newShape(c.x, c.y, c.u) }

// body fills the rounded card with ground and returns the card.
func (c card) body(ground color.Color) {
	c.shape().rrect(0, 0, 100, c.hu(), 6).fill(c.dst, ground)
}

// frame strokes a rounded rectangle inset by in units.
func (c card) frame(in, width float32, col color.Color) {
	r := max(6-in, 1.5)
	c.shape().rrect(in, in, 100-2*in, c.hu()-2*in, r).stroke(c.dst, width, col)
}

// hash is a small deterministic integer hash: textures must look the same
// on every run without a global random source.
func hash(a, b uint32) uint32 {
	h := a*0x9E3779B1 ^ b*0x85EBCA77
	h ^= h >> 15
	h *= 0x2C1B3C6D
	h ^= h >> 12
	h *= 0x297A2D39
	h ^= h >> 15
	return h
}

// unit01 maps a hash to [0, 1).
func unit01(h uint32) float32 { return float32(h>>8) / float32(1<<24) }

// textured paints the card body in ground on a scratch image, lets paint
// add texture confined to the card (fills "atop" stay inside it), and lays
// the result onto dst. The scratch keeps textures out of the transparent
// corners whatever dst already holds.
func (c card) textured(ground color.Color, paint func(t card)) {
	b := c.dst.Bounds()
	tmp := ebiten.NewImage(b.Dx(), b.Dy())
	defer tmp.Deallocate()
	t := newCard(tmp)
	t.body(ground)
	paint(t)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	c.dst.DrawImage(tmp, op)
}
