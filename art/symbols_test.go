package art

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type namedSymbol struct {
	name string
	draw func(dst *ebiten.Image, cx, cy, size float32)
}

// symbolSets groups pictograms that must be told apart by outline alone.
func symbolSets() map[string][]namedSymbol {
	sets := map[string][]namedSymbol{}
	for k := 0; k < 7; k++ {
		sets["luxury"] = append(sets["luxury"], namedSymbol{LuxuryName(k), func(dst *ebiten.Image, cx, cy, s float32) {
			LuxurySymbol(dst, k, cx, cy, s, color.Black)
		}})
	}
	sets["luxury"] = append(sets["luxury"], namedSymbol{"money", func(dst *ebiten.Image, cx, cy, s float32) {
		MoneySymbol(dst, cx, cy, s, color.Black)
	}})
	for seat := 0; seat < SeatCount; seat++ {
		sets["seat"] = append(sets["seat"], namedSymbol{fmt.Sprint("seat", seat), func(dst *ebiten.Image, cx, cy, s float32) {
			SeatSymbol(dst, seat, cx, cy, s)
		}})
	}
	moreSymbols(sets)
	return sets
}

// silhouette renders a symbol at 24 px (the smallest size it must read at)
// and returns its coverage mask, colour ignored.
func silhouette(draw func(dst *ebiten.Image, cx, cy, size float32)) []bool {
	img := ebiten.NewImage(24, 24)
	draw(img, 12, 12, 24)
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	mask := make([]bool, 24*24)
	for i := range mask {
		mask[i] = px.Pix[4*i+3] > 127
	}
	return mask
}

// TestSymbolsHaveDistinctSilhouettes: within each set, every pair of
// symbols differs in at least 12 % of their combined area at 24 px, so they
// are told apart by shape and not only by tint (colour-blind safety).
func TestSymbolsHaveDistinctSilhouettes(t *testing.T) {
	for set, syms := range symbolSets() {
		masks := make([][]bool, len(syms))
		for i, s := range syms {
			masks[i] = silhouette(s.draw)
			on := 0
			for _, b := range masks[i] {
				if b {
					on++
				}
			}
			if on < 24*24/12 {
				t.Errorf("%s/%s covers only %d of 576 pixels at 24 px", set, s.name, on)
			}
		}
		for i := range syms {
			for j := i + 1; j < len(syms); j++ {
				union, xor := 0, 0
				for k := range masks[i] {
					a, b := masks[i][k], masks[j][k]
					if a || b {
						union++
					}
					if a != b {
						xor++
					}
				}
				if float64(xor) < 0.12*float64(union) {
					t.Errorf("%s: %s and %s share too much outline (%d of %d pixels differ)", set, syms[i].name, syms[j].name, xor, union)
				}
			}
		}
	}
}
