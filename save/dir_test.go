//go:build !js

package save

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDirFollowsDirEnv: the folder is $SALOTTO_CONFIG_DIR when it is set,
// else salotto in the user's config folder.
func TestDirFollowsDirEnv(t *testing.T) {
	want := t.TempDir()
	t.Setenv(DirEnv, want)
	if got, err := Dir(); err != nil || got != want {
		t.Errorf("with %s set, Dir is %q, %v; want %q", DirEnv, got, err, want)
	}
	t.Setenv(DirEnv, "")
	got, err := Dir()
	base, baseErr := os.UserConfigDir()
	if baseErr != nil {
		if err == nil {
			t.Errorf("without %s or a config folder (%v), Dir is %q", DirEnv, baseErr, got)
		}
		return
	}
	if err != nil || got != filepath.Join(base, "salotto") {
		t.Errorf("without %s, Dir is %q, %v; want salotto in %q", DirEnv, got, err, base)
	}
}
