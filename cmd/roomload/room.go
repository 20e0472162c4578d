package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"salotto/internal/jsonlite"
	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/online/proto"
	"salotto/rules"
)

// pingEvery is how often a seat's connection pings, as the game's client
// does: an idle room is idle as a room of people thinking is.
const pingEvery = 15 * time.Second

// moveWait is how long a move may take before the room counts as broken.
const moveWait = 30 * time.Second

// loadRoom is one room of the run: a connection per seat, each seat taking
// in its own frames, and one move in flight at a time.
type loadRoom struct {
	id    int
	ld    *load
	rng   *rand.Rand
	code  string
	seats []*seatConn
	n     []int // the next move number of each seat

	mu      sync.Mutex
	want    int // the move awaited (its seq), -1 when none is
	arrived int // seats whose frame of it came
	sent    time.Time
	done    chan time.Duration // the move's time, once every seat has it
	ended   bool
	err     error
}

// seatConn is one seat's connection: the last view it was sent.
type seatConn struct {
	r      *loadRoom
	seat   int
	t      client.Transport
	pinged time.Time
	// closed is set when the room lets the seat go (its game over): what
	// its reader then reads, the closing included, is not the next room's.
	closed atomic.Bool

	mu   sync.Mutex
	view jsonlite.Raw
	seq  int
}

// open makes the room and seats its players: the first connection creates
// it holding seat 0, the others join a seat each, and the first starts it.
// Connection k of room i goes to server (i+k) mod the servers, so that in
// a cluster most rooms are reached through more than one node.
func (r *loadRoom) open(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	r.mu.Lock()
	r.want, r.arrived, r.ended, r.err = -1, 0, false, nil
	r.done = make(chan time.Duration, 1)
	r.mu.Unlock()
	r.seats, r.n = nil, make([]int, r.ld.c.players)
	players := r.ld.c.players
	create := &proto.Create{T: proto.TCreate, Game: r.ld.game.Name(), Options: rules.Options{Players: players},
		Host: botclient.Token(), Seats: []proto.SeatSpec{{Kind: proto.KindHere, Name: "Seat 1", Token: botclient.Token()}}}
	for range players - 1 {
		create.Seats = append(create.Seats, proto.SeatSpec{Kind: proto.KindOnline})
	}
	first, err := r.dial(ctx, 0, create)
	if err != nil {
		return err
	}
	w, err := first.until(ctx, proto.TWelcome)
	if err != nil {
		return err
	}
	r.code = w.(*proto.Welcome).Room
	for p := 1; p < players; p++ {
		seat := p
		s, err := r.dial(ctx, p, &proto.Join{T: proto.TJoin, Room: r.code, Name: fmt.Sprintf("Seat %d", p+1), Token: botclient.Token(), Seat: &seat})
		if err != nil {
			return err
		}
		if _, err := s.until(ctx, proto.TWelcome); err != nil {
			return err
		}
	}
	for {
		f, err := first.until(ctx, proto.TSeats)
		if err != nil {
			return err
		}
		if full(f.(*proto.Seats)) {
			break
		}
	}
	if err := first.send(ctx, &proto.Start{T: proto.TStart}); err != nil {
		return err
	}
	for _, s := range r.seats {
		v, err := s.until(ctx, proto.TView)
		if err != nil {
			return err
		}
		s.view, s.seq = v.(*proto.View).View, v.(*proto.View).Seq
	}
	for _, s := range r.seats {
		go s.read()
	}
	return nil
}

func full(f *proto.Seats) bool {
	for _, s := range f.Seats {
		if s.Presence == proto.Empty {
			return false
		}
	}
	return true
}

// dial opens seat p's connection and sends hello and the binding.
func (r *loadRoom) dial(ctx context.Context, p int, bind any) (*seatConn, error) {
	url := r.ld.urls[(r.id+p)%len(r.ld.urls)]
	t, err := wsdial.Dial(ctx, url)
	if err != nil {
		return nil, err
	}
	s := &seatConn{r: r, seat: p, t: t, pinged: time.Now(), seq: -1}
	r.seats = append(r.seats, s)
	if err := s.send(ctx, &proto.Hello{T: proto.THello, V: proto.Version}); err != nil {
		return nil, err
	}
	return s, s.send(ctx, bind)
}

func (s *seatConn) send(ctx context.Context, f any) error {
	b, err := proto.Encode(f)
	if err != nil {
		return err
	}
	return s.t.Send(ctx, b)
}

// until reads frames, before the game starts, until one of type t.
func (s *seatConn) until(ctx context.Context, t string) (any, error) {
	for {
		b, err := s.t.Recv(ctx)
		if err != nil {
			return nil, fmt.Errorf("seat %d waiting for %s: %w", s.seat, t, err)
		}
		f, err := proto.DecodeServer(b)
		if err != nil {
			return nil, err
		}
		switch f := f.(type) {
		case *proto.Error:
			return nil, fmt.Errorf("seat %d waiting for %s: %s: %s", s.seat, t, f.Code, f.Reason)
		case *proto.Refused:
			return nil, fmt.Errorf("seat %d: refused: %s", s.seat, f.Reason)
		}
		if typ, _ := proto.TypeOf(b); typ == t {
			return f, nil
		}
	}
}

