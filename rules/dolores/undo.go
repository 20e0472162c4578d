package dolores

import "salotto/rules"

// Undo in HMS Dolores (see rules.Undoer). The share is simultaneous:
// gestures are chosen in secret and shown together, so a gesture may be
// taken back while the reveal still waits for someone, with the bots'
// secret choices made after it (they chose blind, and choose again).
// Likewise a talk line or a pass may go until someone answers. Nothing
// may go once it drew from the pile (a share dealt, Ebb, Convoy, Dawn,
// the starting loot), once gestures, a Wager's prediction or the double
// Dodge's discards were shown, once a bot spoke after it (its words are
// news), or once the game ended. A pick after the reveal (a Dodge's take,
// a Theft) may go while the next share is not dealt: everything it chose
// from was on the table.

// HMS Dolores' own undo refusals.
const (
	// ReasonUndoDealt: cards have been dealt from the pile since.
	// Seats: the seat whose move dealt them.
	ReasonUndoDealt rules.Reason = "dolores.undo-dealt"
	// ReasonUndoRevealed: the gestures (or secret choices) are revealed.
	// Seats: the seat whose move revealed them.
	ReasonUndoRevealed rules.Reason = "dolores.undo-revealed"
	// ReasonUndoAnswered: a bot has spoken since. Seats: that seat.
	ReasonUndoAnswered rules.Reason = "dolores.undo-answered"
)

// Undoable implements rules.Undoer.
func (Game) Undoable(s rules.Step) error {
	if n := len(s.Events); n > 0 {
		if _, over := s.Events[n-1].(GameEnded); over {
			return rules.RefuseUndo(s, rules.ReasonUndoGameOver, "the game is over")
		}
	}
	for _, ev := range s.Events {
		switch e := ev.(type) {
		case CardDealt, LootDealt, DawnDrawn:
			return rules.RefuseUndo(s, ReasonUndoDealt, "cards were dealt from the pile")
		case GesturesRevealed, GestureShown, ShareTurnedUp, WagerResolved, CollectionDiscarded:
			return rules.RefuseUndo(s, ReasonUndoRevealed, "secret choices were revealed")
		case Said:
			if int(e.Player) != s.Undoer {
				return rules.RefuseUndo(s, ReasonUndoAnswered, "a bot has spoken since").WithSeats(int(e.Player))
			}
		}
	}
	return nil
}

// UndoReasons implements rules.Undoer.
func (Game) UndoReasons() []rules.Reason {
	return []rules.Reason{rules.ReasonUndoGameOver, ReasonUndoDealt, ReasonUndoRevealed, ReasonUndoAnswered}
}
