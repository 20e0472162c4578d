// Package archtest holds tests about the shape of the code rather than its
// behaviour: which packages may depend on which.
package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
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
	return depsEnv(t, nil, patterns...)
}

// depsEnv is deps with env added to go's environment (GOOS=js ...).
func depsEnv(t *testing.T, env []string, patterns ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-deps"}, patterns...)...)
	cmd.Dir = moduleRoot(t)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
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

// gamePackage reports whether pkg is one game's rules (salotto/rules/NAME
// other than the shared bot, catalog, record and ruletest packages).
func gamePackage(pkg string) bool {
	name, ok := strings.CutPrefix(pkg, "salotto/rules/")
	if !ok || strings.Contains(name, "/") {
		return false
	}
	switch name {
	case "bot", "catalog", "record", "ruletest":
		return false
	}
	return true
}

// imports lists what each package of patterns imports directly.
func imports(t *testing.T, patterns ...string) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}"}, patterns...)...)
	cmd.Dir = moduleRoot(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v", strings.Join(patterns, " "), err)
	}
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		m[f[0]] = f[1:]
	}
	return m
}

// TestScreensNameNoGame: the scenes, the setup screen and the kit ask the
// registered descriptors for a game; none imports a game's rules (a game's
// own table package does, and writes its descriptor there).
func TestScreensNameNoGame(t *testing.T) {
	for pkg, imps := range imports(t, "./scenes", "./tables", "./tables/setup", "./tables/kit") {
		for _, imp := range imps {
			if gamePackage(imp) || imp == "salotto/rules/catalog" {
				t.Errorf("%s imports %s: ask the game's descriptor instead", pkg, imp)
			}
		}
	}
	if !gamePackage("salotto/rules/necklace") || gamePackage("salotto/rules/record") {
		t.Fatal("gamePackage tells a game from the shared packages wrongly")
	}
}

// TestNoTableReadsTheLiveState: a table draws from its screen model and
// the viewer's view (Driver.Shown), never from Driver.Live, which runs
// ahead of the animation and holds every secret; only the kit (autosave,
// replay) reads it. Tests may.
func TestNoTableReadsTheLiveState(t *testing.T) {
	root := moduleRoot(t)
	files, err := filepath.Glob(filepath.Join(root, "tables", "*", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no table sources found: %v", err)
	}
	checked := 0
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		if strings.HasSuffix(f, "_test.go") || strings.HasPrefix(rel, filepath.Join("tables", "kit")) {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		ast.Inspect(file, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Live" {
				t.Errorf("%s reads .Live: draw from the model and Driver.Shown", rel)
			}
			return true
		})
	}
	if checked < 10 {
		t.Fatalf("only %d table sources checked", checked)
	}
}

// TestScreenModelsImportNoEngine: every game's screen model
// (tables/GAME/model) is plain values changed by a pure Apply, tested
// without a display.
func TestScreenModelsImportNoEngine(t *testing.T) {
	list := deps(t, "./tables/dolcevita/model", "./tables/dolores/model", "./tables/necklace/model")
	if !contains(list, "salotto/tables/dolcevita/model") || !contains(list, "salotto/tables/dolores/model") || !contains(list, "salotto/tables/necklace/model") {
		t.Fatalf("go list -deps did not list the models themselves; got %d packages", len(list))
	}
	if bad := engineDeps(list); len(bad) > 0 {
		t.Errorf("the screen model depends on presentation packages:\n  %s", strings.Join(bad, "\n  "))
	}
}
