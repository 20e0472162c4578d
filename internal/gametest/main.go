// Package gametest runs a package's tests inside a real Ebitengine game loop.
package gametest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs a package's tests inside ebiten.RunGame, which drawing and
// reading pixels need (docs/toolchain.md#ebitengine-inside-go-test), with
// sound off, and exits with their result. Call it from TestMain; run under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./art/ ./tables/...
func Main(m *testing.M) {
	os.Setenv("SALOTTO_NOAUDIO", "1")
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Stderr.WriteString("RunGame: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(r.code)
}

// runner runs the tests in its first Update, then ends the game.
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (*runner) Draw(*ebiten.Image)         {}
func (*runner) Layout(int, int) (int, int) { return 320, 200 }
