package kit

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
)

// TestMarksAreTheSymbolsPainted: a mark copied from its painted image
// is, pixel for pixel (within a step of rounding), the symbol painted
// into the look itself, at whole and fractional centres; and the second
// look to ask for a mark gets the image the first painted.
func TestMarksAreTheSymbolsPainted(t *testing.T) {
	const w, h, size = 160, 80, 27.5
	panel := color.RGBA{0xe8, 0xe0, 0xc8, 0xff}
	var marks Marks
	for kind := range 7 {
		symbol := func(dst *ebiten.Image, cx, cy float32) {
			art.GoodsSymbol(dst, kind, cx, cy, size, gfx.WithAlpha(art.GoodsTint(kind), 0.22))
		}
		for _, at := range [][2]float32{{40, 40}, {81.5, 39.25}, {120.3, 41.7}} {
			want, got := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			want.Fill(panel)
			got.Fill(panel)
			symbol(want, at[0], at[1])
			marks.Draw(got, kind, at[0], at[1], size, symbol)
			a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
			want.ReadPixels(a)
			got.ReadPixels(b)
			bad := 0
			for i := range a {
				if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
					bad++
				}
			}
			if bad > 0 {
				t.Errorf("goods %d at (%g, %g): %d channels of the copied mark differ from the symbol painted", kind, at[0], at[1], bad)
			}
		}
	}
	n := len(marks.imgs)
	painted := false
	marks.Draw(ebiten.NewImage(w, h), 2, 40, 40, size, func(*ebiten.Image, float32, float32) { painted = true })
	if painted || len(marks.imgs) != n {
		t.Errorf("a mark painted before was painted again (%d images, then %d)", n, len(marks.imgs))
	}
}
