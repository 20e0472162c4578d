package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/gfx"
)

// Ivory is the generic card stock (a read-only colour; Go has no const
// structs).
var Ivory = gfx.Hex("#f7f1e3")

// DefaultFace returns a plain face painter: ivory stock, a border in
// accent, the rank large in the middle, the rank small in two corners and
// an optional label under the rank. Games use their own art; this one
// serves tests, the demo and any card without art yet to be named.
func DefaultFace(rank, label string, accent color.RGBA) PaintFunc {
	return func(dst *ebiten.Image) {
		b := dst.Bounds()
		w, h := float32(b.Dx()), float32(b.Dy())
		r := float32(CornerRadius(float64(w)))
		gfx.FillRoundRect(dst, 0, 0, w, h, r, Ivory, true)
		inset := w * 0.06
		gfx.StrokeRoundRect(dst, inset, inset, w-2*inset, h-2*inset, r*0.7, max(1.5, w*0.025), accent, true)

		big := gfx.NewText(gfx.Bold, float64(h)*0.34, accent)
		big.SetAlign(etxt.Center)
		cy := int(h * 0.46)
		if label == "" {
			cy = int(h / 2)
		}
		big.Draw(dst, rank, int(w/2), cy)

		small := gfx.NewText(gfx.Bold, float64(h)*0.12, accent)
		small.SetAlign(etxt.Top | etxt.Left)
		small.Draw(dst, rank, int(inset*1.8), int(inset*1.5))
		small.SetAlign(etxt.Bottom | etxt.Right)
		small.Draw(dst, rank, int(w-inset*1.8), int(h-inset*1.5))

		if label != "" {
			lt := gfx.NewText(gfx.Regular, float64(h)*0.09, gfx.Black)
			lt.SetAlign(etxt.Center)
			lt.Draw(dst, label, int(w/2), int(h*0.72))
		}
	}
}

// DefaultBack returns a back painter: a field of c with a lattice of
// lighter diamonds inside a cream border, the same from either end.
func DefaultBack(c color.RGBA) PaintFunc {
	return func(dst *ebiten.Image) {
		b := dst.Bounds()
		w, h := float32(b.Dx()), float32(b.Dy())
		r := float32(CornerRadius(float64(w)))
		gfx.FillRoundRect(dst, 0, 0, w, h, r, Ivory, true)
		in := w * 0.07
		gfx.FillRoundRect(dst, in, in, w-2*in, h-2*in, r*0.6, c, true)
		light := gfx.Mix(c, Ivory, 0.28)
		step := (w - 2*in) / 5
		rows := int((h - 2*in) / step)
		y0 := in + ((h-2*in)-float32(rows)*step)/2 + step/2
		for y := y0; y < h-in-step/4; y += step {
			for x := in + step/2; x < w-in; x += step {
				d := step * 0.32
				gfx.FillPolygon(dst, light, true, x, y-d, x+d, y, x, y+d, x-d, y)
			}
		}
		gfx.StrokeRoundRect(dst, in, in, w-2*in, h-2*in, r*0.6, max(1, w*0.02), gfx.Mix(c, gfx.Black, 0.35), true)
	}
}
