package all_test

import (
	"testing"

	"salotto/internal/gametest"
)

// The tests run inside ebiten.RunGame. Run them under Xvfb with sound
// off:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/all/
func TestMain(m *testing.M) { gametest.Main(m) }
