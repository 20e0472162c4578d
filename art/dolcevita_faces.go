package art

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/lang"
)

// Dolce Vita's printed-card colours: warm cream stock, turquoise, coral.
var (
	dvCream     = gfx.Hex("#FBF3E2")
	dvTurquoise = gfx.Hex("#6DB8B0")
	dvDeepTeal  = gfx.Hex("#2F7F7C")
	dvCoral     = gfx.Hex("#E07A5F")
	dvOchre     = gfx.Hex("#E0A83A")
	dvInk       = gfx.Hex("#2E2A26")
)

// LuxuryFace is a small luxury card: the value and a small symbol across
// the top (all that shows when cards overlap in a column), the large symbol
// on a tinted medallion, and the name at the foot. value is in units
// (100000..700000) and printed in thousands ("700").
func LuxuryFace(words *lang.Catalog, kind, value int) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		tint := LuxuryTint(kind)
		c.body(dvCream)
		c.frame(3.5, 0.9, gfx.WithAlpha(tint, 0.55))
		indexRow(c, func(x, y, s float32) { LuxurySymbol(dst, kind, x, y, s, tint) }, strconv.Itoa(value/1000), shade(tint, 0.15))
		mx, my := c.px(50, 75)
		gfx.FillCircle(dst, mx, my, 33*c.u, lighten(tint, 0.84), aa)
		gfx.StrokeCircle(dst, mx, my, 33*c.u, 0.8*c.u, lighten(tint, 0.5), aa)
		LuxurySymbol(dst, kind, mx, my, 46*c.u, tint)
		nx, ny := c.px(50, c.hu()-12)
		tracked(dst, gfx.Regular, 9.5*c.u, shade(tint, 0.25), nx, ny, 80*c.u, 0.12, strings.ToUpper(LuxuryName(words, kind)))
	})
}

// indexRow draws the card's index across the top: symbol then value, the
// pair centred as a group.
func indexRow(c card, symbol func(x, y, s float32), value string, ink color.Color) {
	const symSize, textSize, gap = 21, 27, 3
	tw := textWidth(gfx.Bold, textSize*c.u, value)
	total := symSize*c.u + gap*c.u + tw
	x0 := c.x + (c.w-total)/2
	_, cy := c.px(0, 18)
	symbol(x0+symSize*c.u/2, cy, symSize*c.u)
	labelLeft(c.dst, gfx.Bold, textSize*c.u, ink, x0+(symSize+gap)*c.u, cy, value)
}

// MoneyFace is a small money card: banknote green with a guilloché rosette
// and the amount written large across it, grouped as words' language
// writes thousands ("200,000", "200.000").
func MoneyFace(words *lang.Catalog, amount int) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		cream := gfx.Hex("#F4EFD8")
		c.body(moneyGreen)
		c.frame(3.5, 0.9, gfx.WithAlpha(cream, 0.7))
		c.frame(5.5, 0.5, gfx.WithAlpha(cream, 0.35))
		indexRow(c, func(x, y, s float32) { MoneySymbol(dst, x, y, s, cream) }, strconv.Itoa(amount/1000), cream)
		mx, my := c.px(50, 78)
		rosette(dst, mx, my, 38*c.u, gfx.WithAlpha(lighten(moneyGreen, 0.35), 0.9), 0.45*c.u)
		s := newShape(mx, my, c.u).ellipse(0, 0, 44, 15)
		s.fill(dst, shade(moneyGreen, 0.18))
		s.stroke(dst, 0.7, gfx.WithAlpha(cream, 0.8))
		label(dst, gfx.Bold, 17*c.u, cream, mx, my, 78*c.u, words.Grouped(amount))
		nx, ny := c.px(50, c.hu()-12)
		tracked(dst, gfx.Regular, 9.5*c.u, cream, nx, ny, 80*c.u, 0.12, strings.ToUpper(words.T("cards.money")))
	})
}

