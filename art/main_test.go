package art

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pixels can only be read once the game loop runs, so the whole suite runs
// inside the first Update (TOOLCHAIN.md §6).
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error            { r.code = r.m.Run(); return ebiten.Termination }
func (*runner) Draw(*ebiten.Image)         {}
func (*runner) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Exit(2)
	}
	os.Exit(r.code)
}
