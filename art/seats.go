package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// Seat colours follow Okabe–Ito so most colour-blind players can tell them
// apart; each also has its own symbol (circle, triangle, square, diamond,
// star) for those who cannot.
var seatColors = [5]color.RGBA{
	gfx.Hex("#0072B2"), // blue
	gfx.Hex("#D55E00"), // vermilion
	gfx.Hex("#009E73"), // bluish green
	gfx.Hex("#CC79A7"), // reddish purple
	gfx.Hex("#E69F00"), // orange
}

// SeatCount is how many distinct seat colours and symbols exist.
const SeatCount = len(seatColors)

// SeatColor returns seat's colour (seats beyond SeatCount wrap around).
func SeatColor(seat int) color.RGBA { return seatColors[wrap(seat, SeatCount)] }

// SeatSymbol draws seat's symbol filled with its colour and outlined in a
// darker shade, so it reads on any felt.
func SeatSymbol(dst *ebiten.Image, seat int, cx, cy, size float32) {
	c := SeatColor(seat)
	sh := newShape(cx, cy, size)
	seatShape(sh, seat)
	sh.stroke(dst, 0.12, shade(c, 0.45))
	sh.fill(dst, c)
}

// seatInk is the ink that reads on a seat-coloured ground.
func seatInk(seat int) color.RGBA {
	if gfx.Luminance(SeatColor(seat)) > 0.28 {
		return gfx.Hex("#2A2623")
	}
	return gfx.Hex("#FFF8EA")
}

// seatShape adds seat's symbol to sh in its unit square.
func seatShape(sh *shape, seat int) {
	switch wrap(seat, SeatCount) {
	case 0:
		sh.circle(0, 0, 0.42)
	case 1:
		sh.poly(0, -0.46, 0.46, 0.36, -0.46, 0.36)
	case 2:
		sh.rrect(-0.37, -0.37, 0.74, 0.74, 0.06)
	case 3:
		sh.poly(0, -0.48, 0.4, 0, 0, 0.48, -0.4, 0)
	case 4:
		star(sh, 0, 0.04, 0.5, 0.21, 5)
	}
}

// star adds an n-pointed star around (x, y), first point up.
func star(sh *shape, x, y, outer, inner float32, n int) {
	pts := make([]float32, 0, 4*n)
	for i := 0; i < 2*n; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		pts = append(pts, x+r*float32(math.Cos(a)), y+r*float32(math.Sin(a)))
	}
	sh.poly(pts...)
}

func wrap(i, n int) int { return ((i % n) + n) % n }
