package kit

import (
	"salotto/rules"
	"salotto/rules/record"
)

// Source is where a driver's game comes from, beneath Driver.Apply,
// Driver.Shown and the queue: the surface a table reads stays the same
// whichever it is, so a table cannot tell them apart.
//
//   - The local source (source_local.go) is a game dealt on this device:
//     the live state, which it alone changes, the bots that think in
//     slices per frame, the moves made, and what only a game held here
//     allows (undo, the autosave, a replay's hash).
//   - The room source (source_room.go) is an online room: it holds only
//     the views of this device's viewers and the events of each move
//     redacted for them, as the room sent them, and sends this device's
//     moves to the room, which shows them when it sends them back. Hidden
//     information stays hidden because the device is never sent it.
//
// The driver keeps what belongs to the screen: who holds it, the
// hand-over, the input lock, and the views shown while a move's events are
// animated.
type Source interface {
	// Game is the game's rules.
	Game() rules.Game
	// Done reports whether the game is over in the newest position the
	// source knows (ahead of the screen while events are shown).
	Done() bool
	// ToAct appends the seats to act in the newest position.
	ToAct(dst []int) []int
	// Made is how many moves the source has taken in.
	Made() int

	// views is every viewer's View of the newest position, by viewer+1:
	// the public one and each seat played at this device (nil for a
	// viewer the source does not hold).
	views() []rules.State
	// check is the rules' judgement of seat p's move now (nil: it would be
	// made); the kit's own checks come first (Driver.Check).
	check(p int, m rules.Move) error
	// apply makes seat p's move, a person's at this device: at once, or
	// by sending it to the room (which shows it when it sends it back).
	apply(p int, m rules.Move) error
	// step runs once a tick before the screen moves on: a room takes in
	// what it was sent.
	step()
	// act runs once a tick while no events are being shown: a bot here
	// thinks, a seat decides.
	act()
	// pending reports whether seat p's move is on its way and not yet
	// answered (input waits meanwhile).
	pending(p int) bool
	// shownEvent is event ev as viewer may see it, at the moment the
	// queue animates it.
	shownEvent(ev rules.Event, viewer int) rules.Event
	// record is the game so far as a record, or nil while it cannot be
	// known (a room reveals its record at the end).
	record() *record.Record
	// logEvents is the game's events as viewer may see them, up to the
	// first shown moves (the move log).
	logEvents(viewer, shown int) []rules.Event
}

// Made is how many moves the game has had so far (the screen may still be
// showing the last ones): a table opened on a game under way (a resume, an
// undo, a room joined late) finds its position in the view, not in events.
func (d *Driver) Made() int { return d.src.Made() }

// bot reports whether a bot plays seat p: here, or for the room (a room's
// seat played by a person on another device is not one).
func (d *Driver) bot(p int) bool {
	if d.room != nil {
		return d.room.bot(p)
	}
	return !d.human[p]
}

// MovesShown is how many moves the screen has shown (Made, less those
// whose events are still to be animated).
func (b *Base) MovesShown() int { return b.D.Made() - len(b.D.later) }
