package art

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Felt fills dst with game's table.
func Felt(dst *ebiten.Image, game string) {
	dst.Fill(Palette(game).Felt)
}
