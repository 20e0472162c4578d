package dolcevita

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is the scene graph's cached painter (see sprites.Picture).
type picture = sprites.Picture

func newPicture(draw func(dst *ebiten.Image, w, h float64)) *picture {
	return sprites.NewPicture(1, 1, draw)
}

// twoLooks paints one of two pictures, chosen each frame by lit: a drop
// zone lit while a card hovers, a seat panel lit while its player acts.
type twoLooks struct {
	rest, lit *picture
	isLit     func() bool
}

func (t *twoLooks) Size() (float64, float64) { return t.rest.Size() }

func (t *twoLooks) Resize(w, h float64) { t.rest.Resize(w, h); t.lit.Resize(w, h) }

func (t *twoLooks) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if t.isLit() {
		t.lit.Paint(dst, world, alpha)
		return
	}
	t.rest.Paint(dst, world, alpha)
}
