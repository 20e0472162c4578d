package dolcevita

import "salotto/rules"

// Undo in Dolce Vita (see rules.Undoer). Everything is public after setup
// and nothing is drawn, so any placement may be taken back, the bots'
// placements that followed it with it, until the round's reveal: the
// placement that completes a round resolves its columns (cards are won,
// traded in and rotated), and the round's result stands once shown, as a
// table at home would not pick the awarded cards back up. The game's last
// placement ends the game and cannot go either.

// ReasonUndoRoundResolved: the move was the round's last placement and
// resolved its columns. Seats: the seat that placed it.
const ReasonUndoRoundResolved rules.Reason = "dolcevita.undo-round-resolved"

// Undoable implements rules.Undoer.
func (dolceVita) Undoable(s rules.Step) error {
	if n := len(s.Events); n > 0 {
		if _, over := s.Events[n-1].(GameEnded); over {
			return rules.RefuseUndo(s, rules.ReasonUndoGameOver, "the game is over")
		}
	}
	for _, ev := range s.Events {
		switch ev.(type) {
		case ColumnResolving, RoundEnded:
			return rules.RefuseUndo(s, ReasonUndoRoundResolved, "the round is resolved")
		}
	}
	return nil
}

// UndoReasons implements rules.Undoer.
func (dolceVita) UndoReasons() []rules.Reason {
	return []rules.Reason{rules.ReasonUndoGameOver, ReasonUndoRoundResolved}
}