// rosette strokes a guilloché-like rosette: rotated ellipses, as engraved
// on banknotes.
func rosette(dst *ebiten.Image, cx, cy, r float32, c color.Color, width float32) {
	const n = 12
	for i := 0; i < n; i++ {
		s := newShape(cx, cy, r).rotated(float32(i) * math.Pi / n)
		s.ellipse(0, 0, 1, 0.38)
		s.stroke(dst, width/r, c)
	}
}

// NumberFace is a large number card in seat's colour: the digit huge, the
// seat's symbol in the corner, and n pips of that symbol below.
func NumberFace(n int, seat int) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		ground := SeatColor(seat)
		ink := seatInk(seat)
		c.body(ground)
		c.frame(4.5, 1.1, gfx.WithAlpha(ink, 0.55))
		digit := strconv.Itoa(n)
		// corner index: digit over symbol
		ix, iy := c.px(14, 14)
		label(dst, gfx.Bold, 17*c.u, ink, ix, iy, 0, digit)
		sym := newShape(ix, iy+14*c.u, 9*c.u)
		seatShape(sym, seat)
		sym.fill(dst, ink)
		// the huge digit
		dx, dy := c.px(50, c.hu()*0.45)
		label(dst, gfx.Bold, 80*c.u, ink, dx, dy, 70*c.u, digit)
		// pips: n seat symbols, in one row up to 3, two rows above
		pips(c, n, seat, ink)
	})
}

func pips(c card, n, seat int, ink color.Color) {
	rows := []int{n} // pips per row
	if n > 3 {
		rows = []int{(n + 1) / 2, n / 2}
	}
	const size, step = 10, 14
	y := c.hu()*0.8 - float32(len(rows)-1)*step/2
	for _, k := range rows {
		x := 50 - float32(k-1)*step/2
		for i := 0; i < k; i++ {
			px, py := c.px(x+float32(i)*step, y)
			s := newShape(px, py, size*c.u)
			seatShape(s, seat)
			s.fill(c.dst, ink)
		}
		y += step
	}
}

// DolceVitaBack is the shared back: a Riviera sun over the sea on
// sun-bleached turquoise, framed in cream.
func DolceVitaBack() Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		h := c.hu()
		c.textured(dvTurquoise, func(t card) {
			// awning stripes, faint
			for i := -6; i < 14; i++ {
				x := float32(i) * 14
				t.shape().poly(x, 0, x+7, 0, x+7+h*0.3, h, x+h*0.3, h).fillAtop(t.dst, gfx.WithAlpha(lighten(dvTurquoise, 0.35), 0.35))
			}
		})
		c.frame(5, 2.2, dvCream)
		cx, cy := c.px(50, h*0.44)
		r := 17 * c.u
		rays := newShape(cx, cy, r)
		for i := 0; i < 12; i++ {
			a := float64(i) * math.Pi / 6
			ca, sa := float32(math.Cos(a)), float32(math.Sin(a))
			cb, sb := float32(math.Cos(a+0.14)), float32(math.Sin(a+0.14))
			cd, sd := float32(math.Cos(a-0.14)), float32(math.Sin(a-0.14))
			rays.poly(1.25*cd, 1.25*sd, 1.85*ca, 1.85*sa, 1.25*cb, 1.25*sb)
		}
		rays.fill(dst, dvCoral)
		gfx.FillCircle(dst, cx, cy, r, dvOchre, aa)
		gfx.StrokeCircle(dst, cx, cy, r, 1.2*c.u, dvCream, aa)
		// waves under the sun
		for k := 0; k < 3; k++ {
			w := c.shape()
			y := h*0.44 + 30 + float32(k)*6
			w.moveTo(18, y)
			for x := float32(18); x < 82; x += 8 {
				w.quadTo(x+2, y-3, x+4, y).quadTo(x+6, y+3, x+8, y)
			}
			w.stroke(dst, 1.6, dvCream)
		}
		tx, ty := c.px(50, h-15)
		if h > 120 {
			tracked(dst, gfx.Bold, 8*c.u, dvCream, tx, ty, 70*c.u, 0.25, "DOLCE VITA") //catalog:exempt the game's name, printed on the card back in every language
		}
	})
}
