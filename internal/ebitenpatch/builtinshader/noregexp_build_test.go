package builtinshader

import (
	"os"
	"path/filepath"
	"slices"
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
	if found := patchtest.Linked(patchtest.BrowserDeps(t, gowork), gone); len(found) > 0 {
		t.Errorf("the browser build still links %v (go list -deps shows who imports them)", found)
	}
	if found := patchtest.Linked(patchtest.BrowserDeps(t, "off"), gone); !slices.Equal(found, gone) {
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
	files := []string{"internal/shader/expr.go", "internal/shader/shader.go", "internal/shaderir/glsl/glsl.go", "internal/graphicscommand/image_js.go",
		"internal/graphicscommand/image.go", "internal/graphicscommand/image_notjs.go"}
	patchtest.DiffRefusesChangedUpstream(t, "internal/ebitenpatch/noregexp.patch", files, "internal/shaderir/glsl/glsl.go")
}
