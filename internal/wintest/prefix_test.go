package wintest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"salotto/save"
)

// runBudget bounds one run of the exe. A screenshot run took 3 to 17 s
// under Wine on an idle machine, up to 84 s with seven builds beside it;
// a hung one must not hold CI for the whole suite's time.
const runBudget = 5 * time.Minute

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
	_ = p.command(context.Background(), nil, "wineserver", "-k").Run()
}

// command prepares a Wine program (wine, wineboot, wineserver) on this
// prefix. Wine passes the environment on to the Windows program, so the
// exe also sees EBITENGINE_GRAPHICS_LIBRARY and SALOTTO_NOAUDIO, and env
// (NAME=value) after them. It never sees the developer's save.DirEnv:
// the exe finds its own folder unless a test says otherwise.
func (p *prefix) command(ctx context.Context, env []string, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, save.DirEnv+"=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env,
		"WINEPREFIX="+p.dir,
		"WINEDEBUG=-all",
		"WINEDLLOVERRIDES=mscoree,mshtml=;bcryptprimitives=n",
		"EBITENGINE_GRAPHICS_LIBRARY=opengl",
		"SALOTTO_NOAUDIO=1",
	)
	cmd.Env = append(cmd.Env, env...)
	return cmd
}

// output runs a Wine program to its end and returns what it printed.
func (p *prefix) output(name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), runBudget)
	defer cancel()
	return p.command(ctx, nil, name, args...).CombinedOutput()
}

// runExe runs exe with args in dir (so a relative -screenshot lands there)
// and fails the test, with what Wine printed, unless it exits 0.
func (p *prefix) runExe(t *testing.T, exe, dir string, args ...string) {
	t.Helper()
	p.runExeEnv(t, nil, exe, dir, args...)
}

// runExeEnv is runExe with env added to the exe's environment.
func (p *prefix) runExeEnv(t *testing.T, env []string, exe, dir string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runBudget)
	defer cancel()
	cmd := p.command(ctx, env, "wine", append([]string{exe}, args...)...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("wine salotto.exe %v: %v after %.1f s\n%s", args, err, time.Since(start).Seconds(), out.Bytes())
	}
	t.Logf("wine salotto.exe %v: %.1f s", args, time.Since(start).Seconds())
}

// appData is %AppData% inside the prefix, where os.UserConfigDir points
// the Windows exe, as a path here and as the exe sees it.
func (p *prefix) appData(t *testing.T) (unix, windows string) {
	t.Helper()
	users, _ := filepath.Glob(filepath.Join(p.dir, "drive_c", "users", "*", "AppData", "Roaming"))
	for _, u := range users {
		if user := filepath.Base(filepath.Dir(filepath.Dir(u))); user != "Public" {
			return u, `C:\users\` + user + `\AppData\Roaming`
		}
	}
	t.Fatalf("no AppData\\Roaming in %s", p.dir)
	return "", ""
}
