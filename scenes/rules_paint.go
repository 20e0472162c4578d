package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// paintPaper is the page: warm paper with a soft edge shadow.
func paintPaper(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	gfx.FillRoundRect(dst, 0, 4, w, h, 10, gfx.WithAlpha(gfx.Black, 0.4), true)
	gfx.FillRoundRect(dst, 0, 0, w, h, 10, paper, true)
}

// paintHeader is the bar that stays on top while the page scrolls.
func paintHeader(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	v, low := gfx.ShadeVertex, gfx.Mix(inkTop, inkBottom, 0.4)
	gfx.FillShaded(dst, []ebiten.Vertex{v(0, 0, inkTop), v(w, 0, inkTop), v(0, h, low), v(w, h, low)}, []uint16{0, 1, 2, 1, 3, 2})
	gfx.FillPolygon(dst, gfx.WithAlpha(brass, 0.6), false, 0, h-1.5, w, h-1.5, w, h, 0, h)
	gfx.FillPolygon(dst, gfx.WithAlpha(gfx.Black, 0.25), false, 0, h, w, h, w, h-1.5, 0, h-1.5)
}

// ink is the game's colour on the page: its headings, rule and bullets.
func (r *Rules) ink() gfxColor {
	if g := r.ctx.Scenes.Game(r.game); g != nil && g.Colors.Ink.A != 0 {
		return g.Colors.Ink
	}
	return paperInk
}

// paintRule is the ornament under the page title, in the game's colour.
func paintRule(dst *ebiten.Image, c gfxColor) {
	b := dst.Bounds()
	w := float32(b.Dx())
	gfx.FillPolygon(dst, c, true, 0, 2, w*0.35, 2, w*0.35, 4, 0, 4)
	gfx.FillPolygon(dst, gfx.WithAlpha(c, 0.35), true, w*0.35+6, 2.5, w, 2.5, w, 3.5, w*0.35+6, 3.5)
}

// paintBullet is a small lozenge in the game's colour.
func paintBullet(dst *ebiten.Image, c gfxColor) {
	b := dst.Bounds()
	h := float32(b.Dy())
	cx, cy, d := float32(b.Dx())*0.35, h/2, h*0.13
	gfx.FillPolygon(dst, c, true, cx, cy-d, cx+d, cy, cx, cy+d, cx-d, cy)
}
