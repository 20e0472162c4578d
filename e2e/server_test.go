package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// serve starts a server on 127.0.0.1 for dir, typed as cmd/serve and
// itch.io type it: the brotli game with Content-Encoding: br (the browser
// decodes it), the gzip game as plain bytes without Content-Encoding.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(typed(http.FileServer(http.Dir(dir)), brDecoded))
	t.Cleanup(srv.Close)
	return srv
}

// brotliMode is how a test's server treats salotto.wasm.br.
type brotliMode int

const (
	brDecoded      brotliMode = iota // Content-Encoding: br, as itch.io and cmd/serve send it
	brRaw                            // plain bytes, as a server that knows nothing of brotli sends it
	brMissing                        // 404, as from an old upload
	brRawGzEncoded                   // plain bytes, and the .gz with Content-Encoding: gzip, as itch.io serves any gzip file
)

// serveWith is serve with the brotli game treated as mode says.
func serveWith(t *testing.T, dir string, mode brotliMode) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(typed(http.FileServer(http.Dir(dir)), mode))
	t.Cleanup(srv.Close)
	return srv
}

func typed(next http.Handler, mode brotliMode) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		switch path.Ext(r.URL.Path) {
		case ".br":
			switch mode {
			case brDecoded:
				h.Set("Content-Encoding", "br")
				h.Set("Content-Type", "application/wasm")
			case brRaw, brRawGzEncoded:
				h.Set("Content-Type", "application/octet-stream")
			case brMissing:
				http.NotFound(w, r)
				return
			}
		case ".gz":
			h.Set("Content-Type", "application/octet-stream")
			if mode == brRawGzEncoded {
				h.Set("Content-Encoding", "gzip")
			}
		case ".wasm":
			h.Set("Content-Type", "application/wasm")
		}
		h.Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// serveSlowly is serveWith with the game trickling out in small flushed
// chunks, so the loader's progress bar has time to be seen moving: the
// brotli game when mode is brDecoded, else the gzip one (the brotli request
// is answered as mode says, at once). With sendLength false the response is
// chunked and carries no Content-Length, and the loader must fall back on
// the sizes salotto-build.js bakes in.
func serveSlowly(t *testing.T, dir string, mode brotliMode, sendLength bool) *httptest.Server {
	t.Helper()
	files := typed(http.FileServer(http.Dir(dir)), mode)
	slow := "/salotto.wasm.gz"
	if mode == brDecoded {
		slow = "/salotto.wasm.br"
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != slow {
			files.ServeHTTP(w, r)
			return
		}
		data, err := os.ReadFile(filepath.Join(dir, path.Base(slow)))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		switch mode {
		case brDecoded:
			w.Header().Set("Content-Encoding", "br")
			w.Header().Set("Content-Type", "application/wasm")
		case brRawGzEncoded:
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Content-Type", "application/octet-stream")
		default:
			w.Header().Set("Content-Type", "application/octet-stream")
		}
		if sendLength {
			w.Header().Set("Content-Length", strconv.Itoa(len(data)))
		}
		const chunk = 64 << 10
		for i := 0; i < len(data); i += chunk {
			if _, err := w.Write(data[i:min(i+chunk, len(data))]); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			time.Sleep(25 * time.Millisecond)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// copyWithout copies the bundle into a fresh directory, leaving out some files.
func copyWithout(t *testing.T, dir string, leave ...string) string {
	t.Helper()
	out := t.TempDir()
	skip := map[string]bool{}
	for _, f := range leave {
		skip[f] = true
	}
	for _, f := range bundleFiles {
		if skip[f] {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
