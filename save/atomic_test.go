//go:build !js

package save

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// crashChild is set in the subprocess TestKilledWriteKeepsThePreviousSave
// runs: it writes a document and hangs between the sync and the rename,
// where the parent kills it.
const crashChild = "SALOTTO_SAVE_CRASH_CHILD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(crashChild); dir != "" {
		s := OpenDirPausing(dir, func() {
			os.Stdout.WriteString("synced\n")
			time.Sleep(time.Minute)
		})
		s.Write("d", testKind, doc{A: 2, B: strings.Repeat("new ", 1<<16)})
		os.Exit(3) // never reached: the parent kills the process first
	}
	os.Exit(m.Run())
}

// TestKilledWriteKeepsThePreviousSave kills a process in the middle of a
// write (its new copy written and synced, not yet renamed): the previous
// document reads as before, and the next write succeeds and, once the
// half-done copy is over a minute old, sweeps it away.
func TestKilledWriteKeepsThePreviousSave(t *testing.T) {
	dir := t.TempDir()
	s := OpenDir(dir)
	if err := s.Write("d", testKind, doc{A: 1, B: "old"}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashChild+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "synced\n" {
		cmd.Process.Kill()
		t.Fatalf("child said %q", line)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	left, _ := filepath.Glob(filepath.Join(dir, "d.json.tmp-*"))
	if len(left) != 1 {
		t.Errorf("want the killed write's temporary copy beside the document, found %v", left)
	}
	var got doc
	if err := s.Read("d", testKind, &got); err != nil || got != (doc{A: 1, B: "old"}) {
		t.Fatalf("after the killed write: %+v, %v; want the previous save", got, err)
	}
	old := time.Now().Add(-2 * time.Minute)
	for _, f := range left {
		os.Chtimes(f, old, old)
	}
	if err := s.Write("d", testKind, doc{A: 3}); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "d.json.tmp-*")); len(left) != 0 {
		t.Errorf("the next write left %v", left)
	}
}

// TestWriteSparesAnotherWindowsTemporaryCopy: a temporary copy younger
// than a minute may be another game window's write of the same document,
// not yet renamed into place; a write beside it leaves it be, and only
// sweeps it once it is stale.
func TestWriteSparesAnotherWindowsTemporaryCopy(t *testing.T) {
	dir := t.TempDir()
	s := OpenDir(dir)
	inFlight := filepath.Join(dir, "d.json.tmp-4242")
	if err := os.WriteFile(inFlight, []byte("the other window's copy"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.Write("d", testKind, doc{A: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(inFlight); err != nil {
		t.Fatalf("a write swept a temporary copy made just now: %v", err)
	}
	stale := time.Now().Add(-61 * time.Second)
	os.Chtimes(inFlight, stale, stale)
	if err := s.Write("d", testKind, doc{A: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(inFlight); !os.IsNotExist(err) {
		t.Errorf("a temporary copy over a minute old is still there: %v", err)
	}
}

// TestFailedRenameLeavesNoHalfDocument: a write that cannot be renamed into
// place (the document's name is taken by a folder) reports it, keeps no
// temporary copy, and leaves whatever was there.
func TestFailedRenameLeavesNoHalfDocument(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "d.json"), 0o755)
	os.WriteFile(filepath.Join(dir, "d.json", "keep"), []byte("x"), 0o644)
	if err := OpenDir(dir).Write("d", testKind, doc{A: 1}); err == nil {
		t.Fatal("write over a folder succeeded")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "d.json.tmp-*")); len(left) != 0 {
		t.Errorf("temporary copies left: %v", left)
	}
}

func TestOpenFollowsTheEnvironment(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Write("d", testKind, doc{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "d.json")); err != nil {
		t.Errorf("the store did not write into %s: %v", DirEnv, err)
	}
}
