package art

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"github.com/tinne26/etxt/fract"

	"salotto/gfx"
)

// One renderer per font, resized and recoloured per call: faces are painted
// on the game goroutine only, and the glyph cache is keyed by size anyway.
var renderers [3]*etxt.Renderer

func renderer(face gfx.Face) *etxt.Renderer {
	if renderers[face] == nil {
		renderers[face] = gfx.NewText(face, 16, color.White)
	}
	return renderers[face]
}

// capHeight is the Go fonts' cap (and digit) height as a fraction of the
// font size; it centres numerals optically rather than by line height.
const capHeight = 0.72

// textWidth measures s at size px.
func textWidth(face gfx.Face, size float32, s string) float32 {
	r := renderer(face)
	r.SetSize(float64(size))
	return r.Measure(s).Width().ToFloat32()
}

// fitSize returns size, reduced so that s is at most maxW wide.
func fitSize(face gfx.Face, size, maxW float32, s string) float32 {
	if size < 1 {
		return 1
	}
	if w := textWidth(face, size, s); w > maxW && w > 0 {
		size *= maxW / w
	}
	return size
}

// label draws s horizontally centred on cx, its capitals vertically centred
// on cy, shrunk if needed to fit maxW (maxW <= 0: no limit).
func label(dst *ebiten.Image, face gfx.Face, size float32, c color.Color, cx, cy, maxW float32, s string) {
	if maxW > 0 {
		size = fitSize(face, size, maxW, s)
	}
	if size < 3 {
		return // below 3 px glyphs are noise, not text
	}
	draw(dst, face, size, c, cx, cy, etxt.HorzCenter, s)
}

// labelLeft draws s starting at x, capitals centred on cy.
func labelLeft(dst *ebiten.Image, face gfx.Face, size float32, c color.Color, x, cy float32, s string) {
	if size < 3 {
		return
	}
	draw(dst, face, size, c, x, cy, etxt.Left, s)
}

// draw draws s aligned horizontally on x by align, capitals centred on cy.
func draw(dst *ebiten.Image, face gfx.Face, size float32, c color.Color, x, cy float32, align etxt.Align, s string) {
	r := renderer(face)
	r.SetSize(float64(size))
	r.SetColor(c)
	r.SetAlign(etxt.Baseline | align)
	r.Fract().Draw(dst, s, fract.FromFloat64(float64(x)), fract.FromFloat64(float64(cy+size*capHeight/2)))
}

// tracked draws s centred on cx with extra space between letters (a
// fraction of size): small capitals read better letter-spaced, as on
// printed cards. It shrinks to fit maxW.
func tracked(dst *ebiten.Image, face gfx.Face, size float32, c color.Color, cx, cy, maxW, track float32, s string) {
	runes := []rune(s)
	width := func(sz float32) float32 {
		w := textWidth(face, sz, s)
		return w + float32(len(runes)-1)*track*sz
	}
	if w := width(size); maxW > 0 && w > maxW {
		size *= maxW / w
	}
	if size < 3 {
		return
	}
	x := cx - width(size)/2
	for _, r := range runes {
		ch := string(r)
		labelLeft(dst, face, size, c, x, cy, ch)
		x += textWidth(face, size, ch) + track*size
	}
}
