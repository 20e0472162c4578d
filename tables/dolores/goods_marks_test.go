package dolores

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules/dolores"
)

// TestGoodsMarksAreTheSymbolsPainted: a mark copied from its painted
// image is, pixel for pixel (within a step of rounding), the symbol
// painted into the panel itself, at whole and fractional centres; and
// the second panel to ask for a mark gets the image the first painted.
func TestGoodsMarksAreTheSymbolsPainted(t *testing.T) {
	const w, h = 160, 80
	panel := color.RGBA{0xe8, 0xe0, 0xc8, 0xff}
	var marks goodsMarks
	for kind := range dolores.NumTypes {
		for _, at := range [][2]float32{{40, 40}, {81.5, 39.25}, {120.3, 41.7}} {
			want, got := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			want.Fill(panel)
			got.Fill(panel)
			art.GoodsSymbol(want, kind, at[0], at[1], 27.5, gfx.WithAlpha(art.GoodsTint(kind), 0.22))
			marks.draw(got, kind, at[0], at[1], 27.5)
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
	other := ebiten.NewImage(w, h)
	marks.draw(other, 2, 40, 40, 27.5)
	if len(marks.imgs) != n {
		t.Errorf("a mark painted before was painted again: %d images, then %d", n, len(marks.imgs))
	}
}
