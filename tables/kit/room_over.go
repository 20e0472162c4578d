package kit

import (
	"salotto/rules"
	"salotto/rules/record"
)

// showEndAgain gives a table opened on a room whose game was already over
// (a device back after the end, a reload at the results) the results a
// game played through to its end gets: once the room has revealed its
// record, the record is replayed from the revealed seed and the last
// move's final event (the game's end, with its scores) is shown as the
// table shows it at the end of a game, redacted for this device's
// viewer; the table then hands over to its results, with the check of
// every card shown. A record that cannot be replayed leaves the table as
// it is, its room bar saying the game is over and what the check found.
func (b *Base) showEndAgain() {
	r := b.D.room
	if r == nil || r.endShown || r.link.end == nil || b.end.results != nil || b.end.reached ||
		!b.D.Shown().Done() || b.Q.Busy() || !b.open.done {
		return
	}
	r.endShown = true
	rec := r.record()
	if rec == nil {
		return
	}
	var last []rules.Event
	if _, err := record.ReplayEach(r.g, rec, func(_ int, _ rules.State, _ rules.Move, ev []rules.Event) {
		if len(ev) > 0 {
			last = ev
		}
	}); err != nil || len(last) == 0 {
		return
	}
	b.Q.Push([]rules.Event{rules.RedactFor(r.g, last[len(last)-1], b.D.Viewer())})
}
