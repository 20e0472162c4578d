package kage

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"salotto/internal/ebitenpatch/patchtest"
)

// compilerPackages are the Kage compiler and what only it brings: Go's
// parser.
var compilerPackages = []string{"go/parser", "go/scanner", "go/ast", "go/build/constraint", patchtest.EbitenModule + "/internal/shader"}

// TestBrowserBuildLinksNoKageCompiler checks that nothing the browser
// builds link (the game, the size probe, the size floor) links the Kage
// compiler once the build uses the patched Ebitengine, and that the
// precompiled programs are linked instead; the control (Ebitengine as
// released) links the compiler. It also builds the probe as the download
// is built and looks for the compiler's function names in the binary.
func TestBrowserBuildLinksNoKageCompiler(t *testing.T) {
	gowork := patchtest.BrowserGoWork(t)
	patched := patchtest.BrowserDeps(t, gowork)
	if found := patchtest.Linked(patched, compilerPackages); len(found) > 0 {
		t.Errorf("the browser build still links %v (go list -deps shows who imports them)", found)
	}
	if !slices.Contains(patched, patchtest.EbitenModule+"/internal/salotto/kage") {
		t.Error("the browser build does not link the precompiled programs")
	}
	if found := patchtest.Linked(patchtest.BrowserDeps(t, "off"), compilerPackages); !slices.Equal(found, compilerPackages) {
		t.Errorf("control: Ebitengine as released should link %v, go list shows %v", compilerPackages, found)
	}

	dir := t.TempDir()
	if out, err := patchtest.Lib(t, `wasm_workspace "$1" && wasm_build "$1/probe.wasm" ./cmd/sizeprobe`, dir); err != nil {
		t.Fatalf("building the probe: %v\n%s", err, out)
	}
	wasm, err := os.ReadFile(filepath.Join(dir, "probe.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range compilerPackages {
		if bytes.Contains(wasm, []byte(p+".")) {
			t.Errorf("the probe's binary names functions of %s", p)
		}
	}
	// The control: the names of the packages that stay are there to see.
	for _, p := range []string{"shaderir.", "salotto/kage."} {
		if !bytes.Contains(wasm, []byte(p)) {
			t.Errorf("the probe's binary names no function of %s; the check above cannot see names", p)
		}
	}
}

// TestBrowserBuildCompilesTheseFiles checks that the files the browser
// build compiles into Ebitengine are this package's and the graphics
// lookup, as they are here but for the build line that keeps them out of
// Salotto's own build, and that upstream's shader.go is out of it.
func TestBrowserBuildCompilesTheseFiles(t *testing.T) {
	gowork := patchtest.BrowserGoWork(t)
	kageDir := patchtest.BrowserDir(t, gowork, "internal/salotto/kage")
	graphicsDir := patchtest.BrowserDir(t, gowork, "internal/graphics")
	copies := map[string]string{
		"doc.go":                   filepath.Join(kageDir, "doc.go"),
		"table.go":                 filepath.Join(kageDir, "table.go"),
		"sources.go":               filepath.Join(kageDir, "sources.go"),
		"program.go":               filepath.Join(kageDir, "program.go"),
		"encode.go":                filepath.Join(kageDir, "encode.go"),
		"gen/main.go":              filepath.Join(kageDir, "gen", "main.go"),
		tableFile:                  filepath.Join(kageDir, tableFile),
		"../graphics/shader_js.go": filepath.Join(graphicsDir, "salotto_shader_js.go"),
	}
	const buildLine = "//go:build ebitenpatch\n\n"
	for ours, built := range copies {
		want, err := os.ReadFile(ours)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(built)
		if err != nil {
			t.Fatalf("the browser build has no %s: %v", built, err)
		}
		if strings.HasSuffix(ours, ".go") && strings.Contains(string(want), "/ebiten/v2/internal/") {
			if !bytes.HasPrefix(want, []byte(buildLine)) {
				t.Errorf("%s uses Ebitengine's internal packages but does not start with %q", ours, buildLine)
			}
		}
		want = bytes.TrimPrefix(want, []byte(buildLine))
		if !bytes.Equal(got, want) {
			t.Errorf("the browser build compiles a %s that is not %s", built, ours)
		}
	}

	env := []string{"GOWORK=" + gowork, "GOOS=js", "GOARCH=wasm"}
	list := func(field string) []string {
		return strings.Fields(patchtest.Run(t, patchtest.ModuleRoot(t), env, "go", "list", "-f", `{{join .`+field+` " "}}`, patchtest.EbitenModule+"/internal/graphics"))
	}
	compiled, ignored := list("GoFiles"), list("IgnoredGoFiles")
	if !slices.Contains(compiled, "salotto_shader_js.go") || slices.Contains(compiled, "shader.go") || !slices.Contains(ignored, "shader.go") {
		t.Errorf("the browser build's internal/graphics should compile salotto_shader_js.go and leave shader.go out: compiles %v, leaves out %v", compiled, ignored)
	}
}

// TestKagePatchRefusesAnotherUpstream runs the build's check of the file
// kage.patch changes on a copy of upstream's: it passes, and after one
// line is added it refuses, naming the file and the patch.
func TestKagePatchRefusesAnotherUpstream(t *testing.T) {
	const file = "internal/graphics/shader.go"
	patchtest.DiffRefusesChangedUpstream(t, "internal/ebitenpatch/kage.patch", []string{file}, file)
}

// TestNativeBuildCompilesShaders checks the patch stays out of native
// builds: without the browser's go.work, internal/graphics comes from the
// module cache and compiles with the Kage compiler.
func TestNativeBuildCompilesShaders(t *testing.T) {
	env := []string{"GOWORK=off", "GOOS=", "GOARCH="}
	deps := strings.Fields(patchtest.Run(t, patchtest.ModuleRoot(t), env, "go", "list", "-deps", "."))
	if !slices.Contains(deps, patchtest.EbitenModule+"/internal/shader") || slices.Contains(deps, patchtest.EbitenModule+"/internal/salotto/kage") {
		t.Error("the native game should link Ebitengine's Kage compiler and no precompiled programs")
	}
}
