package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is the scene graph's cached painter; paint paints it at its size.
type picture = sprites.Picture

func newPicture(paint func(dst *ebiten.Image)) *picture {
	return sprites.NewPicture(1, 1, func(dst *ebiten.Image, _, _ float64) { paint(dst) })
}
