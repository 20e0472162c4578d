// Package archtest holds tests about the shape of the code rather than its
// behaviour: which packages may depend on which.
package archtest

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// engineModules are the presentation libraries the rules must never reach:
// the rules run headless in bots, the arena and tests, identically everywhere.
var engineModules = []string{
	"github.com/hajimehoshi/ebiten",
	"github.com/tinne26/etxt",
	"github.com/solarlune/resolv",
}

// moduleRoot finds the directory holding go.mod, so the test works from any
// package directory go test starts it in.
func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == "/dev/null" {
		t.Fatal("not inside a Go module")
	}
	return filepath.Dir(gomod)
}

// deps lists every package the given patterns import, directly or not.
func deps(t *testing.T, patterns ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-deps"}, patterns...)...)
	cmd.Dir = moduleRoot(t)
	out, err := cmd.Output()
	if err != nil {
		msg := err.Error()
		if ee, ok := err.(*exec.ExitError); ok {
			msg += ": " + string(ee.Stderr)
		}
		t.Fatalf("go list -deps %s: %s", strings.Join(patterns, " "), msg)
	}
	return strings.Fields(string(out))
}

// engineDeps returns the packages among list that belong to engineModules.
func engineDeps(list []string) []string {
	var bad []string
	for _, pkg := range list {
		for _, m := range engineModules {
			if pkg == m || strings.HasPrefix(pkg, m+"/") {
				bad = append(bad, pkg)
			}
		}
	}
	return bad
}

func TestRulesImportNoEngine(t *testing.T) {
	list := deps(t, "./rules/...")
	if !contains(list, "salotto/rules") {
		t.Fatalf("go list -deps ./rules/... did not list salotto/rules itself; got %d packages", len(list))
	}
	if bad := engineDeps(list); len(bad) > 0 {
		t.Errorf("the rules depend on presentation packages (rules must stay pure Go):\n  %s",
			strings.Join(bad, "\n  "))
	}
}

// TestEngineDepsDetectsEbitengine is the control: the same check on a package
// that does use Ebitengine must find it, or the test above proves nothing.
func TestEngineDepsDetectsEbitengine(t *testing.T) {
	if bad := engineDeps(deps(t, "./audio")); len(bad) == 0 {
		t.Error("engineDeps found no Ebitengine package under ./audio, which plays through ebiten/v2/audio")
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// TestBrowserTestsImportNoEngine keeps e2e free of Ebitengine: it drives the
// game through Chromium and must run without a display or X11 headers.
func TestBrowserTestsImportNoEngine(t *testing.T) {
	list := deps(t, "-test", "./e2e")
	if !contains(list, "github.com/chromedp/chromedp") {
		t.Fatalf("go list -deps -test ./e2e did not list chromedp; got %d packages", len(list))
	}
	if bad := engineDeps(list); len(bad) > 0 {
		t.Errorf("the browser tests depend on presentation packages:\n  %s", strings.Join(bad, "\n  "))
	}
}
