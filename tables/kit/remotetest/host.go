// Package remotetest is what the tables' online tests share: a room
// played in the test's own process (Host), as the server plays it, from
// the room's own logic (online/room), reached by real client sessions
// over in-memory transports; the hand-over a lobby makes (Handover); and
// a real server on loopback (Server) for the tests that need one.
//
// A Host is a room whose every move the test controls: it can twin the
// game (the same room with other cards where a viewer cannot see them),
// refuse a move, drop a connection, put a stand-in in a seat, or vanish.
package remotetest

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/online/room"
	"salotto/rules"
)

// Code is the invite code of every Host's room.
const Code = "K7QM4XTR"

// salt is the Host's salt: fixed, so the same game gives the same frames.
const salt = "0123456789abcdef0123456789abcdef"

// Seat is a seat of a Host's room: a person (Level "") or a bot the host
// plays at Level.
type Seat struct {
	Name  string
	Level string
}

// Host is a room played in this process. Its exported fields may be set
// before any device connects.
type Host struct {
	T    testing.TB
	Room *room.Room
	// BotPause is how long the host waits before each of its bots' moves.
	BotPause time.Duration
	// Refuse, when set, is asked about every move a device sends: a non-nil
	// error is the room's refusal, whatever the rules say.
	Refuse func(seat int, move string) error
	// Here are the seats shown connected though no device holds them: the
	// people the test plays itself (Play).
	Here map[int]bool
	// Tamper, when set, may change any frame the host sends (a room that
	// lies), returning what is sent instead.
	Tamper func(f any) any
	// Backoff is the sessions' first wait before reconnecting (0: 100 ms).
	Backoff time.Duration

	mu    sync.Mutex
	conns map[*Pipe]*attached
	bots  map[int]rules.Agent
	gone  bool
	kick  chan struct{}
	stop  chan struct{}
}

// attached is what a connection follows: its seats, or the public view.
type attached struct {
	seats     []int
	spectator bool
}

func (a *attached) viewers() []int {
	if a.spectator {
		return []int{-1}
	}
	if len(a.seats) > 1 {
		return append(slices.Clone(a.seats), -1)
	}
	return a.seats
}

// token is seat p's secret.
func token(p int) string { return fmt.Sprintf("%032x", p+1) }

// NewHost makes a room of game with options and seats, deals it with seed
// and starts it. Its bots (a seat with a Level) play as soon as they are
// to act, after BotPause.
func NewHost(t testing.TB, game string, opts rules.Options, seats []Seat, seed uint64) *Host {
	t.Helper()
	c := &proto.Create{T: proto.TCreate, Game: game, Options: opts, Host: token(99), Fixed: true, Seed: seed}
	for i, s := range seats {
		spec := proto.SeatSpec{Kind: proto.KindHere, Name: s.Name, Token: token(i)}
		if s.Level != "" {
			spec = proto.SeatSpec{Kind: proto.KindBot, Level: s.Level, Name: s.Name}
		}
		c.Seats = append(c.Seats, spec)
	}
	e, err := room.Make(c, 0, salt, 1000)
	if err != nil {
		t.Fatal(err)
	}
	r, err := room.New(Code, e)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Apply(room.Entry{T: room.EStart, At: 1001}); err != nil {
		t.Fatal(err)
	}
	h := &Host{T: t, Room: r, Here: map[int]bool{}, conns: map[*Pipe]*attached{}, bots: map[int]rules.Agent{},
		kick: make(chan struct{}, 1), stop: make(chan struct{})}
	for p, s := range r.Seats {
		if s.Kind == proto.KindBot {
			a, err := r.Game.NewBot(s.Level, r.BotSeed(p))
			if err != nil {
				t.Fatal(err)
			}
			h.bots[p] = a
		}
	}
	go h.playBots()
	t.Cleanup(func() { close(h.stop) })
	return h
}

// Twin gives the room another game, the same as viewer sees it but with
// everything viewer may not see drawn again with rng: the other hands,
// the piles' order, a secret choice. Call it before any device connects.
func (h *Host) Twin(viewer int, rng *rand.Rand) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.Room.State = h.Room.State.View(viewer).Determinize(rng)
}

// Advance makes n moves of the game, each the first seat to act's legal
// move drawn with rng, before any device connects.
func (h *Host) Advance(n int, rng *rand.Rand) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := 0; i < n && !h.Room.State.Done(); i++ {
		p := h.Room.State.ToAct(nil)[0]
		legal := h.Room.State.Legal(p, nil)
		m := legal[rng.IntN(len(legal))]
		if _, err := h.Room.Apply(room.Entry{T: room.EMove, At: 2000, Seat: p, Move: h.Room.Game.FormatMove(m), N: h.Room.Seats[p].LastN + 1}); err != nil {
			h.T.Fatalf("advancing: %v", err)
		}
	}
}

