package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// Felt is g's table felt for a node filling st's screen, painted into st's
// art cache: the stages of one context share that cache, so the setup
// screen, the table and its results paint the felt once between them (a
// screen-sized painting, a long frame on a software GPU).
func Felt(st *sprites.Stage, g *Game) *sprites.SharedPicture {
	return sprites.NewSharedPicture(st.Art(), "felt:"+g.ID(), 1, 1, func(dst *ebiten.Image, _, _ float64) { g.Felt(dst) })
}
