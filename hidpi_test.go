package main

import (
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestScreenshotAtScaleTwo renders the title (cards, large and small type,
// buttons) at -scale 2: the PNG has twice the window's pixels, is not blank, and its
// detail is drawn at that resolution. An upscaled 1x picture would have
// no detail finer than its own pixels: within each 2x2 block of device
// pixels it is (nearly) flat. The 2x shot must carry clearly more of that
// fine detail than the 1x shot of the same scene upscaled bilinearly.
func TestScreenshotAtScaleTwo(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display (run under xvfb-run)")
	}
	// One scene: a 2x run under Xvfb's software GL takes half a minute.
	for _, scene := range []string{"title"} {
		one := shot(t, scene, "1")
		two := shot(t, scene, "2")
		if b := two.Bounds(); b.Dx() != 2560 || b.Dy() != 1440 {
			t.Fatalf("%s: -size 1280x720 -scale 2 wrote %v, want 2560x1440", scene, b)
		}
		if b := one.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
			t.Fatalf("%s: -scale 1 wrote %v, want 1280x720", scene, b)
		}
		if n := colours(two); n < 500 {
			t.Fatalf("%s: the 2x shot has %d colours: blank", scene, n)
		}
		fine, up := blockDetail(two), blockDetail(upscale2(one))
		t.Logf("%s: detail finer than 2x2 blocks: %.0f at 2x, %.0f in the upscaled 1x shot", scene, fine, up)
		if fine < 1.4*up {
			t.Errorf("%s: the 2x shot has %.0f fine detail, the upscaled 1x %.0f: not rendered at device pixels", scene, fine, up)
		}
	}
}

// shot writes scene at 1280x720 and the given scale and decodes it.
func shot(t *testing.T, scene, scale string) image.Image {
	t.Helper()
	file := filepath.Join(t.TempDir(), "shot.png")
	code, _, stderr := salotto(t, "-scene", scene, "-size", "1280x720", "-scale", scale, "-screenshot", file, "-mute", "-seed", "3")
	if code != 0 {
		t.Fatalf("%s at -scale %s: exit %d: %s", scene, scale, code, stderr)
	}
	return readPNG(t, file)
}

// readPNG decodes the PNG at path.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// grey is a pixel's luminance, 0..255.
func grey(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 257
}

func colours(img image.Image) int {
	seen := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[r>>8<<16|g>>8<<8|bl>>8] = true
		}
	}
	return len(seen)
}

// blockDetail sums, over every 2x2 block, how far its pixels stray from
// the block's mean: the detail a 1x picture cannot hold.
func blockDetail(img image.Image) float64 {
	b := img.Bounds()
	sum := 0.0
	for y := b.Min.Y; y+1 < b.Max.Y; y += 2 {
		for x := b.Min.X; x+1 < b.Max.X; x += 2 {
			p := [4]float64{grey(img, x, y), grey(img, x+1, y), grey(img, x, y+1), grey(img, x+1, y+1)}
			m := (p[0] + p[1] + p[2] + p[3]) / 4
			for _, v := range p {
				if v > m {
					sum += v - m
				} else {
					sum += m - v
				}
			}
		}
	}
	return sum
}

// upscale2 doubles img bilinearly (pixel centres aligned), as a browser
// or compositor shows a 1x picture on a 2x screen.
func upscale2(img image.Image) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	src := make([]float64, w*h)
	for y := range h {
		for x := range w {
			src[y*w+x] = grey(img, b.Min.X+x, b.Min.Y+y)
		}
	}
	at := func(x, y int) float64 { return src[min(max(y, 0), h-1)*w+min(max(x, 0), w-1)] }
	out := image.NewGray(image.Rect(0, 0, 2*w, 2*h))
	for y := range 2 * h {
		for x := range 2 * w {
			fx, fy := (float64(x)+0.5)/2-0.5, (float64(y)+0.5)/2-0.5
			x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
			ax, ay := fx-float64(x0), fy-float64(y0)
			v := (at(x0, y0)*(1-ax)+at(x0+1, y0)*ax)*(1-ay) + (at(x0, y0+1)*(1-ax)+at(x0+1, y0+1)*ax)*ay
			out.Pix[y*out.Stride+x] = uint8(v + 0.5)
		}
	}
	return out
}
