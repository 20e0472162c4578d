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

// HMS Dolores' printed-card colours: sea-stained parchment, tarred rope,
// brass, storm navy.
var (
	dlParchment = gfx.Hex("#EEDFBC")
	dlStain     = gfx.Hex("#C9A870")
	dlRope      = gfx.Hex("#B08A55")
	dlRopeDark  = gfx.Hex("#6F5330")
	dlBrass     = gfx.Hex("#B8914A")
	dlNavy      = gfx.Hex("#1E2E44")
	dlInk       = gfx.Hex("#2B2A2E")
	dlWood      = gfx.Hex("#A9773F")
	dlWoodDark  = gfx.Hex("#654321")
)

// parchment paints a sea-stained parchment card: a few soft blots (placed
// by seed, so each card differs but never changes) and darkened edges.
func parchment(c card, seed uint32) {
	c.textured(dlParchment, func(t card) {
		h := t.hu()
		for i := uint32(0); i < 5; i++ {
			x := 10 + 80*unit01(hash(seed, 3*i))
			y := 10 + (h-20)*unit01(hash(seed, 3*i+1))
			r := 10 + 18*unit01(hash(seed, 3*i+2))
			t.shape().ellipse(x, y, r, r*0.8).fillAtop(t.dst, gfx.WithAlpha(dlStain, 0.09))
			t.shape().ellipse(x, y, r*0.55, r*0.45).fillAtop(t.dst, gfx.WithAlpha(dlStain, 0.07))
		}
		for k := float32(0); k < 4; k++ {
			t.shape().rrect(k*0.8, k*0.8, 100-1.6*k, h-1.6*k, 6-k*0.8).strokeAtop(t.dst, 1.2, gfx.WithAlpha(dlStain, 0.32-0.07*float64(k)))
		}
	})
}

// rope strokes a twisted rope along a rounded rectangle inset by in.
func rope(c card, in, width float32, light, dark color.RGBA) {
	h := c.hu()
	base := c.shape().rrect(in, in, 100-2*in, h-2*in, max(6-in, 2))
	base.stroke(c.dst, width, light)
	// the twist: short slanted strokes at even steps along the outline
	pts := roundRectPoints(in, in, 100-2*in, h-2*in, max(6-in, 2), 6)
	pts = append(pts, pts[0], pts[1]) // closed
	step := width * 0.9
	tw := c.shape()
	acc := float32(0)
	for i := 0; i+3 < len(pts); i += 2 {
		x0, y0, x1, y1 := pts[i], pts[i+1], pts[i+2], pts[i+3]
		seg := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
		for acc < seg {
			f := acc / seg
			x, y := x0+(x1-x0)*f, y0+(y1-y0)*f
			tx, ty := (x1-x0)/seg, (y1-y0)/seg
			nx, ny := -ty, tx
			a := width * 0.42
			tw.moveTo(x-nx*a-tx*a*0.7, y-ny*a-ty*a*0.7).lineTo(x+nx*a+tx*a*0.7, y+ny*a+ty*a*0.7)
			acc += step
		}
		acc -= seg
	}
	tw.stroke(c.dst, width*0.2, dark)
}

// GoodsFace is a goods card: value and symbol in the corner, the large
// symbol in a brass-ringed medallion, value again as a row of crates, and
// the name at the foot.
func GoodsFace(words *lang.Catalog, kind, value int) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		tint := GoodsTint(kind)
		parchment(c, uint32(kind*7+value+1))
		rope(c, 4.5, 2.6, dlRope, dlRopeDark)
		h := c.hu()
		ix, iy := c.px(17, 17)
		label(dst, gfx.Bold, 24*c.u, shade(tint, 0.2), ix, iy, 0, strconv.Itoa(value))
		GoodsSymbol(dst, kind, ix, iy+17*c.u, 13*c.u, shade(tint, 0.1))
		mx, my := c.px(50, h*0.43)
		gfx.FillCircle(dst, mx, my, 29*c.u, lighten(tint, 0.82), aa)
		gfx.StrokeCircle(dst, mx, my, 29*c.u, 2*c.u, dlBrass, aa)
		GoodsSymbol(dst, kind, mx, my, 42*c.u, tint)
		crates(c, value, h*0.76)
		nx, ny := c.px(50, h-14)
		tracked(dst, gfx.Regular, 8.5*c.u, shade(tint, 0.3), nx, ny, 70*c.u, 0.12, strings.ToUpper(GoodsName(words, kind)))
	})
}

