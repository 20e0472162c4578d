package kit

import (
	"maps"
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
)

// roomLink is what this device keeps of an online room for as long as its
// session lasts, whichever table shows the room: a table opened again (in
// another language, or from a fresh view the room sent) takes the link
// over, and nothing is lost between them.
//
// It reads the session's frames on a goroutine of its own, so that a
// table's Update never waits on the network: the table takes what came
// (take) and the goroutine wakes the app, which sleeps on a still screen
// (scenes.App.ThrottleWhenIdle), whenever a frame arrives. It sends moves
// and closes the session on another goroutine, for the same reason.
type roomLink struct {
	s *client.Session

	mu     sync.Mutex
	inbox  []any
	closed bool  // the session's events have ended
	err    error // why (nil: closed by this device)
	done   bool  // closed (by this device, or the session ended): nothing more is sent
	jobs   chan func()

	// What the tables of this room showed, kept across them: the
	// ledgers of every viewer (to check at the end), each move's events
	// by viewer (the move log), the deal's views (a turn Setup played
	// itself), the end and its check.
	ledgers map[int]*proto.Ledger
	events  map[int]map[int][]rules.Event
	deal    map[int]rules.State
	end     *proto.End
	verdict error
	checked bool
}

// wake asks the app for a frame: a frame that arrives while the screen is
// still must be taken in and shown (ebiten.ScheduleFrame is safe from any
// goroutine, and does nothing while the app ticks anyway).
var wake = ebiten.ScheduleFrame

// links are the rooms this device follows, by session.
var links = struct {
	sync.Mutex
	m map[*client.Session]*roomLink
}{m: map[*client.Session]*roomLink{}}

// linkTo is the link of session s: the one its last table followed, or a
// new one, which reads nothing until started.
func linkTo(s *client.Session) *roomLink {
	links.Lock()
	defer links.Unlock()
	if l := links.m[s]; l != nil {
		return l
	}
	return &roomLink{s: s, jobs: make(chan func(), 64), ledgers: map[int]*proto.Ledger{},
		events: map[int]map[int][]rules.Event{}, deal: map[int]rules.State{}}
}

// start begins reading the session, once a table follows it: from then on
// the table reads the room's frames, and nothing else may.
func (l *roomLink) start() {
	links.Lock()
	defer links.Unlock()
	if links.m[l.s] == l {
		return
	}
	links.m[l.s] = l
	go l.read()
	go l.work()
}

// read moves the session's frames to the inbox, waking the app for each.
func (l *roomLink) read() {
	for ev := range l.s.Events() {
		l.mu.Lock()
		l.inbox = append(l.inbox, ev)
		l.mu.Unlock()
		wake()
	}
	l.mu.Lock()
	l.closed, l.err = true, l.s.Err()
	if !l.done { // nothing more can be sent: the sender may stop
		l.done = true
		close(l.jobs)
	}
	l.mu.Unlock()
	wake()
}

// work runs the jobs (moves to send, the close) in order.
func (l *roomLink) work() {
	for f := range l.jobs {
		f()
	}
}

// take hands over the frames that came since the last call, and whether
// the session has ended (and why).
func (l *roomLink) take() (frames []any, closed bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	frames, l.inbox = l.inbox, nil
	return frames, l.closed, l.err
}

// do queues f for the sending goroutine, unless the link was closed.
func (l *roomLink) do(f func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.done {
		return
	}
	select {
	case l.jobs <- f:
	default:
		go f() // never wait in a frame; a full queue is a runaway sender
	}
}

// move sends a seat's move in its text form.
func (l *roomLink) move(seat int, m string) { l.do(func() { l.s.Move(seat, m) }) }

// close ends the session (the player left the table) without waiting
// for it, and forgets the room.
func (l *roomLink) close() {
	l.do(func() { l.s.Close() })
	l.mu.Lock()
	if !l.done {
		l.done = true
		close(l.jobs)
	}
	l.mu.Unlock()
	links.Lock()
	delete(links.m, l.s)
	links.Unlock()
}

// ledger is viewer's ledger of the room, started from welcome w.
func (l *roomLink) ledger(w *proto.Welcome, viewer int) *proto.Ledger {
	lg := l.ledgers[viewer]
	if lg == nil {
		lg = proto.NewLedger(w.Room, w.SeedHash, viewer)
		l.ledgers[viewer] = lg
	}
	return lg
}

// check compares every ledger with the revealed game, once: nil when every
// card each viewer of this device was shown was true.
func (l *roomLink) check(g rules.Game) error {
	if l.end == nil || l.checked {
		return l.verdict
	}
	l.checked = true
	for _, v := range slices.Sorted(maps.Keys(l.ledgers)) {
		if err := l.ledgers[v].Check(g, l.end); err != nil {
			l.verdict = err
			break
		}
	}
	return l.verdict
}
