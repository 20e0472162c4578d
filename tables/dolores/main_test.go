package dolores

import (
	"testing"

	"salotto/internal/gametest"
)

// The tests run inside ebiten.RunGame so they can draw and read pixels.
// Run them under Xvfb with sound off:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/dolores/
func TestMain(m *testing.M) { gametest.Main(m) }
