package client

import (
	"errors"
	"slices"
	"time"

	"salotto/online/proto"
)

// take acts on a frame from the server: it keeps the session's place in
// the room and reports whether the user gets the frame (a repeat, or a
// move past a gap, is dropped) and whether the session must end.
func (s *Session) take(t Transport, f any) (keep bool, err error) {
	switch f.(type) {
	case *proto.View, *proto.MoveMade, *proto.End:
		if !s.isBound() {
			// a frame of the game that overtook the session's first
			// welcome (or came without it): the user cannot place it
			// yet. The catch-up after the welcome, or a sync, sends it
			// again.
			return false, nil
		}
	}
	switch f := f.(type) {
	case *proto.Welcome:
		s.welcome(t, f)
	case *proto.View:
		s.mu.Lock()
		last, seen := s.last[f.Viewer]
		keep = !seen || f.Seq >= last
		if keep {
			s.last[f.Viewer] = f.Seq
		}
		s.mu.Unlock()
		return keep, nil
	case *proto.MoveMade:
		s.mu.Lock()
		last, seen := s.last[f.Viewer]
		switch {
		case !seen:
			// a move before any view of this viewer: ask for a view
			keep = false
		case f.Seq <= last:
			keep = false // a repeat
		case f.Seq > last+1:
			keep = false // a gap: ask again from the last one taken in
		default:
			s.last[f.Viewer] = f.Seq
			keep = true
		}
		want := s.lastSeen()
		s.mu.Unlock()
		if !keep && (!seen || f.Seq > last+1) {
			s.send(t, &proto.Sync{T: proto.TSync, Last: want})
		}
		return keep, nil
	case *proto.Ack:
		s.answered(f.Seat, f.N)
	case *proto.Refused:
		s.answered(f.Seat, f.N)
	case *proto.End:
		s.mu.Lock()
		dup := s.ended
		s.ended = true
		s.mu.Unlock()
		return !dup, nil
	case *proto.Error:
		return s.failed(t, f)
	case *proto.Pong, *proto.Hello:
		return false, nil
	}
	return true, nil
}

// welcome binds the session to the room it was welcomed into, and sends
// again the moves still waiting for an answer.
func (s *Session) welcome(t Transport, w *proto.Welcome) {
	s.mu.Lock()
	s.room, s.bound, s.welcomed = w.Room, true, true
	if s.spectator {
		s.viewers = []int{-1}
	} else {
		s.viewers = slices.Clone(w.Yours)
		if len(w.Yours) > 1 {
			s.viewers = append(s.viewers, -1)
		}
	}
	for i, p := range w.Yours {
		s.next[p] = max(s.next[p], w.Next[i])
	}
	pending := slices.Clone(s.pending)
	now := time.Now()
	for _, p := range pending {
		p.sent = now
	}
	s.mu.Unlock()
	for _, p := range pending {
		s.send(t, p.m)
	}
}

// answered forgets a move the server acknowledged or refused.
func (s *Session) answered(seat, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = slices.DeleteFunc(s.pending, func(p *pendingMove) bool { return p.m.Seat == seat && p.m.N == n })
}

// failed acts on an error frame: the ones that end the session, the ones
// that mean "ask again", and the rest, which the user is told.
func (s *Session) failed(t Transport, f *proto.Error) (bool, error) {
	switch {
	case f.Fatal:
		return true, errors.New("the server closed the connection: " + f.Reason)
	case f.Code == proto.ErrNoRoom:
		return true, ErrRoomGone
	case f.Code == proto.ErrBadToken && !s.isBound():
		return true, errors.New("the room no longer knows this device's seats")
	case f.Code == proto.ErrBusy && !s.isBound():
		s.mu.Lock()
		s.asked = time.Time{} // ask again at the next beat
		s.mu.Unlock()
		return false, nil
	case f.Code == proto.ErrBadFrame && !s.isWelcomed():
		// "already follows a room": the welcome is on its way, or was lost
		return false, nil
	}
	return true, nil
}

func (s *Session) isBound() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bound
}

func (s *Session) isWelcomed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.welcomed
}
