// Package webserve serves the browser build (web/) as itch.io serves the
// uploaded zip: the local player (cmd/serve) and the online server
// (cmd/salotto-server, with -web) both use it.
package webserve

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// Handler serves the files under dir with the types and encodings the
// loader expects, as itch.io serves the uploaded zip.
//
// The brotli game (salotto.wasm.br) goes out with Content-Encoding: br and
// the inner file's type, so the browser decodes it while it downloads. A
// client that does not accept br (a browser on plain HTTP to another host
// only offers gzip) gets the raw bytes instead; the loader sees they are
// not WebAssembly and falls back to the gzip game.
//
// The gzip game (salotto.wasm.gz) goes out as plain bytes,
// application/octet-stream with no Content-Encoding: the loader counts the
// bytes as they arrive for its progress bar and decompresses them itself.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		switch path.Ext(r.URL.Path) {
		case ".wasm":
			h.Set("Content-Type", "application/wasm")
		case ".br":
			h.Add("Vary", "Accept-Encoding")
			if acceptsBrotli(r.Header.Get("Accept-Encoding")) {
				h.Set("Content-Encoding", "br")
				h.Set("Content-Type", innerType(r.URL.Path))
			} else {
				h.Set("Content-Type", "application/octet-stream")
			}
		case ".gz":
			h.Set("Content-Type", "application/octet-stream")
		case ".js":
			h.Set("Content-Type", "text/javascript; charset=utf-8")
		}
		// A rebuilt game must not hide behind a cached old one.
		h.Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// innerType is the type of the file a compressed name wraps: salotto.wasm.br
// is application/wasm.
func innerType(name string) string {
	inner := strings.TrimSuffix(name, path.Ext(name))
	if path.Ext(inner) == ".wasm" { // mime's table may lack it on a bare system
		return "application/wasm"
	}
	if t := mime.TypeByExtension(path.Ext(inner)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// acceptsBrotli reports whether an Accept-Encoding header lets the server
// answer in br: br listed without q=0, or else a * without q=0.
func acceptsBrotli(header string) bool {
	br, star := -1.0, -1.0 // the q values given; -1 when absent
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		q := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); ok && strings.EqualFold(k, "q") && err == nil {
				q = f
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "br":
			br = q
		case "*":
			star = q
		}
	}
	if br >= 0 {
		return br > 0
	}
	return star > 0
}

// bundleFiles are the files the page cannot start without.
var bundleFiles = []string{"index.html", "salotto.wasm.br", "salotto.wasm.gz", "wasm_exec.js"}

// CheckBundle explains what to do when the web build has not been made yet,
// instead of serving a page that can only say the download failed.
func CheckBundle(dir string) error {
	for _, name := range bundleFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("%s has no %s; run ./scripts/web-build.sh first", dir, name)
		}
	}
	return nil
}
