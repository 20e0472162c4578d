package wintest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// runBudget bounds one run of the exe. A screenshot run takes 3 to 11 s
// under Wine here; a hung one must not hold CI for go test's ten minutes.
const runBudget = 3 * time.Minute

// prefix is a throwaway Wine prefix in a temporary directory: a fresh
// Windows for the tests, with the ProcessPrng stand-in in its system32
// and nothing of the user's own ~/.wine. Its %AppData% is
// drive_c/users/NAME/AppData/Roaming.
type prefix struct {
	dir string
}

// make makes the prefix with wineboot and puts dll (the stand-in
// bcryptprimitives.dll) in its system32.
func (p *prefix) make(t *testing.T, dll string) {
	t.Helper()
	start := time.Now()
	// mscoree and mshtml off: no Mono or Gecko to install, which would
	// ask for a download the test may not make.
	if out, err := p.output("wineboot", "-i"); err != nil {
		t.Fatalf("wineboot -i: %v\n%s", err, out)
	}
	// wineboot returns before the prefix is written out; wait for it.
	if out, err := p.output("wineserver", "-w"); err != nil {
		t.Fatalf("wineserver -w: %v\n%s", err, out)
	}
	t.Logf("wine prefix made in %.1f s", time.Since(start).Seconds())
	data, err := os.ReadFile(dll)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p.dir, "drive_c", "windows", "system32", "bcryptprimitives.dll"), data, 0o644); err != nil {
		t.Fatalf("putting the stand-in in the prefix: %v", err)
	}
}

// stop ends every Windows program of this prefix, and its wineserver:
// wineserver -k reads WINEPREFIX, so nothing of another prefix.
func (p *prefix) stop() {
	_ = p.command(context.Background(), "wineserver", "-k").Run()
}

// command prepares a Wine program (wine, wineboot, wineserver) on this
// prefix. Wine passes the environment on to the Windows program, so the
// exe also sees EBITENGINE_GRAPHICS_LIBRARY and SALOTTO_NOAUDIO.
func (p *prefix) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(),
		"WINEPREFIX="+p.dir,
		"WINEDEBUG=-all",
		"WINEDLLOVERRIDES=mscoree,mshtml=;bcryptprimitives=n",
		"EBITENGINE_GRAPHICS_LIBRARY=opengl",
		"SALOTTO_NOAUDIO=1",
	)
	return cmd
}

// output runs a Wine program to its end and returns what it printed.
func (p *prefix) output(name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), runBudget)
	defer cancel()
	return p.command(ctx, name, args...).CombinedOutput()
}

// runExe runs exe with args in dir (so a relative -screenshot lands there)
// and fails the test, with what Wine printed, unless it exits 0.
func (p *prefix) runExe(t *testing.T, exe, dir string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runBudget)
	defer cancel()
	cmd := p.command(ctx, "wine", append([]string{exe}, args...)...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("wine salotto.exe %v: %v after %.1f s\n%s", args, err, time.Since(start).Seconds(), out.Bytes())
	}
	t.Logf("wine salotto.exe %v: %.1f s", args, time.Since(start).Seconds())
}

// appData is %AppData% inside the prefix: where os.UserConfigDir points
// the Windows exe.
func (p *prefix) appData(t *testing.T) string {
	t.Helper()
	users, _ := filepath.Glob(filepath.Join(p.dir, "drive_c", "users", "*", "AppData", "Roaming"))
	for _, u := range users {
		if filepath.Base(filepath.Dir(filepath.Dir(u))) != "Public" {
			return u
		}
	}
	t.Fatalf("no AppData\\Roaming in %s", p.dir)
	return ""
}
