package kit

import (
	"salotto/rules/record"
)

// Replay mode: a driver showing a recorded game, where no seat acts by
// itself. No bot thinks and no person may move (a replay's seats are all
// bots, so no seat holds the screen); the only moves are the record's,
// applied one at a time by whoever shows it (the replay scene), through
// the same Apply path and animation as a game played live.

// SetReplay puts the driver in replay mode: bots stop thinking, and the
// table counts as waiting whenever nothing is being shown, so an idle
// replay lets the app sleep.
func (d *Driver) SetReplay() {
	d.replay = true
	if d.local != nil {
		d.local.thinking = -1
	}
}

// Replaying reports whether the driver shows a record (SetReplay).
func (d *Driver) Replaying() bool { return d.replay }

// ApplyEntry makes a recorded move: its text form is read by the game and
// the move goes through Apply, so a record can never reach a position the
// rules forbid. A move that cannot be read or is refused is a *record.BadMove
// at index, and the game is left as it was.
func (d *Driver) ApplyEntry(index int, e record.Entry) error {
	m, err := d.src.Game().ParseMove(e.Move)
	if err != nil {
		return &record.BadMove{Index: index, Player: e.Player, Move: e.Move, Reason: err.Error(), Err: err}
	}
	if d.src.Done() {
		return &record.BadMove{Index: index, Player: e.Player, Move: e.Move, Reason: "the game was already over"} //catalog:exempt a BadMove reason, worded for players by ReplayRefusal
	}
	if err := d.Apply(e.Player, m); err != nil {
		return &record.BadMove{Index: index, Player: e.Player, Move: e.Move, Reason: err.Error(), Err: err}
	}
	return nil
}
