package gfx

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// ShadeVertex is a vertex at (x, y) of colour c, for FillShaded: the
// colours blend smoothly across each triangle (a lamp-lit backdrop, a
// header bar's gradient).
func ShadeVertex(x, y float32, c color.RGBA) ebiten.Vertex {
	v := ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1}
	v.ColorR, v.ColorG, v.ColorB, v.ColorA = premultiplied(c.RGBA())
	return v
}

// FillShaded draws the triangles is of vs, each vertex in its own colour
// (made with ShadeVertex), through the same white source pixel as every
// other shape.
func FillShaded(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16) {
	dst.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
}
