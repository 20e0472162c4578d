package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Picture is a Painter that paints itself once into an image of its size
// (stage units are device pixels, so that is the size it is shown at) and afterwards only copies that image, so a panel, a drop
// zone or a background costs one DrawImage per frame and allocates nothing.
// Resize or Repaint mark it stale; it is repainted at the next Paint.
type Picture struct {
	w, h  float64
	draw  func(dst *ebiten.Image, w, h float64)
	img   *ebiten.Image
	stale bool
	op    ebiten.DrawImageOptions
}

// bigPicture is the area, in device pixels, from which a picture gets a
// texture of its own instead of a place on one of Ebitengine's shared
// atlas pages. Placing a screen-sized felt or a side panel on a page makes
// Ebitengine grow the page, copying all of it into a texture twice the
// size, in the frame that paints the picture: on a software GPU (a browser
// without one) that copy took longer than a frame. From its own texture
// the picture costs one draw call a frame more.
const bigPicture = 1 << 17

// newPictureImage is a picture's image of w×h pixels.
func newPictureImage(w, h int) *ebiten.Image {
	if w*h < bigPicture {
		return ebiten.NewImage(w, h)
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// NewPicture returns a w×h picture painted by draw, which receives the
// image and its size in device pixels.
func NewPicture(w, h float64, draw func(dst *ebiten.Image, w, h float64)) *Picture {
	return &Picture{w: w, h: h, draw: draw, stale: true}
}

// Size implements Painter.
func (p *Picture) Size() (float64, float64) { return p.w, p.h }

// Resize changes the size; the picture is repainted at the next Paint (the
// caller tells the stage, e.g. with Invalidate).
func (p *Picture) Resize(w, h float64) {
	if w != p.w || h != p.h {
		p.w, p.h, p.stale = w, h, true
	}
}

// Repaint forces a repaint at the next Paint, after draw's inputs changed.
func (p *Picture) Repaint() { p.stale = true }

// Stale reports whether the picture is to be painted at its next Paint
// (or Prepare).
func (p *Picture) Stale() bool { return p.stale }

// Prepare paints a stale picture now instead of at its next Paint, so a
// scene can do the work while nothing moves.
func (p *Picture) Prepare() {
	if p.stale {
		p.render()
	}
}

func (p *Picture) render() {
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
		p.img = newPictureImage(iw, ih)
	}
	p.draw(p.img, float64(iw), float64(ih))
}

// Paint implements Painter.
func (p *Picture) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if p.stale {
		p.render()
	}
	if p.img == nil {
		return
	}
	drawPicture(dst, p.img, world, alpha, 1, &p.op)
}

// drawPicture draws a picture's image img with world and alpha, its
// colours scaled by shade (1: as painted; op is the picture's own,
// reused). An unscaled, unrotated picture lands on
// whole pixels, unfiltered, so cached text stays sharp.
func drawPicture(dst, img *ebiten.Image, world ebiten.GeoM, alpha, shade float32, op *ebiten.DrawImageOptions) {
	op.GeoM = world
	op.ColorScale.Reset()
	op.ColorScale.Scale(shade, shade, shade, 1)
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	if g := op.GeoM; g.Element(0, 0) == 1 && g.Element(1, 1) == 1 && g.Element(0, 1) == 0 && g.Element(1, 0) == 0 {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(g.Element(0, 2)), math.Round(g.Element(1, 2)))
		op.Filter = ebiten.FilterNearest
	}
	dst.DrawImage(img, op)
}
