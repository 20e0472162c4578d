package room

import (
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/record"
)

// Step is an entry checked against the room and ready to commit: for a
// move, the game after it and the events it caused. Nothing changes in the
// room until Commit, so that an entry the log refused to write changes
// nothing either.
type Step struct {
	Entry  Entry
	next   rules.State
	events []rules.Event
}

// Effect is what a committed entry did.
type Effect struct {
	Entry Entry
	Seq   int // for a move: its sequence number
	// Events are a move's events, unredacted: frames redact them for each
	// viewer.
	Events []rules.Event
	Ended  bool // the move ended the game
}

// Prepare checks that e may follow the log now and makes its step.
func (r *Room) Prepare(e Entry) (*Step, error) {
	st := &Step{Entry: e}
	switch e.T {
	case EJoin:
		if r.Phase != proto.Lobby {
			return nil, refuse(proto.ErrRoomFull, "the game has started")
		}
		if e.Seat < 0 || e.Seat >= len(r.Seats) || !r.Seats[e.Seat].Free() {
			return nil, refuse(proto.ErrRoomFull, "seat %d is not free", e.Seat)
		}
		if proto.CheckName(e.Name) != nil || len(e.Token) != 32 {
			return nil, refuse(proto.ErrBadFrame, "a join without a name or token")
		}
		for _, s := range r.Seats {
			if s.Token == e.Token {
				return nil, refuse(proto.ErrBadToken, "that token already holds a seat")
			}
		}
	case EStart:
		if r.Phase != proto.Lobby {
			return nil, refuse(proto.ErrNotPlaying, "the game has already started")
		}
		if !r.Ready() {
			return nil, refuse(proto.ErrNotReady, "not every seat is taken")
		}
		s, err := r.Game.Setup(r.Opts, r.Seed)
		if err != nil {
			return nil, refuse(proto.ErrBadRoom, "%v", err)
		}
		st.next = s
	case EMove:
		if r.Phase != proto.Playing {
			return nil, refuse(proto.ErrNotPlaying, "no game is being played")
		}
		if e.Seat < 0 || e.Seat >= len(r.Seats) {
			return nil, refuse(proto.ErrNotYours, "no seat %d", e.Seat)
		}
		seat := r.Seats[e.Seat]
		switch {
		case e.By == "" && seat.Person() && seat.StandIn:
			return nil, refuse(proto.ErrNotYours, "a stand-in plays seat %d until its player is back", e.Seat)
		case e.By == "" && seat.Person() && e.N <= seat.LastN:
			return nil, refuse(proto.ErrBadFrame, "move number %d is already applied", e.N)
		case e.By == proto.StandIn && !seat.StandIn:
			return nil, refuse(proto.ErrBadFrame, "no stand-in plays seat %d", e.Seat)
		case e.By != "" && e.By != proto.StandIn:
			return nil, refuse(proto.ErrBadFrame, "a move by %q", e.By)
		}
		m, err := r.Game.ParseMove(e.Move)
		if err != nil {
			return nil, &rules.IllegalMove{Game: r.Game.Name(), Move: e.Move, Player: e.Seat, Code: rules.ReasonNotAMove, Reason: err.Error()}
		}
		next := r.State.Clone()
		evs, err := next.Apply(e.Seat, m)
		if err != nil {
			return nil, err
		}
		st.next, st.events = next, append([]rules.Event(nil), evs...)
	case EStandIn, EReturn:
		if r.Phase != proto.Playing || e.Seat < 0 || e.Seat >= len(r.Seats) || !r.Seats[e.Seat].Person() {
			return nil, refuse(proto.ErrBadFrame, "no person's seat %d in play", e.Seat)
		}
		if r.Seats[e.Seat].StandIn == (e.T == EStandIn) {
			return nil, refuse(proto.ErrBadFrame, "seat %d: %s twice", e.Seat, e.T)
		}
	case EClose:
		if r.Phase == proto.Over || r.Phase == proto.Closed {
			return nil, refuse(proto.ErrNotPlaying, "the room is already %s", r.Phase)
		}
	default:
		return nil, refuse(proto.ErrBadFrame, "an entry of type %q", e.T)
	}
	return st, nil
}

// Commit applies a prepared step: only once its entry is in the log.
func (r *Room) Commit(st *Step) Effect {
	e := st.Entry
	r.Last = e.At
	fx := Effect{Entry: e}
	switch e.T {
	case EJoin:
		r.Seats[e.Seat].Token, r.Seats[e.Seat].Name = e.Token, e.Name
	case EStart:
		r.State, r.Phase = st.next, proto.Playing
		r.spec.start(r)
	case EMove:
		r.State = st.next
		r.Moves = append(r.Moves, record.Entry{Player: e.Seat, Move: e.Move, By: e.By})
		if e.By == "" && r.Seats[e.Seat].Person() {
			r.Seats[e.Seat].LastN = e.N
		}
		fx.Seq, fx.Events = len(r.Moves), st.events
		if r.State.Done() {
			r.Phase, fx.Ended = proto.Over, true
		}
	case EStandIn:
		r.Seats[e.Seat].StandIn = true
	case EReturn:
		r.Seats[e.Seat].StandIn = false
	case EClose:
		r.Phase = proto.Closed
	}
	return fx
}

// Apply prepares and commits e: how a log is read back.
func (r *Room) Apply(e Entry) (Effect, error) {
	st, err := r.Prepare(e)
	if err != nil {
		return Effect{}, err
	}
	return r.Commit(st), nil
}

// JoinEntry turns a join request into its entry: the seat asked for, or
// the first free online seat. A token that already holds a seat gives
// that seat back and no entry (ok false): the join was sent twice.
func (r *Room) JoinEntry(j *proto.Join, now int64) (e Entry, seat int, ok bool, err error) {
	if p := r.SeatOf(j.Token); p >= 0 {
		return Entry{}, p, false, nil
	}
	if r.Phase != proto.Lobby {
		return Entry{}, -1, false, refuse(proto.ErrRoomFull, "the game has started")
	}
	seat = -1
	for i, s := range r.Seats {
		if s.Free() && (j.Seat == nil || *j.Seat == i) {
			seat = i
			break
		}
	}
	if seat < 0 {
		return Entry{}, -1, false, refuse(proto.ErrRoomFull, "no free seat")
	}
	return Entry{T: EJoin, At: now, Seat: seat, Name: j.Name, Token: proto.TokenHash(j.Token)}, seat, true, nil
}
