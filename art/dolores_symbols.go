package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/lang"
	"salotto/rules/dolores"
)

// Goods kinds: the rules' numbering (dolores goods types).
const (
	Weapons     = dolores.Weapons
	Wine        = dolores.Wine
	Jewelry     = dolores.Jewelry
	Lace        = dolores.Lace
	Tableware   = dolores.Tableware
	Instruments = dolores.Instruments
	GoldIngots  = dolores.Gold
	goodsKinds  = dolores.NumTypes
)

// goodsIDs name the goods kinds in the string catalog (cards.goods.ID).
var goodsIDs = [goodsKinds]string{"weapons", "wine", "jewelry", "lace", "tableware", "instruments", "gold"}

// Goods tints: Okabe–Ito hues darkened to sit on parchment under a storm.
var goodsTints = [goodsKinds]color.RGBA{
	gfx.Hex("#56606B"), // weapons: gunmetal
	gfx.Hex("#8C2D4F"), // wine: claret
	gfx.Hex("#1F6FB2"), // jewelry: sapphire blue
	gfx.Hex("#B7699A"), // lace: rose
	gfx.Hex("#17886A"), // tableware: celadon green
	gfx.Hex("#C0561C"), // instruments: varnish vermilion
	gfx.Hex("#C99414"), // gold ingots: gold
}

// GoodsName returns kind's name ("Weapons"...) from the string catalog
// (English until faces take the player's language, as LuxuryName).
func GoodsName(words *lang.Catalog, kind int) string {
	return words.T("cards.goods." + goodsIDs[wrap(kind, goodsKinds)])
}

// GoodsTint returns kind's colour.
func GoodsTint(kind int) color.RGBA { return goodsTints[wrap(kind, goodsKinds)] }

// GoodsSymbol draws kind's pictogram in c: crossed cutlasses, a cask, a cut
// stone, a lace fan, a teapot, a violin, stacked ingots.
func GoodsSymbol(dst *ebiten.Image, kind int, cx, cy, size float32, c color.Color) {
	s := newShape(cx, cy, size)
	switch wrap(kind, goodsKinds) {
	case Weapons:
		for _, a := range []float32{-math.Pi / 4, math.Pi / 4} {
			cutlass(s.rotated(a), a < 0).fill(dst, c)
		}
	case Wine:
		s.moveTo(-0.27, -0.44).lineTo(0.27, -0.44).quadTo(0.47, 0, 0.27, 0.44).lineTo(-0.27, 0.44).quadTo(-0.47, 0, -0.27, -0.44).close()
		slit(s, -0.33, -0.22, 0.33, -0.22, 0.055)
		slit(s, -0.33, 0.22, 0.33, 0.22, 0.055)
		s.circle(0, 0, 0.06)
		s.fillEO(dst, c)
	case Jewelry:
		s.poly(-0.46, -0.1, -0.26, -0.36, 0.26, -0.36, 0.46, -0.1, 0, 0.44)
		s.poly(-0.4, -0.13, 0.4, -0.13, 0.37, -0.08, -0.37, -0.08) // girdle
		s.poly(-0.1, -0.05, -0.04, -0.05, 0.0, 0.3)                // pavilion facets
		s.poly(0.1, -0.05, 0.04, -0.05, 0.0, 0.3)
		s.poly(-0.12, -0.3, -0.06, -0.3, -0.16, -0.17, -0.24, -0.17)
		s.poly(0.12, -0.3, 0.06, -0.3, 0.16, -0.17, 0.24, -0.17)
		s.fillEO(dst, c)
	case Lace:
		laceFan(dst, s, c)
	case Tableware:
		teapot(dst, s, c)
	case Instruments:
		violin(dst, s.rotated(0.55), c)
	case GoldIngots:
		s.poly(-0.47, 0.44, -0.03, 0.44, -0.09, 0.2, -0.41, 0.2)
		s.poly(0.03, 0.44, 0.47, 0.44, 0.41, 0.2, 0.09, 0.2)
		s.poly(-0.22, 0.14, 0.22, 0.14, 0.16, -0.1, -0.16, -0.1)
		s.fill(dst, c)
	}
}

