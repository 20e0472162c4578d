package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"

	"salotto/internal/jsonlite"
	"salotto/online/proto"
	"salotto/online/room"
)

// node is one server process: the connections it accepted, the rooms it
// owns (their actors), and the relay between the two, over NATS subjects,
// so that a connection reaches its room wherever the room is played.
type node struct {
	o        *Options
	e        *engine
	instance string // this process, among restarts of the same node
	next     atomic.Uint64
	logger   *log.Logger

	mu     sync.Mutex
	actors map[string]*actor
	conns  map[string]*conn
	claims map[string]*claimLock // one claim at a time per room code

	lease nodeLease
	left  map[string]uint64 // owner entries not deleted yet, by room: their revision

	joins *limiter // create, join and watch requests per address
	sub   *nats.Subscription
	// roomMail is where every room's subscription delivers: dispatch posts
	// each request to its room's actor
	roomMail chan *nats.Msg
	quit     chan struct{}
	wg       sync.WaitGroup
}

func newNode(o *Options, e *engine) (*node, error) {
	var b [4]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	n := &node{o: o, e: e, instance: hex.EncodeToString(b[:]), logger: o.Logger,
		actors: map[string]*actor{}, conns: map[string]*conn{}, claims: map[string]*claimLock{},
		left: map[string]uint64{}, joins: newLimiter(o.JoinRate, o.JoinBurst), quit: make(chan struct{}),
		roomMail: make(chan *nats.Msg, roomMailSize)}
	ctx, cancel := shortCtx()
	defer cancel()
	if err := n.takeLease(ctx); err != nil {
		return nil, err
	}
	sub, err := e.nc.Subscribe(connSubject+o.Node+"."+n.instance+".*", n.deliver)
	if err != nil {
		return nil, err
	}
	n.sub = sub
	n.wg.Add(5)
	go n.dispatch()
	go n.every(o.tick(), n.tickActors)
	go n.every(o.LeaseTTL/3, n.renewLease)
	go n.every(o.AliveEvery, n.sayAlive)
	go n.every(min(10*time.Minute, o.IdleClose/4, o.RecordKeep/4), func() { n.sweep(time.Now()) })
	return n, nil
}

func (n *node) logf(format string, args ...any) {
	if n.logger != nil {
		n.logger.Printf(format, args...)
	}
}

// newConnID names a new connection: node, process, number.
func (n *node) newConnID() string {
	return n.o.Node + "." + n.instance + "." + strconv.FormatUint(n.next.Add(1), 10)
}

// roomMailSize is how many requests may wait for dispatch; beyond it NATS
// drops them, and their senders ask again.
const roomMailSize = 1 << 14

// dispatch posts each request for a room to the room's actor, in the
// order they came; one for a room no longer played here is answered busy
// (its sender asks again, and the room's next owner answers).
func (n *node) dispatch() {
	defer n.wg.Done()
	for {
		select {
		case <-n.quit:
			return
		case m := <-n.roomMail:
			code := strings.TrimPrefix(m.Subject, roomSubject)
			n.mu.Lock()
			a := n.actors[code]
			n.mu.Unlock()
			if r := fromNATS(m); a == nil || !a.post(r) {
				r.answer(roomReply{Err: proto.ErrBusy})
			}
		}
	}
}

// tickActors posts every actor the time, for what it does with time
// (actor.tick).
func (n *node) tickActors() {
	for _, a := range n.allActors() {
		a.post(tickLetter{})
	}
}

// allActors are the node's actors now.
func (n *node) allActors() []*actor {
	n.mu.Lock()
	defer n.mu.Unlock()
	actors := make([]*actor, 0, len(n.actors))
	for _, a := range n.actors {
		actors = append(actors, a)
	}
	return actors
}

// deliver hands a frame a room sent to its connection on this node.
func (n *node) deliver(m *nats.Msg) {
	if c := n.localConn(strings.TrimPrefix(m.Subject, connSubject)); c != nil {
		c.send(m.Data)
	}
}

func (n *node) addConn(c *conn) {
	n.mu.Lock()
	n.conns[c.id] = c
	n.mu.Unlock()
}

func (n *node) dropConn(c *conn) {
	n.mu.Lock()
	delete(n.conns, c.id)
	n.mu.Unlock()
}

