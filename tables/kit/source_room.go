package kit

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"salotto/internal/jsonlite"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/record"
	"salotto/tables"
)

// roomGame is the Source of an online room (source.go). It holds only what
// the room sent this device: for each of its viewers (each seat it holds,
// and the public view when it holds none or several, as the room sends
// them) the view after every move and the move's events redacted for that
// viewer. The moves themselves it never learns until the end: the room
// sends what a move did, as each viewer may see it, not what it was.
//
// A move is taken in once every viewer's frame for it has come; its events
// go to the queue as place-holders (roomEvent), which become the events of
// whichever viewer holds the screen when they are animated. A person's
// move is checked against the seat's own view and sent; it is shown when
// the room sends it back, or refused with the rules' reason.
type roomGame struct {
	d     *Driver
	link  *roomLink
	g     rules.Game
	codec rules.Codec

	welcome *proto.Welcome
	seats   []proto.SeatInfo
	phase   string
	viewers []int

	// seq is the newest move taken in (0: the deal); latest the views
	// after it, by viewer+1, and raw their wire form by viewer.
	seq    int
	latest []rules.State
	raw    map[int]jsonlite.Raw
	// arriving are the frames of positions not yet complete for every
	// viewer, by sequence number and viewer; unread the frames handed
	// over with the table and not yet taken in.
	arriving map[int]map[int]any
	unread   []any

	// sent is, by seat, a move on its way: 0 until the room acknowledges
	// it, then the sequence number that carries it (input waits until
	// that move is taken in).
	sent map[int]int
	// refused is the room's last refusal of a move of this device, until
	// the room bar has shown it.
	refused error
	// status is the connection's last trouble (nil: connected), and
	// when it was told.
	status   *client.Status
	statusAt time.Time
	// gone is why the room can no longer be followed (the session
	// ended); broken a frame this device could not read.
	gone, broken error
	// reopen asks the table to open again from the latest views: the room
	// sent a whole view, not the moves that led to it.
	reopen bool
	fill   *rand.Rand // fills what a seat's view lacks, to judge its moves
	rec    *record.Record
	// endShown: the end of a game that was over when the table opened
	// was asked of the table once (Base.showEndAgain)
	endShown bool
}

// roomEvent stands in the queue for event i of move seq until it is
// animated, when it becomes that event as the viewer holding the screen
// was sent it.
type roomEvent struct{ seq, i int }

func (e roomEvent) String() string { return fmt.Sprintf("event %d of move %d", e.i, e.seq) } //catalog:exempt a place-holder's debugging text, never shown

// errNoViews: a room table handed over before the room sent this device's
// views (the lobby waits for them: tables.Remote.Ready).
var errNoViews = errors.New("the room has not sent this device's view of the game yet") //catalog:exempt an error for the lobby, which waits for the views first

// newRoomGame follows the room r: its last welcome says which seats are
// this device's; the frames handed over with it must hold a view for each
// of its viewers.
func newRoomGame(d *Driver, g rules.Game, r *tables.Remote) (*roomGame, error) {
	codec, ok := g.(rules.Codec)
	if !ok {
		return nil, fmt.Errorf("%s cannot be played online", g.Title())
	}
	if r.Session == nil || r.Welcome == nil {
		return nil, errors.New("an online table needs the room's session and its welcome") //catalog:exempt an error for the lobby
	}
	if r.Welcome.Game != g.Name() {
		return nil, fmt.Errorf("the room plays %q, not %s", r.Welcome.Game, g.Title())
	}
	rg := &roomGame{d: d, link: linkTo(r.Session), g: g, codec: codec, welcome: r.Welcome,
		seats: r.Welcome.Seats, phase: r.Welcome.Phase, seq: -1, latest: make([]rules.State, len(d.human)+1),
		raw: map[int]jsonlite.Raw{}, arriving: map[int]map[int]any{}, sent: map[int]int{},
		fill: rand.New(rand.NewPCG(1, 2))}
	rg.viewers = viewersOf(r.Welcome)
	rg.unread = slices.Clone(r.Backlog)
	for rg.seq < 0 && len(rg.unread) > 0 {
		f := rg.unread[0]
		rg.unread = rg.unread[1:]
		rg.take(f)
	}
	if rg.seq < 0 {
		return nil, errNoViews
	}
	if rg.broken != nil {
		return nil, rg.broken
	}
	rg.link.start()
	return rg, nil
}

// viewersOf is whose frames a device is sent: each seat it holds, and the
// public view when it holds none (a spectator) or several (hot-seat
// inside the room, shown between turns).
func viewersOf(w *proto.Welcome) []int {
	v := slices.Clone(w.Yours)
	if len(v) != 1 {
		v = append(v, -1)
	}
	return v
}

