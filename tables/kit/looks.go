package kit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// NewPicture is a cached painter whose size its node's layout sets.
func NewPicture(draw func(dst *ebiten.Image, w, h float64)) *sprites.Picture {
	return sprites.NewPicture(1, 1, draw)
}

// TwoLooks paints one of two pictures, chosen each frame by IsLit: a
// drop zone lit while a card hovers, a seat panel lit while its player
// acts.
type TwoLooks struct {
	Rest, Lit *sprites.Picture
	IsLit     func() bool
}

// NewTwoLooks paints both looks with paint(dst, w, h, lit).
func NewTwoLooks(paint func(dst *ebiten.Image, w, h float64, lit bool), isLit func() bool) *TwoLooks {
	return &TwoLooks{
		Rest:  NewPicture(func(dst *ebiten.Image, w, h float64) { paint(dst, w, h, false) }),
		Lit:   NewPicture(func(dst *ebiten.Image, w, h float64) { paint(dst, w, h, true) }),
		IsLit: isLit,
	}
}

// Size implements sprites.Painter.
func (t *TwoLooks) Size() (float64, float64) { return t.Rest.Size() }

// Resize sizes both looks.
func (t *TwoLooks) Resize(w, h float64) { t.Rest.Resize(w, h); t.Lit.Resize(w, h) }

// Stale reports whether the look shown now is to be painted.
func (t *TwoLooks) Stale() bool {
	if t.IsLit() {
		return t.Lit.Stale()
	}
	return t.Rest.Stale()
}

// Prepare paints the look shown now into its cache.
func (t *TwoLooks) Prepare() {
	if t.IsLit() {
		t.Lit.Prepare()
	} else {
		t.Rest.Prepare()
	}
}

// Paint implements sprites.Painter.
func (t *TwoLooks) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if t.IsLit() {
		t.Lit.Paint(dst, world, alpha)
		return
	}
	t.Rest.Paint(dst, world, alpha)
}
