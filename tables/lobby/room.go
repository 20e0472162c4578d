package lobby

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/setup"
)

// handOffWait is how long a room whose game started waits for this
// device's views before it hands the session to the table anyway (the
// table shows its felt until they come).
const handOffWait = 2 * time.Second

// Room is a room's lobby: its invite code in large letters, how friends
// join it, the seats filling with names and presence, and Start for the
// host. It follows the room's session (a follower, which wakes the
// sleeping app for every frame) until the game starts, then hands the
// session to the game's table.
type Room struct {
	on   *Online
	ctx  *scenes.Context
	st   *sprites.Stage
	tl   scenes.TargetList
	next scenes.Change
	w    roomWidgets

	// what was asked, and of which server
	ask    any    // *proto.Create, *proto.Join, *proto.Watch or *proto.Resume
	url    string // the rooms' WebSocket ("" while this computer's server starts)
	code   string // known from the start for a join, a watch or a resume
	game   string // known from the start for a create and a resume
	watch  bool
	hosted bool       // the room is played by this computer's own server
	wait   *hostStart // this computer's server, starting again for a hosted room

	s    *client.Session
	f    *follower
	welc *proto.Welcome
	// the room as last told
	seats []proto.SeatInfo
	phase string
	// backlog is every frame read since the first welcome and not acted
	// on, for the table (tables.Remote.Backlog)
	backlog []any
	views   map[int]bool // the viewers whose view came
	end     bool         // the end came
	since   time.Time    // when the game was seen to start

	reconnect time.Time // when the next attempt is, while the connection is lost
	kept      bool      // the tokens are in the store
	starting  bool      // Start was pressed
	done      bool      // the session ended or the table took it: nothing more happens
	msg       string    // why something failed, in words
	note      string    // what Copy link did

	seatBox  sprites.Rect // where the seats' rows go
	seatFont [2]float64   // the names' type size, and the rest's

	copied struct {
		sync.Mutex
		result *bool // set by the page's callback
	}
}

// create makes a room for the seating of New room (setup.Online): a
// friend's seat is online, a person here holds a token of this device, a
// bot is the server's.
func (on *Online) create(ctx *scenes.Context, c tables.Config) (*Room, error) {
	url, st, _ := on.server()
	if st != serverFound {
		return nil, errors.New(ctx.Words.T(noServerKey))
	}
	cr := &proto.Create{T: proto.TCreate, Game: c.Game, Options: c.Options, Host: newToken()}
	for _, s := range c.Seats {
		switch {
		case s.Level == setup.Friend:
			cr.Seats = append(cr.Seats, proto.SeatSpec{Kind: proto.KindOnline})
		case s.IsHuman():
			cr.Seats = append(cr.Seats, proto.SeatSpec{Kind: proto.KindHere, Name: s.Name, Token: newToken()})
		default:
			cr.Seats = append(cr.Seats, proto.SeatSpec{Kind: proto.KindBot, Level: s.Level, Name: s.Name})
		}
	}
	r := on.newRoom(ctx, cr, url)
	r.game, r.hosted = c.Game, on.host != nil && url == on.host.local
	r.connect()
	return r, nil
}

// join takes a free seat of the room code under name.
func (on *Online) join(ctx *scenes.Context, url, code, name string) *Room {
	r := on.newRoom(ctx, &proto.Join{T: proto.TJoin, Room: code, Name: name, Token: newToken()}, url)
	r.code = code
	r.connect()
	return r
}

// watch follows the room code as a spectator.
func (on *Online) watch(ctx *scenes.Context, url, code string) *Room {
	r := on.newRoom(ctx, &proto.Watch{T: proto.TWatch, Room: code, Last: -1}, url)
	r.code, r.watch = code, true
	r.connect()
	return r
}

// resume goes back to a kept room: its seats with their tokens, or
// watching again. A room this computer hosted waits for its server to
// start again.
func (on *Online) resume(ctx *scenes.Context, k keptRoom) *Room {
	var ask any = &proto.Resume{T: proto.TResume, Room: k.Room, Tokens: slices.Clone(k.Tokens), Last: -1}
	if k.Watch {
		ask = &proto.Watch{T: proto.TWatch, Room: k.Room, Last: -1}
	}
	r := on.newRoom(ctx, ask, k.Server)
	r.code, r.game, r.watch, r.hosted = k.Room, k.Game, k.Watch, k.Hosted
	if k.Hosted {
		switch {
		case on.host != nil:
			r.url = on.host.local
		default:
			if r.wait = on.startHosting(); r.wait != nil {
				r.url = ""
			}
		}
	}
	r.connect()
	return r
}

