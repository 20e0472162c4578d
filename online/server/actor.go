package server

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"salotto/internal/jsonlite"
	"salotto/online/proto"
	"salotto/online/room"
)

// actor plays one room on the node that owns it: one goroutine at a time
// holds the room, so its log has one writer. Each request (a client's
// frame, relayed by whichever node the client reached) becomes at most
// one log entry; the entry is appended to the room's stream first and
// committed to the room after, then every viewer is sent its frames.
//
// A room waits far more than it plays, and a server holds many: an actor
// has no goroutine of its own while nothing is asked of it. Its requests,
// the node's ticks and its bots' wake-ups are posted to its mail, and the
// first letter starts a goroutine that works until the mail is empty and
// no bot may act (run).
type actor struct {
	n        *node
	code     string
	r        *room.Room // nil until the room's first entry is written
	last     uint64     // stream sequence of the log's last entry
	leaseRev uint64     // revision of this node's owner entry of the room (lease.go)

	sub      *nats.Subscription
	quit     chan struct{}
	quitOnce sync.Once
	done     chan struct{}

	mu      sync.Mutex
	mail    []any // *request, tickLetter or wakeLetter
	running bool  // a goroutine works through the mail
	stopped bool  // the actor let its room go: no more letters
	wake    *time.Timer

	att      map[string]*attachment // by connection id
	dropped  map[int]time.Time      // a person's seat with no connection, since when
	bots     map[int]*seatBot       // the bots playing now, by seat
	lastMove time.Time
	idle     time.Time // since when nobody is connected
	indexed  time.Time // when the room index was last written
	indexAt  int64     // the room's last activity it was written with
}

// attachment is a connection following the room.
type attachment struct {
	conn      string
	seats     []int
	host      bool
	spectator bool
	seen      time.Time
}

// viewers are the views an attachment is sent: its seats', and the public
// one too when it holds several (a hot-seat device shows it between turns).
func (a *attachment) viewers() []int {
	if len(a.seats) > 1 {
		return append(append([]int{}, a.seats...), -1)
	}
	return a.seats
}

// roomMsg is what a node sends a room's owner.
type roomMsg struct {
	Op    string       `json:"op"`   // "frame", "alive" or "bye"
	Conn  string       `json:"conn"` // the connection's id
	Conns []string     `json:"conns,omitempty"`
	Frame jsonlite.Raw `json:"frame,omitempty"`
}

// roomReply answers a roomMsg: Bound when a create, join, resume or watch
// attached the connection; Err (a proto error code) when the room could
// not take the request at all (busy: ask again; no-room).
type roomReply struct {
	Bound bool   `json:"bound,omitempty"`
	Err   string `json:"err,omitempty"`
}

func newActor(n *node, code string, r *room.Room, last, leaseRev uint64) *actor {
	now := time.Now()
	return &actor{n: n, code: code, r: r, last: last, leaseRev: leaseRev,
		quit: make(chan struct{}), done: make(chan struct{}),
		att: map[string]*attachment{}, dropped: map[int]time.Time{}, bots: map[int]*seatBot{}, idle: now, lastMove: now, indexed: now}
}

// start subscribes the actor to its room's requests (through the node's
// mail room, node.dispatch) and runs it once.
func (a *actor) start() error {
	// requests that come before the goroutine starts wait in the mail
	a.mu.Lock()
	a.running = true
	a.mu.Unlock()
	sub, err := a.n.e.nc.ChanSubscribe(roomSubject+a.code, a.n.roomMail)
	if err != nil {
		return err
	}
	a.sub = sub
	if a.r != nil {
		// seats whose people are not here yet count as dropped from now
		now := time.Now()
		for i, s := range a.r.Seats {
			if s.Person() && !s.Free() {
				a.dropped[i] = now
			}
		}
	}
	go a.run()
	return nil
}

// The letters an actor is posted besides requests: the node's tick, and
// the end of a bot's pause (or any reason to look again).
type (
	tickLetter struct{}
	wakeLetter struct{}
)

// post gives the actor a letter, starting its goroutine if none runs; it
// reports false once the actor has let its room go.
func (a *actor) post(letter any) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopped {
		return false
	}
	a.mail = append(a.mail, letter)
	if !a.running {
		a.running = true
		go a.run()
	}
	return true
}

// next takes the first letter, if any.
func (a *actor) next() (any, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.mail) == 0 {
		return nil, false
	}
	letter := a.mail[0]
	a.mail[0] = nil
	a.mail = a.mail[1:]
	return letter, true
}

// rest ends the goroutine if no letter has come meanwhile.
func (a *actor) rest() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.mail) > 0 {
		return false
	}
	a.mail, a.running = nil, false
	return true
}

// run works through the mail, letting a bot that may act think a slice at
// a time between letters, until there is nothing to do: then it ends, and
// the next letter starts another. A bot's pause ends with a wake letter.
func (a *actor) run() {
	for {
		if a.gone() {
			a.stop()
			return
		}
		if letter, ok := a.next(); ok {
			switch l := letter.(type) {
			case *request:
				a.handle(l)
			case tickLetter:
				a.tick()
			}
			continue
		}
		switch wait := a.botWait(); {
		case wait == 0:
			a.think()
			continue
		case wait > 0:
			if a.wake == nil {
				a.wake = time.AfterFunc(wait, func() { a.post(wakeLetter{}) })
			} else {
				a.wake.Reset(wait)
			}
		}
		if a.rest() {
			return
		}
	}
}

