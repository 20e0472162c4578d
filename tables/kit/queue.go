package kit

import (
	"salotto/rules"
	"salotto/sprites"
)

// Queue shows events one after another: each is handed to the table's
// animate, which changes the table's screen model and returns the
// animation of that change (nil for an event with nothing to show). After
// each animation settle puts every node where the model says, so
// animations never drift.
//
// A click during an animation finishes it (the stage's ActSkip); Skip
// plays everything queued instantly.
type Queue struct {
	st      *sprites.Stage
	animate func(rules.Event) sprites.Anim
	settle  func()
	redact  func(rules.Event) rules.Event // what the viewer may see of an event

	events []rules.Event
	head   int
	cur    *sprites.Timeline
	ff     bool

	// pushed and started count events over the whole game, so a move's
	// events can be named by the count after them (Driver's shown views).
	pushed, started int
}

// NewQueue is a queue animating on st.
func NewQueue(st *sprites.Stage, animate func(rules.Event) sprites.Anim, settle func()) *Queue {
	return &Queue{st: st, animate: animate, settle: settle}
}

// Push queues the events of one move.
func (q *Queue) Push(evs []rules.Event) {
	q.events = append(q.events, evs...)
	q.pushed += len(evs)
}

// Busy reports whether events are still waiting or being shown.
func (q *Queue) Busy() bool { return (q.cur != nil && !q.cur.Done()) || q.head < len(q.events) }

// Waiting is the number of events not started yet.
func (q *Queue) Waiting() int { return len(q.events) - q.head }

// Shown is how many events have been animated to the end, over the game.
func (q *Queue) Shown() int {
	if q.cur != nil && !q.cur.Done() {
		return q.started - 1
	}
	return q.started
}

// Skip plays the rest of the queue instantly (fast-forward); it stays on
// until the queue is empty.
func (q *Queue) Skip() {
	q.ff = true
	if q.cur != nil {
		q.cur.Skip()
	}
}

// Pump starts the next event's animation once the previous one is over;
// after Skip every waiting event is played at once.
func (q *Queue) Pump() {
	for {
		if q.cur != nil && !q.cur.Done() {
			return
		}
		q.cur = nil
		if q.head >= len(q.events) {
			q.events, q.head, q.ff = q.events[:0], 0, false
			return
		}
		ev := q.events[q.head]
		q.events[q.head] = nil
		q.head++
		q.started++
		if q.redact != nil {
			ev = q.redact(ev)
		}
		a := q.animate(ev)
		if a == nil {
			continue
		}
		q.cur = q.st.Play(a, sprites.Call(q.settle))
		if q.ff {
			q.cur.Skip()
		}
	}
}