func (on *Online) newRoom(ctx *scenes.Context, ask any, url string) *Room {
	r := &Room{on: on, ctx: ctx, st: ctx.NewStage(), ask: ask, url: url, views: map[int]bool{}}
	r.build()
	r.refresh()
	r.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return r
}

// connect opens the session, once the server is known.
func (r *Room) connect() {
	if r.url == "" || r.s != nil {
		return
	}
	r.s = r.on.session(r.url, r.ask)
	r.f = follow(r.s, r.on.opts.Wake)
}

// take acts on what the room said since the last tick.
func (r *Room) take() {
	if r.wait != nil {
		r.pollHost()
	}
	if r.f == nil || r.done {
		return
	}
	evs, ended := r.f.take()
	for _, ev := range evs {
		r.on1(ev)
		if r.done {
			return
		}
	}
	if ended {
		r.ended()
	}
}

// on1 acts on one frame or status.
func (r *Room) on1(ev any) {
	switch f := ev.(type) {
	case *proto.Welcome:
		r.welcome(f)
		return
	case *proto.Error:
		if r.welc == nil {
			r.refused(f) // the room would not take this device
			return
		}
		r.msg = r.errorWords(f)
		r.starting = false
	case *proto.Seats:
		r.seats, r.phase = f.Seats, f.Phase
	case *proto.View:
		r.views[f.Viewer] = true
	case *proto.End:
		r.end = true
	case client.Status:
		if !f.Connected {
			r.reconnect = now().Add(f.In)
		}
	}
	if r.welc != nil {
		r.backlog = append(r.backlog, ev)
	}
	if r.phase != proto.Lobby && r.since.IsZero() {
		r.since = now()
	}
}

// welcome takes the room as the server tells it to this device: the
// first time, its tokens are kept and the page's address names it.
func (r *Room) welcome(w *proto.Welcome) {
	r.welc, r.code, r.game = w, w.Room, w.Game
	r.seats, r.phase = w.Seats, w.Phase
	r.reconnect = time.Time{}
	if r.phase != proto.Lobby && r.since.IsZero() {
		r.since = now()
	}
	if r.phase == proto.Closed {
		forgetRoom(r.ctx, r.code)
		r.stop(r.ctx.Words.T("lobby.room.closed", proto.GroupCode(r.code)))
		return
	}
	if !r.kept {
		r.kept = true
		showRoom(r.code)
		k := keptRoom{Room: r.code, Server: r.url, Game: r.game, Tokens: r.s.Tokens(), Watch: r.watch, Hosted: r.hosted}
		if !keepRoom(r.ctx, k) {
			r.msg = r.ctx.Words.T("lobby.save_failed")
		}
		if !canCopy && !r.watch {
			r.print()
		}
	}
}

// refused is the room refusing this device before it was welcomed: the
// screen goes back to Play online, which says why.
func (r *Room) refused(e *proto.Error) {
	msg := r.errorWords(e)
	if e.Code == proto.ErrBadToken {
		forgetRoom(r.ctx, r.code)
	}
	r.close()
	if _, ok := r.ask.(*proto.Create); ok {
		r.stop(msg) // New room says it here, with Leave
		return
	}
	r.backToHub(msg)
}

// ended is the session over: the room is gone, or the server refused this
// device for good.
func (r *Room) ended() {
	err := r.s.Err()
	w := r.ctx.Words
	var msg string
	switch {
	case err == nil:
		return // closed here
	case errors.Is(err, client.ErrRoomGone):
		forgetRoom(r.ctx, r.code)
		if r.welc == nil {
			if _, ok := r.ask.(*proto.Resume); !ok {
				r.backToHub(w.T("lobby.err.no_room", proto.GroupCode(r.code)))
				return
			}
		}
		msg = w.T("lobby.err.gone", proto.GroupCode(r.code))
	case r.welc == nil:
		forgetRoom(r.ctx, r.code)
		r.backToHub(w.T("lobby.err.closed", err.Error()))
		return
	default:
		msg = w.T("lobby.err.closed", err.Error())
	}
	r.stop(msg)
}

