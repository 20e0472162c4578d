package kage

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"salotto/internal/ebitenpatch/patchtest"
)

var update = flag.Bool("update", false, "regenerate programs.bin")

const tableFile = "programs.bin"

// ourSources are the sources Salotto passes to ebiten.NewShader; the scan
// must find each as a constant.
func ourSources(t *testing.T) []Source {
	t.Helper()
	sources, problems, err := repoSources(patchtest.ModuleRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
	if !slices.ContainsFunc(sources, func(s Source) bool { return s.Name == "gfx.roundShapeSrc" }) {
		t.Fatalf("the scan of the repository did not find gfx.roundShapeSrc: %q", sources)
	}
	return sources
}

// TestPrecompiledUpToDate regenerates the table with Ebitengine's compiler
// in the browser build's workspace (gen, which also reads every program
// back and checks it is the same program and writes the same GLSL), and
// checks it is the one checked in. With -update it writes it instead.
func TestPrecompiledUpToDate(t *testing.T) {
	version := patchtest.UpstreamVersion(t)
	if *update {
		if v, _, err := Entries(readTable(t)); err != nil || v != version {
			// The build refuses a table another version compiled; start
			// from an empty one so that the workspace builds.
			if err := os.WriteFile(tableFile, AppendEntries(nil, version, nil), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	sources, err := json.Marshal(ourSources(t))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sources.json"), sources, 0o644); err != nil {
		t.Fatal(err)
	}
	gowork := patchtest.BrowserGoWork(t)
	out := filepath.Join(dir, tableFile)
	patchtest.Run(t, patchtest.ModuleRoot(t), []string{"GOWORK=" + gowork, "GOOS=", "GOARCH="},
		"go", "run", patchtest.EbitenModule+"/internal/salotto/kage/gen",
		"-ebiten", version, "-sources", filepath.Join(dir, "sources.json"), "-out", out)
	fresh, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(tableFile, fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(fresh, []byte(readTable(t))) {
		t.Errorf("%s is stale: Ebitengine's compiler makes another table of today's sources; regenerate it:\n"+
			"\tgo test ./internal/ebitenpatch/kage -run TestPrecompiledUpToDate -update", tableFile)
	}
}

func readTable(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(tableFile)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTableCoversBrowserSources checks the checked-in table holds a
// program for every source the browser build can ask for (every built-in
// variant, every ebiten.NewShader source in the repository), and nothing
// else, compiled by the Ebitengine go.mod names.
func TestTableCoversBrowserSources(t *testing.T) {
	version, entries, err := Entries(readTable(t))
	if err != nil {
		t.Fatal(err)
	}
	if want := patchtest.UpstreamVersion(t); version != want {
		t.Errorf("the table was compiled by Ebitengine %s, the build uses %s", version, want)
	}
	have := map[Key]string{}
	for _, e := range entries {
		have[e.Key] = e.Name
	}
	builtins := builtinSources()
	if len(builtins) != 14 {
		t.Errorf("%d built-in sources, want 2 filters × 3 addresses × 2 + screen + clear = 14", len(builtins))
	}
	wanted := map[Key]bool{}
	for _, s := range append(builtins, ourSources(t)...) {
		k := KeyOf([]byte(s.Source))
		wanted[k] = true
		if _, ok := have[k]; !ok {
			t.Errorf("the table has no program for %s: the browser build would fail to draw with it; regenerate the table:\n"+
				"\tgo test ./internal/ebitenpatch/kage -run TestPrecompiledUpToDate -update", s.Name)
		}
	}
	for _, e := range entries {
		if !wanted[e.Key] {
			t.Errorf("the table carries %s, which no source asks for any more", e.Name)
		}
	}
}

// TestTableReadsBack writes a table and reads it back, and checks that a
// table cut short or carrying more is refused.
func TestTableReadsBack(t *testing.T) {
	in := []Entry{
		{Name: "a", Key: KeyOf([]byte("a")), Program: "\x00\x01\xff"},
		{Name: "", Key: KeyOf(nil), Program: ""},
		{Name: strings.Repeat("long", 100), Key: KeyOf([]byte("c")), Program: strings.Repeat("\x80", 300)},
	}
	table := string(AppendEntries(nil, "v9.9.9", in))
	version, out, err := Entries(table)
	if err != nil {
		t.Fatal(err)
	}
	if version != "v9.9.9" || !slices.Equal(out, in) {
		t.Errorf("read back %s %q, want v9.9.9 %q", version, out, in)
	}
	for i := len(Header("v9.9.9")); i < len(table); i++ {
		if _, _, err := Entries(table[:i]); err == nil {
			t.Fatalf("a table cut to %d of %d bytes was read", i, len(table))
		}
	}
	if _, _, err := Entries(table + "\x00"); err == nil {
		t.Error("a table with a byte after its last program was read")
	}
	if _, _, err := Entries("another file\n\x00"); err == nil {
		t.Error("a table without the header was read")
	}
}

// TestNumbersReadBack writes the numbers the programs are made of, at the
// edges of their encodings, and reads them back.
func TestNumbersReadBack(t *testing.T) {
	ints := []int64{0, 1, -1, 63, -64, 64, -65, 1 << 20, -1 << 40, 1<<63 - 1, -1 << 63}
	w := &writer{}
	for _, x := range ints {
		w.int64(x)
	}
	w.count(0, true)
	w.count(0, false)
	w.count(5, false)
	r := &reader{s: string(w.b)}
	for _, want := range ints {
		if got := r.int64(); got != want {
			t.Errorf("read %d, wrote %d", got, want)
		}
	}
	if n := r.count(); n != -1 {
		t.Errorf("a nil slice reads as %d elements, want -1", n)
	}
	if n := r.count(); n != 0 {
		t.Errorf("an empty slice reads as %d elements, want 0", n)
	}
	// Five elements promised and none there: refused.
	if n := r.count(); n != -1 || r.err == nil {
		t.Errorf("a count of 5 with nothing after it read as %d, err %v", n, r.err)
	}
	r = &reader{s: strings.Repeat("\xff", 11)}
	if r.uvarint(); r.err == nil {
		t.Error("an 11-byte number was read")
	}
}

// TestBuildRefusesAnotherVersionsTable feeds the build's check a table
// another Ebitengine compiled: refused, with what to do; the real one
// passes.
func TestBuildRefusesAnotherVersionsTable(t *testing.T) {
	version := patchtest.UpstreamVersion(t)
	if out, err := patchtest.Lib(t, `ebiten_kage_check "$1"`, version); err != nil {
		t.Fatalf("the check refused the table of %s: %v\n%s", version, err, out)
	}
	out, err := patchtest.Lib(t, `ebiten_kage_check "$1"`, "v2.99.0")
	if err == nil {
		t.Fatal("the check accepted a table for another version")
	}
	for _, want := range []string{"refusing to build", "v2.99.0", version, "-update"} {
		if !strings.Contains(out, want) {
			t.Errorf("the refusal does not say %q:\n%s", want, out)
		}
	}
}
