// Package server is Salotto's online room server: rooms played over
// WebSockets, their logs kept in NATS JetStream embedded in the same
// process, and, on several nodes, a cluster that moves a room to another
// node when its owner dies. docs/protocol.md describes what it speaks and
// how rooms are kept; cmd/salotto-server is the command.
package server

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"salotto/internal/webserve"
	"salotto/online/proto"
	"salotto/online/room"
)

// Options configure a server. The zero value of each timing takes its
// default (Defaults); tests shorten them.
type Options struct {
	Addr    string   // where to listen: 127.0.0.1:8080
	Data    string   // the folder JetStream keeps the rooms in
	Web     string   // a browser build to serve at / (empty: none)
	Origins []string // page origins allowed to open /ws (host patterns); the server's own is always allowed
	TLSCert string   // with TLSKey: serve https and wss
	TLSKey  string

	Node    string // this node's name, unique in a cluster
	Cluster string // host:port this node takes routes from (empty: a single node)
	Routes  string // the other nodes' routes, nats://host:port,...

	LeaseTTL   time.Duration // a room's owner must renew its lease within this
	ClaimWait  time.Duration // how long a request waits for a room to find an owner
	AliveEvery time.Duration // how often a node tells rooms its connections are there
	Silent     time.Duration // a connection (or attachment) silent this long is dropped
	IdleUnload time.Duration // a room nobody follows is let go from memory after this
	IdleClose  time.Duration // a room idle this long (not over) is deleted
	RecordKeep time.Duration // a finished room's record is kept this long
	BotPause   time.Duration // the least time between a move and a server bot's answer
	StartWait  time.Duration // how long a cluster node waits for its peers to form
	JoinRate   time.Duration // an address may create, join or watch once per this…
	JoinBurst  int           // …after a burst of this many
	FrameRate  float64       // frames a second a connection may send…
	FrameBurst int           // …after a burst of this many

	Verbose bool        // the embedded NATS server's own log too
	Logger  *log.Logger // where the server logs (nil: nowhere)
}

// DefaultOrigins are the page origins allowed besides the server's own:
// a game on this machine, and itch.io, whose games run in frames on
// itch.zone and hwcdn.net.
var DefaultOrigins = []string{"localhost:*", "127.0.0.1:*", "*.itch.io", "*.itch.zone", "*.hwcdn.net"}

// Defaults fills every unset option.
func (o *Options) Defaults() error {
	if o.Addr == "" {
		o.Addr = "127.0.0.1:8080"
	}
	if o.Data == "" {
		dir, err := DefaultData()
		if err != nil {
			return err
		}
		o.Data = dir
	}
	if o.Origins == nil {
		o.Origins = DefaultOrigins
	}
	if o.Node == "" {
		o.Node = "salotto"
	}
	if !nodeName.MatchString(o.Node) {
		return fmt.Errorf("node name %q: letters, digits, - and _ only", o.Node)
	}
	if (o.TLSCert == "") != (o.TLSKey == "") {
		return errors.New("-tls-cert and -tls-key go together")
	}
	if o.Routes != "" && o.Cluster == "" {
		return errors.New("-routes needs -cluster")
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d == 0 {
			*d = v
		}
	}
	def(&o.LeaseTTL, 15*time.Second)
	def(&o.ClaimWait, o.LeaseTTL+10*time.Second)
	def(&o.AliveEvery, 10*time.Second)
	def(&o.Silent, 60*time.Second)
	def(&o.IdleUnload, 2*time.Minute)
	def(&o.IdleClose, 24*time.Hour)
	def(&o.RecordKeep, 7*24*time.Hour)
	def(&o.BotPause, 600*time.Millisecond)
	def(&o.StartWait, 60*time.Second)
	def(&o.JoinRate, 3*time.Second)
	if o.JoinBurst == 0 {
		o.JoinBurst = 20
	}
	if o.FrameRate == 0 {
		o.FrameRate = 20
	}
	if o.FrameBurst == 0 {
		o.FrameBurst = 40
	}
	return nil
}

var nodeName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)

