package setup

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is a painter backed by an offscreen image, painted once per size
// by paint and afterwards only drawn, so a still screen costs one
// DrawImage per picture.
type picture struct {
	w, h  float64
	img   *ebiten.Image
	paint func(dst *ebiten.Image)
	stale bool
}

func newPicture(paint func(dst *ebiten.Image)) *picture {
	return &picture{w: 1, h: 1, paint: paint, stale: true}
}

// Resize sets the size in game pixels; the image is repainted on next draw.
func (p *picture) Resize(w, h float64) {
	if w != p.w || h != p.h {
		p.w, p.h, p.stale = w, h, true
	}
}

// Repaint asks for the image to be painted again.
func (p *picture) Repaint() { p.stale = true }

// Size implements sprites.Painter.
func (p *picture) Size() (float64, float64) { return p.w, p.h }

// Paint implements sprites.Painter.
func (p *picture) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	pw := max(1, int(math.Round(p.w*sprites.PixelScale)))
	ph := max(1, int(math.Round(p.h*sprites.PixelScale)))
	if p.img != nil && (p.img.Bounds().Dx() != pw || p.img.Bounds().Dy() != ph) {
		p.img.Deallocate()
		p.img = nil
	}
	if p.img == nil {
		p.img = ebiten.NewImage(pw, ph)
		p.stale = true
	}
	if p.stale {
		p.img.Clear()
		p.paint(p.img)
		p.stale = false
	}
	var g ebiten.GeoM
	g.Scale(p.w/float64(pw), p.h/float64(ph))
	g.Concat(world)
	op := &ebiten.DrawImageOptions{GeoM: g, Filter: ebiten.FilterLinear}
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(p.img, op)
}
