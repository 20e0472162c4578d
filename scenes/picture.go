package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is the scene graph's cached painter; draw paints it at its size.
type picture = sprites.Picture

func newPicture(w, h float64, draw func(dst *ebiten.Image)) *picture {
	return sprites.NewPicture(w, h, func(dst *ebiten.Image, _, _ float64) { draw(dst) })
}
