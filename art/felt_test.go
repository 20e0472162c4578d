package art

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFeltIsOpaqueCalmAndDistinct: each table covers dst completely (edges
// included), stays calm (no pixel far from the table's mean colour), and
// the four tables differ.
func TestFeltIsOpaqueCalmAndDistinct(t *testing.T) {
	felts := map[string]func(*ebiten.Image){"dolcevita": DolceVitaFelt, "dolores": DoloresFelt, "necklace": NecklaceFelt, "title": SalonFelt}
	games := []string{"dolcevita", "dolores", "necklace", "title"}
	means := map[string][3]int{}
	for _, g := range games {
		atlas := ebiten.NewImage(220, 140)
		sub := atlas.SubImage(image.Rect(10, 10, 210, 130)).(*ebiten.Image)
		felts[g](sub)
		px := rgba(atlas)
		var sum [3]int
		n := 0
		for y := 0; y < 140; y++ {
			for x := 0; x < 220; x++ {
				c := px.RGBAAt(x, y)
				inside := x >= 10 && x < 210 && y >= 10 && y < 130
				if !inside {
					if c.A != 0 {
						t.Fatalf("%s: felt spilled outside dst at (%d,%d)", g, x, y)
					}
					continue
				}
				if c.A != 255 {
					t.Fatalf("%s: felt not opaque at (%d,%d): alpha %d", g, x, y, c.A)
				}
				sum[0] += int(c.R)
				sum[1] += int(c.G)
				sum[2] += int(c.B)
				n++
			}
		}
		mean := [3]int{sum[0] / n, sum[1] / n, sum[2] / n}
		means[g] = mean
		for y := 10; y < 130; y++ {
			for x := 10; x < 210; x++ {
				c := px.RGBAAt(x, y)
				d := absInt(int(c.R)-mean[0]) + absInt(int(c.G)-mean[1]) + absInt(int(c.B)-mean[2])
				if d > 120 {
					t.Fatalf("%s: pixel (%d,%d) %v is far from the mean %v: not a calm table", g, x, y, c, mean)
				}
			}
		}
	}
	for i, a := range games {
		for _, b := range games[i+1:] {
			ma, mb := means[a], means[b]
			if absInt(ma[0]-mb[0])+absInt(ma[1]-mb[1])+absInt(ma[2]-mb[2]) < 40 {
				t.Errorf("felts %s and %s look alike (%v vs %v)", a, b, ma, mb)
			}
		}
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
