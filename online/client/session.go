// Package client is a client of the room server: a Session follows one
// room through lost connections, lost and repeated frames, and owners
// that change, and hands its user the room's frames in order, each once.
// It knows no game and no screen: the arena's bot clients, the tests and
// the game's tables (through the kit's remote source) use it alike, over
// any Transport.
package client

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"salotto/online/proto"
)

// Config is how a Session reaches its server.
type Config struct {
	URLs []string // the servers' room URLs, tried in turn
	Dial Dialer
	// Resend is how long an unanswered request waits before it is sent
	// again (a move not acknowledged, a binding not welcomed), and how
	// long a quiet connection waits before asking for what it may have
	// missed. Default 3 s.
	Resend time.Duration
	// Backoff is the first wait before reconnecting; it doubles, with
	// jitter, up to MaxBackoff. Defaults 1 s and 30 s.
	Backoff, MaxBackoff time.Duration
	// Ping is how often a connection says it is alive. Default 15 s.
	Ping time.Duration
}

// Status tells the user about the connection: Connected, or the attempt
// at reconnecting and how long until it (the page shows "Reconnecting…
// 3 s").
type Status struct {
	Connected bool
	Attempt   int
	In        time.Duration
	Err       error // why the last connection ended
}

// ErrRoomGone ends a session whose room the server no longer has.
var ErrRoomGone = errors.New("the room is gone (it ended long ago, or expired)")

// Session follows one room. Its events come on Events, in order: the
// server's frames (*proto.Welcome, *proto.Seats, *proto.View,
// *proto.MoveMade, *proto.Ack, *proto.Refused, *proto.End and
// non-fatal *proto.Error) and Status; the channel closes when the
// session ends, and Err says why.
type Session struct {
	cfg    Config
	first  any // the binding request: *proto.Create, *proto.Join or *proto.Watch
	events chan any
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu        sync.Mutex
	t         Transport
	room      string
	tokens    []string
	spectator bool
	bound     bool      // some connection was welcomed: the room knows this session's tokens
	welcomed  bool      // this connection was
	asked     time.Time // when the binding was last sent
	heard     time.Time // when a frame last came
	last      map[int]int
	viewers   []int
	next      map[int]int
	pending   []*pendingMove
	ended     bool
	err       error
}

type pendingMove struct {
	m    *proto.Move
	sent time.Time
}

// Open starts a session that sends first (a *proto.Create, *proto.Join
// or *proto.Watch) and, after any lost connection, resumes.
func Open(cfg Config, first any) *Session {
	if cfg.Resend == 0 {
		cfg.Resend = 3 * time.Second
	}
	if cfg.Backoff == 0 {
		cfg.Backoff = time.Second
	}
	if cfg.MaxBackoff == 0 {
		cfg.MaxBackoff = 30 * time.Second
	}
	if cfg.Ping == 0 {
		cfg.Ping = 15 * time.Second
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{cfg: cfg, first: first, events: make(chan any, 256), ctx: ctx, cancel: cancel,
		done: make(chan struct{}), last: map[int]int{}, next: map[int]int{}}
	switch f := first.(type) {
	case *proto.Create:
		s.tokens = append(s.tokens, f.Host)
		for _, seat := range f.Seats {
			if seat.Token != "" {
				s.tokens = append(s.tokens, seat.Token)
			}
		}
	case *proto.Join:
		s.tokens = []string{f.Token}
		s.room = f.Room
	case *proto.Resume:
		s.tokens, s.room = f.Tokens, f.Room
	case *proto.Watch:
		s.spectator, s.room = true, f.Room
	}
	go s.run()
	return s
}

// Events are the room's frames and the connection's status, in order.
func (s *Session) Events() <-chan any { return s.events }

// Err is why the session ended (nil while it runs, or after Close).
func (s *Session) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Room is the room's code, once known.
func (s *Session) Room() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.room
}

// Tokens are the secrets this session holds its seats with (the host's
// first, for a room it created): keep them to come back after a crash.
func (s *Session) Tokens() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.tokens)
}

// Close ends the session.
func (s *Session) Close() {
	s.cancel()
	<-s.done
}

// Move sends a seat's move, and again until the server answers it.
func (s *Session) Move(seat int, move string) {
	s.mu.Lock()
	n := s.next[seat]
	if n == 0 {
		n = 1
	}
	s.next[seat] = n + 1
	p := &pendingMove{m: &proto.Move{T: proto.TMove, Seat: seat, Move: move, N: n}}
	s.pending = append(s.pending, p)
	t, ok := s.t, s.welcomed
	if ok {
		p.sent = time.Now()
	}
	s.mu.Unlock()
	if ok {
		s.send(t, p.m)
	}
}

// Start asks the server to deal (the host only).
func (s *Session) Start() {
	s.mu.Lock()
	t := s.t
	s.mu.Unlock()
	s.send(t, &proto.Start{T: proto.TStart})
}

