package wintest

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// fixture is what every Wine test shares, made once per run: building
// the exe and the native game and making a prefix take most of a minute.
type fixture struct {
	exe    string  // salotto.exe as scripts/windows-build.sh makes it
	native string  // the game built for this machine, the yardstick
	wine   *prefix // the throwaway Windows
	shots  string  // where screenshots are kept: shots/ at the module root
}

var (
	shared     fixture
	sharedErr  string
	sharedOnce sync.Once
	// cleanups undo the fixture after the last test (TestMain).
	cleanups []func()
)

// TestMain removes the shared fixture's temporary files and stops its
// wineserver once every test has run.
func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	os.Exit(code)
}

// setup returns the shared fixture, making it in the first test that asks.
// A step that fails fails that test; the tests after it fail at once.
func setup(t *testing.T) *fixture {
	t.Helper()
	needWine(t)
	sharedOnce.Do(func() {
		sharedErr = "it failed in an earlier test"
		build, err := os.MkdirTemp("", "salotto-wintest-")
		if err != nil {
			t.Fatal(err)
		}
		cleanups = append(cleanups, func() { os.RemoveAll(build) })
		shared.exe = buildExe(t, build)
		shared.native = buildNative(t, build)
		dll := buildStandIn(t, build)
		shared.wine = &prefix{dir: filepath.Join(build, "wine")}
		cleanups = append(cleanups, shared.wine.stop)
		shared.wine.make(t, dll)
		shared.shots = filepath.Join(moduleRoot(t), "shots")
		if err := os.MkdirAll(shared.shots, 0o755); err != nil {
			t.Fatal(err)
		}
		sharedErr = ""
	})
	if sharedErr != "" {
		t.Fatalf("preparing the Wine tests: %s", sharedErr)
	}
	return &shared
}
