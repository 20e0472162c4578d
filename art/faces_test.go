package art

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
)

type namedFace struct {
	name   string
	face   Face
	aspect float64
}

// allFaces lists every card face and back of the three games.
func allFaces() []namedFace {
	var fs []namedFace
	add := func(name string, aspect float64, f Face) { fs = append(fs, namedFace{name, f, aspect}) }
	for k := 0; k < 7; k++ {
		for v := 1; v <= 7; v++ {
			add(fmt.Sprintf("luxury-%d-%d", k, v), SmallAspect, LuxuryFace(lang.English(), k, v*100000))
		}
	}
	add("money-100000", SmallAspect, MoneyFace(lang.English(), 100000))
	add("money-200000", SmallAspect, MoneyFace(lang.English(), 200000))
	add("dolcevita-back-small", SmallAspect, DolceVitaBack())
	add("dolcevita-back", PokerAspect, DolceVitaBack())
	for seat := 0; seat < SeatCount; seat++ {
		for n := 1; n <= 6; n++ {
			add(fmt.Sprintf("number-%d-seat%d", n, seat), PokerAspect, NumberFace(n, seat))
		}
	}
	return append(fs, moreFaces()...)
}

func paint(f Face, w int, aspect float64) *ebiten.Image {
	img := ebiten.NewImage(w, int(float64(w)/aspect+0.5))
	f(img)
	return img
}

func rgba(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// paintAll paints every face of width w on its own image (anti-aliased
// fills cost in proportion to the target image, so faces must not be
// painted straight into a big atlas), copies them into one atlas and reads
// that back once (each read-back stalls the GPU).
func paintAll(fs []namedFace, w int, aspect func(namedFace) float64) []*image.RGBA {
	const cols = 16
	hmax := 0
	for _, nf := range fs {
		hmax = max(hmax, int(float64(w)/aspect(nf)+0.5))
	}
	cw, ch := w+2, hmax+2
	rows := (len(fs) + cols - 1) / cols
	atlas := ebiten.NewImage(cols*cw, rows*ch)
	defer atlas.Deallocate()
	rects := make([]image.Rectangle, len(fs))
	for i, nf := range fs {
		x, y := (i%cols)*cw, (i/cols)*ch
		rects[i] = image.Rect(x, y, x+w, y+int(float64(w)/aspect(nf)+0.5))
		img := paint(nf.face, w, aspect(nf))
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(x), float64(y))
		atlas.DrawImage(img, op)
		img.Deallocate()
	}
	all := rgba(atlas)
	out := make([]*image.RGBA, len(fs))
	for i, r := range rects {
		sub := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
		for y := 0; y < r.Dy(); y++ {
			copy(sub.Pix[y*sub.Stride:], all.Pix[(r.Min.Y+y)*all.Stride+4*r.Min.X:(r.Min.Y+y)*all.Stride+4*r.Max.X])
		}
		out[i] = sub
	}
	return out
}

// TestFacesFillCardWithTransparentCorners: every face is opaque at its
// centre and edges' midpoints, transparent in its rounded-off corners, and
// shows more than a flat colour, at the smallest and a large size.
func TestFacesFillCardWithTransparentCorners(t *testing.T) {
	all := allFaces()
	for _, w := range []int{40, 240} {
		fs := all
		if w > 100 {
			// large paints are slow on software GL: every third face
			// (each family still appears) is enough to catch layout
			// that spills at size.
			fs = nil
			for i, nf := range all {
				if i%3 == 0 || strings.Contains(nf.name, "back") {
					fs = append(fs, nf)
				}
			}
		}
		for i, px := range paintAll(fs, w, func(nf namedFace) float64 { return nf.aspect }) {
			nf := fs[i]
			b := px.Bounds()
			for _, p := range []image.Point{{0, 0}, {b.Dx() - 1, 0}, {0, b.Dy() - 1}, {b.Dx() - 1, b.Dy() - 1}} {
				// At 40 px the 6 % radius is 2.4 px, so anti-aliasing
				// may tint the corner pixel a little.
				if a := px.RGBAAt(p.X, p.Y).A; (w > 100 && a != 0) || a > 100 {
					t.Errorf("%s at %d px: corner %v alpha %d, want transparent", nf.name, w, p, a)
				}
			}
			for _, p := range []image.Point{{b.Dx() / 2, b.Dy() / 2}, {b.Dx() / 2, 1}, {1, b.Dy() / 2}} {
				if a := px.RGBAAt(p.X, p.Y).A; a != 255 {
					t.Errorf("%s at %d px: %v alpha %d, want opaque card", nf.name, w, p, a)
				}
			}
			if n := distinctColors(px); n < 8 {
				t.Errorf("%s at %d px: only %d colours, face looks blank", nf.name, w, n)
			}
		}
	}
}

func distinctColors(px *image.RGBA) int {
	seen := map[color.RGBA]bool{}
	b := px.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			seen[px.RGBAAt(x, y)] = true
		}
	}
	return len(seen)
}

// TestFacesDiffer: no two faces look alike (each card says one thing).
func TestFacesDiffer(t *testing.T) {
	fs := allFaces()
	// compare at one shape so small and large cards can be compared
	imgs := paintAll(fs, 80, func(namedFace) float64 { return PokerAspect })
	for i := range fs {
		for j := i + 1; j < len(fs); j++ {
			if strings.Contains(fs[i].name, "back") && strings.Contains(fs[j].name, "back") {
				continue
			}
			if d := diffFraction(imgs[i], imgs[j]); d < 0.005 {
				t.Errorf("%s and %s differ in only %.3f%% of pixels", fs[i].name, fs[j].name, 100*d)
			}
		}
	}
}

func diffFraction(a, b *image.RGBA) float64 {
	n, diff := 0, 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		n++
		d := 0
		for k := 0; k < 4; k++ {
			x := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if x < 0 {
				x = -x
			}
			d += x
		}
		if d > 60 {
			diff++
		}
	}
	return float64(diff) / float64(n)
}

// TestFacePaintsIntoSubImage: a face painted into a sub-image of a larger
// atlas lands inside that sub-image and looks the same as on its own.
func TestFacePaintsIntoSubImage(t *testing.T) {
	f := LuxuryFace(lang.English(), Boat, 300000)
	alone := rgba(paint(f, 90, SmallAspect))
	h := alone.Bounds().Dy()
	atlas := ebiten.NewImage(300, 300)
	sub := atlas.SubImage(image.Rect(100, 50, 190, 50+h)).(*ebiten.Image)
	f(sub)
	all := rgba(atlas)
	for y := 0; y < 300; y++ {
		for x := 0; x < 300; x++ {
			in := x >= 100 && x < 190 && y >= 50 && y < 50+h
			got := all.RGBAAt(x, y)
			if !in && got.A != 0 {
				t.Fatalf("paint leaked outside the sub-image at (%d,%d)", x, y)
			}
			if in {
				want := alone.RGBAAt(x-100, y-50)
				if absDiff(got.R, want.R)+absDiff(got.G, want.G)+absDiff(got.A, want.A) > 24 {
					t.Fatalf("sub-image pixel (%d,%d) = %v, alone %v", x-100, y-50, got, want)
				}
			}
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
