package art

import (
	"testing"

	"salotto/internal/gametest"
)

// Pixels can only be read once the game loop runs, so the whole suite runs
// inside the first Update (docs/toolchain.md#ebitengine-inside-go-test).
func TestMain(m *testing.M) { gametest.Main(m) }
