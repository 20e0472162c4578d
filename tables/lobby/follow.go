package lobby

import (
	"sync"

	"salotto/online/client"
)

// follower reads a room session's events on a goroutine of its own and
// keeps them, in order, until the screen's next tick takes them. The app
// sleeps on a still screen (scenes.App.ThrottleWhenIdle) and only input
// wakes it, so the follower asks for a frame (wake) for every event: a
// lobby waiting on a room moves on as soon as the room does, not when the
// mouse next moves.
type follower struct {
	s    *client.Session
	wake func()

	mu    sync.Mutex
	q     []any
	ended bool // the session's events closed: it ended (Session.Err says why)

	stop chan struct{}
	done chan struct{}
}

// follow starts reading s.
func follow(s *client.Session, wake func()) *follower {
	f := &follower{s: s, wake: wake, stop: make(chan struct{}), done: make(chan struct{})}
	go f.run()
	return f
}

func (f *follower) run() {
	defer close(f.done)
	for {
		select {
		case ev, ok := <-f.s.Events():
			f.mu.Lock()
			if ok {
				f.q = append(f.q, ev)
			} else {
				f.ended = true
			}
			f.mu.Unlock()
			f.wake()
			if !ok {
				return
			}
		case <-f.stop:
			return
		}
	}
}

// take returns the events read since the last take, and whether the
// session has ended.
func (f *follower) take() (evs []any, ended bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	evs, f.q = f.q, nil
	return evs, f.ended
}

// release stops reading, for whoever reads the session next (a table),
// and returns the events read and not yet taken, in order: none is lost.
func (f *follower) release() []any {
	close(f.stop)
	<-f.done
	evs, _ := f.take()
	return evs
}

// close ends the session and the reading.
func (f *follower) close() {
	f.s.Close()
	<-f.done
}
