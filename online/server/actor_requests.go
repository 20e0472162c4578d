package server

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"slices"
	"time"

	"salotto/internal/jsonlite"
	"salotto/online/proto"
	"salotto/online/room"
)

// handle answers one message from a node.
func (a *actor) handle(m *request) {
	var msg roomMsg
	if err := jsonlite.Unmarshal(m.data, &msg); err != nil {
		m.answer(roomReply{Err: proto.ErrBadFrame})
		return
	}
	switch msg.Op {
	case "alive":
		var unknown []string
		for _, c := range msg.Conns {
			if at := a.att[c]; at != nil {
				at.seen = time.Now()
			} else {
				unknown = append(unknown, c)
			}
		}
		if m.respond != nil {
			b, _ := jsonlite.Marshal(aliveReply{Unknown: unknown})
			m.respond(b)
		}
	case "bye":
		if a.att[msg.Conn] != nil {
			a.detach(msg.Conn)
			a.sendSeats()
		}
		m.answer(roomReply{})
	case "frame":
		f, err := proto.DecodeClient(msg.Frame)
		if err != nil {
			m.answer(roomReply{Err: proto.ErrBadFrame})
			return
		}
		m.answer(a.frame(msg.Conn, f))
	default:
		m.answer(roomReply{Err: proto.ErrBadFrame})
	}
}

// aliveReply lists the connections a room does not know: they were
// attached to an owner that is gone, and must resume.
type aliveReply struct {
	Unknown []string `json:"unknown,omitempty"`
}

// frame answers a client's frame.
func (a *actor) frame(conn string, f any) roomReply {
	if c, ok := f.(*proto.Create); ok {
		return a.create(conn, c)
	}
	if a.r == nil {
		return roomReply{Err: proto.ErrNoRoom}
	}
	if at := a.att[conn]; at != nil {
		at.seen = time.Now()
	}
	switch f := f.(type) {
	case *proto.Join:
		return a.join(conn, f)
	case *proto.Resume:
		return a.resume(conn, f)
	case *proto.Watch:
		return a.watch(conn, f)
	}
	at := a.att[conn]
	if at == nil {
		// a node that still thinks the connection is here: it must resume
		return roomReply{Err: proto.ErrNoBinding}
	}
	switch f := f.(type) {
	case *proto.Start:
		a.startGame(at)
	case *proto.Move:
		a.move(at, f)
	case *proto.Sync:
		// everything the connection may have missed: who sits where (the
		// lobby's last change, which tells a host it may start), the moves
		// after last, and the end
		a.send(at.conn, a.r.SeatsFrame(a.connected))
		a.catchUpAll(at, f.Last)
	}
	return roomReply{}
}

func (a *actor) fail(conn, code, reason string) {
	a.send(conn, &proto.Error{T: proto.TError, Code: code, Reason: reason})
}

func (a *actor) failWith(conn string, err error) {
	if rf, ok := err.(*room.Refusal); ok {
		a.fail(conn, rf.Code, rf.Reason)
		return
	}
	a.fail(conn, proto.ErrBadRoom, err.Error())
}

// create makes the room: its first entry, with a seed and a salt nobody
// has seen.
func (a *actor) create(conn string, c *proto.Create) roomReply {
	if a.r != nil {
		return roomReply{Err: errTaken}
	}
	var rnd [24]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return roomReply{Err: proto.ErrBusy}
	}
	e, err := room.Make(c, binary.BigEndian.Uint64(rnd[:8]), hex.EncodeToString(rnd[8:]), now())
	var r *room.Room
	if err == nil {
		r, err = room.New(a.code, e)
	}
	if err != nil {
		a.failWith(conn, err)
		a.letGo() // no room was made: nothing to keep here
		return roomReply{}
	}
	ctx, cancel := timeout()
	defer cancel()
	seq, err := a.n.e.appendEntry(ctx, a.code, e, 0)
	if err != nil {
		if err == errLost {
			return roomReply{Err: errTaken}
		}
		a.n.logf("room %s: the first entry failed: %v", a.code, err)
		a.letGo()
		return roomReply{Err: proto.ErrBusy}
	}
	a.r, a.last = r, seq
	a.index()
	var here []int
	for i, s := range r.Seats {
		if s.Kind == proto.KindHere {
			here = append(here, i)
		}
	}
	a.attach(conn, here, true, false)
	a.welcome(conn)
	return roomReply{Bound: true}
}