// slit adds a thin quad from (x0, y0) to (x1, y1): with even-odd filling it
// cuts a line through a silhouette.
func slit(s *shape, x0, y0, x1, y1, w float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/l*w/2, dx/l*w/2
	s.poly(x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny)
}

// cutlass adds one curved sabre, tip up, to s's frame; mirror bends it the
// other way so the crossed pair is symmetric.
func cutlass(s *shape, mirror bool) *shape {
	m := float32(1)
	if mirror {
		m = -1
	}
	s.moveTo(-0.045*m, 0.2).lineTo(-0.045*m, -0.22).quadTo(-0.04*m, -0.4, 0.06*m, -0.55).quadTo(0.075*m, -0.34, 0.05*m, -0.22).lineTo(0.05*m, 0.2).close()
	s.rrect(-0.15, 0.19, 0.3, 0.06, 0.03)
	s.rrect(-0.035, 0.24, 0.07, 0.2, 0.02)
	s.circle(0, 0.47, 0.05)
	return s
}

func laceFan(dst *ebiten.Image, s *shape, c color.Color) {
	const cy, r = 0.36, 0.66
	a0, a1 := float32(-math.Pi+0.62), float32(-0.62)
	s.moveTo(0, cy)
	s.arc(0, cy, r, a0, a1, false)
	s.close()
	// lace: a ring of small holes and the ribs between the folds
	for i := 0; i < 7; i++ {
		a := float64(a0 + (a1-a0)*(float32(i)+0.5)/7)
		s.circle(0.5*float32(math.Cos(a)), cy+0.5*float32(math.Sin(a)), 0.045)
	}
	for i := 1; i < 7; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/7)
		ca, sa := float32(math.Cos(a)), float32(math.Sin(a))
		slit(s, 0.12*ca, cy+0.12*sa, 0.4*ca, cy+0.4*sa, 0.03)
	}
	s.fillEO(dst, c)
	// scalloped hem
	h := newShape(s.ox, s.oy, s.s)
	for i := 0; i <= 7; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/7)
		h.circle(r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)), 0.05)
	}
	h.circle(0, cy, 0.07)
	h.fill(dst, c)
}

func teapot(dst *ebiten.Image, s *shape, c color.Color) {
	b := newShape(s.ox, s.oy, s.s)
	b.ellipse(-0.04, 0.1, 0.3, 0.25)
	b.moveTo(0.18, 0.02).quadTo(0.36, 0.02, 0.41, -0.14).lineTo(0.5, -0.2).lineTo(0.48, -0.08) // spout
	b.quadTo(0.42, 0.24, 0.2, 0.26).close()
	b.ellipse(-0.04, -0.14, 0.16, 0.07)  // lid
	b.circle(-0.04, -0.24, 0.05)         // knob
	b.rrect(-0.2, 0.3, 0.32, 0.08, 0.02) // foot
	b.fill(dst, c)
	h := newShape(s.ox, s.oy, s.s)
	h.circle(-0.34, 0.08, 0.15).circle(-0.34, 0.08, 0.08)
	h.fillEO(dst, c)
}

func violin(dst *ebiten.Image, s *shape, c color.Color) {
	b := newShape(s.ox, s.oy, s.s).rotated(s.rot)
	b.ellipse(0, -0.08, 0.17, 0.15)
	b.ellipse(0, 0.2, 0.22, 0.2)
	b.rrect(-0.12, -0.06, 0.24, 0.2, 0.02)
	b.rrect(-0.04, -0.46, 0.08, 0.4, 0.02) // neck
	b.circle(0, -0.48, 0.055)              // scroll
	b.rrect(-0.09, -0.42, 0.18, 0.04, 0.02)
	b.hole(func() { // f-holes
		slit(b, -0.1, 0.17, -0.1, 0.33, 0.04)
		slit(b, 0.1, 0.17, 0.1, 0.33, 0.04)
	})
	b.fill(dst, c)
}
