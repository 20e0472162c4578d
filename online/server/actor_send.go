package server

import (
	"context"
	"slices"
	"time"

	"salotto/online/proto"
	"salotto/online/room"
)

func timeout() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Second)
}

// attach lets a connection follow the room, holding seats (a spectator
// holds none).
func (a *actor) attach(conn string, seats []int, host, spectator bool) {
	a.att[conn] = &attachment{conn: conn, seats: seats, host: host, spectator: spectator, seen: time.Now()}
	for _, p := range seats {
		delete(a.dropped, p)
	}
}

// detach forgets a connection; the seats it alone held are dropped from
// now, and a stand-in plays them once the room's grace has passed.
func (a *actor) detach(conn string) {
	at := a.att[conn]
	delete(a.att, conn)
	if at == nil {
		return
	}
	now := time.Now()
	for _, p := range at.seats {
		if !a.connected(p) && a.r != nil && a.r.Seats[p].Person() {
			a.dropped[p] = now
		}
	}
	if len(a.att) == 0 {
		a.idle = now
	}
}

// connected reports whether some connection holds seat p.
func (a *actor) connected(p int) bool {
	for _, at := range a.att {
		if slices.Contains(at.seats, p) {
			return true
		}
	}
	return false
}

func (a *actor) welcome(conn string) {
	at := a.att[conn]
	a.send(conn, a.r.Welcome(at.seats, at.host, a.connected))
}

func (a *actor) sendSeats() {
	if a.r == nil {
		return
	}
	b, err := proto.Encode(a.r.SeatsFrame(a.connected))
	if err != nil {
		return
	}
	for _, at := range a.att {
		a.sendBytes(at.conn, b)
	}
}

func (a *actor) viewersOf(at *attachment) []int {
	if at.spectator {
		return []int{-1}
	}
	return at.viewers()
}

// catchUpAll sends a connection everything after move last for each of
// its viewers, and the end if the game is over.
func (a *actor) catchUpAll(at *attachment, last int) {
	for _, v := range a.viewersOf(at) {
		a.catchUp(at, v, last)
	}
	if a.r.Phase == proto.Over && a.r.State != nil {
		if end, err := a.r.EndFrame(); err == nil {
			a.send(at.conn, end)
		}
	}
}

func (a *actor) catchUp(at *attachment, viewer, last int) {
	frames, err := a.r.Since(viewer, last, at.spectator)
	if err != nil {
		a.n.logf("room %s: catching up viewer %d: %v", a.code, viewer, err)
		return
	}
	for _, f := range frames {
		a.send(at.conn, f)
	}
}

// broadcast sends every connection its frames of a move just made: each
// viewer's once, the spectators' delayed ones, and the end.
func (a *actor) broadcast(fx room.Effect) {
	byViewer := map[int][]byte{}
	frame := func(v int) []byte {
		if b, ok := byViewer[v]; ok {
			return b
		}
		f, err := a.r.MoveFrame(v, fx)
		var b []byte
		if err == nil {
			b, err = proto.Encode(f)
		}
		if err != nil {
			a.n.logf("room %s: move %d for viewer %d: %v", a.code, fx.Seq, v, err)
		}
		byViewer[v] = b
		return b
	}
	// the spectators' game moves on only while someone watches (watch
	// brings it up to date first): a room nobody watches spends nothing on it
	var spectators [][]byte
	if a.watched() {
		spectators = a.spectatorFrames()
	}
	var end []byte
	if fx.Ended {
		if f, err := a.r.EndFrame(); err == nil {
			end, _ = proto.Encode(f)
		}
	}
	for _, at := range a.att {
		if at.spectator {
			for _, b := range spectators {
				a.sendBytes(at.conn, b)
			}
		} else {
			for _, v := range at.viewers() {
				if b := frame(v); b != nil {
					a.sendBytes(at.conn, b)
				}
			}
		}
		if end != nil {
			a.sendBytes(at.conn, end)
		}
	}
	if fx.Ended {
		a.sendSeats()
	}
}

// watched reports whether a spectator follows the room.
func (a *actor) watched() bool {
	for _, at := range a.att {
		if at.spectator {
			return true
		}
	}
	return false
}

// spectatorFrames moves the spectators' game on to where it may be now,
// and gives its frames.
func (a *actor) spectatorFrames() [][]byte {
	var out [][]byte
	xs, err := a.r.SpectatorFrames()
	if err != nil {
		a.n.logf("room %s: the spectators' game: %v", a.code, err)
	}
	for _, x := range xs {
		if b, err := proto.Encode(x); err == nil {
			out = append(out, b)
		}
	}
	return out
}

// standIns lets a stand-in bot play each person's seat dropped for longer
// than the room's grace, while someone is still at the table (a room
// everyone has left waits for them instead of playing itself out).
func (a *actor) standIns(now time.Time) {
	if a.r == nil || a.r.Phase != proto.Playing || len(a.att) == 0 || !a.anyPerson() {
		return
	}
	grace := time.Duration(a.r.Grace) * time.Second
	changed := false
	for p, since := range a.dropped {
		if a.connected(p) {
			delete(a.dropped, p)
			continue
		}
		if a.r.Seats[p].StandIn || now.Sub(since) < grace {
			continue
		}
		st, err := a.r.Prepare(room.Entry{T: room.EStandIn, At: now.UnixMilli(), Seat: p})
		if err != nil {
			delete(a.dropped, p)
			continue
		}
		if _, err := a.write(st); err != nil {
			return
		}
		changed = true
	}
	if changed {
		a.sendSeats()
	}
}

// anyPerson reports whether a person's seat is connected.
func (a *actor) anyPerson() bool {
	for _, at := range a.att {
		if len(at.seats) > 0 {
			return true
		}
	}
	return false
}