// stop shows msg and follows the room no more.
func (r *Room) stop(msg string) {
	r.msg, r.done = msg, true
	r.close()
	r.ctx.Play(scenes.SoundRefused)
}

// close ends the session, off the frame.
func (r *Room) close() {
	if f := r.f; f != nil {
		r.f = nil
		go f.close()
	}
}

// backToHub goes to Play online, which shows msg (and the code typed).
func (r *Room) backToHub(msg string) {
	r.done = true
	r.close()
	h := r.on.Hub(r.ctx)
	if r.code != "" {
		h.code.value = proto.GroupCode(r.code)
		h.refresh()
	}
	h.say(msg)
	r.next = scenes.Reset(h)
}

// leave goes back to Play online; the room keeps this device's seats, and
// Back to room comes back to them.
func (r *Room) leave() {
	r.ctx.Play(scenes.SoundButton)
	r.done = true
	r.close()
	r.next = scenes.Reset(r.on.Hub(r.ctx))
}

// errorWords is a server's refusal in the player's words.
func (r *Room) errorWords(e *proto.Error) string {
	w, code := r.ctx.Words, proto.GroupCode(r.code)
	switch e.Code {
	case proto.ErrNoRoom:
		return w.T("lobby.err.no_room", code)
	case proto.ErrRoomFull:
		return w.T("lobby.err.room_full", code)
	case proto.ErrBadToken:
		return w.T("lobby.err.bad_token", code)
	case proto.ErrTooFast:
		return w.T("lobby.err.too_fast")
	case proto.ErrBadRoom:
		return w.T("lobby.err.bad_room", e.Reason)
	case proto.ErrNotReady:
		return w.T("lobby.err.not_ready")
	case proto.ErrNotHost:
		return w.T("lobby.err.not_host")
	case proto.ErrVersion:
		return w.T("lobby.err.version")
	}
	return w.T("lobby.err.other", e.Reason)
}

// viewers are the viewers this device is sent: its seats (and the public
// view between them, for several), or the public view of a spectator.
func (r *Room) viewers() []int {
	if r.welc == nil || len(r.welc.Yours) == 0 {
		return []int{-1}
	}
	v := slices.Clone(r.welc.Yours)
	if len(v) > 1 {
		v = append(v, -1)
	}
	return v
}

// ready reports whether the game is on and the table can take the room:
// every view of this device's came (and the end of an ended game), or
// the wait for them is over.
func (r *Room) ready() bool {
	if r.welc == nil || r.done || (r.phase != proto.Playing && r.phase != proto.Over) {
		return false
	}
	if now().Sub(r.since) >= handOffWait {
		return true
	}
	for _, v := range r.viewers() {
		if !r.views[v] {
			return false
		}
	}
	return r.phase != proto.Over || r.end
}

// handOff gives the session to the game's table: the follower stops,
// and every frame read and not acted on goes with it, in order.
func (r *Room) handOff() {
	for _, ev := range r.f.release() {
		r.on1(ev)
	}
	r.f = nil
	d := r.on.game(r.game)
	if d == nil {
		r.s.Close()
		r.stop(r.ctx.Words.T("lobby.room.table_failed", r.game))
		return
	}
	remote := &tables.Remote{Session: r.s, Welcome: r.welc, Backlog: r.backlog}
	sc, err := r.on.table(r.ctx, d, remote)
	if err != nil {
		go r.s.Close()
		r.stop(r.ctx.Words.T("lobby.room.table_failed", err.Error()))
		return
	}
	r.done = true
	if r.phase == proto.Over {
		forgetRoom(r.ctx, r.code) // its results show once more, then it is done
	}
	r.next = scenes.Replace(sc)
}

// start asks the server to deal, once every seat is taken.
func (r *Room) start() {
	if !r.canStart() {
		return
	}
	r.ctx.Play(scenes.SoundButton)
	r.starting, r.msg = true, ""
	r.s.Start()
	r.refresh()
}

// host reports whether this device may start the room.
func (r *Room) host() bool { return r.welc != nil && r.welc.Host }

// free is how many seats wait for a friend.
func (r *Room) free() int {
	n := 0
	for _, s := range r.seats {
		if s.Presence == proto.Empty {
			n++
		}
	}
	return n
}