// read takes in the seat's frames while the game is played.
func (s *seatConn) read() {
	for {
		b, err := s.t.Recv(context.Background())
		if s.closed.Load() {
			return
		}
		if err != nil {
			s.r.fail(fmt.Errorf("seat %d's connection: %w", s.seat, err))
			return
		}
		typ, _ := proto.TypeOf(b)
		switch typ {
		case proto.TMove, proto.TView:
			f, err := proto.DecodeServer(b)
			if err != nil {
				s.r.fail(err)
				return
			}
			var seq int
			s.mu.Lock()
			switch f := f.(type) {
			case *proto.MoveMade:
				s.view, s.seq, seq = f.View, f.Seq, f.Seq
			case *proto.View:
				s.view, s.seq, seq = f.View, f.Seq, f.Seq
			}
			s.mu.Unlock()
			s.r.arrive(seq)
		case proto.TEnd:
			s.r.end()
		case proto.TRefused, proto.TError:
			f, _ := proto.DecodeServer(b)
			s.r.fail(fmt.Errorf("seat %d was sent %s: %+v", s.seat, typ, f))
		}
	}
}

// arrive notes that a seat has the frame of move seq.
func (r *loadRoom) arrive(seq int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if seq != r.want {
		return
	}
	r.arrived++
	if r.arrived == len(r.seats) {
		r.want = -1
		select {
		case r.done <- time.Since(r.sent):
		default:
		}
	}
}

func (r *loadRoom) end() {
	r.mu.Lock()
	r.ended = true
	r.mu.Unlock()
}

func (r *loadRoom) fail(err error) {
	r.mu.Lock()
	if r.err == nil && !r.ended {
		r.err = err
	}
	r.mu.Unlock()
	select {
	case r.done <- -1:
	default:
	}
}

// state says whether the room's game ended, or why it broke.
func (r *loadRoom) state() (ended bool, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.ended, r.err
}

func (r *loadRoom) close() {
	for _, s := range r.seats {
		s.closed.Store(true)
		_ = s.t.Close()
	}
	r.seats = nil
}

// errOver is a room whose game ended: a new one replaces it.
var errOver = errors.New("the game is over")

// move makes one random legal move for a seat that may act, from that
// seat's own view, and waits until every seat has its frame: how long that
// took.
func (r *loadRoom) move(ctx context.Context) (time.Duration, error) {
	if ended, err := r.state(); ended || err != nil {
		if ended {
			return 0, errOver
		}
		return 0, err
	}
	first, _, err := r.seats[0].decoded()
	if err != nil {
		return 0, err
	}
	if first.Done() {
		return 0, errOver
	}
	act := first.ToAct(nil)
	if len(act) == 0 {
		return 0, errors.New("nobody is to act and the game is not over")
	}
	p := act[r.rng.IntN(len(act))]
	view, seq, err := r.seats[p].decoded()
	if err != nil {
		return 0, err
	}
	legal := view.Legal(p, nil)
	if len(legal) == 0 {
		return 0, fmt.Errorf("seat %d is to act with no legal move", p)
	}
	text := r.ld.game.FormatMove(legal[r.rng.IntN(len(legal))])
	r.n[p]++
	r.mu.Lock()
	r.want, r.arrived, r.sent = seq+1, 0, time.Now()
	r.mu.Unlock()
	if err := r.seats[p].send(ctx, &proto.Move{T: proto.TMove, Seat: p, Move: text, N: r.n[p]}); err != nil {
		return 0, err
	}
	select {
	case d := <-r.done:
		if d < 0 {
			_, err := r.state()
			return 0, err
		}
		return d, nil
	case <-time.After(moveWait):
		return 0, fmt.Errorf("move %d (%s) had no frame on every seat within %v", seq+1, text, moveWait)
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// decoded is the seat's last view, read with the game's codec.
func (s *seatConn) decoded() (rules.State, int, error) {
	s.mu.Lock()
	raw, seq := s.view, s.seq
	s.mu.Unlock()
	v, err := s.r.ld.codec.DecodeView(raw)
	if err != nil {
		return nil, 0, fmt.Errorf("seat %d's view %d: %w", s.seat, seq, err)
	}
	return v, seq, nil
}

// ping keeps each connection alive as the game's client does.
func (r *loadRoom) ping(ctx context.Context) {
	now := time.Now()
	for _, s := range r.seats {
		if now.Sub(s.pinged) >= pingEvery {
			s.pinged = now
			_ = s.send(ctx, &proto.Ping{T: proto.TPing})
		}
	}
}
