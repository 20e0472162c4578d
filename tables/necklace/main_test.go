package necklace

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run inside ebiten.RunGame so they can draw and read pixels.
// Run them under Xvfb with sound off:
//
//	SALOTTO_NOAUDIO=1 xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/necklace/
type runner struct {
	m    *testing.M
	code int
	done bool
}

func (r *runner) Update() error {
	if !r.done {
		r.code = r.m.Run()
		r.done = true
	}
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image) {}

func (r *runner) Layout(int, int) (int, int) { return 1280, 720 }

func TestMain(m *testing.M) {
	os.Setenv("SALOTTO_NOAUDIO", "1")
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Exit(2)
	}
	os.Exit(r.code)
}