// Config is how a session reaches the host: fast resends and backoff.
func (h *Host) Config() client.Config {
	b := h.Backoff
	if b == 0 {
		b = 100 * time.Millisecond
	}
	return client.Config{URLs: []string{"mem://" + Code}, Dial: h.dial, Resend: 300 * time.Millisecond,
		Backoff: b, MaxBackoff: 4 * b}
}

// Device is a device holding seats (none: a spectator), connected.
func (h *Host) Device(seats ...int) *client.Session {
	var first any = &proto.Watch{T: proto.TWatch, Room: Code, Last: -1}
	if len(seats) > 0 {
		tokens := make([]string, len(seats))
		for i, p := range seats {
			tokens[i] = token(p)
		}
		first = &proto.Resume{T: proto.TResume, Room: Code, Tokens: tokens, Last: -1}
	}
	s := client.Open(h.Config(), first)
	h.T.Cleanup(s.Close)
	return s
}

func (h *Host) dial(ctx context.Context, url string) (client.Transport, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	p := newPipe(h) // a vanished room's server still answers: "no room"
	h.conns[p] = nil
	return p, nil
}

// connected reports whether seat p is held by a connection (or Here).
func (h *Host) connected(p int) bool {
	if h.Here[p] {
		return true
	}
	for _, a := range h.conns {
		if a != nil && slices.Contains(a.seats, p) {
			return true
		}
	}
	return false
}

// receive answers a client's frame.
func (h *Host) receive(p *Pipe, b []byte) {
	f, err := proto.DecodeClient(b)
	if err != nil {
		h.T.Errorf("a client sent a frame the server would refuse: %v: %s", err, b)
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.conns[p]; !ok {
		return // closed
	}
	switch f.(type) {
	case *proto.Hello:
		p.send(&proto.Hello{T: proto.THello, V: proto.Version, Node: "test"})
		return
	case *proto.Ping:
		p.send(&proto.Pong{T: proto.TPong})
		return
	}
	if h.gone {
		p.send(&proto.Error{T: proto.TError, Code: proto.ErrNoRoom, Reason: "no room has that code"})
		return
	}
	r := h.Room
	switch f := f.(type) {
	case *proto.Resume:
		var seats []int
		for _, t := range f.Tokens {
			if s := r.SeatOf(t); s >= 0 {
				seats = append(seats, s)
			}
		}
		if len(seats) == 0 {
			p.send(&proto.Error{T: proto.TError, Code: proto.ErrBadToken, Reason: "these tokens hold no seat"})
			return
		}
		slices.Sort(seats)
		for _, s := range seats {
			if r.Seats[s].StandIn {
				h.apply(room.Entry{T: room.EReturn, At: 3000, Seat: s})
			}
		}
		h.attach(p, &attached{seats: seats}, f.Last)
	case *proto.Watch:
		h.attach(p, &attached{spectator: true}, f.Last)
	case *proto.Sync:
		if a := h.conns[p]; a != nil {
			p.send(r.SeatsFrame(h.connected))
			h.catchUp(p, a, f.Last)
		}
	case *proto.Move:
		h.move(p, f)
	}
}

// attach binds a connection, welcomes it and sends what it missed.
func (h *Host) attach(p *Pipe, a *attached, last int) {
	h.conns[p] = a
	p.send(h.Room.Welcome(a.seats, false, h.connected))
	h.catchUp(p, a, last)
	h.sendSeats()
	h.nudge()
}

func (h *Host) catchUp(p *Pipe, a *attached, last int) {
	for _, v := range a.viewers() {
		frames, err := h.Room.Since(v, last, false)
		if err != nil {
			h.T.Errorf("catching up viewer %d: %v", v, err)
		}
		for _, f := range frames {
			p.send(f)
		}
	}
	if h.Room.Phase == proto.Over {
		if end, err := h.Room.EndFrame(); err == nil {
			p.send(end)
		}
	}
}

func (h *Host) sendSeats() {
	f := h.Room.SeatsFrame(h.connected)
	for p, a := range h.conns {
		if a != nil {
			p.send(f)
		}
	}
}

// move answers a device's move as the server does.
func (h *Host) move(p *Pipe, mv *proto.Move) {
	a := h.conns[p]
	r := h.Room
	switch {
	case a == nil || !slices.Contains(a.seats, mv.Seat):
		p.send(&proto.Error{T: proto.TError, Code: proto.ErrNotYours, Reason: "this connection does not hold that seat"})
		return
	case mv.N <= r.Seats[mv.Seat].LastN:
		p.send(&proto.Ack{T: proto.TAck, Seat: mv.Seat, N: mv.N, Seq: r.Seq()})
		return
	}
	if h.Refuse != nil {
		if err := h.Refuse(mv.Seat, mv.Move); err != nil {
			p.send(room.Refused(mv.Seat, mv.N, err))
			return
		}
	}
	fx, err := h.apply(room.Entry{T: room.EMove, At: 4000, Seat: mv.Seat, Move: mv.Move, N: mv.N})
	if err != nil {
		p.send(room.Refused(mv.Seat, mv.N, err))
		return
	}
	p.send(&proto.Ack{T: proto.TAck, Seat: mv.Seat, N: mv.N, Seq: fx.Seq})
}

// apply writes an entry and sends everyone what it did.
func (h *Host) apply(e room.Entry) (room.Effect, error) {
	fx, err := h.Room.Apply(e)
	if err != nil {
		return fx, err
	}
	switch e.T {
	case room.EMove:
		h.broadcast(fx)
		h.nudge()
	case room.EStandIn, room.EReturn:
		h.sendSeats()
		h.nudge()
	}
	return fx, nil
}

func (h *Host) broadcast(fx room.Effect) {
	var end *proto.End
	if fx.Ended {
		end, _ = h.Room.EndFrame()
	}
	for p, a := range h.conns {
		if a == nil {
			continue
		}
		for _, v := range a.viewers() {
			f, err := h.Room.MoveFrame(v, fx)
			if err != nil {
				h.T.Errorf("move %d for viewer %d: %v", fx.Seq, v, err)
				continue
			}
			p.send(f)
		}
		if end != nil {
			p.send(end)
		}
	}
	if fx.Ended {
		h.sendSeats()
	}
}

// Play makes seat p's move (its text form) as a device elsewhere sends
// it: the test playing the other person.
func (h *Host) Play(p int, move string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := h.apply(room.Entry{T: room.EMove, At: 5000, Seat: p, Move: move, N: h.Room.Seats[p].LastN + 1})
	return err
}

// State is the room's whole game now, for the test's own decisions (a
// copy).
func (h *Host) State() rules.State {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.Room.State.Clone()
}

// StandIn puts a stand-in bot in person p's seat (its person away past
// the grace), or takes it out; the host plays it as its own bots.
func (h *Host) StandIn(p int, on bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e := room.Entry{T: room.EStandIn, At: 6000, Seat: p}
	if !on {
		e.T = room.EReturn
		delete(h.bots, p)
	} else {
		a, err := h.Room.Game.NewBot("normal", h.Room.BotSeed(p))
		if err != nil {
			h.T.Fatal(err)
		}
		h.bots[p] = a
	}
	if _, err := h.apply(e); err != nil {
		h.T.Fatal(err)
	}
}

// SetHere shows seat p connected (or not) though no device holds it.
func (h *Host) SetHere(p int, on bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.Here[p] = on
	h.sendSeats()
}

// Drop closes every connection from the server's side, as a network that
// failed: the sessions reconnect by themselves.
func (h *Host) Drop() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for p := range h.conns {
		p.fail(errors.New("the connection was lost"))
		delete(h.conns, p)
	}
	h.sendSeats()
}

