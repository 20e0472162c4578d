package server

import (
	"time"

	"salotto/online/proto"
	"salotto/online/room"
	"salotto/rules"
)

// StandInLevel is the level of the bot that plays for a person whose
// device went away.
const StandInLevel = "normal"

// seatBot is a bot playing a seat on the server: a bot seat's, or a
// stand-in's. It decides from that seat's view only.
type seatBot struct {
	agent   rules.Agent
	seq     int  // the move the decision under way is after
	begun   bool // Begin was called for seq
	decided bool
	// listening: its choice waits until a person choosing with it has
	// spoken or chosen (mustListen)
	listening bool
}

// botSeat is the bot seat (or stand-in) to act now, or -1: one that is
// not listening.
func (a *actor) botSeat() int {
	if a.r == nil || a.r.Phase != proto.Playing || a.r.State.Done() {
		return -1
	}
	for _, p := range a.r.State.ToAct(nil) {
		if a.isBot(p) && (a.bots[p] == nil || !a.bots[p].listening) {
			return p
		}
	}
	return -1
}

// isBot reports whether a bot plays seat p now: a bot seat's, or a
// stand-in for its person.
func (a *actor) isBot(p int) bool {
	s := a.r.Seats[p]
	return s.Kind == proto.KindBot || s.StandIn
}

// botWait is how long until a bot may act: -1 when none is to act, 0 to
// think now, else the rest of the pause after the last move, which lets
// people see each move and speak before the bots answer.
func (a *actor) botWait() time.Duration {
	if a.botSeat() < 0 {
		return -1
	}
	if rest := a.n.o.BotPause - time.Since(a.lastMove); rest > 0 {
		return rest
	}
	return 0
}

// think gives the bot to act a slice of work, and makes its move once it
// has decided. A slice is small, so requests are answered between them.
func (a *actor) think() {
	p := a.botSeat()
	if p < 0 {
		return
	}
	seat := a.r.Seats[p]
	b := a.bots[p]
	if b == nil {
		level := seat.Level
		if seat.StandIn {
			level = StandInLevel
		}
		agent, err := a.r.Game.NewBot(level, a.r.BotSeed(p))
		if err != nil {
			a.n.logf("room %s: seat %d: %v", a.code, p, err)
			return
		}
		b = &seatBot{agent: agent}
		a.bots[p] = b
	}
	if !b.begun || b.seq != a.r.Seq() {
		b.agent.Begin(a.r.State.View(p), p)
		b.begun, b.seq, b.decided = true, a.r.Seq(), false
	}
	if !b.decided {
		b.decided = b.agent.Think(64)
		if !b.decided {
			return
		}
	}
	m := b.agent.Decide()
	b.begun = false
	if a.mustListen(p, m) {
		return
	}
	e := room.Entry{T: room.EMove, At: now(), Seat: p, Move: a.r.Game.FormatMove(m)}
	if seat.StandIn {
		e.By = proto.StandIn
	}
	st, err := a.r.Prepare(e)
	if err != nil {
		// a bot's move is legal by contract; a bug must not stop the
		// room, so the seat plays its first legal move instead
		a.n.logf("room %s: seat %d's bot chose %q: %v", a.code, p, e.Move, err)
		legal := a.r.State.Legal(p, nil)
		if len(legal) == 0 {
			return
		}
		e.Move = a.r.Game.FormatMove(legal[0])
		if st, err = a.r.Prepare(e); err != nil {
			return
		}
	}
	fx, err := a.write(st)
	if err != nil {
		return
	}
	a.broadcast(fx)
}

// A bot that chooses together with a person (HMS Dolores' gestures) must
// hear what the person says before it chooses (rules.Talk), as at a table
// (tables/kit/listen.go): it may speak at once, but its choice waits,
// listening, while a person choosing with it may still speak and has
// neither spoken nor chosen. It learns only that the person spoke or
// chose, never the choice. Any move ends the wait (heard), and the bot
// decides again from the position after it.

// mustListen reports whether bot p's decided move m waits for a person,
// and if so marks the bot as listening.
func (a *actor) mustListen(p int, m rules.Move) bool {
	t, ok := a.r.State.(rules.Talk)
	if !ok || t.IsTalk(m) {
		return false
	}
	for _, q := range a.r.State.ToAct(nil) {
		if q != p && !a.isBot(q) && !t.Spoken(q) && a.maySpeak(t, q) {
			a.bots[p].listening = true
			return true
		}
	}
	return false
}

// maySpeak reports whether seat q may say something now.
func (a *actor) maySpeak(t rules.Talk, q int) bool {
	for _, m := range a.r.State.Legal(q, nil) {
		if t.IsTalk(m) {
			return true
		}
	}
	return false
}

// heard ends every bot's wait: a move was made.
func (a *actor) heard() {
	for _, b := range a.bots {
		b.listening = false
	}
}
