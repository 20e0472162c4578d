package art

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
)

type namedSymbol struct {
	name string
	draw func(dst *ebiten.Image, cx, cy, size float32)
}

// symbolSets groups pictograms that must be told apart by outline alone.
func symbolSets() map[string][]namedSymbol {
	sets := map[string][]namedSymbol{}
	for k := 0; k < 7; k++ {
		sets["luxury"] = append(sets["luxury"], namedSymbol{LuxuryName(lang.English(), k), func(dst *ebiten.Image, cx, cy, s float32) {
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

// silhouettes renders symbols at 24 px (the smallest size they must read
// at) side by side in one image and returns each coverage mask, colour
// ignored.
func silhouettes(syms []namedSymbol) [][]bool {
	img := ebiten.NewImage(26*len(syms), 24)
	defer img.Deallocate()
	for i, s := range syms {
		s.draw(img.SubImage(image.Rect(26*i, 0, 26*i+24, 24)).(*ebiten.Image), float32(26*i)+12, 12, 24)
	}
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	masks := make([][]bool, len(syms))
	for i := range syms {
		masks[i] = make([]bool, 24*24)
		for y := 0; y < 24; y++ {
			for x := 0; x < 24; x++ {
				masks[i][y*24+x] = px.RGBAAt(26*i+x, y).A > 127
			}
		}
	}
	return masks
}

// TestSymbolsHaveDistinctSilhouettes: within each set, every pair of
// symbols differs in at least 12 % of their combined area at 24 px, so they
// are told apart by shape and not only by tint (colour-blind safety).
func TestSymbolsHaveDistinctSilhouettes(t *testing.T) {
	for set, syms := range symbolSets() {
		masks := silhouettes(syms)
		for i, s := range syms {
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

// TestGemsDifferInGreyscale: gems are round stones, so some share an
// outline (pearl, gold coin); docs/art.md tells them apart by cut and colour.
// Seen in greyscale, as by a player without colour vision, every pair must
// still differ in at least 12 % of its pixels.
func TestGemsDifferInGreyscale(t *testing.T) {
	var gems []namedSymbol
	for g := Amber; g <= Gold; g++ {
		gems = append(gems, namedSymbol{g.String(), func(dst *ebiten.Image, cx, cy, s float32) { GemIcon(dst, g, cx, cy, s) }})
	}
	const n = 32
	img := ebiten.NewImage(n*len(gems), n)
	img.Fill(color.RGBA{0x80, 0x80, 0x80, 0xff}) // a mid-grey table
	for i, g := range gems {
		g.draw(img, float32(n*i)+n/2, n/2, n)
	}
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	grey := func(i, x, y int) int {
		c := px.RGBAAt(n*i+x, y)
		return (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000
	}
	for i := range gems {
		for j := i + 1; j < len(gems); j++ {
			diff := 0
			for y := 0; y < n; y++ {
				for x := 0; x < n; x++ {
					d := grey(i, x, y) - grey(j, x, y)
					if d > 24 || d < -24 {
						diff++
					}
				}
			}
			if diff < n*n*12/100 {
				t.Errorf("%s and %s look alike in greyscale (%d of %d pixels differ)", gems[i].name, gems[j].name, diff, n*n)
			}
		}
	}
}
