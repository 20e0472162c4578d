package e2e

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestItchBundle checks the zip itch.io receives: index.html at the root,
// the loader, Go's glue and the game compressed twice (brotli and gzip, the
// same WebAssembly in both), and nothing else (no uncompressed wasm, no
// folders); and that salotto-build.js tells the loader the true sizes.
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

	games := map[string][]byte{}
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
			if games["gzip"], err = io.ReadAll(gz); err != nil {
				t.Fatalf("salotto.wasm.gz: %v", err)
			}
		case "salotto.wasm.br":
			games["brotli"] = unbrotli(t, data)
		case "index.html":
			for _, script := range []string{`src="wasm_exec.js"`, `src="loader.js"`, `src="salotto-build.js"`} {
				if !strings.Contains(string(data), script) {
					t.Errorf("index.html does not load %s", script)
				}
			}
		}
	}
	for name, wasm := range games {
		if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
			t.Errorf("the %s game does not hold WebAssembly (starts %q)", name, wasm[:min(4, len(wasm))])
		}
	}
	if !bytes.Equal(games["brotli"], games["gzip"]) {
		t.Errorf("the brotli game (%d bytes) and the gzip game (%d bytes) differ", len(games["brotli"]), len(games["gzip"]))
	}
	sizes := map[string]int{"brSize": fileSize(t, dir, "salotto.wasm.br"), "gzSize": fileSize(t, dir, "salotto.wasm.gz"), "rawSize": len(games["gzip"])}
	for key, want := range sizes {
		if got := bakedSize(t, dir, key); got != want {
			t.Errorf("salotto-build.js says %s %d, want %d", key, got, want)
		}
	}
}

// unbrotli decodes a brotli stream with the brotli command (which
// scripts/test.sh installs) or Node's zlib: Go's standard library has no
// brotli decoder.
func unbrotli(t *testing.T, data []byte) []byte {
	t.Helper()
	var cmd *exec.Cmd
	if p, err := exec.LookPath("brotli"); err == nil {
		cmd = exec.Command(p, "-d", "-c")
	} else if p, err := exec.LookPath("node"); err == nil {
		cmd = exec.Command(p, "-e", `process.stdout.write(require("zlib").brotliDecompressSync(require("fs").readFileSync(0)))`)
	} else {
		t.Fatal("decoding salotto.wasm.br needs brotli (apt-get install brotli) or node")
	}
	cmd.Stdin = bytes.NewReader(data)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("salotto.wasm.br does not decode: %v\n%s", err, stderr.String())
	}
	return out
}

func fileSize(t *testing.T, dir, name string) int {
	t.Helper()
	info, err := os.Stat(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return int(info.Size())
}
