package setup

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run inside ebiten.RunGame so they can draw and read pixels
// (TOOLCHAIN.md §6). Run them under Xvfb with sound off:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/setup/
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(int, int) (int, int) { return 320, 200 }

func TestMain(m *testing.M) {
	os.Setenv("SALOTTO_NOAUDIO", "1")
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Exit(2)
	}
	os.Exit(r.code)
}
