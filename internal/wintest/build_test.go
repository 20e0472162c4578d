package wintest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// moduleRoot is the repository's root, two levels up from this package.
func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// buildExe makes salotto.exe in dir with scripts/windows-build.sh, as a
// developer or a release would, so the test runs the exe that ships.
func buildExe(t *testing.T, dir string) string {
	t.Helper()
	exe := filepath.Join(dir, "salotto.exe")
	cmd := exec.Command("bash", "scripts/windows-build.sh")
	cmd.Dir = moduleRoot(t)
	cmd.Env = append(os.Environ(), "EXE_OUT="+exe)
	timed(t, "scripts/windows-build.sh", cmd)
	return exe
}

// buildStandIn compiles the test-only bcryptprimitives.dll (see
// testdata/bcryptprimitives.c) into dir.
func buildStandIn(t *testing.T, dir string) string {
	t.Helper()
	dll := filepath.Join(dir, "bcryptprimitives.dll")
	src, err := filepath.Abs(filepath.Join("testdata", "bcryptprimitives.c"))
	if err != nil {
		t.Fatal(err)
	}
	timed(t, "the ProcessPrng stand-in", exec.Command("x86_64-w64-mingw32-gcc",
		"-shared", "-O2", "-s", "-o", dll, src, "-ladvapi32"))
	return dll
}

// buildNative builds the game for this machine, the yardstick the Windows
// frames are compared with.
func buildNative(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "salotto-native")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = moduleRoot(t)
	timed(t, "the native game", cmd)
	return bin
}

// timed runs cmd, logs how long it took and fails the test with its output
// if it fails.
func timed(t *testing.T, what string, cmd *exec.Cmd) {
	t.Helper()
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building %s: %v\n%s", what, err, out)
	}
	t.Logf("built %s in %.1f s", what, time.Since(start).Seconds())
}
