package main

import (
	"net/http"
	"path"
)

// Handler serves the files under dir with the types the loader expects.
//
// The compressed game (salotto.wasm.gz) goes out as plain bytes,
// application/octet-stream with no Content-Encoding: the loader counts the
// bytes as they arrive for its progress bar and decompresses them itself.
// If the server declared gzip encoding, the browser would inflate the body
// first and the loader would get a stream that is no longer gzip. itch.io
// serves the file the same way, so local play matches the published game.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		switch path.Ext(r.URL.Path) {
		case ".wasm":
			h.Set("Content-Type", "application/wasm")
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
