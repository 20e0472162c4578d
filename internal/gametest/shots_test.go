package gametest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShotDirIsUnderTheRootsShots: this package's screenshots go to
// shots/internal/gametest at the module root, a folder the root .gitignore
// ignores, and the folder exists once asked for.
func TestShotDirIsUnderTheRootsShots(t *testing.T) {
	dir := ShotDir(t)
	if !strings.HasSuffix(filepath.ToSlash(dir), "/shots/internal/gametest") {
		t.Fatalf("ShotDir = %s, want ROOT/shots/internal/gametest", dir)
	}
	root := filepath.Dir(filepath.Dir(filepath.Dir(dir)))
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("%s is not the module root: %v", root, err)
	}
	ignore, err := os.ReadFile(filepath.Join(root, ".gitignore"))
	if err != nil || !strings.Contains("\n"+string(ignore), "\nshots/\n") {
		t.Fatalf("the root .gitignore does not ignore shots/ (%v)", err)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Fatalf("ShotDir did not create %s: %v", dir, err)
	}
	if got := ShotPath(t, "x"); got != filepath.Join(dir, "x.png") {
		t.Errorf("ShotPath = %s", got)
	}
}
