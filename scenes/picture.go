package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// picture is a sprites.Painter that paints itself once into a cached image
// of its size with draw, and afterwards only copies that image. Resize
// repaints it; per-frame work is one DrawImage with no allocation.
type picture struct {
	w, h  float64
	draw  func(dst *ebiten.Image)
	img   *ebiten.Image
	stale bool
	op    ebiten.DrawImageOptions
}

func newPicture(w, h float64, draw func(dst *ebiten.Image)) *picture {
	return &picture{w: w, h: h, draw: draw, stale: true}
}

// Size implements sprites.Painter.
func (p *picture) Size() (float64, float64) { return p.w, p.h }

// Resize changes the size; the picture is repainted at the next Paint.
func (p *picture) Resize(w, h float64) {
	if w != p.w || h != p.h {
		p.w, p.h, p.stale = w, h, true
	}
}

// Repaint forces the next Paint to repaint (after draw's inputs changed).
func (p *picture) Repaint() { p.stale = true }

func (p *picture) render() {
	p.stale = false
	iw, ih := int(math.Ceil(p.w)), int(math.Ceil(p.h))
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
	p.draw(p.img)
}

// Paint implements sprites.Painter.
func (p *picture) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if p.stale {
		p.render()
	}
	if p.img == nil {
		return
	}
	drawCached(dst, p.img, world, alpha, &p.op)
}

// drawCached copies img with world; an unscaled, unrotated image is placed
// on whole pixels so cached text stays sharp.
func drawCached(dst, img *ebiten.Image, world ebiten.GeoM, alpha float32, op *ebiten.DrawImageOptions) {
	op.GeoM = world
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	if world.Element(0, 0) == 1 && world.Element(1, 1) == 1 && world.Element(0, 1) == 0 && world.Element(1, 0) == 0 {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(world.Element(0, 2)), math.Round(world.Element(1, 2)))
		op.Filter = ebiten.FilterNearest
	}
	dst.DrawImage(img, op)
}
