// Command serve plays the browser build locally: it serves web/ (after
// scripts/web-build.sh) on 127.0.0.1 so a browser can load the game.
//
//	go run ./cmd/serve                 # http://127.0.0.1:8080/
//	go run ./cmd/serve -addr 127.0.0.1:9000 -dir web
//
// It listens on the loopback address by default: this is a tool for the
// person at the keyboard, not a web server for the network.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "web", "directory holding index.html and the compressed game")
	flag.Parse()

	if err := checkBundle(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	fmt.Printf("Salotto is on http://%s/ (serving %s; Ctrl+C stops)\n", ln.Addr(), *dir)
	log.Fatal(http.Serve(ln, Handler(*dir)))
}

// bundleFiles are the files the page cannot start without.
var bundleFiles = []string{"index.html", "salotto.wasm.br", "salotto.wasm.gz", "wasm_exec.js"}

// checkBundle explains what to do when the web build has not been made yet,
// instead of serving a page that can only say the download failed.
func checkBundle(dir string) error {
	for _, name := range bundleFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("%s has no %s; run ./scripts/web-build.sh first", dir, name)
		}
	}
	return nil
}
