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

// serve starts a server on 127.0.0.1 for dir, typed as cmd/serve types it:
// the compressed game as plain bytes without Content-Encoding.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(typed(http.FileServer(http.Dir(dir))))
	t.Cleanup(srv.Close)
	return srv
}

func typed(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch path.Ext(r.URL.Path) {
		case ".gz":
			w.Header().Set("Content-Type", "application/octet-stream")
		case ".wasm":
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// serveSlowly is serve with the game trickling out in small flushed chunks,
// so the loader's progress bar has time to be seen moving. With
// sendLength false the response is chunked and carries no Content-Length,
// and the loader must fall back on the size salotto-build.js bakes in.
func serveSlowly(t *testing.T, dir string, sendLength bool) *httptest.Server {
	t.Helper()
	files := typed(http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/salotto.wasm.gz" {
			files.ServeHTTP(w, r)
			return
		}
		data, err := os.ReadFile(filepath.Join(dir, "salotto.wasm.gz"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/octet-stream")
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