// tick is how often a room's actor checks its lease and its connections.
func (o *Options) tick() time.Duration { return min(time.Second, o.LeaseTTL/6) }

// DefaultData is the folder rooms are kept in when -data is not given: a
// salotto-server folder in the user's cache folder, else config folder.
func DefaultData() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		if dir, err = os.UserConfigDir(); err != nil {
			return "", fmt.Errorf("no cache or config folder for the rooms (give -data): %w", err)
		}
	}
	return filepath.Join(dir, "salotto-server"), nil
}

// Server is a running server.
type Server struct {
	o    Options
	e    *engine
	n    *node
	ln   net.Listener
	http *http.Server
	done chan error
}

// Start starts a server: the engine, the node, and the listener.
func Start(o Options) (*Server, error) {
	if err := o.Defaults(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.Data, 0o755); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		return nil, err
	}
	e, err := startEngine(&o)
	if err != nil {
		ln.Close()
		return nil, err
	}
	n, err := newNode(&o, e)
	if err != nil {
		e.close()
		ln.Close()
		return nil, err
	}
	s := &Server{o: o, e: e, n: n, ln: ln, done: make(chan error, 1)}
	s.http = &http.Server{Handler: s.handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: log.New(io.Discard, "", 0)}
	go func() {
		if o.TLSCert != "" {
			s.http.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12}
			s.done <- s.http.ServeTLS(ln, o.TLSCert, o.TLSKey)
		} else {
			s.done <- s.http.Serve(ln)
		}
	}()
	return s, nil
}

// URL is where the server answers: http(s)://host:port.
func (s *Server) URL() string {
	scheme := "http"
	if s.o.TLSCert != "" {
		scheme = "https"
	}
	return scheme + "://" + s.ln.Addr().String()
}

// Options are the server's options, defaults filled in.
func (s *Server) Options() Options { return s.o }

// Close stops the server: connections, rooms (each releasing its lease),
// then the engine.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s.n.stop()
	err := s.http.Shutdown(ctx)
	s.e.close()
	return err
}

// Wait blocks until the server stops serving, with why.
func (s *Server) Wait() error { return <-s.done }

func (s *Server) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", s.n.serveWS)
	mux.HandleFunc("/rooms/{code}/record.json", s.record)
	if s.o.Web != "" {
		mux.HandleFunc("/salotto-server.json", serverInfo)
		mux.Handle("/", webserve.Handler(s.o.Web))
	} else {
		mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/" {
				http.NotFound(w, r)
				return
			}
			fmt.Fprintf(w, "Salotto's room server (protocol %d). Rooms are at /ws.\n", proto.Version)
		})
	}
	return mux
}

// serverInfo tells the page served beside the rooms (-web) that its own
// origin plays them: the browser game asks for this file at start
// (window.salottoNet in web/loader.js) and, when it is there, needs no
// ?server= in its address.
func serverInfo(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-cache")
	fmt.Fprintf(w, `{"salotto":"rooms","protocol":%d,"rooms":"/ws"}`+"\n", proto.Version)
}

// record serves a finished room's game record.
func (s *Server) record(w http.ResponseWriter, r *http.Request) {
	code := proto.NormalizeCode(r.PathValue("code"))
	if proto.CheckCode(code) != nil {
		http.Error(w, "not a room code", http.StatusBadRequest)
		return
	}
	ctx, cancel := shortCtx()
	defer cancel()
	entries, _, err := s.e.readLog(ctx, code)
	if err != nil {
		http.Error(w, "the room could not be read", http.StatusServiceUnavailable)
		return
	}
	if len(entries) == 0 {
		http.Error(w, "no room has that code (it may have expired)", http.StatusNotFound)
		return
	}
	rm, err := room.Replay(code, entries)
	if err != nil {
		http.Error(w, "the room's log is damaged", http.StatusInternalServerError)
		return
	}
	if rm.Phase != proto.Over {
		http.Error(w, "the game is not over: its record is kept secret until the end", http.StatusForbidden)
		return
	}
	data, err := rm.Record().Marshal()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s.json"`, rm.Game.Name(), strings.ToLower(code)))
	_, _ = w.Write(data)
}
