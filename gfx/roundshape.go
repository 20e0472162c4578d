package gfx

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Anti-aliased rounded rectangles and circles (most of the shapes the art
// paints into its cached images) are drawn by a shader that works out each
// pixel's coverage from its distance to the shape's edge: one quad the size
// of the shape, nothing else.
//
// Why not Ebitengine's own anti-aliasing: it draws each shape into an
// offscreen image twice the size of the shape's bounds, then scales that
// back onto the destination, and every change of bounds (every next shape)
// means another such image, cleared and scaled. On a software GPU
// (SwiftShader in a browser without one, llvmpipe under Xvfb) that was most
// of a table's opening: the necklace's live panel alone, a rounded frame
// with a row of small shapes per card, took 350 ms to paint in headless
// Chromium. General paths (gems, ornaments) still go through Ebitengine's.

// roundShapeSrc is the shader: Box is the shape's rectangle (x, y, width,
// height) in the quad's own pixels, Radius its corners' radius (half the
// shorter side: a circle or a pill), Width its outline's width (0 fills
// it), Color its colour, premultiplied. The distance is the rounded box's
// signed distance; coverage is the part of the pixel inside the shape (for
// an outline, inside the band of Width centred on the edge, as a stroke of
// the shape's path covers).
//
// The browser build compiles no shaders: it carries this one compiled
// ahead, with Ebitengine's own (internal/ebitenpatch/kage). After changing
// it, regenerate that table as its package comment says; until then the
// tests of internal/ebitenpatch/kage fail, and so would the browser game.
const roundShapeSrc = `//kage:unit pixels

package main

var Box vec4
var Radius float
var Width float
var Color vec4

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	half := Box.zw / 2
	p := srcPos - (Box.xy + half)
	q := abs(p) - half + Radius
	d := length(max(q, 0)) + min(max(q.x, q.y), 0) - Radius
	cov := 0.0
	if Width <= 0 {
		cov = clamp(0.5-d, 0, 1)
	} else {
		cov = clamp(Width/2+0.5-abs(d), 0, min(Width, 1))
	}
	return Color * cov
}
`

var roundShape = sync.OnceValue(func() *ebiten.Shader {
	s, err := ebiten.NewShader([]byte(roundShapeSrc))
	if err != nil {
		panic("gfx: the round-shape shader does not compile: " + err.Error()) // a programming error, caught by the tests
	}
	return s
})

// The shader's options and uniforms are made once and refilled for each
// shape (DrawRectShader copies the uniforms during the call), so that a
// shape allocates no options, map, slices or boxed floats: the art paints
// hundreds of them into a table's images. Radius and Width are slices of
// one, which Ebitengine takes for a float as it takes a float32, so the
// map holds the same slices throughout. The lock keeps that safe if two
// goroutines draw, as the path buffers' does.
var (
	roundMu     sync.Mutex
	roundBox    = make([]float32, 4)
	roundRadius = make([]float32, 1)
	roundWidth  = make([]float32, 1)
	roundColor  = make([]float32, 4)
	roundOp     = ebiten.DrawRectShaderOptions{Uniforms: map[string]any{
		"Box": roundBox, "Radius": roundRadius, "Width": roundWidth, "Color": roundColor,
	}}
)

// drawRound draws the rounded rectangle (x, y, w, h) with corner radius r,
// filled when width is 0, else outlined with a line of that width centred
// on its edge, anti-aliased.
func drawRound(dst *ebiten.Image, x, y, w, h, r, width float32, c color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	r = max(0, min(r, w/2, h/2))
	// the quad: the shape's bounds, the outline's outer half and a pixel
	// of coverage all round, on whole pixels
	grow := float64(width/2) + 1
	x0, y0 := math.Floor(float64(x)-grow), math.Floor(float64(y)-grow)
	x1, y1 := math.Ceil(float64(x+w)+grow), math.Ceil(float64(y+h)+grow)
	roundMu.Lock()
	defer roundMu.Unlock()
	roundBox[0], roundBox[1], roundBox[2], roundBox[3] = x-float32(x0), y-float32(y0), w, h
	roundRadius[0] = r
	roundWidth[0] = max(0, width)
	roundColor[0], roundColor[1], roundColor[2], roundColor[3] = premultiplied(c.RGBA())
	roundOp.GeoM.Reset()
	roundOp.GeoM.Translate(x0, y0)
	dst.DrawRectShader(int(x1-x0), int(y1-y0), roundShape(), &roundOp)
}
