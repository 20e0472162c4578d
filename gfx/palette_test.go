package gfx

import (
	"image/color"
	"math"
	"testing"
)

// TestLuminance: the WCAG relative luminance at its anchors (black, white,
// the primaries' weights) and the order of a few palette colours.
func TestLuminance(t *testing.T) {
	for _, tc := range []struct {
		c    color.RGBA
		want float64
	}{
		{color.RGBA{0, 0, 0, 0xff}, 0},
		{color.RGBA{0xff, 0xff, 0xff, 0xff}, 1},
		{color.RGBA{0xff, 0, 0, 0xff}, 0.2126},
		{color.RGBA{0, 0xff, 0, 0xff}, 0.7152},
		{color.RGBA{0, 0, 0xff, 0xff}, 0.0722},
		{Hex("#777777"), 0.1845}, // sRGB 119 is about 18 % linear
	} {
		if got := Luminance(tc.c); math.Abs(got-tc.want) > 5e-4 {
			t.Errorf("Luminance(%v) = %.4f, want %.4f", tc.c, got, tc.want)
		}
	}
	if !(Luminance(Yellow) > Luminance(SkyBlue) && Luminance(SkyBlue) > Luminance(Blue)) {
		t.Errorf("want yellow > sky blue > blue, got %.3f, %.3f, %.3f", Luminance(Yellow), Luminance(SkyBlue), Luminance(Blue))
	}
}