// forget removes a stopped actor.
func (n *node) forget(a *actor) {
	n.mu.Lock()
	if n.actors[a.code] == a {
		delete(n.actors, a.code)
	}
	n.mu.Unlock()
}

// errNoRoom is a room with no log: it never existed, or expired.
var errNoRoom = errors.New("no room has that code")

// request sends a message to room code's owner, claiming the room for
// this node when nobody owns it, and retrying while it moves between
// owners, for up to o.ClaimWait.
func (n *node) request(code string, msg roomMsg) (roomReply, error) {
	data, _ := jsonlite.Marshal(msg)
	deadline := time.Now().Add(n.o.ClaimWait)
	wait := 20 * time.Millisecond
	for {
		rep, err := n.ask(code, data, 5*time.Second)
		var reply roomReply
		if err == nil {
			if jsonlite.Unmarshal(rep, &reply) != nil {
				return roomReply{}, errors.New("a room's reply does not read")
			}
			if reply.Err != proto.ErrBusy {
				return reply, nil
			}
		} else if errors.Is(err, nats.ErrNoResponders) {
			switch err := n.claim(code, msg.Op == "frame" && isCreate(msg.Frame)); {
			case err == nil:
				continue // the room is ours now: ask it
			case errors.Is(err, errNoRoom):
				return roomReply{Err: proto.ErrNoRoom}, nil
			case errors.Is(err, errTakenCode):
				return roomReply{Err: errTaken}, nil
			case errors.Is(err, errOwned):
				// another node holds the lease: its subscription may be on
				// its way, or the node died and the lease runs out
			default:
				n.logf("room %s: claim: %v", code, err)
			}
		}
		if time.Now().After(deadline) {
			return roomReply{Err: proto.ErrBusy}, nil
		}
		time.Sleep(wait)
		wait = min(2*wait, time.Second)
	}
}

// ask sends a message to room code's owner and waits for the answer:
// straight to the room's actor when this node plays the room, else over
// NATS (nats.ErrNoResponders: no node plays it).
func (n *node) ask(code string, data []byte, within time.Duration) ([]byte, error) {
	n.mu.Lock()
	a := n.actors[code]
	n.mu.Unlock()
	if a != nil {
		answer := make(chan []byte, 1)
		if a.post(&request{data: data, respond: func(b []byte) { answer <- b }}) {
			select {
			case b := <-answer:
				return b, nil
			case <-time.After(within):
				return nil, nats.ErrTimeout
			}
		}
	}
	m, err := n.e.nc.Request(roomSubject+code, data, within)
	if err != nil {
		return nil, err
	}
	return m.Data, nil
}

// tell sends room code's owner a message that awaits no answer.
func (n *node) tell(code string, data []byte) {
	n.mu.Lock()
	a := n.actors[code]
	n.mu.Unlock()
	if a == nil || !a.post(&request{data: data}) {
		_ = n.e.nc.Publish(roomSubject+code, data)
	}
}

// localConn is the connection with that id if it is on this node.
func (n *node) localConn(id string) *conn {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.conns[id]
}

func isCreate(frame []byte) bool {
	t, _ := proto.TypeOf(frame)
	return t == proto.TCreate
}

// errOwned is a room another node holds the lease of.
var errOwned = errors.New("another node owns the room")

// claim takes room code for this node: its lease, its log, an actor. A
// new room (create) must have no log; any other must have one.
func (n *node) claim(code string, create bool) error {
	if n.playing(code) {
		return nil
	}
	defer n.lockClaim(code)()
	if n.playing(code) {
		return nil
	}
	ctx, cancel := timeout()
	defer cancel()
	rev, err := n.own(ctx, code)
	if err != nil {
		return err
	}
	release := func() { n.disown(code, rev) }
	if err := n.e.moveLegacy(ctx, code); err != nil {
		release()
		return err
	}
	entries, last, err := n.e.readLog(ctx, code)
	if err != nil {
		release()
		return err
	}
	var r *room.Room
	switch {
	case create && len(entries) > 0:
		release()
		return errTakenCode
	case !create && len(entries) == 0:
		release()
		return errNoRoom
	case len(entries) > 0:
		if r, err = room.Replay(code, entries); err != nil {
			// a log that does not replay is reported and kept as it is,
			// never written over
			release()
			n.logf("room %s: its log does not replay, and is kept as it is: %v", code, err)
			return errNoRoom
		}
	}
	a := newActor(n, code, r, last, rev)
	n.mu.Lock()
	n.actors[code] = a
	n.mu.Unlock()
	if err := a.start(); err != nil {
		n.forget(a)
		release()
		return err
	}
	return nil
}

