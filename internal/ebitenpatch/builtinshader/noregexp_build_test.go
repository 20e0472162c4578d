package builtinshader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"salotto/internal/ebitenpatch/patchtest"
)

// The browser build's second patch, internal/ebitenpatch/noregexp.patch,
// is checked here with the first one's helpers: what it removes is gone,
// what it adds is compiled, and it refuses upstream files it was not
// written against.

// TestBrowserBuildLinksNoRegexpOrZip checks that once the browser build
// uses the patched Ebitengine nothing links regexp, archive/zip or a PNG
// encoder, that the files the patch calls are the ones compiled, and (the
// control) that Ebitengine as released does link them all.
func TestBrowserBuildLinksNoRegexpOrZip(t *testing.T) {
	gowork := patchtest.BrowserGoWork(t)
	gone := []string{"regexp", "regexp/syntax", "archive/zip", "compress/flate", "compress/zlib", "hash/crc32", patchtest.EbitenModule + "/internal/png"}
	linked := func(deps []string) []string {
		var found []string
		for _, p := range gone {
			if slices.Contains(deps, p) {
				found = append(found, p)
			}
		}
		return found
	}
	if found := linked(patchtest.BrowserDeps(t, gowork)); len(found) > 0 {
		t.Errorf("the browser build still links %v (go list -deps shows who imports them)", found)
	}
	if found := linked(patchtest.BrowserDeps(t, "off")); !slices.Equal(found, gone) {
		t.Errorf("control: Ebitengine as released should link %v, go list shows %v", gone, found)
	}

	for ours, pkg := range map[string]string{"../shader/noregexp.go": "internal/shader", "../glsl/noregexp.go": "internal/shaderir/glsl"} {
		dir := patchtest.BrowserDir(t, gowork, pkg)
		built, err := os.ReadFile(filepath.Join(dir, "salotto_noregexp.go"))
		if err != nil {
			t.Fatalf("the browser build's %s has no salotto_noregexp.go: %v", pkg, err)
		}
		want, err := os.ReadFile(ours)
		if err != nil {
			t.Fatal(err)
		}
		if string(built) != string(want) {
			t.Errorf("the browser build compiles a %s/salotto_noregexp.go that is not %s", dir, ours)
		}
	}
}

// TestDiffRefusesAnotherUpstream runs the build's check of the patched
// files on a copy of upstream's: it passes, and after one line is added to
// one of them it refuses, naming the file.
func TestDiffRefusesAnotherUpstream(t *testing.T) {
	modDir := patchtest.UpstreamDir(t)
	copyDir := t.TempDir()
	files := []string{"internal/shader/expr.go", "internal/shader/shader.go", "internal/shaderir/glsl/glsl.go", "internal/graphicscommand/image_js.go",
		"internal/graphicscommand/image.go", "internal/graphicscommand/image_notjs.go"}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(modDir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(copyDir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(copyDir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := patchtest.Lib(t, `ebiten_diff_check "$1"`, copyDir); err != nil {
		t.Fatalf("the check refused the files the patch was written against: %v\n%s", err, out)
	}
	changed := filepath.Join(copyDir, "internal/shaderir/glsl/glsl.go")
	f, err := os.OpenFile(changed, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("\n// a new upstream line\n")
	f.Close()
	out, err := patchtest.Lib(t, `ebiten_diff_check "$1"`, copyDir)
	if err == nil {
		t.Fatal("the check accepted a changed upstream glsl.go")
	}
	for _, want := range []string{"refusing to patch Ebitengine", "glsl.go", "noregexp.patch"} {
		if !strings.Contains(out, want) {
			t.Errorf("the refusal does not say %q:\n%s", want, out)
		}
	}
}