func (r *roomGame) Game() rules.Game { return r.g }
func (r *roomGame) Made() int        { return r.seq }

// newest is a view of the newest position (any viewer's: who acts and
// whether it is over are public).
func (r *roomGame) newest() rules.State {
	for _, v := range r.latest {
		if v != nil {
			return v
		}
	}
	return nil
}

func (r *roomGame) Done() bool            { return r.newest().Done() }
func (r *roomGame) ToAct(dst []int) []int { return r.newest().ToAct(dst) }
func (r *roomGame) views() []rules.State  { return r.latest }
func (r *roomGame) act()                  {}

// pending reports whether seat p's move is on its way, or whether no move
// can go anywhere any more (the room is gone).
func (r *roomGame) pending(p int) bool {
	_, ok := r.sent[p]
	return ok || r.gone != nil
}

// check judges seat p's move on the seat's own view, its unseen parts
// filled at random: whether a move is legal depends only on what its
// seat may see, so the rules' verdict (and their reason) is the room's.
func (r *roomGame) check(p int, m rules.Move) error {
	if r.gone != nil {
		return errRoomGone
	}
	if p < 0 || p+1 >= len(r.latest) || r.latest[p+1] == nil {
		return &rules.IllegalMove{Game: r.g.Name(), Move: r.g.FormatMove(m), Player: p, Code: rules.ReasonNotYourTurn,
			Reason: "not a seat of this device"} //catalog:exempt the log's English; players read the code's words
	}
	_, err := r.latest[p+1].Determinize(r.fill).Apply(p, m)
	return err
}

// apply sends seat p's move to the room, once the rules allow it.
func (r *roomGame) apply(p int, m rules.Move) error {
	if err := r.check(p, m); err != nil {
		return err
	}
	r.sent[p] = 0
	r.link.move(p, r.g.FormatMove(m))
	return nil
}

// shownEvent is the place-holder's event as viewer was sent it. A viewer
// this device is not sent (never the one holding the screen) sees the
// first viewer's event redacted for the public.
func (r *roomGame) shownEvent(ev rules.Event, viewer int) rules.Event {
	re, ok := ev.(roomEvent)
	if !ok {
		return ev
	}
	byViewer := r.link.events[re.seq]
	if evs := byViewer[viewer]; re.i < len(evs) {
		return evs[re.i]
	}
	if evs := byViewer[r.viewers[0]]; re.i < len(evs) {
		return rules.RedactFor(r.g, evs[re.i], -1)
	}
	return ev
}

// record is the room's record, once it revealed it at the end.
func (r *roomGame) record() *record.Record {
	if r.rec == nil && r.link.end != nil {
		if rec, err := record.Unmarshal(r.link.end.Record); err == nil {
			r.rec = rec
		}
	}
	return r.rec
}

// logEvents is what viewer was sent of each move up to shown: the turn
// the deal played itself (rules.Opener), then every move's events.
func (r *roomGame) logEvents(viewer, shown int) []rules.Event {
	var out []rules.Event
	if o, ok := r.link.deal[viewer].(rules.Opener); ok {
		out = append(out, o.Opening()...)
	} else if o, ok := r.link.deal[r.viewers[0]].(rules.Opener); ok {
		for _, ev := range o.Opening() {
			out = append(out, rules.RedactFor(r.g, ev, viewer))
		}
	}
	for seq := 1; seq <= shown; seq++ {
		if evs, ok := r.link.events[seq]; ok {
			for i := range evs[r.viewers[0]] {
				out = append(out, r.shownEvent(roomEvent{seq, i}, viewer))
			}
		}
	}
	return out
}

// step takes in what the room sent since the last tick.
func (r *roomGame) step() {
	frames, closed, err := r.link.take()
	if len(r.unread) > 0 {
		frames = append(r.unread, frames...)
		r.unread = nil
	}
	for _, f := range frames {
		r.take(f)
	}
	if closed && err != nil && r.gone == nil {
		r.gone = err
	}
}

