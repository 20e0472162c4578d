// Command roomload measures the room server under load: it starts
// salotto-server (one node, or a loopback cluster of three), opens rooms of
// HMS Dolores whose seats are each a WebSocket client of their own, lets
// them sit idle to weigh an idle room, then has them move at a set rate and
// times each move from the moment it is sent until every seat of its room
// has its frame. scripts/online-load.sh runs it; docs/online-load.md says
// what it measures and what it found.
//
//	roomload -bin ./salotto-server -rooms 1000 -rate 1000
//	roomload -bin ./salotto-server -nodes 3 -rooms 1000 -rate 1000
//	roomload -server http://127.0.0.1:8080 -rooms 100 -rate 100   # a server already running
//
// A move is a random legal one for a seat that may act, chosen from that
// seat's own view: the server does all a real room's work for it (the
// rules, the log synced to disk, every viewer's frame), and no server bot
// thinks. Each room has one move in flight at a time; a room whose game
// ends is replaced by a new one.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what one run measures.
type config struct {
	bin      string        // the salotto-server to start
	servers  []string      // or the servers already running
	nodes    int           // 1, or 3 for a loopback cluster
	rooms    int           // concurrent rooms
	players  int           // seats a room, each a connection of its own
	rate     float64       // moves a second over all rooms (0: idle only)
	idle     time.Duration // how long the rooms sit idle before they are weighed
	idleLong time.Duration // weigh them again after this long idle (0: not)
	warmup   time.Duration // moving before the timed window
	duration time.Duration // the timed window
	open     int           // rooms opened at once
	seed     uint64
	dataRoot string   // where the servers' data folders are made ("": the system's temporary folder)
	profile  string   // a folder for the server's profiles (empty: none)
	extra    []string // more flags for salotto-server
	json     bool
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("roomload", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	var servers, extra string
	fs.StringVar(&c.bin, "bin", "", "the salotto-server binary to start, on a fresh data folder")
	fs.StringVar(&servers, "server", "", "servers already running, URL[,URL...], instead of -bin (no CPU or memory figures)")
	fs.IntVar(&c.nodes, "nodes", 1, "nodes to start: 1, or 3 for a loopback cluster")
	fs.IntVar(&c.rooms, "rooms", 1000, "concurrent rooms")
	fs.IntVar(&c.players, "players", 2, "seats a room (2 to 4), each on its own connection")
	fs.Float64Var(&c.rate, "rate", 1000, "moves a second over all rooms (0: weigh idle rooms only)")
	fs.DurationVar(&c.idle, "idle", 10*time.Second, "how long the opened rooms sit idle before they are weighed")
	fs.DurationVar(&c.idleLong, "idle-long", 0, "weigh the idle rooms again after this long (0: once)")
	fs.DurationVar(&c.warmup, "warmup", 5*time.Second, "moving before the timed window")
	fs.DurationVar(&c.duration, "duration", 20*time.Second, "the timed window")
	fs.IntVar(&c.open, "open", 16, "rooms opened at once")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the moves' random choices")
	fs.StringVar(&c.dataRoot, "data-root", "", "make the servers' data folders in this folder (default: the system's temporary folder); on tmpfs, syncs cost nothing")
	fs.StringVar(&c.profile, "profile", "", "write the server's profiles to this folder: heap of the idle rooms, CPU of the timed window")
	fs.StringVar(&extra, "server-flags", "", "more flags for salotto-server, space-separated")
	fs.BoolVar(&c.json, "json", false, "print the result as one JSON line too")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if servers != "" {
		c.servers = splitList(servers)
	}
	c.extra = splitFields(extra)
	if err := c.check(); err != nil {
		fmt.Fprintln(stderr, "roomload:", err)
		return 2
	}
	res, err := measure(c, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "roomload:", err)
		return 1
	}
	res.print(stdout)
	if c.json {
		res.printJSON(stdout)
	}
	if res.Errors > 0 {
		return 1
	}
	return 0
}

func (c *config) check() error {
	switch {
	case (c.bin == "") == (len(c.servers) == 0):
		return fmt.Errorf("give -bin (a server to start) or -server (servers running), one of them")
	case c.nodes != 1 && c.nodes != 3:
		return fmt.Errorf("-nodes %d: 1 or 3", c.nodes)
	case c.rooms < 1:
		return fmt.Errorf("-rooms %d: at least 1", c.rooms)
	case c.players < 2 || c.players > 4:
		return fmt.Errorf("-players %d: HMS Dolores seats 2 to 4", c.players)
	case c.rate < 0:
		return fmt.Errorf("-rate %g: not below 0", c.rate)
	case c.open < 1:
		return fmt.Errorf("-open %d: at least 1", c.open)
	case c.profile != "" && len(c.servers) > 0:
		return fmt.Errorf("-profile needs -bin: the profiles come from the server it starts")
	}
	return nil
}