// crates draws n wooden crates centred on row y.
func crates(c card, n int, y float32) {
	const side, gap = 17, 5
	x := 50 - (float32(n)*side+float32(n-1)*gap)/2
	for i := 0; i < n; i++ {
		s := c.shape()
		x0 := x + float32(i)*(side+gap)
		s.rrect(x0, y-side/2, side, side, 1.5)
		s.fill(c.dst, dlWood)
		l := c.shape()
		l.moveTo(x0+2, y-side/2+2).lineTo(x0+side-2, y+side/2-2)
		l.moveTo(x0+2, y+side/2-2).lineTo(x0+side-2, y-side/2+2)
		l.stroke(c.dst, 1.3, dlWoodDark)
		s.stroke(c.dst, 1.4, dlWoodDark)
		b2 := c.shape()
		b2.rrect(x0+2, y-side/2+2, side-4, side-4, 0.5).stroke(c.dst, 0.7, dlWoodDark)
	}
}

// BottleFace is a Message in a Bottle card: a corked bottle fills the card,
// the event's symbol floats inside, the name is on its label.
func BottleFace(words *lang.Catalog, card string) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		parchment(c, 97+uint32(len(card))*13+uint32(card[0]))
		rope(c, 4.5, 2.6, dlRope, dlRopeDark)
		h := c.hu()
		glass := gfx.Hex("#8FC1B0")
		edge := gfx.Hex("#2F6B60")
		b := bottle(c, h)
		b.fill(dst, glass)
		b.stroke(dst, 1.6, edge)
		cork := c.shape().rrect(41, 10, 18, 14, 2.5)
		cork.fill(dst, gfx.Hex("#B98550"))
		cork.stroke(dst, 1.1, gfx.Hex("#6B4520"))
		// glint on the glass
		g := c.shape()
		g.moveTo(26, h*0.36).lineTo(26, h*0.72)
		g.stroke(dst, 3, gfx.WithAlpha(gfx.White, 0.45))
		sx, sy := c.px(50, h*0.5)
		EventSymbol(dst, card, sx, sy, 42*c.u, dlNavy)
		// label
		ly := h * 0.74
		lbl := c.shape().rrect(20, ly, 60, 15, 1.5)
		lbl.fill(dst, gfx.Hex("#F7EEDA"))
		lbl.stroke(dst, 0.8, edge)
		lx, lcy := c.px(50, ly+7.5)
		name := BottleName(words, card)
		if name == "" {
			name = card
		}
		tracked(dst, gfx.Bold, 8*c.u, dlInk, lx, lcy, 54*c.u, 0.06, strings.ToUpper(name))
	})
}

// bottle returns the bottle outline: a round-shouldered body and a neck.
func bottle(c card, h float32) *shape {
	s := c.shape()
	top, body, bot := float32(22), h*0.34, h-13
	s.moveTo(43, top).lineTo(57, top).lineTo(57, body-10)
	s.quadTo(84, body-4, 84, body+12)
	s.lineTo(84, bot-8).quadTo(84, bot, 76, bot)
	s.lineTo(24, bot).quadTo(16, bot, 16, bot-8)
	s.lineTo(16, body+12).quadTo(16, body-4, 43, body-10)
	return s.close()
}

