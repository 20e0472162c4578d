package webserve

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
		"salotto.wasm.br": "\x8b\x7f\x02brotli bytes",
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

	const browser = "gzip, deflate, br, zstd" // what Chromium sends to 127.0.0.1
	tests := []struct {
		name, path, accept   string
		wantType, wantEncode string
		wantLength           int
	}{
		{"gzip game, raw", "/salotto.wasm.gz", browser, "application/octet-stream", "", len(files["salotto.wasm.gz"])},
		{"brotli game, browser decodes", "/salotto.wasm.br", browser, "application/wasm", "br", len(files["salotto.wasm.br"])},
		{"brotli game, client without br", "/salotto.wasm.br", "gzip, deflate", "application/octet-stream", "", len(files["salotto.wasm.br"])},
		{"brotli game, br refused", "/salotto.wasm.br", "br;q=0, *", "application/octet-stream", "", len(files["salotto.wasm.br"])},
		{"wasm", "/game.wasm", browser, "application/wasm", "", len(files["game.wasm"])},
		{"glue", "/wasm_exec.js", browser, "text/javascript; charset=utf-8", "", len(files["wasm_exec.js"])},
		{"index redirect", "/index.html", browser, "text/html; charset=utf-8", "", -1}, // FileServer redirects /index.html to /
		{"page", "/", browser, "text/html; charset=utf-8", "", len(files["index.html"])},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tt.path, nil)
			req.Header.Set("Accept-Encoding", tt.accept)
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
			if enc := resp.Header.Get("Content-Encoding"); enc != tt.wantEncode {
				t.Errorf("Content-Encoding %q, want %q", enc, tt.wantEncode)
			}
			if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(tt.wantLength) {
				t.Errorf("Content-Length %q, want %d (the progress bar needs it)", got, tt.wantLength)
			}
		})
	}
}

func TestAcceptsBrotli(t *testing.T) {
	for header, want := range map[string]bool{
		"":                          false,
		"gzip, deflate":             false,
		"gzip, deflate, br, zstd":   true,
		"BR":                        true,
		"br;q=0.5":                  true,
		"br;q=0":                    false,
		"br; q=0.0, gzip":           false,
		"*":                         true,
		"*;q=0":                     false,
		"*, br;q=0":                 false,
		"br;q=0.1, *;q=0":           true,
		"gzip;q=1.0, identity; q=0": false,
	} {
		if got := acceptsBrotli(header); got != want {
			t.Errorf("acceptsBrotli(%q) = %v, want %v", header, got, want)
		}
	}
}

func TestCheckBundle(t *testing.T) {
	dir := t.TempDir()
	if err := CheckBundle(dir); err == nil {
		t.Error("an empty directory passed the bundle check")
	}
	for i, name := range bundleFiles {
		if err := CheckBundle(dir); err == nil {
			t.Errorf("a bundle with only %v passed the check", bundleFiles[:i])
		}
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := CheckBundle(dir); err != nil {
		t.Errorf("a complete bundle failed the check: %v", err)
	}
}
