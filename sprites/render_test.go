package sprites

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// readBack reads img's pixels once (img.At reads back from the GPU on
// every call) and returns a lookup.
func readBack(img *ebiten.Image) func(x, y int) color.RGBA {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	return func(x, y int) color.RGBA {
		i := 4 * (y*b.Dx() + x)
		// ReadPixels gives premultiplied RGBA, the same as color.RGBA
		return color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}
	}
}

func closeTo(c, want color.RGBA, tol int) bool {
	d := func(a, b uint8) int {
		if a > b {
			return int(a - b)
		}
		return int(b - a)
	}
	return d(c.R, want.R) <= tol && d(c.G, want.G) <= tol && d(c.B, want.B) <= tol && d(c.A, want.A) <= tol
}

func TestCardPixels(t *testing.T) {
	const w, h = 126, 176
	c := NewCard("test/seven", DefaultFace("7", "Seven", gfx.Blue), "test/back", DefaultBack(gfx.Vermilion), w, h)
	img := NewArtCache().cardImage(c.FaceKey(), c.face, w, h)
	at := readBack(img)

	if a := at(0, 0).A; a != 0 {
		t.Errorf("top-left corner alpha %d, want 0 (rounded)", a)
	}
	if a := at(w-1, h-1).A; a != 0 {
		t.Errorf("bottom-right corner alpha %d, want 0", a)
	}
	if p := at(w/2, 2); p.A != 255 {
		t.Errorf("top edge middle alpha %d, want opaque", p.A)
	}
	if p := at(w/4, h/5); !closeTo(p, Ivory, 2) {
		t.Errorf("face stock %v, want ivory %v", p, Ivory)
	}
	blue, dark := 0, 0
	for y := h / 4; y < h*3/4; y++ {
		for x := w / 4; x < w*3/4; x++ {
			p := at(x, y)
			if closeTo(p, gfx.Blue, 40) {
				blue++
			}
			if p.R < 90 && p.G < 90 && p.B < 90 {
				dark++
			}
		}
	}
	if blue < 150 {
		t.Errorf("rank glyph pixels %d, want the big blue 7", blue)
	}
	if dark < 20 {
		t.Errorf("label pixels %d, want dark label text", dark)
	}

	// Painted through the node: shadow below, corner of the card softer
	// than its inside, flipped shows the back.
	dst := ebiten.NewImage(300, 300)
	c.SetPos(150, 150)
	c.Paint(dst, c.World(), 1)
	at = readBack(dst)
	if p := at(150-w/4, 150-h/4); !closeTo(p, Ivory, 2) {
		t.Errorf("painted face %v", p)
	}
	if p := at(150, 150+h/2+4); p.A == 0 {
		t.Errorf("no shadow under the card")
	}
	c.SetFaceUp(false)
	dst.Clear()
	c.Paint(dst, c.World(), 1)
	if p := readBack(dst)(150, 150); closeTo(p, Ivory, 10) {
		t.Errorf("back shows ivory at the centre: %v", p)
	}
	if n := c.art.Len(); n < 2 {
		t.Errorf("art cache holds %d images, want face and back", n)
	}
}

func TestCardArtPaintedOncePerSize(t *testing.T) {
	paints := 0
	face := func(dst *ebiten.Image) { paints++; dst.Fill(gfx.Green) }
	c1 := NewCard("test/counted", face, "test/back", DefaultBack(gfx.Blue), 60, 84)
	c2 := NewCard("test/counted", face, "test/back", DefaultBack(gfx.Blue), 60, 84)
	shared := NewArtCache() // as on one stage
	c1.art, c2.art = shared, shared
	dst := ebiten.NewImage(200, 200)
	for range 5 {
		c1.Paint(dst, c1.World(), 1)
		c2.Paint(dst, c2.World(), 1)
	}
	c1.SetLift(1) // lifting and flipping do not repaint
	c1.setFlipScale(0.3)
	c1.Paint(dst, c1.World(), 1)
	if paints != 1 {
		t.Fatalf("painted %d times, want once for two cards sharing a key", paints)
	}
	c1.SetSize(90, 126) // a new layout size repaints
	c1.Paint(dst, c1.World(), 1)
	if paints != 2 {
		t.Fatalf("after resize painted %d times, want 2", paints)
	}
}

// TestCardPrepareFillsCacheAhead: Stage.Prepare paints the showing side
// once, before any draw, so the first Paint paints nothing.
func TestCardPrepareFillsCacheAhead(t *testing.T) {
	paints := 0
	face := func(dst *ebiten.Image) { paints++; dst.Fill(gfx.Green) }
	c := NewCard("test/prepared", face, "test/back", DefaultBack(gfx.Blue), 70, 98)
	st := NewStage(200, 200)
	if pw, ph := st.Prepare(c); paints != 1 || pw != 70 || ph != 98 {
		t.Fatalf("Prepare painted %d times, size %dx%d", paints, pw, ph)
	}
	st.Prepare(c)
	dst := ebiten.NewImage(200, 200)
	var at ebiten.GeoM
	at.Translate(50, 50)
	c.Paint(dst, at, 1)
	if paints != 1 {
		t.Fatalf("painted %d times, want once: Prepare then Paint share the cache", paints)
	}
	if got := readBack(dst)(85, 99); got.G < 100 || got.R > 100 {
		t.Errorf("the prepared face does not show: %v at the centre", got)
	}
}

