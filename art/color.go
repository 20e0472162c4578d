package art

import (
	"image/color"

	"salotto/gfx"
)

// shade darkens c toward black by t (0..1); lighten moves it toward white.
func shade(c color.RGBA, t float64) color.RGBA { return gfx.Mix(c, color.RGBA{0, 0, 0, 0xff}, t) }
func lighten(c color.RGBA, t float64) color.RGBA {
	return gfx.Mix(c, color.RGBA{0xff, 0xff, 0xff, 0xff}, t)
}
