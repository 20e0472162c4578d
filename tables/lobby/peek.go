package lobby

import (
	"errors"
	"time"

	"salotto/online/client"
	"salotto/online/proto"
)

// peekWait is how long the hub asks about a kept room before it leaves
// Back to room as it is (the server may be down for now).
const peekWait = 15 * time.Second

// peek asks a kept room's server, as a spectator would, how the room
// stands: a room whose game is over (its table already showed the
// results) or that is gone is forgotten, so that Back to room is offered
// only for a room there is still something to go back to.
type peek struct {
	room  keptRoom
	f     *follower
	until time.Time
}

// startPeek asks about the latest kept room.
func (h *Hub) startPeek() {
	r, ok := h.latest()
	if !ok || r.Hosted && h.on.host == nil {
		return // a room this computer hosted is asked about when it hosts again
	}
	s := h.on.session(r.Server, &proto.Watch{T: proto.TWatch, Room: r.Room, Last: -1})
	h.peek = &peek{room: r, f: follow(s, h.on.opts.Wake), until: now().Add(peekWait)}
}

// pollPeek acts on the answer.
func (h *Hub) pollPeek() {
	p := h.peek
	if p == nil {
		return
	}
	evs, ended := p.f.take()
	for _, ev := range evs {
		switch f := ev.(type) {
		case *proto.Welcome:
			if f.Phase == proto.Over || f.Phase == proto.Closed {
				h.forget(p.room.Room, "")
			}
			h.stopPeek()
			return
		case *proto.Error:
			if f.Code == proto.ErrNoRoom {
				h.forget(p.room.Room, h.ctx.Words.T("lobby.err.gone", proto.GroupCode(p.room.Room)))
			}
			h.stopPeek()
			return
		case client.Status:
			h.stopPeek() // no answer for now: the room stays kept
			return
		}
	}
	switch {
	case ended && errors.Is(p.f.s.Err(), client.ErrRoomGone):
		h.forget(p.room.Room, h.ctx.Words.T("lobby.err.gone", proto.GroupCode(p.room.Room)))
		h.stopPeek()
	case ended, now().After(p.until):
		h.stopPeek()
	}
}

// forget drops a kept room, saying msg.
func (h *Hub) forget(code, msg string) {
	forgetRoom(h.ctx, code)
	h.kept, _ = readKept(h.ctx)
	if msg != "" {
		h.say(msg)
	}
	h.refresh()
}

// stopPeek ends the asking, off the frame.
func (h *Hub) stopPeek() {
	if p := h.peek; p != nil {
		h.peek = nil
		go p.f.close()
	}
}
