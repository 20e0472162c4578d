package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
	"salotto/rules/dolores"
)

// BottleCards lists the nine Message in a Bottle ids (Dawn apart) the art
// and the rules pages name them by, indexed like the rules' MiB cards
// (BottleCards[dolores.Theft] is "theft").
var BottleCards = [dolores.NumMiB]string{"broken-lantern", "lookout", "theft", "swirl", "ebb", "convoy", "ruse", "mix-up", "wager"}

// BottleName returns the card's title in words' language
// (cards.bottle.ID), or "" for an unknown id.
func BottleName(words *lang.Catalog, card string) string {
	for _, id := range BottleCards {
		if id == card {
			return words.T("cards.bottle." + id)
		}
	}
	return ""
}

// EventSymbol draws the pictogram of a Message in a Bottle card in c: a
// cracked lantern, a spyglass, a hook, a spiral, a wave drawing back, two
// ships, a mask, crossed arrows, dice. Unknown ids draw a question mark
// shape so the mistake shows.
func EventSymbol(dst *ebiten.Image, card string, cx, cy, size float32, c color.Color) {
	s := newShape(cx, cy, size)
	switch card {
	case "broken-lantern":
		s.poly(-0.2, -0.28, 0.2, -0.28, 0.12, -0.38, -0.12, -0.38) // cap
		s.poly(-0.27, 0.3, 0.27, 0.3, 0.2, 0.42, -0.2, 0.42)       // base
		s.rrect(-0.23, -0.28, 0.46, 0.58, 0.03)
		s.hole(func() { s.rrect(-0.15, -0.2, 0.3, 0.44, 0.02) })
		s.fill(dst, c)
		k := newShape(cx, cy, size)
		k.moveTo(0, -0.38).lineTo(0, -0.44)
		k.stroke(dst, 0.07, c)
		k2 := newShape(cx, cy, size)
		k2.circle(0, -0.47, 0.07).stroke(dst, 0.045, c)
		crack := newShape(cx, cy, size)
		crack.polyline(-0.15, -0.14, -0.03, -0.02, -0.1, 0.05, 0.05, 0.14, 0.0, 0.24)
		crack.stroke(dst, 0.045, c)
	case "lookout":
		t := s.rotated(-0.5)
		t.rrect(-0.48, -0.06, 0.26, 0.12, 0.02)
		t.rrect(-0.24, -0.085, 0.3, 0.17, 0.02)
		t.rrect(0.04, -0.115, 0.34, 0.23, 0.03)
		t.rrect(0.34, -0.14, 0.12, 0.28, 0.03)
		t.fill(dst, c)
	case "theft":
		h := newShape(cx, cy, size)
		h.moveTo(0.06, -0.3).lineTo(0.06, 0.12)
		h.arc(-0.12, 0.12, 0.18, 0, math.Pi, false)
		h.lineTo(-0.3, 0.02)
		h.stroke(dst, 0.11, c)
		s.poly(-0.38, 0.06, -0.22, 0.06, -0.3, -0.1) // barb
		s.rrect(-0.1, -0.47, 0.32, 0.18, 0.04)       // cuff
		s.fill(dst, c)
	case "swirl":
		sp := newShape(cx, cy, size)
		const turns = 2.6
		for i := 0; i <= 90; i++ {
			t := float64(i) / 90
			a := t * turns * 2 * math.Pi
			r := float32(0.04 + 0.4*t)
			x, y := r*float32(math.Cos(a)), r*float32(math.Sin(a))
			if i == 0 {
				sp.moveTo(x, y)
			} else {
				sp.lineTo(x, y)
			}
		}
		sp.stroke(dst, 0.09, c)
	case "ebb":
		w := newShape(cx, cy, size)
		for _, y := range []float32{-0.3, -0.1} {
			w.moveTo(-0.44, y)
			for x := float32(-0.44); x < 0.4; x += 0.22 {
				w.quadTo(x+0.055, y-0.09, x+0.11, y).quadTo(x+0.165, y+0.09, x+0.22, y)
			}
		}
		w.stroke(dst, 0.075, c)
		a := newShape(cx, cy, size)
		a.moveTo(0, 0.06).lineTo(0, 0.3)
		a.stroke(dst, 0.09, c)
		s.poly(-0.17, 0.24, 0.17, 0.24, 0, 0.46)
		s.fill(dst, c)
	case "convoy":
		for _, p := range [][2]float32{{-0.2, -0.2}, {0.2, 0.2}} {
			sub := s.sub(p[0], p[1], 0.58)
			ship(sub)
			sub.fill(dst, c)
		}
	case "ruse":
		s.poly(-0.48, -0.12, -0.36, -0.22, -0.18, -0.22, -0.06, -0.14, 0, -0.12, 0.06, -0.14, 0.18, -0.22, 0.36, -0.22, 0.48, -0.12,
			0.44, 0.08, 0.3, 0.18, 0.13, 0.16, 0, 0.06, -0.13, 0.16, -0.3, 0.18, -0.44, 0.08)
		s.hole(func() {
			s.ellipse(-0.21, -0.03, 0.1, 0.06)
			s.ellipse(0.21, -0.03, 0.1, 0.06)
		})
		s.fill(dst, c)
		r := newShape(cx, cy, size)
		r.polyline(-0.46, -0.06, -0.5, 0.14, -0.42, 0.34)
		r.polyline(0.46, -0.06, 0.5, 0.14, 0.42, 0.34)
		r.stroke(dst, 0.035, c)
	case "mix-up":
		a := newShape(cx, cy, size)
		a.polyline(-0.44, -0.24, -0.14, -0.24, 0.12, 0.24, 0.28, 0.24)
		a.polyline(-0.44, 0.24, -0.14, 0.24, 0.12, -0.24, 0.28, -0.24)
		a.strokeButt(dst, 0.09, c)
		s.poly(0.26, -0.38, 0.48, -0.24, 0.26, -0.1)
		s.poly(0.26, 0.1, 0.48, 0.24, 0.26, 0.38)
		s.fill(dst, c)
	case "wager":
		die(dst, s.sub(-0.18, 0.14, 1).rotated(-0.25), 0.44, 5, c)
		die(dst, s.sub(0.24, -0.18, 1).rotated(0.35), 0.34, 3, c)
	default:
		q := newShape(cx, cy, size)
		q.moveTo(-0.2, -0.2).quadTo(-0.2, -0.42, 0, -0.42).quadTo(0.22, -0.42, 0.2, -0.2).quadTo(0.18, -0.06, 0, 0.02).lineTo(0, 0.18)
		q.stroke(dst, 0.1, c)
		s.circle(0, 0.36, 0.07).fill(dst, c)
	}
}

// ship adds a small hull and sail in s's frame.
func ship(s *shape) {
	s.poly(-0.47, 0.14, 0.47, 0.14, 0.33, 0.36, -0.3, 0.36)
	s.poly(0.04, -0.44, 0.04, 0.07, 0.38, 0.07)
	s.poly(-0.04, -0.32, -0.04, 0.07, -0.3, 0.07)
	s.poly(-0.025, -0.46, 0.025, -0.46, 0.025, 0.14, -0.025, 0.14)
}

// die fills a die of side side with n pips (3 or 5) cut out.
func die(dst *ebiten.Image, s *shape, side float32, n int, c color.Color) {
	h := side / 2
	s.rrect(-h, -h, side, side, side*0.18)
	p, r := side*0.27, side*0.09
	s.hole(func() {
		s.circle(0, 0, r) // 3 and 5 both have the centre pip
		s.circle(-p, -p, r).circle(p, p, r)
		if n == 5 {
			s.circle(p, -p, r).circle(-p, p, r)
		}
	})
	s.fill(dst, c)
}
