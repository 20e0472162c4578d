package wintest

import (
	"image"
	"image/color"
	"testing"
)

// painted is a w×h image whose pixel colours vary with place: many colours,
// none common, like a real frame to the checks.
func painted(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	return img
}

// solid is a w×h image of one colour, as a frame that drew nothing.
func solid(w, h int, c color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return img
}

func TestCheckFrame(t *testing.T) {
	halfBlank := painted(frameW, frameH)
	for y := range frameH {
		for x := range frameW * 2 / 3 {
			halfBlank.Set(x, y, color.Black)
		}
	}
	tests := []struct {
		name string
		img  image.Image
		ok   bool
	}{
		{"a frame", painted(frameW, frameH), true},
		{"black", solid(frameW, frameH, color.RGBA{A: 255}), false},
		{"felt only", solid(frameW, frameH, color.RGBA{20, 60, 50, 255}), false},
		{"two thirds black", halfBlank, false},
		{"wrong size", painted(844, 390), false},
	}
	for _, tt := range tests {
		err := checkFrame(measure(tt.img), frameW, frameH)
		if (err == nil) != tt.ok {
			t.Errorf("%s: checkFrame = %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}

func TestNearShare(t *testing.T) {
	frame := painted(64, 36)
	brighter := painted(64, 36)
	for i := range brighter.Pix {
		if i%4 != 3 && brighter.Pix[i] < 250 {
			brighter.Pix[i] += 5 // 15 levels over three channels: near
		}
	}
	covered := painted(64, 36)
	for y := range 36 {
		for x := range 16 {
			covered.Set(x, y, color.White) // a quarter drawn differently
		}
	}
	tests := []struct {
		name string
		b    image.Image
		want float64
	}{
		{"itself", frame, 1},
		{"a little brighter", brighter, 1},
		{"a quarter covered", covered, 0.75},
		{"another size", painted(32, 36), 0},
	}
	for _, tt := range tests {
		got := nearShare(frame, tt.b)
		if got < tt.want-0.01 || got > tt.want+0.01 {
			t.Errorf("%s: nearShare = %.3f, want %.2f", tt.name, got, tt.want)
		}
	}
}
