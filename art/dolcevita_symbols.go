package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/lang"
	"salotto/rules/dolcevita"
)

// Luxury kinds: the rules' numbering (dolcevita.Luxury) as plain ints.
const (
	House       = int(dolcevita.House)
	Car         = int(dolcevita.Car)
	Boat        = int(dolcevita.Boat)
	Horse       = int(dolcevita.Horse)
	Jewellery   = int(dolcevita.Jewellery)
	Clock       = int(dolcevita.Clock)
	Vacation    = int(dolcevita.Vacation)
	luxuryKinds = dolcevita.NumLuxuries
)

// luxuryIDs name the luxury kinds in the string catalog (cards.luxury.ID).
var luxuryIDs = [luxuryKinds]string{"house", "car", "boat", "horse", "jewellery", "clock", "vacation"}

// Riviera tints: terracotta, cerulean, harbour blue, chestnut, orchid,
// slate and sun ochre. Each reads on cream and none repeats a hue family
// without also differing in lightness.
var luxuryTints = [luxuryKinds]color.RGBA{
	gfx.Hex("#C9552F"), // house: terracotta
	gfx.Hex("#2E8FC9"), // car: cerulean
	gfx.Hex("#1E4F8C"), // boat: harbour blue
	gfx.Hex("#7E4E2A"), // horse: chestnut
	gfx.Hex("#A4528A"), // jewellery: orchid
	gfx.Hex("#4A5260"), // clock: slate
	gfx.Hex("#D39A12"), // vacation: sun ochre
}

// moneyGreen is the banknote green of the money cards.
var moneyGreen = gfx.Hex("#3E8A5E")

// LuxuryName returns kind's name ("House", "Casa"...) in words' language.
func LuxuryName(words *lang.Catalog, kind int) string {
	return words.T("cards.luxury." + luxuryIDs[wrap(kind, luxuryKinds)])
}

// LuxuryTint returns kind's colour.
func LuxuryTint(kind int) color.RGBA { return luxuryTints[wrap(kind, luxuryKinds)] }

// MoneyTint is the money cards' banknote green, for anything that stands
// for money beside the luxuries' tints.
func MoneyTint() color.RGBA { return moneyGreen }

// LuxurySymbol draws kind's pictogram in c, centred on (cx, cy) in a square
// of side size. Outlines differ: pentagon house, car with wheels, hull and
// sail, horse head, ring with a stone, alarm clock, beach umbrella.
func LuxurySymbol(dst *ebiten.Image, kind int, cx, cy, size float32, c color.Color) {
	sh := func() *shape { return newShape(cx, cy, size) }
	switch wrap(kind, luxuryKinds) {
	case House:
		sh().poly(0.17, -0.36, 0.3, -0.36, 0.3, -0.06, 0.17, -0.06).fill(dst, c) // chimney
		s := sh().poly(-0.42, 0.44, 0.42, 0.44, 0.42, -0.04, 0, -0.44, -0.42, -0.04)
		s.poly(-0.1, 0.44, 0.1, 0.44, 0.1, 0.12, -0.1, 0.12) // door
		s.circle(0, -0.12, 0.075)                            // round gable window
		s.fillEO(dst, c)
	case Car:
		carSymbol(dst, sh(), c)
	case Boat:
		s := sh()
		s.poly(-0.47, 0.14, 0.47, 0.14, 0.33, 0.36, -0.3, 0.36) // hull
		s.poly(0.04, -0.44, 0.04, 0.07, 0.38, 0.07)             // main sail
		s.poly(-0.04, -0.32, -0.04, 0.07, -0.3, 0.07)           // jib
		s.poly(-0.025, -0.46, 0.025, -0.46, 0.025, 0.14, -0.025, 0.14)
		s.fill(dst, c)
	case Horse:
		horseSymbol(dst, sh(), c)
	case Jewellery:
		s := sh()
		s.circle(0, 0.14, 0.32).circle(0, 0.14, 0.225) // band
		s.fillEO(dst, c)
		g := sh()
		g.poly(-0.13, -0.46, 0.13, -0.46, 0.25, -0.33, 0, -0.1, -0.25, -0.33) // stone
		g.poly(-0.08, -0.2, 0.08, -0.2, 0.05, -0.14, -0.05, -0.14)
		g.fill(dst, c)
	case Clock:
		clockSymbol(dst, sh(), c)
	case Vacation:
		umbrellaSymbol(dst, sh(), c)
	}
}

