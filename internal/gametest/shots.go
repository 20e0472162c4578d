package gametest

import (
	"os"
	"path/filepath"
	"testing"
)

// ShotDir is the folder where a package's tests write the screenshots they
// keep for a person to look at: shots/PKG under the module root, PKG being
// the test's package folder (shots/tables/dolores for tables/dolores).
// shots/ is git-ignored, so no test writes into the source tree and no
// run leaves a file for git to show. The folder is created if need be.
func ShotDir(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, err := moduleRoot(wd)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := filepath.Rel(root, wd)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "shots", pkg)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// ShotPath is ShotDir's file for the screenshot name: DIR/name.png.
func ShotPath(t testing.TB, name string) string {
	t.Helper()
	return filepath.Join(ShotDir(t), name+".png")
}

// moduleRoot is the nearest folder at or above dir holding go.mod (a test
// runs in its package's folder).
func moduleRoot(dir string) (string, error) {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return "", os.ErrNotExist
		}
		d = up
	}
}
