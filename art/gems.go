package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/rules/necklace"
)

// Gem is a stone of The Duchess's Necklace: the rules' own type, so a
// card's stones need no conversion and the two can never disagree.
type Gem = necklace.Gem

// The eight gems of the base deck, then the two expansion kinds.
const (
	Amber    = necklace.Amber
	Amethyst = necklace.Amethyst
	Pearl    = necklace.Pearl
	Ruby     = necklace.Ruby
	Emerald  = necklace.Emerald
	Diamond  = necklace.Diamond
	Jet      = necklace.Jet
	Sapphire = necklace.Sapphire
	Rainbow  = necklace.Rainbow // wild stone (rainbow expansion)
	Gold     = necklace.Gold    // court gold coin (gold expansion)
	gemKinds = necklace.NumGems
)

var gemColors = [gemKinds]color.RGBA{
	gfx.Hex("#E39B2D"), // amber
	gfx.Hex("#8E5CC2"), // amethyst
	gfx.Hex("#EEE8DC"), // pearl
	gfx.Hex("#C8283C"), // ruby
	gfx.Hex("#1E9B6B"), // emerald
	gfx.Hex("#EEF4FA"), // diamond
	gfx.Hex("#23232B"), // jet
	gfx.Hex("#2453B8"), // sapphire
	gfx.Hex("#B07CC6"), // rainbow (mean tone, for text and tints)
	gfx.Hex("#D4A52C"), // gold
}

// GemColor returns the gem's main colour.
func GemColor(g Gem) color.RGBA { return gemColors[wrapGem(g)] }

func wrapGem(g Gem) Gem { return Gem(wrap(int(g), int(gemKinds))) }

