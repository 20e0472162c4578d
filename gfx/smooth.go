package gfx

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Anti-aliased shapes are drawn at twice their size into one offscreen
// buffer the whole program shares, then shrunk onto their image, each
// pixel the mean of four.
//
// Ebitengine anti-aliases the same way, but through a buffer of the
// destination's own, made afresh whenever a shape covers another part of
// it: a picture of many shapes (a seat's panel, a card's ornaments) cost a
// new texture for nearly every shape, each with its framebuffer, and the
// frame that painted a batch of a table's pictures made dozens of them. A
// browser without a GPU spends most of such a frame creating textures
// (docs/frames.md, "Hitches found"). The shared buffer is one texture,
// made once and grown rarely; the shapes look the same.
var smooth struct {
	buf *ebiten.Image // the shared buffer; nil until a shape needs it
}

// smoothMax is the largest side, in the buffer's pixels, the shared buffer
// grows to (16 MB of texture); a shape whose bounds need more is left to
// Ebitengine's own anti-aliasing.
const smoothMax = 2048

// drawSmooth draws the triangles vs, is onto dst anti-aliased, with rule
// and blend (the vertices coloured, premultiplied; their positions are
// changed). It reports false, having drawn nothing and changed nothing,
// when the shape is too big for the shared buffer.
func drawSmooth(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, rule ebiten.FillRule, blend ebiten.Blend) bool {
	r, ok := smoothRegion(dst.Bounds(), vs)
	if !ok {
		return true // nothing of the shape falls on dst
	}
	w, h := 2*r.Dx(), 2*r.Dy()
	if w > smoothMax || h > smoothMax {
		return false
	}
	if smooth.buf == nil || smooth.buf.Bounds().Dx() < w || smooth.buf.Bounds().Dy() < h {
		bw, bh := 256, 256
		if smooth.buf != nil {
			bw, bh = smooth.buf.Bounds().Dx(), smooth.buf.Bounds().Dy()
			smooth.buf.Deallocate()
		}
		for bw < w {
			bw *= 2
		}
		for bh < h {
			bh *= 2
		}
		// Unmanaged: a texture of its own, off Ebitengine's atlas pages,
		// so drawing from it into an image on a page never moves either.
		smooth.buf = ebiten.NewImageWithOptions(image.Rect(0, 0, bw, bh), &ebiten.NewImageOptions{Unmanaged: true})
	}
	big := smooth.buf.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	big.Clear()

	// A blend other than source-over mixes with what dst holds, so the
	// buffer starts as a copy of it.
	overwrite := blend != ebiten.BlendSourceOver
	if overwrite {
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(2, 2)
		op.Blend = ebiten.BlendCopy
		big.DrawImage(dst.SubImage(r).(*ebiten.Image), &op)
	}

	// The vertices are the caller's scratch (drawVertices has coloured
	// them already): moved onto the buffer in place, not copied.
	for i := range vs {
		vs[i].DstX = 2 * (vs[i].DstX - float32(r.Min.X))
		vs[i].DstY = 2 * (vs[i].DstY - float32(r.Min.Y))
	}
	big.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{FillRule: rule, Blend: blend, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})

	var op ebiten.DrawImageOptions
	op.GeoM.Scale(0.5, 0.5)
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	op.Filter = ebiten.FilterLinear
	op.DisableMipmaps = true
	if overwrite {
		op.Blend = ebiten.BlendCopy
	}
	dst.DrawImage(big, &op)
	return true
}

// smoothRegion is the part of bounds the vertices touch, a pixel wider on
// every side for the anti-aliased edge; ok is false when it is empty.
func smoothRegion(bounds image.Rectangle, vs []ebiten.Vertex) (r image.Rectangle, ok bool) {
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, v := range vs {
		minX, maxX = min(minX, v.DstX), max(maxX, v.DstX)
		minY, maxY = min(minY, v.DstY), max(maxY, v.DstY)
	}
	r = image.Rect(
		int(math.Floor(float64(minX)))-1, int(math.Floor(float64(minY)))-1,
		int(math.Ceil(float64(maxX)))+1, int(math.Ceil(float64(maxY)))+1,
	).Intersect(bounds)
	return r, !r.Empty()
}
