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
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"salotto/internal/webserve"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "web", "directory holding index.html and the compressed game")
	flag.Parse()

	if err := webserve.CheckBundle(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
	fmt.Printf("Salotto is on http://%s/ (serving %s; Ctrl+C stops)\n", ln.Addr(), *dir)
	log.Fatal(http.Serve(ln, webserve.Handler(*dir)))
}
