package dolores

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
)

// goodsMarks paints the faint goods symbol at the foot of each column of
// a seat's panel once, into an image of its own, which every panel and
// both of its looks then copy. Each symbol is a few paths drawn through
// Ebitengine's anti-aliasing, an offscreen texture each: measured on
// llvmpipe, the five of a panel cost 13 to 36 ms to paint, most of a
// panel's look, and a table paints eight looks or more (docs/frames.md).
// A copy costs next to nothing. A mark is painted at the fraction of a
// pixel its panel places it at, so the copy, set on whole pixels, is the
// symbol the panel would have painted.
type goodsMarks struct {
	imgs map[goodsMark]*ebiten.Image
}

// goodsMark is one painted mark: the kind, its size, and the fraction of
// a pixel its centre falls at.
type goodsMark struct {
	kind         int
	size, fx, fy float32
}

// draw paints kind's mark of size centred at (cx, cy) in dst.
func (g *goodsMarks) draw(dst *ebiten.Image, kind int, cx, cy, size float32) {
	x0, y0 := math.Floor(float64(cx)), math.Floor(float64(cy))
	k := goodsMark{kind, size, cx - float32(x0), cy - float32(y0)}
	half := math.Ceil(float64(size)*0.75) + 2 // room beyond the symbol, for its anti-aliased edge
	img := g.imgs[k]
	if img == nil {
		if g.imgs == nil {
			g.imgs = map[goodsMark]*ebiten.Image{}
		}
		side := int(2 * half)
		img = ebiten.NewImage(side, side)
		art.GoodsSymbol(img, kind, float32(half)+k.fx, float32(half)+k.fy, size, gfx.WithAlpha(art.GoodsTint(kind), 0.22))
		g.imgs[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x0-half, y0-half)
	dst.DrawImage(img, &op)
}

// forget drops the marks painted (a layout changes their sizes); the
// collector frees them once no panel's painting reads them.
func (g *goodsMarks) forget() { g.imgs = nil }