func carSymbol(dst *ebiten.Image, s *shape, c color.Color) {
	const wy, ar = 0.2, 0.165
	s.moveTo(-0.47, wy).lineTo(-0.43, wy)
	s.arc(-0.26, wy, ar, math.Pi, 2*math.Pi, false)
	s.lineTo(0.09, wy)
	s.arc(0.26, wy, ar, math.Pi, 2*math.Pi, false)
	s.lineTo(0.47, wy)
	s.quadTo(0.5, 0.0, 0.42, -0.06)
	s.lineTo(0.2, -0.1)
	s.lineTo(0.08, -0.3)
	s.lineTo(-0.18, -0.3)
	s.quadTo(-0.28, -0.29, -0.32, -0.1)
	s.lineTo(-0.42, -0.08)
	s.quadTo(-0.5, -0.04, -0.47, wy)
	s.close()
	s.poly(0.05, -0.25, 0.13, -0.12, -0.05, -0.12, -0.05, -0.25) // windscreen
	s.poly(-0.1, -0.25, -0.1, -0.12, -0.26, -0.12, -0.2, -0.25)  // side window
	s.circle(-0.26, wy, 0.125).circle(-0.26, wy, 0.045)
	s.circle(0.26, wy, 0.125).circle(0.26, wy, 0.045)
	s.fillEO(dst, c)
}

func horseSymbol(dst *ebiten.Image, s *shape, c color.Color) {
	s.moveTo(-0.02, -0.48)           // ear tip
	s.lineTo(0.1, -0.3)              // ear back
	s.quadTo(0.34, -0.24, 0.4, 0.06) // crest of the neck
	s.lineTo(0.42, 0.46)
	s.lineTo(-0.04, 0.46)
	s.quadTo(-0.02, 0.22, -0.12, 0.12) // throat
	s.quadTo(-0.22, 0.2, -0.36, 0.2)   // jaw to chin
	s.quadTo(-0.48, 0.18, -0.46, 0.06) // muzzle
	s.quadTo(-0.44, -0.02, -0.3, -0.12)
	s.lineTo(-0.12, -0.3) // face
	s.lineTo(-0.1, -0.42) // front ear
	s.close()
	s.circle(-0.12, -0.14, 0.04) // eye
	s.fillEO(dst, c)
	// The mane: a saw edge along the neck makes the outline unmistakable.
	m := newShape(s.ox, s.oy, s.s)
	m.poly(0.08, -0.33, 0.22, -0.34, 0.22, -0.26, 0.36, -0.24, 0.34, -0.14, 0.47, -0.1, 0.43, 0.0, 0.52, 0.08, 0.44, 0.16, 0.5, 0.26, 0.42, 0.3, 0.32, -0.1)
	m.fill(dst, c)
}

func clockSymbol(dst *ebiten.Image, s *shape, c color.Color) {
	b := newShape(s.ox, s.oy, s.s) // bells and legs
	b.arc(-0.23, -0.27, 0.16, math.Pi*0.75, math.Pi*1.75, true).close()
	b.arc(0.23, -0.27, 0.16, math.Pi*1.25, math.Pi*2.25, true).close()
	b.fill(dst, c)
	l := newShape(s.ox, s.oy, s.s)
	l.moveTo(-0.22, 0.32).lineTo(-0.32, 0.46)
	l.moveTo(0.22, 0.32).lineTo(0.32, 0.46)
	l.moveTo(0, -0.34).lineTo(0, -0.44)
	l.stroke(dst, 0.08, c)
	s.circle(0, 0.04, 0.37).circle(0, 0.04, 0.27)
	s.fillEO(dst, c)
	h := newShape(s.ox, s.oy, s.s)
	h.moveTo(0, -0.13).lineTo(0, 0.04).lineTo(0.13, 0.1)
	h.stroke(dst, 0.075, c)
}

func umbrellaSymbol(dst *ebiten.Image, s *shape, c color.Color) {
	sun := newShape(s.ox, s.oy, s.s)
	sun.circle(-0.36, -0.36, 0.095)
	sun.ellipse(0.02, 0.42, 0.44, 0.065) // sand
	sun.fill(dst, c)
	const R, cy = 0.4, -0.02
	u := s.rotated(0.3)
	u.arc(0, cy, R, math.Pi, 2*math.Pi, true)
	const k = R / 3 // three scallops bite the hem
	for i := 0; i < 3; i++ {
		u.arc(R-k-2*k*float32(i), cy, k, 0, -math.Pi, false)
	}
	u.close()
	u.fill(dst, c)
	p := s.rotated(0.3)
	p.moveTo(0, cy-R-0.05).lineTo(0, 0.42)
	p.stroke(dst, 0.055, c)
}

// MoneySymbol draws the banknote pictogram used for money (in c).
func MoneySymbol(dst *ebiten.Image, cx, cy, size float32, c color.Color) {
	s := newShape(cx, cy, size)
	s.rrect(-0.47, -0.28, 0.94, 0.56, 0.07)
	s.rrect(-0.39, -0.2, 0.78, 0.4, 0.04)
	s.circle(0, 0, 0.13)
	s.fillEO(dst, c)
	s2 := newShape(cx, cy, size)
	s2.circle(0, 0, 0.07)
	s2.fill(dst, c)
}
