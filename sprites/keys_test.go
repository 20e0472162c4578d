package sprites

import "github.com/hajimehoshi/ebiten/v2"

const (
	keyTab    = ebiten.KeyTab
	keyShift  = ebiten.KeyShift
	keyEnter  = ebiten.KeyEnter
	keyEscape = ebiten.KeyEscape
	keyLeft   = ebiten.KeyArrowLeft
	keyRight  = ebiten.KeyArrowRight
	keyDown   = ebiten.KeyArrowDown
	keyUp     = ebiten.KeyArrowUp
)
