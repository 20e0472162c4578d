package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// paintLogIcon paints a sheet of lines: three rows, each a dot and a
// line, as a list of moves reads.
func paintLogIcon(dst *ebiten.Image, s float32, ink color.RGBA) {
	lh := float32(math.Max(2, float64(s)*0.075))
	for i := -1; i <= 1; i++ {
		y := s/2 + float32(i)*s*0.19
		gfx.FillCircle(dst, s*0.3, y, lh*0.8, ink, true)
		gfx.FillRoundRect(dst, s*0.4, y-lh/2, s*0.34, lh, lh/2, ink, true)
	}
}