// DawnFace is the Dawn card: the sun rising from the sea ends the game.
func DawnFace(words *lang.Catalog) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		h := c.hu()
		horizon := h * 0.62
		sky := []color.RGBA{gfx.Hex("#2C3E5C"), gfx.Hex("#5B5477"), gfx.Hex("#B0687A"), gfx.Hex("#E79A6B"), gfx.Hex("#F4C478")}
		c.textured(sky[0], func(t card) {
			const bands = 28
			for i := 0; i < bands; i++ {
				f := float64(i) / (bands - 1) * float64(len(sky)-1)
				k := min(int(f), len(sky)-2)
				col := gfx.Mix(sky[k], sky[k+1], f-float64(k))
				y := horizon * float32(i) / bands
				t.shape().poly(0, y, 100, y, 100, horizon, 0, horizon).fillAtop(t.dst, col)
			}
			sx, sy := t.px(50, horizon)
			rays := newShape(sx, sy, t.u)
			for i := 0; i < 9; i++ {
				a := math.Pi + math.Pi*(float64(i)+0.5)/9
				a0, a1 := a-0.07, a+0.07
				rays.poly(0, 0, 70*float32(math.Cos(a0)), 70*float32(math.Sin(a0)), 70*float32(math.Cos(a1)), 70*float32(math.Sin(a1)))
			}
			rays.fillAtop(t.dst, gfx.WithAlpha(gfx.Hex("#FFE3A3"), 0.35))
			newShape(sx, sy, t.u).circle(0, 0, 22).fillAtop(t.dst, gfx.Hex("#FFD27A"))
			t.shape().poly(0, horizon, 100, horizon, 100, h, 0, h).fillAtop(t.dst, gfx.Hex("#22344D"))
			for k := 0; k < 5; k++ {
				y := horizon + 4 + float32(k)*4.5
				w := 30 - float32(k)*4
				t.shape().rrect(50-w/2, y, w, 1.6, 0.8).fillAtop(t.dst, gfx.WithAlpha(gfx.Hex("#FFD27A"), 0.7-0.1*float64(k)))
			}
		})
		rope(c, 4.5, 2.6, dlBrass, shade(dlBrass, 0.45))
		tx, ty := c.px(50, h*0.2)
		tracked(dst, gfx.Bold, 15*c.u, gfx.Hex("#FFF3DA"), tx, ty, 70*c.u, 0.2, strings.ToUpper(words.T("cards.dawn")))
		bx, by := c.px(50, h*0.86)
		tracked(dst, gfx.Regular, 6.5*c.u, gfx.Hex("#E8DCC4"), bx, by, 70*c.u, 0.1, strings.ToUpper(words.T("cards.dawn.note")))
	})
}

// DoloresBack is HMS Dolores' back: a brass compass rose on storm navy,
// roped round.
func DoloresBack() Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		h := c.hu()
		c.textured(dlNavy, func(t card) {
			w := t.shape()
			for y := float32(8); y < h; y += 9 {
				off := float32(int(y/9)%2) * 6
				w.moveTo(-6+off, y)
				for x := -6 + off; x < 106; x += 12 {
					w.quadTo(x+3, y-2.2, x+6, y).quadTo(x+9, y+2.2, x+12, y)
				}
			}
			w.strokeAtop(t.dst, 0.7, gfx.WithAlpha(gfx.Hex("#4A6485"), 0.55))
		})
		rope(c, 5, 3, dlRope, dlRopeDark)
		cx, cy := c.px(50, h*0.46)
		compass(dst, cx, cy, 36*c.u)
		if h > 120 {
			tx, ty := c.px(50, h-16)
			tracked(dst, gfx.Bold, 7*c.u, gfx.Hex("#E9D6A8"), tx, ty, 70*c.u, 0.22, "HMS DOLORES") //catalog:exempt the game's name, printed on the card back in every language
		}
	})
}

// compass draws a compass rose of radius r.
func compass(dst *ebiten.Image, cx, cy, r float32) {
	gfx.StrokeCircle(dst, cx, cy, r*0.78, r*0.045, dlBrass, aa)
	gfx.StrokeCircle(dst, cx, cy, r*0.68, r*0.02, gfx.WithAlpha(dlBrass, 0.7), aa)
	light, dark := gfx.Hex("#E3C27A"), gfx.Hex("#9C7636")
	for i := 0; i < 8; i++ {
		long := i%2 == 0
		l := float32(1.0)
		if !long {
			l = 0.62
		}
		s := newShape(cx, cy, r).rotated(float32(i) * math.Pi / 4)
		s.poly(0, 0, 0, -l, 0.13*l, -0.13*l)
		s.fill(dst, light)
		d := newShape(cx, cy, r).rotated(float32(i) * math.Pi / 4)
		d.poly(0, 0, 0, -l, -0.13*l, -0.13*l)
		d.fill(dst, dark)
	}
	gfx.FillCircle(dst, cx, cy, r*0.08, light, aa)
}
