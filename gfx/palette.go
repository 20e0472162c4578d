package gfx

import (
	"image/color"
	"math"
)

// The Okabe–Ito palette (docs/art.md#colour-blind-safety): told apart by
// most colour-blind players. Every use pairs a colour with a distinct
// symbol as well.
var (
	Orange      = color.RGBA{0xE6, 0x9F, 0x00, 0xff}
	SkyBlue     = color.RGBA{0x56, 0xB4, 0xE9, 0xff}
	Green       = color.RGBA{0x00, 0x9E, 0x73, 0xff}
	Yellow      = color.RGBA{0xF0, 0xE4, 0x42, 0xff}
	Blue        = color.RGBA{0x00, 0x72, 0xB2, 0xff}
	Vermilion   = color.RGBA{0xD5, 0x5E, 0x00, 0xff}
	Purple      = color.RGBA{0xCC, 0x79, 0xA7, 0xff}
	Black       = color.RGBA{0x1a, 0x1a, 0x1a, 0xff}
	Grey        = color.RGBA{0x88, 0x88, 0x88, 0xff}
	White       = color.RGBA{0xff, 0xff, 0xff, 0xff}
	Transparent = color.RGBA{}
)

// Hex parses "#rrggbb" (or "rrggbb"); it panics on malformed input because
// it is only used with literals in code.
func Hex(s string) color.RGBA {
	if len(s) > 0 && s[0] == '#' {
		s = s[1:]
	}
	if len(s) != 6 {
		panic("gfx.Hex: want rrggbb, got " + s)
	}
	var v [3]uint8
	for i := 0; i < 3; i++ {
		v[i] = hexByte(s[2*i])<<4 | hexByte(s[2*i+1])
	}
	return color.RGBA{v[0], v[1], v[2], 0xff}
}

func hexByte(c byte) uint8 {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	panic("gfx.Hex: bad digit " + string(c))
}

// premultiplied is a colour as color.Color's RGBA gives it (premultiplied,
// 0 to 0xffff) in the GPU's terms: premultiplied red, green, blue and
// alpha, 0 to 1. Every shape's colour goes through it, with the draw told
// its colours are premultiplied (ColorScaleModePremultipliedAlpha, or the
// round-shape shader's Color).
func premultiplied(r, g, b, a uint32) (float32, float32, float32, float32) {
	return float32(r) / 0xffff, float32(g) / 0xffff, float32(b) / 0xffff, float32(a) / 0xffff
}

// WithAlpha returns c with its alpha scaled by a (0..1), premultiplied.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Luminance is the relative luminance of c (0..1, WCAG), for picking ink
// that reads on a given ground.
func Luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Mix blends a toward b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
