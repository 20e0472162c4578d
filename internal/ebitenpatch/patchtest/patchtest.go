// Package patchtest holds what the tests of the browser build's Ebitengine
// patches (internal/ebitenpatch/...) share: running the build's own shell
// helpers (scripts/lib.sh), making its workspace, listing what it links.
// Only tests import it.
package patchtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// EbitenModule is the module the browser build patches.
const EbitenModule = "github.com/hajimehoshi/ebiten/v2"

// Run runs a command in dir with env added to the environment and returns
// its standard output, failing the test with its standard error when it
// fails.
func Run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// ModuleRoot is Salotto's root, where scripts/lib.sh expects to run.
func ModuleRoot(t *testing.T) string {
	t.Helper()
	return filepath.Dir(strings.TrimSpace(Run(t, ".", []string{"GOWORK=off"}, "go", "env", "GOMOD")))
}

// UpstreamDir is Ebitengine's directory in the module cache, the version
// go.mod names (not through any go.work).
func UpstreamDir(t *testing.T) string {
	t.Helper()
	dir := strings.TrimSpace(Run(t, ".", []string{"GOWORK=off", "GOFLAGS=-mod=mod"}, "go", "list", "-m", "-f", "{{.Dir}}", EbitenModule))
	if dir == "" {
		t.Fatalf("%s is not in the module cache (go mod download)", EbitenModule)
	}
	return dir
}

// UpstreamVersion is the version of Ebitengine go.mod names.
func UpstreamVersion(t *testing.T) string {
	t.Helper()
	return strings.TrimSpace(Run(t, ".", []string{"GOWORK=off"}, "go", "list", "-m", "-f", "{{.Version}}", EbitenModule))
}

// Lib runs a bash snippet with scripts/lib.sh sourced, in the module root,
// with args as $1, $2...; it returns the snippet's output and error.
func Lib(t *testing.T, script string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("bash", append([]string{"-c", "set -euo pipefail; . scripts/lib.sh; " + script, "lib"}, args...)...)
	cmd.Dir = ModuleRoot(t)
	cmd.Env = append(os.Environ(), "GOWORK=")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// BrowserGoWork makes the browser build's workspace as the build scripts
// do (wasm_workspace in scripts/lib.sh) and returns its go.work.
func BrowserGoWork(t *testing.T) string {
	t.Helper()
	out, err := Lib(t, `wasm_workspace "$1" >&2; echo "$WASM_GOWORK"`, t.TempDir())
	if err != nil {
		t.Fatalf("wasm_workspace: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	return lines[len(lines)-1]
}

// BrowserPackages are what scripts/web-build.sh and scripts/wasm-size.sh build.
var BrowserPackages = []string{".", "./cmd/sizeprobe", "./cmd/sizefloor"}

// BrowserDeps lists the packages the browser builds link, through gowork
// ("off" for Ebitengine as released).
func BrowserDeps(t *testing.T, gowork string) []string {
	t.Helper()
	env := []string{"GOWORK=" + gowork, "GOOS=js", "GOARCH=wasm"}
	return strings.Fields(Run(t, ModuleRoot(t), env, "go", append([]string{"list", "-deps"}, BrowserPackages...)...))
}

// BrowserDir is the directory the browser build, through gowork, compiles
// Ebitengine's package pkg (a path inside the module, "internal/graphics")
// from.
func BrowserDir(t *testing.T, gowork, pkg string) string {
	t.Helper()
	env := []string{"GOWORK=" + gowork, "GOOS=js", "GOARCH=wasm"}
	return strings.TrimSpace(Run(t, ModuleRoot(t), env, "go", "list", "-f", "{{.Dir}}", EbitenModule+"/"+pkg))
}

// Linked returns those of pkgs that deps (a BrowserDeps list) holds, in
// the order of pkgs.
func Linked(deps, pkgs []string) []string {
	var found []string
	for _, p := range pkgs {
		if slices.Contains(deps, p) {
			found = append(found, p)
		}
	}
	return found
}

// DiffRefusesChangedUpstream runs the build's check of the files a diff
// (internal/ebitenpatch/NAME.patch) changes on a copy of upstream's files:
// it must pass, and once one line is added to changed (one of files, paths
// inside the module) it must refuse, naming that file and the diff.
func DiffRefusesChangedUpstream(t *testing.T, diff string, files []string, changed string) {
	t.Helper()
	modDir := UpstreamDir(t)
	copyDir := t.TempDir()
	write := func(f string, data []byte) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(copyDir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(copyDir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var changedData []byte
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(modDir, f))
		if err != nil {
			t.Fatal(err)
		}
		if f == changed {
			changedData = data
		}
		write(f, data)
	}
	if changedData == nil {
		t.Fatalf("%s is not among %v", changed, files)
	}
	const check = `ebiten_diff_check "$1" "$2"`
	if out, err := Lib(t, check, copyDir, diff); err != nil {
		t.Fatalf("the check refused the files %s was written against: %v\n%s", diff, err, out)
	}
	write(changed, append(changedData, "\n// a new upstream line\n"...))
	out, err := Lib(t, check, copyDir, diff)
	if err == nil {
		t.Fatalf("the check accepted a changed upstream %s", changed)
	}
	for _, want := range []string{"refusing to patch Ebitengine", changed, filepath.Base(diff)} {
		if !strings.Contains(out, want) {
			t.Errorf("the refusal does not say %q:\n%s", want, out)
		}
	}
}
