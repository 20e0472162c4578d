package langtest

import (
	"testing"

	"salotto/internal/gametest"
)

// The tests paint tables, so they run inside Ebitengine's game loop.
func TestMain(m *testing.M) { gametest.Main(m) }
