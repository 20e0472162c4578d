package art

import (
	"image/color"
	"math"

	"salotto/gfx"
)

// shade darkens c toward black by t (0..1); lighten moves it toward white.
func shade(c color.RGBA, t float64) color.RGBA { return gfx.Mix(c, color.RGBA{0, 0, 0, 0xff}, t) }
func lighten(c color.RGBA, t float64) color.RGBA {
	return gfx.Mix(c, color.RGBA{0xff, 0xff, 0xff, 0xff}, t)
}

// luminance is the relative luminance of c (0..1), used to pick ink that
// reads on a given ground.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}
