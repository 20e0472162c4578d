package necklace

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
	nk "salotto/rules/necklace"
)

// TestPreviewChangeClearsTheValue: while a take is previewed, the change it
// brings ("+11 (2 × diamond, 4 × ruby)") and the value it leads to ("22
// florins") do not run into each other, in every language, at the desktop
// and phone sizes: painted, no column of the panel holds both the value's
// ink and the change's on the value's line. A long change goes on a line
// of its own; a short one ("−9") stays beside the value.
func TestPreviewChangeClearsTheValue(t *testing.T) {
	two := [2]nk.Card{}
	for i, s := range []string{"B12", "B10"} {
		c, err := nk.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		two[i] = c
	}
	for _, tag := range []string{"en", "es", "it"} {
		words, err := lang.New(tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, sz := range [][2]float64{{1280, 720}, {844, 390}} {
			for _, long := range []bool{true, false} {
				t.Run(fmt.Sprintf("%s %vx%v long %v", tag, sz[0], sz[1], long), func(t *testing.T) {
					p := newPanel(words, newGeom(sz[0], sz[1], 1))
					pr := Preview{Kind: PreviewTake, Candidate: two[1], Then: nk.NoCard, Value: 22, Delta: 11}
					if long {
						pr.Gained, pr.GainedN = [len(pr.Gained)]nk.Card{two[0], two[1]}, 2
					} else {
						pr.Delta = -9
					}
					p.prev = pr
					w, h := int(math.Ceil(p.g.panel.W)), int(math.Ceil(p.g.panel.H))
					img := ebiten.NewImage(w, h)
					defer img.Deallocate()
					p.paint(img, float64(w), float64(h))
					px := make([]byte, 4*w*h)
					img.ReadPixels(px)

					u := p.g.u
					if p.g.compact() {
						u = max(u, 0.62*p.g.m.Scale)
					}
					below := p.deltaBelow(u, float64(w)-28*u, p.florins(22), pr.Text(words))
					if below != long {
						t.Errorf("the change %q on a line of its own: %v", pr.Text(words), below)
					}
					// the value's line: its baseline lies 26u below the
					// title's, its letters 30u high
					base := 14*u + 12*u + 36*u
					top, bottom := int(base-22*u), int(base+8*u)
					changeInk := panelColors.gain
					if !long {
						changeInk = panelColors.loss
					}
					both := 0
					for x := 0; x < w; x++ {
						value, change := false, false
						for y := max(0, top); y < min(h, bottom); y++ {
							i := 4 * (y*w + x)
							switch {
							case near(px[i:i+3], panelColors.ink.R, panelColors.ink.G, panelColors.ink.B):
								value = true
							case near(px[i:i+3], changeInk.R, changeInk.G, changeInk.B):
								change = true
							}
						}
						if value && change {
							both++
						}
					}
					if both > 0 {
						t.Errorf("%d columns of the value's line hold both the value and the change %q", both, pr.Text(words))
					}
				})
			}
		}
	}
}

// near reports whether the pixel p is within 24 of the colour r, g, b in
// every channel (the text's own pixels, not its anti-aliased edge).
func near(p []byte, r, g, b uint8) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) < 24 && int(b)-int(a) < 24 }
	return d(p[0], r) && d(p[1], g) && d(p[2], b)
}
