package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestHandlerTypes(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":      "<!doctype html><title>Salotto</title>",
		"salotto.wasm.gz": "\x1f\x8b\x08\x00compressed bytes",
		"wasm_exec.js":    "// go runtime glue",
		"game.wasm":       "\x00asm\x01\x00\x00\x00",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	tests := []struct {
		path, wantType string
		wantLength     int
	}{
		{"/salotto.wasm.gz", "application/octet-stream", len(files["salotto.wasm.gz"])},
		{"/game.wasm", "application/wasm", len(files["game.wasm"])},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", len(files["wasm_exec.js"])},
		{"/index.html", "text/html; charset=utf-8", -1}, // FileServer redirects /index.html to /
		{"/", "text/html; charset=utf-8", len(files["index.html"])},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tt.path, nil)
			req.Header.Set("Accept-Encoding", "gzip")
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if tt.wantLength < 0 {
				if resp.StatusCode != http.StatusMovedPermanently {
					t.Errorf("status %d, want a redirect", resp.StatusCode)
				}
				return
			}
			if got := resp.Header.Get("Content-Type"); got != tt.wantType {
				t.Errorf("Content-Type %q, want %q", got, tt.wantType)
			}
			if enc := resp.Header.Get("Content-Encoding"); enc != "" {
				t.Errorf("Content-Encoding %q: the loader must receive the raw gzip bytes", enc)
			}
			if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(tt.wantLength) {
				t.Errorf("Content-Length %q, want %d (the progress bar needs it)", got, tt.wantLength)
			}
		})
	}
}

func TestCheckBundle(t *testing.T) {
	dir := t.TempDir()
	if err := checkBundle(dir); err == nil {
		t.Error("an empty directory passed the bundle check")
	}
	for _, name := range []string{"index.html", "salotto.wasm.gz", "wasm_exec.js"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := checkBundle(dir); err != nil {
		t.Errorf("a complete bundle failed the check: %v", err)
	}
}