// take acts on one frame of the room.
func (r *roomGame) take(f any) {
	switch f := f.(type) {
	case *proto.Welcome:
		// a reconnection: the room is back
		r.welcome, r.seats, r.phase, r.status = f, f.Seats, f.Phase, nil
	case *proto.Seats:
		r.seats, r.phase = f.Seats, f.Phase
	case *proto.View:
		r.arrive(f.Seq, f.Viewer, f)
	case *proto.MoveMade:
		r.arrive(f.Seq, f.Viewer, f)
	case *proto.Ack:
		if _, ok := r.sent[f.Seat]; ok {
			r.sent[f.Seat] = max(f.Seq, 1)
			r.answered()
		}
	case *proto.Refused:
		delete(r.sent, f.Seat)
		r.refused = &rules.IllegalMove{Game: r.g.Name(), Player: f.Seat, Code: rules.Reason(f.Code), Seats: f.Seats, Args: f.Args, Reason: f.Reason}
		if r.d.Queue != nil {
			r.d.Queue.settle() // a card dropped for the move goes back
		}
	case *proto.End:
		if r.link.end == nil {
			r.link.end = f
			r.link.check(r.g)
		}
	case *proto.Error:
		switch f.Code {
		case proto.ErrNoRoom, proto.ErrBadToken:
			// the room, or this device's place in it, is gone; the
			// session ends with it
			if r.gone == nil {
				r.gone = client.ErrRoomGone
			}
		case proto.ErrNotYours, proto.ErrNotPlaying:
			// a move the room could not take (the game over meanwhile, a
			// stand-in playing the seat): whatever was on its way is
			// dropped
			if len(r.sent) > 0 {
				clear(r.sent)
				r.refused = &roomError{f.Code, f.Reason}
				if r.d.Queue != nil {
					r.d.Queue.settle()
				}
			}
		}
	case client.Status:
		s := f
		r.status, r.statusAt = &s, time.Now()
	}
}

// bot reports whether a bot plays seat p now: a bot seat of the room's,
// or a stand-in for a person away.
func (r *roomGame) bot(p int) bool {
	if p < 0 || p >= len(r.seats) {
		return false
	}
	s := r.seats[p]
	return s.Kind == proto.KindBot || s.Presence == proto.StandIn
}

// roomError is an error frame the room answered a move with.
type roomError struct{ code, reason string }

func (e *roomError) Error() string { return e.code + ": " + e.reason }

// arrive keeps viewer's frame of position seq and takes in every position
// that is complete.
func (r *roomGame) arrive(seq, viewer int, f any) {
	if seq <= r.seq || !slices.Contains(r.viewers, viewer) {
		return // a repeat, or not this device's
	}
	if r.arriving[seq] == nil {
		r.arriving[seq] = map[int]any{}
	}
	r.arriving[seq][viewer] = f
	for r.complete() {
	}
}

// complete takes in the first position every viewer has a frame of,
// reporting whether there was one: the next move, animated, or a whole
// view further on, which the table opens again from.
func (r *roomGame) complete() bool {
	seq := -1
	for s, byViewer := range r.arriving {
		if len(byViewer) == len(r.viewers) && (seq < 0 || s < seq) {
			seq = s
		}
	}
	if seq < 0 {
		return false
	}
	byViewer := r.arriving[seq]
	for s := range r.arriving {
		if s <= seq {
			delete(r.arriving, s)
		}
	}
	after := make([]rules.State, len(r.latest))
	events := map[int][]rules.Event{}
	moved := seq == r.seq+1 && r.seq >= 0
	for _, v := range r.viewers {
		var data jsonlite.Raw
		switch f := byViewer[v].(type) {
		case *proto.View:
			r.link.ledger(r.welcome, v).Saw(f)
			data, moved = f.View, false
		case *proto.MoveMade:
			r.link.ledger(r.welcome, v).SawMove(f)
			data = f.View
			for _, b := range f.Events {
				ev, err := r.codec.DecodeEvent(b)
				if err != nil {
					r.broken = fmt.Errorf("move %d: %w", seq, err)
					return true
				}
				events[v] = append(events[v], ev)
			}
		}
		st, err := r.codec.DecodeView(data)
		if err != nil {
			r.broken = fmt.Errorf("move %d: %w", seq, err)
			return true
		}
		after[v+1] = st
		r.raw[v] = data
		if seq == 0 {
			r.link.deal[v] = st
		}
	}
	if after[0] == nil {
		// a device of one seat is not sent the public view: its own
		// view's public one stands in (it shows no more than either)
		after[0] = after[r.viewers[0]+1].View(-1)
	}
	r.seq, r.latest = seq, after
	switch {
	case moved && r.d.Queue != nil:
		r.link.events[seq] = events
		n := len(events[r.viewers[0]])
		ph := make([]rules.Event, n)
		for i := range ph {
			ph[i] = roomEvent{seq, i}
		}
		r.d.push(ph, after)
	case r.d.Queue != nil:
		r.reopen = true
	}
	r.answered()
	return true
}

// answered ends the wait of every seat whose move the room has now shown.
func (r *roomGame) answered() {
	for p, seq := range r.sent {
		if seq > 0 && r.seq >= seq {
			delete(r.sent, p)
		}
	}
}