// GemIcon draws gem g centred on (cx, cy) in a square of side size, each in
// its own cut (docs/art.md): amber a rounded drop, amethyst a hexagon, pearl a
// lustrous sphere, ruby a cushion, emerald an octagonal step cut, diamond a
// sparkling brilliant, jet a black oval, sapphire a triangle, rainbow a
// many-coloured round brilliant, gold a coin.
func GemIcon(dst *ebiten.Image, g Gem, cx, cy, size float32) {
	g = wrapGem(g)
	col := gemColors[g]
	dark := shade(col, 0.5)
	sh := func() *shape { return newShape(cx, cy, size) }
	const ow = 0.045
	switch g {
	case Amber:
		drop := sh().moveTo(0, -0.47).arc(0, 0.13, 0.33, -0.585, math.Pi+0.585, false).close()
		drop.fill(dst, col)
		s := sh()
		s.moveTo(0, -0.22).arc(0, 0.18, 0.2, -0.7, math.Pi+0.7, false).close()
		s.fill(dst, lighten(col, 0.25))
		sh().ellipse(-0.12, 0.02, 0.06, 0.11).fill(dst, gfx.WithAlpha(gfx.White, 0.7))
		drop.stroke(dst, ow, dark)
	case Amethyst:
		outline := sh().regular(0, 0, 0.46, 6, -math.Pi/2)
		outline.fill(dst, col)
		sh().regular(0, 0, 0.25, 6, -math.Pi/2).fill(dst, lighten(col, 0.3))
		spokes(dst, sh(), 0.25, 0.46, 6, -math.Pi/2, gfx.WithAlpha(dark, 0.6))
		sh().poly(-0.12, -0.2, 0.02, -0.24, -0.16, -0.08).fill(dst, gfx.WithAlpha(gfx.White, 0.55))
		outline.stroke(dst, ow, dark)
	case Pearl:
		outline := sh().circle(0, 0, 0.4)
		outline.fill(dst, col)
		sh().circle(0.06, 0.07, 0.32).fill(dst, gfx.Hex("#E2DACB"))
		sh().circle(-0.03, -0.03, 0.27).fill(dst, gfx.Hex("#F8F4EC"))
		sh().circle(-0.13, -0.14, 0.09).fill(dst, gfx.White)
		sh().ellipse(0.12, 0.2, 0.1, 0.04).fill(dst, gfx.WithAlpha(gfx.Hex("#F6D8E0"), 0.8))
		outline.stroke(dst, ow, gfx.Hex("#8D8577"))
	case Ruby:
		cushion := func(r float32) *shape {
			s := sh()
			s.moveTo(-r, -r*0.7).quadTo(-r, -r, -r*0.7, -r).quadTo(0, -r*1.08, r*0.7, -r).quadTo(r, -r, r, -r*0.7)
			s.quadTo(r*1.08, 0, r, r*0.7).quadTo(r, r, r*0.7, r).quadTo(0, r*1.08, -r*0.7, r).quadTo(-r, r, -r, r*0.7)
			s.quadTo(-r*1.08, 0, -r, -r*0.7)
			return s.close()
		}
		outline := cushion(0.4)
		outline.fill(dst, col)
		cushion(0.2).fill(dst, lighten(col, 0.28))
		l := sh()
		for _, d := range [][2]float32{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			l.moveTo(0.19*d[0], 0.19*d[1]).lineTo(0.36*d[0], 0.36*d[1])
		}
		l.stroke(dst, 0.025, gfx.WithAlpha(dark, 0.7))
		sh().poly(-0.28, -0.16, -0.16, -0.3, -0.1, -0.24, -0.22, -0.1).fill(dst, gfx.WithAlpha(gfx.White, 0.5))
		outline.stroke(dst, ow, dark)
	case Emerald:
		oct := func(w, h, c float32) *shape {
			return sh().poly(-w+c, -h, w-c, -h, w, -h+c, w, h-c, w-c, h, -w+c, h, -w, h-c, -w, -h+c)
		}
		outline, step := oct(0.33, 0.45, 0.13), oct(0.24, 0.35, 0.09)
		outline.fill(dst, col)
		step.fill(dst, lighten(col, 0.15))
		oct(0.14, 0.24, 0.05).fill(dst, lighten(col, 0.32))
		step.stroke(dst, 0.02, gfx.WithAlpha(dark, 0.6))
		sh().poly(-0.2, -0.3, -0.12, -0.3, -0.2, -0.12).fill(dst, gfx.WithAlpha(gfx.White, 0.5))
		outline.stroke(dst, ow, dark)
	case Diamond:
		outline := sh().poly(-0.45, -0.1, -0.27, -0.33, 0.27, -0.33, 0.45, -0.1, 0, 0.42)
		outline.fill(dst, col)
		sh().poly(-0.45, -0.1, 0.45, -0.1, 0, 0.42).fill(dst, gfx.Hex("#D5E3F0"))
		sh().poly(-0.14, -0.1, 0.14, -0.1, 0, 0.42).fill(dst, gfx.Hex("#F7FBFF"))
		f := sh()
		f.moveTo(-0.27, -0.33).lineTo(-0.14, -0.1).lineTo(0, -0.33).lineTo(0.14, -0.1).lineTo(0.27, -0.33)
		f.moveTo(-0.45, -0.1).lineTo(0.45, -0.1)
		f.stroke(dst, 0.025, gfx.Hex("#8AA3BA"))
		outline.stroke(dst, ow, gfx.Hex("#5E7891"))
		sparkle(dst, sh().sub(0.33, -0.34, 1), 0.16, gfx.White, gfx.Hex("#8AA3BA"))
	case Jet:
		outline := sh().ellipse(0, 0, 0.3, 0.42)
		outline.fill(dst, col)
		sh().ellipse(0, 0.04, 0.2, 0.3).fill(dst, gfx.Hex("#34343E"))
		sh().ellipse(-0.1, -0.18, 0.06, 0.12).fill(dst, gfx.WithAlpha(gfx.White, 0.55))
		outline.stroke(dst, ow, gfx.Hex("#77778A"))
	case Sapphire:
		outline := sh().regular(0, 0.07, 0.5, 3, -math.Pi/2)
		outline.fill(dst, col)
		sh().regular(0, 0.07, 0.24, 3, -math.Pi/2).fill(dst, lighten(col, 0.3))
		spokes(dst, sh().sub(0, 0.07, 1), 0.24, 0.5, 3, -math.Pi/2, gfx.WithAlpha(dark, 0.7))
		sh().poly(-0.06, -0.26, 0.0, -0.3, -0.16, 0.0, -0.2, -0.02).fill(dst, gfx.WithAlpha(gfx.White, 0.5))
		outline.stroke(dst, ow, dark)
	case Rainbow:
		hues := []string{"#D8324A", "#EE8A2A", "#F2CF3A", "#3BAA5C", "#2A9BB8", "#2F5DC0", "#7D4CB8", "#C8508E"}
		for i, h := range hues {
			a0 := -math.Pi/2 + 2*math.Pi*float64(i)/8 - math.Pi/8
			a1 := a0 + math.Pi/4
			sh().poly(0, 0, 0.45*float32(math.Cos(a0)), 0.45*float32(math.Sin(a0)), 0.45*float32(math.Cos(a1)), 0.45*float32(math.Sin(a1))).fill(dst, gfx.Hex(h))
		}
		sh().regular(0, 0, 0.2, 8, -math.Pi/2-math.Pi/8).fill(dst, gfx.WithAlpha(gfx.White, 0.55))
		spokes(dst, sh(), 0.2, 0.45, 8, -math.Pi/2-math.Pi/8, gfx.WithAlpha(gfx.White, 0.5))
		sh().regular(0, 0, 0.45, 8, -math.Pi/2-math.Pi/8).stroke(dst, ow, gfx.Hex("#3A3340"))
		sparkle(dst, sh().sub(0.32, -0.32, 1), 0.14, gfx.White, gfx.Hex("#3A3340"))
	case Gold:
		outline, face := sh().circle(0, 0, 0.42), sh().circle(0, 0, 0.33)
		outline.fill(dst, col)
		face.fill(dst, lighten(col, 0.2))
		face.stroke(dst, 0.03, dark)
		cr := sh()
		cr.poly(-0.17, 0.1, 0.17, 0.1, 0.2, -0.12, 0.09, -0.02, 0, -0.16, -0.09, -0.02, -0.2, -0.12) // crown stamp
		cr.fill(dst, shade(col, 0.3))
		sh().ellipse(-0.18, -0.22, 0.08, 0.04).fill(dst, gfx.WithAlpha(gfx.White, 0.6))
		outline.stroke(dst, ow, dark)
	}
}

// spokes strokes lines from an inner to an outer regular n-gon's vertices:
// the facet edges of a cut stone.
func spokes(dst *ebiten.Image, s *shape, rin, rout float32, n int, a0 float64, c color.Color) {
	for i := 0; i < n; i++ {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		ca, sa := float32(math.Cos(a)), float32(math.Sin(a))
		s.moveTo(rin*ca, rin*sa).lineTo(rout*ca, rout*sa)
	}
	s.stroke(dst, 0.022, c)
}

// sparkle draws a four-pointed glint of radius r with a thin outline.
func sparkle(dst *ebiten.Image, s *shape, r float32, fill, edge color.Color) {
	k := r * 0.22
	pts := []float32{0, -r, k, -k, r, 0, k, k, 0, r, -k, k, -r, 0, -k, -k}
	s.poly(pts...).stroke(dst, 0.03, edge)
	s.fill(dst, fill)
}