// errTaken is a create for a code another room has: the node picks
// another code.
const errTaken = "taken"

func (a *actor) join(conn string, j *proto.Join) roomReply {
	e, seat, fresh, err := a.r.JoinEntry(j, now())
	if err != nil {
		a.failWith(conn, err)
		return roomReply{}
	}
	if fresh {
		st, err := a.r.Prepare(e)
		if err != nil {
			a.failWith(conn, err)
			return roomReply{}
		}
		if _, err := a.write(st); err != nil {
			return roomReply{Err: proto.ErrBusy}
		}
	}
	a.attach(conn, []int{seat}, false, false)
	a.welcome(conn)
	a.catchUpAll(a.att[conn], -1)
	a.sendSeats()
	return roomReply{Bound: true}
}

func (a *actor) resume(conn string, rs *proto.Resume) roomReply {
	var seats []int
	host := false
	for _, t := range rs.Tokens {
		if p := a.r.SeatOf(t); p >= 0 && !slices.Contains(seats, p) {
			seats = append(seats, p)
		}
		host = host || a.r.IsHost(t)
	}
	if len(seats) == 0 && !host {
		a.fail(conn, proto.ErrBadToken, "these tokens hold no seat of this room")
		return roomReply{}
	}
	slices.Sort(seats)
	for _, p := range seats {
		if a.r.Seats[p].StandIn {
			// the person is back: the stand-in stops before the next move
			st, err := a.r.Prepare(room.Entry{T: room.EReturn, At: now(), Seat: p})
			if err == nil {
				if _, err := a.write(st); err != nil {
					return roomReply{Err: proto.ErrBusy}
				}
			}
			delete(a.bots, p)
		}
	}
	a.attach(conn, seats, host, false)
	a.welcome(conn)
	a.catchUpAll(a.att[conn], rs.Last)
	a.sendSeats()
	return roomReply{Bound: true}
}

func (a *actor) watch(conn string, w *proto.Watch) roomReply {
	// the spectators' game waits while nobody watches: it moves on now,
	// and whoever already watched is sent what it passed
	for _, b := range a.spectatorFrames() {
		for _, at := range a.att {
			if at.spectator {
				a.sendBytes(at.conn, b)
			}
		}
	}
	a.attach(conn, nil, false, true)
	a.welcome(conn)
	a.catchUpAll(a.att[conn], w.Last)
	return roomReply{Bound: true}
}

func (a *actor) startGame(at *attachment) {
	if !at.host {
		a.fail(at.conn, proto.ErrNotHost, "only the room's host may start")
		return
	}
	st, err := a.r.Prepare(room.Entry{T: room.EStart, At: now()})
	if err != nil {
		a.failWith(at.conn, err)
		return
	}
	if _, err := a.write(st); err != nil {
		a.failWith(at.conn, err)
		return
	}
	a.lastMove = time.Now()
	a.sendSeats()
	for _, x := range a.att {
		a.catchUpAll(x, -1)
	}
}

func (a *actor) move(at *attachment, mv *proto.Move) {
	if !slices.Contains(at.seats, mv.Seat) {
		a.fail(at.conn, proto.ErrNotYours, "this connection does not hold that seat")
		return
	}
	if a.r.Seats[mv.Seat].Person() && mv.N <= a.r.Seats[mv.Seat].LastN {
		// sent again: it was applied once, and is only acknowledged
		a.send(at.conn, &proto.Ack{T: proto.TAck, Seat: mv.Seat, N: mv.N, Seq: a.r.Seq()})
		return
	}
	st, err := a.r.Prepare(room.Entry{T: room.EMove, At: now(), Seat: mv.Seat, Move: mv.Move, N: mv.N})
	if err != nil {
		a.send(at.conn, room.Refused(mv.Seat, mv.N, err))
		return
	}
	fx, err := a.write(st)
	if err != nil {
		return // the move is not in the log: the client sends it again to the next owner
	}
	a.send(at.conn, &proto.Ack{T: proto.TAck, Seat: mv.Seat, N: mv.N, Seq: fx.Seq})
	a.broadcast(fx)
}
