package gfx

import (
	"testing"

	"salotto/internal/gametest"
)

// The tests run inside ebiten.RunGame, for the ones that read pixels
// back. Run them under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./gfx/
func TestMain(m *testing.M) { gametest.Main(m) }