func TestFlipSwapsSidesAtTheEdge(t *testing.T) {
	c := NewCard("f", nil, "b", nil, 60, 84)
	a := c.Flip(0.4)
	a.Start()
	a.Advance(0.1)
	if !c.FaceUp() || c.flip <= 0 || c.flip >= 1 {
		t.Fatalf("first half: faceUp=%v flip=%v", c.FaceUp(), c.flip)
	}
	a.Advance(0.15)
	if c.FaceUp() {
		t.Fatalf("still face up past the edge")
	}
	if _, done := a.Advance(1); !done || c.flip != 1 {
		t.Fatalf("end: done=%v flip=%v", done, c.flip)
	}
	b := c.Flip(0.4)
	b.Finish()
	if !c.FaceUp() || c.flip != 1 {
		t.Fatalf("skipped flip: faceUp=%v flip=%v", c.FaceUp(), c.flip)
	}
}

func TestTextMeasuredAndDrawn(t *testing.T) {
	tx := NewText("Salotto", gfx.Bold, 32, gfx.White)
	w, h := tx.Size()
	if w < 80 || w > 200 || h < 30 || h > 50 {
		t.Fatalf("measured %v×%v", w, h)
	}
	long := NewText("the quick brown fox jumps over the lazy dog again and again", gfx.Regular, 18, gfx.White)
	lw, lh := long.Size()
	long.SetWrap(150)
	ww, wh := long.Size()
	if ww != 150 || wh < 3*lh || lw < 300 {
		t.Fatalf("wrap: before %v×%v after %v×%v", lw, lh, ww, wh)
	}
	dst := ebiten.NewImage(300, 100)
	tx.SetPos(10.4, 10.6)
	tx.Paint(dst, tx.World(), 1)
	at := readBack(dst)
	lit := 0
	for y := 0; y < 100; y++ {
		for x := 0; x < 300; x++ {
			if at(x, y).A > 200 {
				lit++
			}
		}
	}
	if lit < 200 {
		t.Fatalf("only %d text pixels drawn", lit)
	}
}

// TestTextPaintedAtItsSize: a text's image is rasterized at the size the
// node is drawn (stage units are device pixels): twice the type size gives
// twice the pixels, not an upscaled copy, and nothing is lit beyond the
// measured box.
func TestTextPaintedAtItsSize(t *testing.T) {
	small := NewText("Ag", gfx.Bold, 20, gfx.White)
	big := NewText("Ag", gfx.Bold, 40, gfx.White)
	dst := ebiten.NewImage(200, 120)
	small.Paint(dst, small.World(), 1)
	big.Paint(dst, big.World(), 1)
	b1, b2 := small.img.Bounds(), big.img.Bounds()
	if b2.Dx() < 2*b1.Dx()-6 || b2.Dy() < 2*b1.Dy()-6 {
		t.Fatalf("40 px text image %v is not twice the 20 px one %v", b2, b1)
	}
	w2, h2 := big.Size()
	if b2.Dx() != int(math.Ceil(w2))+2 || b2.Dy() != int(math.Ceil(h2))+2 {
		t.Fatalf("image %v for a %v×%v text: not painted at its size", b2, w2, h2)
	}
	dst.Clear()
	big.Paint(dst, big.World(), 1)
	at := readBack(dst)
	lit := 0
	for y := 0; y < 120; y++ {
		for x := 0; x < 200; x++ {
			if at(x, y).A > 0 {
				lit++
				if float64(x) > w2+2 || float64(y) > h2+2 {
					t.Fatalf("pixel lit at (%d,%d) outside %v×%v", x, y, w2, h2)
				}
			}
		}
	}
	if lit < 200 {
		t.Fatalf("only %d pixels lit", lit)
	}
}

func TestTextAlignmentWithinWrapWidth(t *testing.T) {
	cases := []struct {
		align      TextAlign
		minX, maxX float64 // where the lit pixels' centre may fall, as a share of 300 px
	}{{AlignLeft, 0, 0.2}, {AlignCenter, 0.4, 0.6}, {AlignRight, 0.8, 1}}
	for _, c := range cases {
		tx := NewText("Hi", gfx.Bold, 24, gfx.White)
		tx.SetWrap(300)
		tx.SetAlign(c.align)
		dst := ebiten.NewImage(320, 60)
		tx.Paint(dst, tx.World(), 1)
		at := readBack(dst)
		sum, n := 0, 0
		for y := 0; y < 60; y++ {
			for x := 0; x < 320; x++ {
				if at(x, y).A > 128 {
					sum += x
					n++
				}
			}
		}
		if n == 0 {
			t.Fatalf("align %d: nothing drawn", c.align)
		}
		if cx := float64(sum) / float64(n) / 300; cx < c.minX || cx > c.maxX {
			t.Errorf("align %d: text centred at %.2f of the width, want %.1f..%.1f", c.align, cx, c.minX, c.maxX)
		}
	}
}

// TestCardRepaintsAfterPrune: a card keeps its cache entry between
// frames; once a prune frees that entry (the card was hidden across a
// resize), the card paints its art again instead of drawing a freed image.
func TestCardRepaintsAfterPrune(t *testing.T) {
	paints := 0
	face := func(dst *ebiten.Image) { paints++; dst.Fill(gfx.Green) }
	c := NewCard("test/pruned", face, "test/back", DefaultBack(gfx.Blue), 60, 84)
	cache := NewArtCache()
	c.art = cache
	c.SetPos(100, 100)
	dst := ebiten.NewImage(200, 200)
	c.Paint(dst, c.World(), 1)
	c.Paint(dst, c.World(), 1)
	if paints != 1 {
		t.Fatalf("face painted %d times for two frames, want 1", paints)
	}
	cache.frame += 10 // the card was not drawn for a while
	cache.Prune()
	dst.Clear()
	c.Paint(dst, c.World(), 1)
	if paints != 2 {
		t.Fatalf("face painted %d times after the prune, want 2", paints)
	}
	if p := readBack(dst)(100, 100); !closeTo(p, gfx.Green, 2) {
		t.Errorf("after the prune the card shows %v, want its green face", p)
	}
}