// gone reports whether the actor has let its room go (lost it, or no one
// needs it here).
func (a *actor) gone() bool {
	select {
	case <-a.quit:
		return true
	default:
		return false
	}
}

// letGo ends the actor (from inside its work, or when the node stops).
func (a *actor) letGo() {
	a.quitOnce.Do(func() {
		close(a.quit)
		a.post(wakeLetter{})
	})
}

// stop unsubscribes, answers what is still in the mail with busy (the
// node that sent it asks again, and the room's next owner answers),
// forgets the room on this node and releases its ownership if it still
// holds it.
func (a *actor) stop() {
	_ = a.sub.Unsubscribe()
	a.mu.Lock()
	a.stopped, a.running = true, false
	mail := a.mail
	a.mail = nil
	a.mu.Unlock()
	if a.wake != nil {
		a.wake.Stop()
	}
	for _, letter := range mail {
		if r, ok := letter.(*request); ok {
			r.answer(roomReply{Err: proto.ErrBusy})
		}
	}
	a.n.forget(a)
	if a.leaseRev != 0 {
		a.n.disown(a.code, a.leaseRev)
	}
	close(a.done)
}

// tick does what time asks: notice connections gone silent, let
// stand-ins in, and let an idle room go. (The node keeps its lease on the
// room, with its lease on all its rooms: lease.go.)
func (a *actor) tick() {
	now := time.Now()
	changed := false
	for id, at := range a.att {
		if now.Sub(at.seen) > a.n.o.Silent {
			a.detach(id)
			changed = true
		}
	}
	if changed {
		a.sendSeats()
	}
	a.standIns(now)
	if len(a.att) == 0 && now.Sub(a.idle) > a.n.o.IdleUnload {
		a.letGo()
	}
	if a.r != nil && a.r.Last != a.indexAt && now.Sub(a.indexed) > 5*time.Minute {
		a.index()
	}
}

// write appends an entry prepared against the room and commits it. An
// append that fails leaves the room as it was; one the stream refused
// because the log moved on means another node owns the room: the actor
// lets it go.
func (a *actor) write(st *room.Step) (room.Effect, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq, err := a.n.e.appendEntry(ctx, a.code, st.Entry, a.last)
	if err != nil {
		a.n.logf("room %s: append failed (%v); letting it go", a.code, err)
		if errors.Is(err, errLost) {
			a.leaseRev = 0
		}
		// the append may have happened or not: only the log can say, so
		// the next owner (maybe this node again) reads it afresh
		a.letGo()
		return room.Effect{}, errBusy
	}
	a.last = seq
	fx := a.r.Commit(st)
	switch fx.Entry.T {
	case room.EStart, room.EClose:
		a.index()
	case room.EMove:
		a.lastMove = time.Now()
		a.heard()
		if fx.Ended {
			a.index()
		}
	}
	return fx, nil
}

var errBusy = &room.Refusal{Code: proto.ErrBusy, Reason: "the room is moving to another node; try again"}

// index writes the room's phase and last activity for the expiry sweep.
func (a *actor) index() {
	a.indexed, a.indexAt = time.Now(), a.r.Last
	b, _ := jsonlite.Marshal(indexEntry{Phase: a.r.Phase, Game: a.r.Game.Name(), Last: a.r.Last})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := a.n.e.index.Put(ctx, a.code, b); err != nil {
		a.n.logf("room %s: index: %v", a.code, err)
	}
}

// indexEntry is a room's line in the index bucket.
type indexEntry struct {
	Phase string `json:"phase"`
	Game  string `json:"game"`
	Last  int64  `json:"last"`
}

// request is a message to a room's actor, and how to answer it: over NATS
// when it came from a node (this one or another), or straight back when
// this node plays the room it asked (node.ask).
type request struct {
	data    []byte
	respond func([]byte) // nil: no answer is awaited
}

// fromNATS is a request that came over NATS.
func fromNATS(m *nats.Msg) *request {
	r := &request{data: m.Data}
	if m.Reply != "" {
		r.respond = func(b []byte) { _ = m.Respond(b) }
	}
	return r
}

// answer answers a request, if an answer is awaited.
func (r *request) answer(rep roomReply) {
	if r.respond != nil {
		b, _ := jsonlite.Marshal(rep)
		r.respond(b)
	}
}

// send publishes a frame to a connection, wherever it is.
func (a *actor) send(conn string, frame any) {
	b, err := proto.Encode(frame)
	if err != nil {
		a.n.logf("room %s: a frame does not encode: %v", a.code, err)
		return
	}
	a.sendBytes(conn, b)
}

// sendBytes sends a frame to a connection: straight to it when it is on
// this node, else over NATS to its node. (A connection is on one node for
// its life, so its frames from one actor always take the same way, in
// order.)
func (a *actor) sendBytes(conn string, b []byte) {
	if c := a.n.localConn(conn); c != nil {
		c.send(b)
		return
	}
	_ = a.n.e.nc.Publish(connSubject+conn, b)
}

// now is the time entries are stamped with.
func now() int64 { return time.Now().UnixMilli() }
