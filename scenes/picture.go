package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// picture is the scene graph's cached painter; draw paints it at its size.
type picture = sprites.Picture

func newPicture(w, h float64, draw func(dst *ebiten.Image)) *picture {
	return sprites.NewPicture(w, h, func(dst *ebiten.Image, _, _ float64) { draw(dst) })
}

// drawCached copies img with world; an unscaled, unrotated image is placed
// on whole pixels so cached text stays sharp.
func drawCached(dst, img *ebiten.Image, world ebiten.GeoM, alpha float32, op *ebiten.DrawImageOptions) {
	op.GeoM = world
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	if world.Element(0, 0) == 1 && world.Element(1, 1) == 1 && world.Element(0, 1) == 0 && world.Element(1, 0) == 0 {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(world.Element(0, 2)), math.Round(world.Element(1, 2)))
		op.Filter = ebiten.FilterNearest
	}
	dst.DrawImage(img, op)
}
