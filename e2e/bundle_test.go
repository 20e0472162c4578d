package e2e

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestItchBundle checks the zip itch.io receives: index.html at the root,
// the loader, Go's glue and the compressed game, and nothing else (no
// uncompressed wasm, no folders).
func TestItchBundle(t *testing.T) {
	dir, zipPath := bundle(t)
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
	}
	want := slices.Clone(bundleFiles)
	slices.Sort(want)
	slices.Sort(names)
	if !slices.Equal(names, want) {
		t.Fatalf("zip holds %q, want exactly %q", names, want)
	}

	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		onDisk, err := os.ReadFile(dir + "/" + f.Name)
		if err != nil || !bytes.Equal(data, onDisk) {
			t.Errorf("%s in the zip differs from the built file", f.Name)
		}
		switch f.Name {
		case "salotto.wasm.gz":
			gz, err := gzip.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("salotto.wasm.gz is not gzip: %v", err)
			}
			head := make([]byte, 4)
			if _, err := io.ReadFull(gz, head); err != nil || string(head) != "\x00asm" {
				t.Errorf("salotto.wasm.gz does not hold WebAssembly (starts %q, %v)", head, err)
			}
		case "index.html":
			for _, script := range []string{`src="wasm_exec.js"`, `src="loader.js"`, `src="salotto-build.js"`} {
				if !strings.Contains(string(data), script) {
					t.Errorf("index.html does not load %s", script)
				}
			}
		}
	}
}
