package builtinshader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"salotto/internal/ebitenpatch/patchtest"
)

// TestBrowserBuildLinksNoTemplate checks the patch did its job: nothing in
// the game, the size probe or the size floor links text/template once the
// browser build uses the patched Ebitengine, and the control (the same
// list with Ebitengine as released) shows the check would see it.
func TestBrowserBuildLinksNoTemplate(t *testing.T) {
	gowork := patchtest.BrowserGoWork(t)
	templates := func(deps []string) []string {
		var found []string
		for _, p := range deps {
			if p == "text/template" || p == "html/template" || strings.HasPrefix(p, "text/template/") {
				found = append(found, p)
			}
		}
		return found
	}
	patched := patchtest.BrowserDeps(t, gowork)
	if !slices.Contains(patched, "github.com/hajimehoshi/ebiten/v2/internal/builtinshader") {
		t.Fatalf("the browser build does not link builtinshader: %d packages", len(patched))
	}
	if found := templates(patched); len(found) > 0 {
		t.Errorf("the browser build still links %v (go list -deps shows who imports them)", found)
	}
	if found := templates(patchtest.BrowserDeps(t, "off")); !slices.Contains(found, "text/template") {
		t.Errorf("control: Ebitengine as released should link text/template, go list shows %v", found)
	}

	dir := patchtest.BrowserDir(t, gowork, "internal/builtinshader")
	built, err := os.ReadFile(filepath.Join(dir, "shader.go"))
	if err != nil {
		t.Fatal(err)
	}
	ours, err := os.ReadFile("shader.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(built) != string(ours) {
		t.Errorf("the browser build compiles %s/shader.go, which is not this package's shader.go", dir)
	}
}

// TestNativeBuildUsesEbitengineAsReleased checks the patch stays out of
// native builds: without the browser's go.work, builtinshader comes from
// the module cache.
func TestNativeBuildUsesEbitengineAsReleased(t *testing.T) {
	modDir := patchtest.UpstreamDir(t)
	dir := strings.TrimSpace(patchtest.Run(t, patchtest.ModuleRoot(t), []string{"GOWORK=off"},
		"go", "list", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2/internal/builtinshader"))
	if dir != filepath.Join(modDir, "internal", "builtinshader") {
		t.Errorf("the native build compiles builtinshader from %s, want the module cache's %s", dir, modDir)
	}
}

// TestBuildRefusesAnotherUpstream feeds the build's hash check an upstream
// shader.go that changed by one line: it must refuse, and say why; the
// real upstream file passes.
func TestBuildRefusesAnotherUpstream(t *testing.T) {
	upstream := upstreamSource(t)
	real := filepath.Join(t.TempDir(), "shader.go")
	changed := filepath.Join(t.TempDir(), "shader.go")
	if err := os.WriteFile(real, upstream, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(changed, append(upstream, "\n// a new upstream line\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := patchtest.Lib(t, `ebiten_patch_check "$1"`, real); err != nil {
		t.Errorf("the hash check refused the file the patch was written against: %v\n%s", err, out)
	}
	out, err := patchtest.Lib(t, `ebiten_patch_check "$1"`, changed)
	if err == nil {
		t.Fatal("the hash check accepted a changed upstream shader.go")
	}
	for _, want := range []string{"refusing to patch Ebitengine", recordedHash(t), "record the new"} {
		if !strings.Contains(out, want) {
			t.Errorf("the refusal does not say %q:\n%s", want, out)
		}
	}
}
