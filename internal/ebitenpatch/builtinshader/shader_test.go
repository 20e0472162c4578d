package builtinshader

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"salotto/internal/ebitenpatch/patchtest"
)

// upstreamFile is the path, inside the Ebitengine module, of the file this
// package replaces in the browser build.
const upstreamFile = "internal/builtinshader/shader.go"

// upstreamSource reads Ebitengine's own shader.go from the module cache.
func upstreamSource(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(patchtest.UpstreamDir(t), upstreamFile))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// recordedHash is the upstream-sha256 line of this package's doc comment,
// which scripts/lib.sh checks before it applies the patch.
func recordedHash(t *testing.T) string {
	t.Helper()
	own, err := os.ReadFile("shader.go")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^//\tupstream-sha256: ([0-9a-f]{64})$`).FindSubmatch(own)
	if m == nil {
		t.Fatal("shader.go names no upstream-sha256")
	}
	return string(m[1])
}

// TestWrittenAgainstThisUpstream checks that the Ebitengine in go.mod still
// has the shader.go this patch was written against.
func TestWrittenAgainstThisUpstream(t *testing.T) {
	sum := sha256.Sum256(upstreamSource(t))
	if got, want := hex.EncodeToString(sum[:]), recordedHash(t); got != want {
		t.Fatalf("Ebitengine's %s has sha256 %s, the patch was written against %s: compare the two, port the change, record the new hash", upstreamFile, got, want)
	}
}

// dumper prints every shader source upstream's package makes, as JSON:
// each variant by name, then AppendShaderSources' list.
const dumper = `package main

import (
	"encoding/json"
	"fmt"
	"os"

	"upstream/builtinshader"
)

func main() {
	out := map[string]string{}
	for f := builtinshader.Filter(0); f < builtinshader.FilterCount; f++ {
		for a := builtinshader.Address(0); a < builtinshader.AddressCount; a++ {
			for _, m := range []bool{false, true} {
				out[fmt.Sprintf("filter=%d address=%d colorm=%v", f, a, m)] = string(builtinshader.ShaderSource(f, a, m))
			}
		}
	}
	for i, s := range builtinshader.AppendShaderSources(nil) {
		out[fmt.Sprintf("append[%d]", i)] = string(s)
	}
	out["screen"] = string(builtinshader.ScreenShaderSource)
	out["clear"] = string(builtinshader.ClearShaderSource)
	out["uniforms"] = builtinshader.UniformColorMBody + " " + builtinshader.UniformColorMTranslation
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
`

// TestSameSourceAsUpstream runs upstream's own shader.go, text/template and
// all, in a scratch module, and checks this package writes the same bytes
// for every filter, address and colour-matrix variant, and the same list
// from AppendShaderSources.
func TestSameSourceAsUpstream(t *testing.T) {
	dir := t.TempDir()
	files := map[string][]byte{
		"go.mod":                  []byte("module upstream\n\ngo 1.26\n"),
		"builtinshader/shader.go": upstreamSource(t),
		"main.go":                 []byte(dumper),
	}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := patchtest.Run(t, dir, []string{"GOWORK=off", "GOFLAGS=", "GOOS=", "GOARCH="}, "go", "run", ".")
	var want map[string]string
	if err := json.Unmarshal([]byte(out), &want); err != nil {
		t.Fatalf("upstream's dump is not JSON: %v\n%s", err, out)
	}

	got := map[string]string{}
	variants := 0
	for f := Filter(0); f < FilterCount; f++ {
		for a := Address(0); a < AddressCount; a++ {
			for _, m := range []bool{false, true} {
				got[fmt.Sprintf("filter=%d address=%d colorm=%v", f, a, m)] = string(ShaderSource(f, a, m))
				variants++
			}
		}
	}
	for i, s := range AppendShaderSources(nil) {
		got[fmt.Sprintf("append[%d]", i)] = string(s)
	}
	got["screen"] = string(ScreenShaderSource)
	got["clear"] = string(ClearShaderSource)
	got["uniforms"] = UniformColorMBody + " " + UniformColorMTranslation

	if variants != 12 {
		t.Errorf("compared %d variants, want 2 filters × 3 addresses × 2 = 12", variants)
	}
	if len(got) != len(want) {
		t.Errorf("%d sources here, %d upstream", len(got), len(want))
	}
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("%s: upstream has it, the patch does not", name)
		} else if g != w {
			t.Errorf("%s differs from upstream:\n--- upstream\n%q\n--- patch\n%q", name, w, g)
		}
	}
}

// TestSourceIsCached checks ShaderSource hands out the same slice each time,
// as upstream's cache does: Ebitengine compiles each source once.
func TestSourceIsCached(t *testing.T) {
	a := ShaderSource(FilterLinear, AddressRepeat, true)
	b := ShaderSource(FilterLinear, AddressRepeat, true)
	if &a[0] != &b[0] {
		t.Error("ShaderSource built the same source twice")
	}
}
