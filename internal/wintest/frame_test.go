package wintest

import (
	"fmt"
	"image"
	"image/png"
	"os"
)

// What a real frame of Salotto looks like, loosely: every screen has
// felt, cards, text and anti-aliased edges, so thousands of colours (the
// fewest measured, a rules page, has about 2,000), and no colour covers
// most of it. A blank, black or half-drawn frame has a handful of colours
// or one that fills the window.
const (
	minColours  = 1000
	maxDominant = 0.6
)

// How close a Windows frame must be to the native one of the same scene.
// Both draw with Mesa through OpenGL from the same seed, so measured here
// every pixel of every screen was within a few levels (93 to 98 % equal).
// nearLevels allows for rounding in another driver; minNear leaves room
// for a small difference without letting a missing panel or wrong layout
// through.
const (
	nearLevels = 24 // summed over red, green and blue, of 765
	minNear    = 0.95
)

// frameStats are the facts the checks read from a screenshot.
type frameStats struct {
	w, h     int
	colours  int
	dominant float64 // share of pixels in the commonest colour
}

func (s frameStats) String() string {
	return fmt.Sprintf("%dx%d, %d colours, commonest %.1f %%", s.w, s.h, s.colours, 100*s.dominant)
}

// readPNG decodes a screenshot.
func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// measure counts the colours of img.
func measure(img image.Image) frameStats {
	b := img.Bounds()
	count := map[uint32]int{}
	top := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			key := (r>>8)<<16 | (g>>8)<<8 | bl>>8
			count[key]++
			top = max(top, count[key])
		}
	}
	return frameStats{w: b.Dx(), h: b.Dy(), colours: len(count), dominant: float64(top) / float64(b.Dx()*b.Dy())}
}

// checkFrame says what is wrong with a screenshot meant to be a w×h frame
// of the game, or nil.
func checkFrame(s frameStats, w, h int) error {
	switch {
	case s.w != w || s.h != h:
		return fmt.Errorf("a %dx%d image, want %dx%d", s.w, s.h, w, h)
	case s.colours < minColours:
		return fmt.Errorf("%s: fewer than %d colours, so blank or half drawn", s, minColours)
	case s.dominant > maxDominant:
		return fmt.Errorf("%s: one colour covers more than %.0f %%, so mostly blank", s, 100*maxDominant)
	}
	return nil
}

// nearShare is the share of pixels whose colours in a and b differ by at
// most nearLevels; images of different sizes share nothing.
func nearShare(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Size() != bb.Size() || ab.Empty() {
		return 0
	}
	near := 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if levels(r1, r2)+levels(g1, g2)+levels(b1, b2) <= nearLevels {
				near++
			}
		}
	}
	return float64(near) / float64(ab.Dx()*ab.Dy())
}

// levels is the difference of two 16-bit channels in 8-bit levels.
func levels(a, b uint32) int {
	d := int(a>>8) - int(b>>8)
	if d < 0 {
		return -d
	}
	return d
}