var errTakenCode = errors.New("the code is taken")

// playing reports whether this node has an actor for room code.
func (n *node) playing(code string) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.actors[code] != nil
}

// lockClaim holds room code's claim lock (one claim or expiry of a room at
// a time on this node) until the function it returns is called.
func (n *node) lockClaim(code string) (unlock func()) {
	n.mu.Lock()
	cl := n.claims[code]
	if cl == nil {
		cl = &claimLock{}
		n.claims[code] = cl
	}
	cl.users++
	n.mu.Unlock()
	cl.Lock()
	return func() {
		cl.Unlock()
		n.mu.Lock()
		if cl.users--; cl.users == 0 {
			delete(n.claims, code)
		}
		n.mu.Unlock()
	}
}

// claimLock is a room's claim lock, kept while someone holds or waits for it.
type claimLock struct {
	sync.Mutex
	users int
}

// every calls f every d until the node stops.
func (n *node) every(d time.Duration, f func()) {
	defer n.wg.Done()
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-n.quit:
			return
		case <-t.C:
			f()
		}
	}
}

// sayAlive tells each room this node's connections follow that they are
// still here, and closes the connections of a room that does not know
// them (its owner died and another took it over: they resume there), and
// those whose client has been silent longer than o.Silent.
func (n *node) sayAlive() {
	byRoom := map[string][]*conn{}
	var silent []*conn
	now := time.Now()
	n.mu.Lock()
	for _, c := range n.conns {
		if c.silentFor(now) > n.o.Silent {
			silent = append(silent, c)
		} else if code := c.boundRoom(); code != "" {
			byRoom[code] = append(byRoom[code], c)
		}
	}
	n.mu.Unlock()
	// a client pings while it waits: one silent this long is gone
	for _, c := range silent {
		c.closeWith(websocket.StatusGoingAway, "silent too long")
	}
	// rooms answer in parallel: one whose owner died takes a
	// request's timeout, which must not hold up the others
	sem := make(chan struct{}, 32)
	var wg sync.WaitGroup
	for code, cs := range byRoom {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			n.alive(code, cs)
		}()
	}
	wg.Wait()
}

func (n *node) alive(code string, cs []*conn) {
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.id
	}
	data, _ := jsonlite.Marshal(roomMsg{Op: "alive", Conns: ids})
	rep, err := n.ask(code, data, 3*time.Second)
	unknown := map[string]bool{}
	switch {
	case errors.Is(err, nats.ErrNoResponders):
		for _, id := range ids {
			unknown[id] = true // the owner is gone
		}
	case err != nil:
		// the owner is slow to answer (a busy room, a busy machine): its
		// connections stay, and say so again next time
		return
	default:
		var ar aliveReply
		_ = jsonlite.Unmarshal(rep, &ar)
		for _, id := range ar.Unknown {
			unknown[id] = true
		}
	}
	for _, c := range cs {
		if unknown[c.id] {
			c.closeMoved()
		}
	}
}

// stop ends the node: its connections, then its actors (which release
// their leases).
func (n *node) stop() {
	close(n.quit)
	_ = n.sub.Unsubscribe()
	n.mu.Lock()
	conns := make([]*conn, 0, len(n.conns))
	for _, c := range n.conns {
		conns = append(conns, c)
	}
	n.mu.Unlock()
	actors := n.allActors()
	for _, c := range conns {
		c.closeWith(1001, "the server is stopping")
	}
	for _, a := range actors {
		a.letGo()
		<-a.done
	}
	n.wg.Wait()
}

// freshCode draws an invite code.
func freshCode() string {
	var b [proto.CodeLen]byte
	_, _ = rand.Read(b[:])
	return proto.NewCode(b[:])
}

// context for short engine calls made outside an actor.
func shortCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 5*time.Second)
}
