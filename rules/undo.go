package rules

// Undo follows Board Game Arena's policy against bots: a person may take
// back their own last move, together with the bots' moves that answered
// it, as long as none of those moves revealed hidden information or drew
// randomness, and no other person has acted since. Taking a move back is
// replaying the game without it (a record is the game), so a game needs no
// inverse of Apply: it only says which moves may go.
//
// Which moves form the span (the undoer's last move and everything after
// it) is the table's business, since only the table knows which seats are
// people; whether each move of the span may go is the rules' business,
// since only they know what a move revealed. Undoer is that judgement,
// asked one move at a time with everything the move was: the position it
// was made from, who made it, and the events it caused.

// Step is one move as undo judges it.
type Step struct {
	// Before is the full position the move was made from.
	Before State
	// Player made the move; Undoer is the seat asking to take it back:
	// Player itself for the span's first move, a bot seat's answer after.
	Player, Undoer int
	Move           Move
	// Events are what Apply returned for the move, unredacted.
	Events []Event
}

// Own reports whether the step is the undoer's own move.
func (s Step) Own() bool { return s.Player == s.Undoer }

// Undoer is the optional part of a Game that allows undo. A game that does
// not implement it allows none.
type Undoer interface {
	// Undoable says whether s's move may be taken back: nil, or an
	// *IllegalMove whose Code is one of UndoReasons and whose Seats name
	// the seat that made the move.
	Undoable(s Step) error
	// UndoReasons lists every code Undoable refuses with, each once (the
	// shared undo codes it uses and the game's own).
	UndoReasons() []Reason
}

// Refusals of undo that any game, or the table deciding the span, uses.
const (
	// ReasonUndoNothing: the seat has made no move that could be taken back.
	ReasonUndoNothing Reason = "undo.nothing"
	// ReasonUndoOtherHuman: another person has acted since the seat's last
	// move. Seats: that person.
	ReasonUndoOtherHuman Reason = "undo.other-human"
	// ReasonUndoNotOffered: the game allows no undo at all.
	ReasonUndoNotOffered Reason = "undo.not-offered"
	// ReasonUndoGameOver: the move ended the game; its result is shown.
	ReasonUndoGameOver Reason = "undo.game-over"
)

// SharedUndoReasons lists the undo codes declared in this package.
func SharedUndoReasons() []Reason {
	return []Reason{ReasonUndoNothing, ReasonUndoOtherHuman, ReasonUndoNotOffered, ReasonUndoGameOver}
}

// RefuseUndo builds the refusal to take back s's move: code is the rule
// and format, args the English sentence; the refusal names the seat that
// made the move.
func RefuseUndo(s Step, code Reason, format string, args ...any) *IllegalMove {
	return Refuse(s.Before.Game(), s.Player, s.Move, code, format, args...).WithSeats(s.Player)
}