func (s *Session) send(t Transport, f any) {
	if t == nil {
		return
	}
	b, err := proto.Encode(f)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	_ = t.Send(ctx, b)
}

func (s *Session) emit(ev any) {
	select {
	case s.events <- ev:
	case <-s.ctx.Done():
	}
}

// run connects, and reconnects, until the session ends.
func (s *Session) run() {
	defer close(s.done)
	defer close(s.events)
	attempt := 0
	for i := 0; s.ctx.Err() == nil; i++ {
		url := s.cfg.URLs[i%len(s.cfg.URLs)]
		t, err := s.cfg.Dial(s.ctx, url)
		if err == nil {
			attempt = 0
			err = s.serve(t)
			_ = t.Close()
			if s.finished() {
				return
			}
		}
		if s.ctx.Err() != nil {
			return
		}
		wait := time.Duration(0)
		if !errors.Is(err, Moved) {
			wait = s.backoff(attempt)
			attempt++
		}
		s.emit(Status{Attempt: attempt, In: wait, Err: err})
		select {
		case <-time.After(wait):
		case <-s.ctx.Done():
			return
		}
	}
}

// backoff is the wait before reconnect attempt n: doubling, with jitter.
func (s *Session) backoff(n int) time.Duration {
	d := s.cfg.Backoff << min(n, 10)
	d = min(d, s.cfg.MaxBackoff)
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

func (s *Session) finished() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err != nil
}

func (s *Session) stop(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.cancel()
}

// serve is one connection: hello, the binding, then frames until it
// breaks.
func (s *Session) serve(t Transport) error {
	s.mu.Lock()
	s.t, s.welcomed, s.heard = t, false, time.Now()
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.t, s.welcomed = nil, false
		s.mu.Unlock()
	}()
	s.send(t, &proto.Hello{T: proto.THello, V: proto.Version})
	s.bind(t)
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	go s.keep(ctx, t)
	for {
		b, err := t.Recv(ctx)
		if err != nil {
			return err
		}
		f, err := proto.DecodeServer(b)
		if err != nil {
			continue // a frame this client cannot read: asked again by a later sync
		}
		s.mu.Lock()
		s.heard = time.Now()
		s.mu.Unlock()
		keep, err := s.take(t, f)
		if keep {
			s.emit(f)
		}
		if err != nil {
			s.stop(err)
			return err
		}
	}
}

// bind sends the request that attaches this connection to the room: the
// first one, or a resume once the room is known.
func (s *Session) bind(t Transport) {
	s.mu.Lock()
	var f any
	switch {
	case s.spectator:
		f = &proto.Watch{T: proto.TWatch, Room: s.room, Last: s.lastSeen()}
	case s.room != "" && (s.bound || s.isResume()):
		f = &proto.Resume{T: proto.TResume, Room: s.room, Tokens: slices.Clone(s.tokens), Last: s.lastSeen()}
	default:
		f = s.first
	}
	s.asked = time.Now()
	s.mu.Unlock()
	s.send(t, f)
}

func (s *Session) isResume() bool {
	_, ok := s.first.(*proto.Resume)
	return ok
}

// lastSeen is the last sequence number every viewer of this session has
// taken in (-1: none).
func (s *Session) lastSeen() int {
	if len(s.viewers) == 0 {
		return -1
	}
	low := -1
	for i, v := range s.viewers {
		l, ok := s.last[v]
		if !ok {
			return -1
		}
		if i == 0 || l < low {
			low = l
		}
	}
	return low
}

// keep sends what a quiet connection needs: the binding again while no
// welcome came, moves not acknowledged, a sync when nothing was heard for
// a while, and pings.
func (s *Session) keep(ctx context.Context, t Transport) {
	tick := time.NewTicker(s.cfg.Resend / 3)
	defer tick.Stop()
	pinged := time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		now := time.Now()
		s.mu.Lock()
		welcomed, asked, heard, ended := s.welcomed, s.asked, s.heard, s.ended
		var resend []*proto.Move
		if welcomed {
			for _, p := range s.pending {
				if now.Sub(p.sent) >= s.cfg.Resend {
					p.sent = now
					resend = append(resend, p.m)
				}
			}
		}
		last := s.lastSeen()
		s.mu.Unlock()
		switch {
		case !welcomed && now.Sub(asked) >= s.cfg.Resend:
			s.bind(t)
		case welcomed && !ended && now.Sub(heard) >= s.cfg.Resend:
			s.send(t, &proto.Sync{T: proto.TSync, Last: last})
			s.mu.Lock()
			s.heard = now
			s.mu.Unlock()
		}
		for _, m := range resend {
			s.send(t, m)
		}
		if now.Sub(pinged) >= s.cfg.Ping {
			pinged = now
			s.send(t, &proto.Ping{T: proto.TPing})
		}
	}
}
