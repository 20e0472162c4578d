package sprites

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The whole suite runs inside the first Update of a real game loop
// (TOOLCHAIN.md §6), so rendering tests can read pixels back.
type testRunner struct {
	m    *testing.M
	code int
}

func (r *testRunner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}
func (*testRunner) Draw(*ebiten.Image)         {}
func (*testRunner) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	r := &testRunner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Stderr.WriteString("RunGame: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(r.code)
}