// Vanish deletes the room: every connection is closed, and the server
// knows no such room from then on.
func (h *Host) Vanish() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.gone = true
	for p := range h.conns {
		p.fail(errors.New("the server restarted"))
		delete(h.conns, p)
	}
}

// nudge wakes the host's bots.
func (h *Host) nudge() {
	select {
	case h.kick <- struct{}{}:
	default:
	}
}

// playBots plays the host's bot seats (and stand-ins) whenever they are to
// act and some device is connected, as the server does.
func (h *Host) playBots() {
	for {
		select {
		case <-h.stop:
			return
		case <-h.kick:
		}
		for {
			if h.BotPause > 0 {
				select {
				case <-time.After(h.BotPause):
				case <-h.stop:
					return
				}
			}
			if !h.botMove() {
				break
			}
		}
	}
}

// botMove makes one bot's move, reporting whether there was one to make.
func (h *Host) botMove() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	r := h.Room
	if r.State.Done() || h.gone || len(h.conns) == 0 {
		return false
	}
	for _, p := range r.State.ToAct(nil) {
		a := h.bots[p]
		if a == nil {
			continue
		}
		a.Begin(r.State.View(p), p)
		for !a.Think(64) {
		}
		e := room.Entry{T: room.EMove, At: 7000, Seat: p, Move: r.Game.FormatMove(a.Decide())}
		if r.Seats[p].StandIn {
			e.By = proto.StandIn
		}
		if _, err := h.apply(e); err != nil {
			h.T.Errorf("the host's bot in seat %d: %v", p, err)
			return false
		}
		return true
	}
	return false
}