func (r *Room) canStart() bool {
	return r.host() && !r.done && !r.starting && r.phase == proto.Lobby && r.free() == 0 && r.reconnect.IsZero()
}

// link is what a friend opens or types to join: the page's address with
// ?room=, or the desktop's command line.
func (r *Room) link() string {
	if canCopy {
		return roomLink(r.code)
	}
	return r.ctx.Words.T("lobby.room.command", r.code, r.on.sharedAddress(r.url))
}

// copyLink puts the room's link on the clipboard (the browser).
func (r *Room) copyLink() {
	if r.code == "" {
		return
	}
	r.ctx.Play(scenes.SoundButton)
	link := r.link()
	copyText(link, func(ok bool) {
		r.copied.Lock()
		r.copied.result = &ok
		r.copied.Unlock()
		r.on.opts.Wake()
	})
}

// takeCopied says what Copy link did, once the page told.
func (r *Room) takeCopied() {
	r.copied.Lock()
	defer r.copied.Unlock()
	if r.copied.result == nil {
		return
	}
	if *r.copied.result {
		r.note = r.ctx.Words.T("lobby.room.copied")
	} else {
		r.note = r.ctx.Words.T("lobby.room.copy_failed")
	}
	r.copied.result = nil
}

// print writes the join command to the terminal (the desktop, which has
// no clipboard).
func (r *Room) print() {
	w := r.ctx.Words
	fmt.Fprintln(r.on.opts.Out, w.T("lobby.room.printed_line", proto.GroupCode(r.code), scenes.GameTitle(w, r.game), r.link()))
}

// pollHost takes this computer's server once it started again for a
// hosted room, and connects.
func (r *Room) pollHost() {
	select {
	case res := <-r.wait.done:
		r.wait = nil
		if res.err != nil {
			r.stop(r.ctx.Words.T("lobby.host_failed", res.err.Error()))
			return
		}
		r.on.host = res.h
		r.url = res.h.local
		r.connect()
	default:
	}
}

// seatWords are seat i's name and how it is, as the lobby shows them.
func (r *Room) seatWords(i int) (name, state string) {
	w := r.ctx.Words
	s := r.seats[i]
	name = s.Name
	switch {
	case s.Kind == proto.KindBot:
		if name == "" {
			name = tables.BotName(i)
		}
		return name, w.T("lobby.seat.bot", w.T("setup.level."+strings.SplitN(s.Level, ":", 2)[0]))
	case s.Presence == proto.Empty:
		return w.T("lobby.seat.empty"), w.T("lobby.presence.empty")
	}
	if r.welc != nil && slices.Contains(r.welc.Yours, i) {
		// a seat of this device is here, whatever the room calls it; a
		// seat on another device is as the room says (online, away, ...)
		return w.T("lobby.seat.you", name), w.T("lobby.presence.here")
	}
	return name, w.T("lobby.presence." + s.Presence)
}

// status is the line under the seats: what the room waits for.
func (r *Room) status() string {
	w := r.ctx.Words
	switch {
	case r.msg != "":
		return r.msg
	case r.wait != nil:
		return w.T("lobby.host_starting")
	case !r.reconnect.IsZero():
		left := max(0, int(r.reconnect.Sub(now()).Round(time.Second)/time.Second))
		if r.welc == nil {
			return w.T("lobby.room.unreachable", left)
		}
		return w.T("lobby.room.reconnecting", left)
	case r.welc == nil:
		return r.connecting()
	case r.phase != proto.Lobby || r.starting:
		return w.T("lobby.room.starting")
	case r.watch || len(r.welc.Yours) == 0 && !r.host():
		return w.T("lobby.room.watching")
	case !r.host():
		return w.T("lobby.room.wait_host")
	case r.free() == 1:
		return w.T("lobby.room.wait_friend")
	case r.free() > 1:
		return w.T("lobby.room.wait_friends", r.free())
	}
	return w.T("lobby.room.ready")
}

// connecting is the status before the room answered.
func (r *Room) connecting() string {
	w, code := r.ctx.Words, proto.GroupCode(r.code)
	switch r.ask.(type) {
	case *proto.Create:
		return w.T("lobby.room.making")
	case *proto.Join:
		return w.T("lobby.room.joining", code)
	}
	return w.T("lobby.room.opening", code)
}
