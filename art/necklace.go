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

// The Duchess's Necklace colours: ivory stock, gold leaf, burgundy velvet.
var (
	nkIvory     = gfx.Hex("#FBF5E6")
	nkGold      = gfx.Hex("#C49A3C")
	nkGoldLight = gfx.Hex("#E8C874")
	nkBurgundy  = gfx.Hex("#6B1E2E")
	nkInk       = gfx.Hex("#4A3A32")
)

// NecklaceFace is a necklace card: ivory face in a gold filigree border,
// its four gems set in gold, and the Duchess's wish in a band at the foot:
// wishCount stones of wishGem, worth florins (large gold numerals). id is
// printed small at the top.
func NecklaceFace(id string, gems [4]Gem, wishCount int, wishGem Gem, florins int) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		h := c.hu()
		c.body(nkIvory)
		filigree(c, nkGold)
		tx, ty := c.px(50, 10.5)
		tracked(dst, gfx.Regular, 5*c.u, gfx.WithAlpha(nkInk, 0.8), tx, ty, 30*c.u, 0.15, id)
		// the four stones, each in a gold bezel
		for i, g := range gems {
			x := float32(31 + 38*(i%2))
			y := float32(33 + 36*(i/2))
			bx, by := c.px(x, y)
			gfx.FillCircle(dst, bx, by, 16.5*c.u, gfx.Hex("#F3E7C9"), aa)
			gfx.StrokeCircle(dst, bx, by, 16.5*c.u, 1.3*c.u, nkGold, aa)
			GemIcon(dst, g, bx, by, 25*c.u)
		}
		wishBand(c, h, wishCount, wishGem, florins)
	})
}

// wishBand is the burgundy band at the foot: the stones wished for, a gold
// rule, then the florins.
func wishBand(c card, h float32, count int, g Gem, florins int) {
	top, bot := float32(91), h-9.5
	band := c.shape().rrect(9.5, top, 81, bot-top, 3)
	band.fill(c.dst, nkBurgundy)
	band.stroke(c.dst, 1.2, nkGold)
	mid := (top + bot) / 2
	// the stones wished for, in a row (two rows if they do not fit)
	count = max(0, min(count, 6))
	area := float32(46)
	size := min(15, area/float32(max(count, 1)))
	x0 := 12.5 + (area-size*float32(count))/2
	for i := 0; i < count; i++ {
		gx, gy := c.px(x0+size*(float32(i)+0.5), mid)
		GemIcon(c.dst, g, gx, gy, size*c.u*0.96)
	}
	r := c.shape()
	r.moveTo(61, top+5).lineTo(61, bot-5)
	r.stroke(c.dst, 0.7, gfx.WithAlpha(nkGoldLight, 0.8))
	fx, fy := c.px(75.5, mid)
	label(c.dst, gfx.Bold, 25*c.u, nkGoldLight, fx, fy, 25*c.u, strconv.Itoa(florins))
}

// filigree draws a double gold border with scrolled corners and a small
// lozenge at the middle of each long side.
func filigree(c card, gold color.RGBA) {
	h := c.hu()
	c.frame(4, 1.3, gold)
	c.frame(6.5, 0.5, gold)
	corners := []struct {
		x, y float32
		rot  float32
	}{{6.5, 6.5, 0}, {93.5, 6.5, math.Pi / 2}, {93.5, h - 6.5, math.Pi}, {6.5, h - 6.5, -math.Pi / 2}}
	for _, k := range corners {
		X, Y := c.px(k.x, k.y)
		s := newShape(X, Y, c.u).rotated(k.rot)
		// a scroll: a curl along each edge meeting in a bud
		s.moveTo(12, 0.5).quadTo(5, 1.5, 4, 4).quadTo(3.5, 6, 5.5, 6).quadTo(7, 5.5, 6.5, 4.2)
		s.moveTo(0.5, 12).quadTo(1.5, 5, 4, 4)
		s.moveTo(0.5, 12).quadTo(1.5, 5, 4, 4).quadTo(6, 3.5, 6, 5.5).quadTo(5.5, 7, 4.2, 6.5)
		s.stroke(c.dst, 0.7, gold)
		d := newShape(X, Y, c.u).rotated(k.rot)
		d.circle(9, 9, 1.1)
		d.fill(c.dst, gold)
	}
	for _, y := range []float32{4, h - 4} {
		X, Y := c.px(50, y)
		newShape(X, Y, c.u).poly(-4, 0, 0, -2, 4, 0, 0, 2).fill(c.dst, gold)
	}
	for _, x := range []float32{4, 96} {
		X, Y := c.px(x, h/2)
		newShape(X, Y, c.u).poly(0, -4, 2, 0, 0, 4, -2, 0).fill(c.dst, gold)
	}
}

// NecklaceBack is the shared back: burgundy velvet with a soft sheen, a
// gold filigree border, a necklace with a ruby pendant and the game's name
// in words' language, on two lines.
func NecklaceBack(words *lang.Catalog) Face {
	return face(func(dst *ebiten.Image) {
		c := newCard(dst)
		h := c.hu()
		c.textured(nkBurgundy, func(t card) {
			for i := 0; i < 14; i++ {
				r := 64 - float32(i)*4.2
				t.shape().ellipse(38, h*0.38, r, r*1.2).fillAtop(t.dst, gfx.WithAlpha(gfx.Hex("#9A3347"), 0.045))
			}
		})
		filigree(c, nkGold)
		// the necklace: beads along a U, a pendant at its foot
		cx, cy := c.px(50, h*0.36)
		const beads = 15
		for i := 0; i < beads; i++ {
			a := math.Pi*0.08 + math.Pi*0.84*float64(i)/(beads-1)
			bx := cx + 30*c.u*float32(math.Cos(a))
			by := cy + 34*c.u*float32(math.Sin(a))
			gfx.FillCircle(dst, bx, by, 2.3*c.u, nkGoldLight, aa)
			gfx.StrokeCircle(dst, bx, by, 2.3*c.u, 0.5*c.u, shade(nkGold, 0.3), aa)
		}
		px, py := c.px(50, h*0.36+34+9)
		GemIcon(dst, Ruby, px, py, 17*c.u)
		gfx.FillCircle(dst, px, py-9.5*c.u, 1.8*c.u, nkGoldLight, aa)
		if h > 120 {
			tx, ty := c.px(50, h-19)
			tracked(dst, gfx.Bold, 6*c.u, nkGoldLight, tx, ty, 74*c.u, 0.2, strings.ToUpper(words.T("cards.necklace.back_top")))
			tracked(dst, gfx.Bold, 6*c.u, nkGoldLight, tx, ty+8*c.u, 74*c.u, 0.2, strings.ToUpper(words.T("cards.necklace.back_bottom")))
		}
	})
}
