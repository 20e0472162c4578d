// Command salotto-server runs online rooms: friends play a game from their
// own devices through it. With no flags it listens on 127.0.0.1:8080 and
// keeps its rooms in a salotto-server folder in the user's cache folder.
//
//	go run ./cmd/salotto-server                                   # rooms at ws://127.0.0.1:8080/ws
//	go run ./cmd/salotto-server -addr :8080 -web web              # the browser game and its rooms, one origin
//	go run ./cmd/salotto-server -tls-cert c.pem -tls-key k.pem    # wss, for a page served over https
//	go run ./cmd/salotto-server -node a -cluster 127.0.0.1:6222 -routes nats://127.0.0.1:6223,nats://127.0.0.1:6224
//
// docs/protocol.md describes the protocol and how rooms are kept.
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"salotto/online/server"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("salotto-server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o server.Options
	var origins string
	fs.StringVar(&o.Addr, "addr", "127.0.0.1:8080", "address to listen on (:8080 for every interface)")
	fs.StringVar(&o.Data, "data", "", "folder the rooms are kept in (default: salotto-server in the user's cache folder)")
	fs.StringVar(&o.Web, "web", "", "serve this browser build (web/ after scripts/web-build.sh) at /, beside the rooms")
	fs.StringVar(&origins, "origins", strings.Join(server.DefaultOrigins, ","), "page origins allowed to open rooms, as host patterns (the server's own origin always is)")
	fs.StringVar(&o.TLSCert, "tls-cert", "", "certificate file: serve https and wss (a page served over https can only open wss)")
	fs.StringVar(&o.TLSKey, "tls-key", "", "the certificate's key file")
	fs.StringVar(&o.Node, "node", "salotto", "this node's name (unique in a cluster)")
	fs.StringVar(&o.Cluster, "cluster", "", "host:port this node takes the cluster's routes on (empty: one node alone)")
	fs.StringVar(&o.Routes, "routes", "", "the other nodes' routes, nats://host:port,...")
	fs.BoolVar(&o.Verbose, "v", false, "log the embedded NATS server too")
	fs.StringVar(&o.Debug, "debug", "", "serve Go's profiles at /debug/pprof/ on this loopback address (127.0.0.1:6060), for measuring")
	fs.DurationVar(&o.LeaseTTL, "lease", 15*time.Second, "how long a room outlives its owner's silence before another node takes it over")
	fs.IntVar(&o.JoinBurst, "join-burst", 20, "rooms an address may create, join or watch in a burst…")
	fs.DurationVar(&o.JoinRate, "join-every", 3*time.Second, "…and then one per this")
	fs.Float64Var(&o.FrameRate, "frame-rate", 20, "frames a second a connection may send…")
	fs.IntVar(&o.FrameBurst, "frame-burst", 40, "…after a burst of this many (bots playing each other at full speed need more)")
	fs.DurationVar(&o.BotPause, "bot-pause", 600*time.Millisecond, "the least time between a move and a server bot's answer")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "salotto-server: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	for _, p := range strings.Split(origins, ",") {
		if p = strings.TrimSpace(p); p != "" {
			o.Origins = append(o.Origins, p)
		}
	}
	if o.Origins == nil {
		o.Origins = []string{} // the server's own origin only
	}
	o.Logger = log.New(stderr, "salotto-server: ", log.LstdFlags)
	if o.Web != "" {
		if _, err := os.Stat(o.Web); err != nil {
			fmt.Fprintf(stderr, "salotto-server: -web %s: %v (run ./scripts/web-build.sh first)\n", o.Web, err)
			return 1
		}
	}
	s, err := server.Start(o)
	if err != nil {
		fmt.Fprintln(stderr, "salotto-server:", err)
		return 1
	}
	opts := s.Options()
	ws := strings.Replace(strings.Replace(s.URL(), "https://", "wss://", 1), "http://", "ws://", 1) + "/ws"
	fmt.Fprintf(stdout, "Salotto's room server on %s (rooms at %s; node %s; data in %s). Ctrl+C stops it.\n", s.URL(), ws, opts.Node, opts.Data)
	if opts.Web != "" {
		fmt.Fprintf(stdout, "The game is at %s/\n", s.URL())
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	select {
	case <-stop:
		fmt.Fprintln(stdout, "stopping")
	case err := <-waitChan(s):
		fmt.Fprintln(stderr, "salotto-server:", err)
		s.Close()
		return 1
	}
	if err := s.Close(); err != nil {
		fmt.Fprintln(stderr, "salotto-server:", err)
	}
	return 0
}

func waitChan(s *server.Server) <-chan error {
	c := make(chan error, 1)
	go func() { c <- s.Wait() }()
	return c
}
