package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/sprites"
)

// Felt is game's table felt (art.Felt) for a node filling st's screen,
// painted into st's art cache: the stages of one context share that cache,
// so the setup screen, the table and its results paint the felt once
// between them (a screen-sized painting, a long frame on a software GPU).
func Felt(st *sprites.Stage, game string) *sprites.SharedPicture {
	return sprites.NewSharedPicture(st.Art(), "felt:"+game, 1, 1, func(dst *ebiten.Image, _, _ float64) { art.Felt(dst, game) })
}
