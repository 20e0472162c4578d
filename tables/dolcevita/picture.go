package dolcevita

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is a sprites.Painter that paints itself once into an image of
// its size and afterwards only copies that image, so a panel or a drop
// zone costs one DrawImage per frame and allocates nothing. Resize or
// Repaint mark it stale; it is repainted at the next Paint.
type picture struct {
	w, h  float64
	draw  func(dst *ebiten.Image, w, h float64)
	img   *ebiten.Image
	stale bool
	op    ebiten.DrawImageOptions
}

func newPicture(draw func(dst *ebiten.Image, w, h float64)) *picture {
	return &picture{w: 1, h: 1, draw: draw, stale: true}
}

// Size implements sprites.Painter.
func (p *picture) Size() (float64, float64) { return p.w, p.h }

// Resize changes the size; the stage must be told (Invalidate) by the caller.
func (p *picture) Resize(w, h float64) {
	if w != p.w || h != p.h {
		p.w, p.h, p.stale = w, h, true
	}
}

// Repaint forces a repaint at the next Paint.
func (p *picture) Repaint() { p.stale = true }

func (p *picture) render() {
	p.stale = false
	iw, ih := int(math.Ceil(p.w*sprites.PixelScale)), int(math.Ceil(p.h*sprites.PixelScale))
	if iw < 1 || ih < 1 {
		return
	}
	if p.img != nil {
		if b := p.img.Bounds(); b.Dx() == iw && b.Dy() == ih {
			p.img.Clear()
		} else {
			p.img.Deallocate()
			p.img = nil
		}
	}
	if p.img == nil {
		p.img = ebiten.NewImage(iw, ih)
	}
	p.draw(p.img, float64(iw), float64(ih))
}

// Paint implements sprites.Painter.
func (p *picture) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if p.stale {
		p.render()
	}
	if p.img == nil {
		return
	}
	p.op.GeoM.Reset()
	if s := sprites.PixelScale; s != 1 {
		p.op.GeoM.Scale(1/s, 1/s)
	}
	p.op.GeoM.Concat(world)
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(alpha)
	p.op.Filter = ebiten.FilterLinear
	dst.DrawImage(p.img, &p.op)
}

// twoLooks paints one of two pictures, chosen each frame by lit: a drop
// zone lit while a card hovers, a seat panel lit while its player acts.
type twoLooks struct {
	rest, lit *picture
	isLit     func() bool
}

func (t *twoLooks) Size() (float64, float64) { return t.rest.Size() }

func (t *twoLooks) Resize(w, h float64) { t.rest.Resize(w, h); t.lit.Resize(w, h) }

func (t *twoLooks) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if t.isLit() {
		t.lit.Paint(dst, world, alpha)
		return
	}
	t.rest.Paint(dst, world, alpha)
}
