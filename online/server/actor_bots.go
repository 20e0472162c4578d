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
}

// botSeat is the bot seat (or stand-in) to act now, or -1.
func (a *actor) botSeat() int {
	if a.r == nil || a.r.Phase != proto.Playing || a.r.State.Done() {
		return -1
	}
	for _, p := range a.r.State.ToAct(nil) {
		s := a.r.Seats[p]
		if s.Kind == proto.KindBot || s.StandIn {
			return p
		}
	}
	return -1
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
	e := room.Entry{T: room.EMove, At: now(), Seat: p, Move: a.r.Game.FormatMove(b.agent.Decide())}
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
	b.begun = false
	fx, err := a.write(st)
	if err != nil {
		return
	}
	a.broadcast(fx)
}
