package necklace

import "salotto/rules"

// Undo in The Duchess's Necklace (see rules.Undoer). A turn is two moves,
// a take and a discard, and each may be taken back on its own, the bots'
// (or, in solo play, the rival jeweller's) answers with it, as long as
// nothing hidden came to light:
//
//   - A take from the discard pile is public (everyone saw the card on
//     top) and may go; a draw from the pile may not: the card drawn is
//     already seen, and drawing again would be choosing another.
//   - A discard may go: its card was the discarder's to show.
//   - An answer may not go once it drew from the pile (its card drawn is
//     new, even unseen) or discarded a card nobody knew was in that hand
//     (a card of a hidden hand has been seen); an answer that took the top
//     discard and threw it back shows nothing new.
//   - A move that ends the game (a decline, the last turn) shows the
//     hands and stands.
//
// In solo play the rival's turn comes back in the events of the move that
// handed it the turn, so a discard answered by a rival who drew is final.

// Necklace's own undo refusals.
const (
	// ReasonUndoDrawSeen: the undoer's own draw from the pile; its card
	// is already seen.
	ReasonUndoDrawSeen rules.Reason = "necklace.undo-draw-seen"
	// ReasonUndoAnswerDrew: another seat has answered with a card drawn
	// from the pile. Seats: that seat.
	ReasonUndoAnswerDrew rules.Reason = "necklace.undo-answer-drew"
	// ReasonUndoAnswerShown: another seat has answered by discarding a
	// card of its hidden hand. Seats: that seat.
	ReasonUndoAnswerShown rules.Reason = "necklace.undo-answer-shown"
	// ReasonUndoRivalAnswered: in solo play, the rival jeweller has
	// answered by drawing, or by discarding from its hidden hand.
	ReasonUndoRivalAnswered rules.Reason = "necklace.undo-rival-answered"
)

// Undoable implements rules.Undoer.
func (Game) Undoable(s rules.Step) error {
	before, _ := s.Before.(*State)
	var took []Card // cards taken from the discard pile within this move
	if n := len(s.Events); n > 0 {
		if _, over := s.Events[n-1].(GameEnded); over {
			return rules.RefuseUndo(s, rules.ReasonUndoGameOver, "the game is over")
		}
	}
	for _, ev := range s.Events {
		switch e := ev.(type) {
		case Drew:
			if e.Player == s.Undoer {
				return rules.RefuseUndo(s, ReasonUndoDrawSeen, "the card drawn is already seen")
			}
			return answered(s, e.Player, ReasonUndoAnswerDrew, "an answer drew from the pile")
		case TookDiscard:
			took = append(took, e.Card)
		case Discarded:
			if e.Player == s.Undoer || contains(took, e.Card) || (before != nil && before.KnownInHand(e.Player, e.Card)) {
				continue
			}
			return answered(s, e.Player, ReasonUndoAnswerShown, "an answer showed a card of a hidden hand")
		}
	}
	return nil
}

// answered refuses for an answer by seat p: the rival jeweller, who is no
// seat of the table in solo play, has its own refusal.
func answered(s rules.Step, p int, code rules.Reason, why string) error {
	if p >= s.Before.Players() {
		return rules.RefuseUndo(s, ReasonUndoRivalAnswered, "the rival jeweller has answered").WithSeats()
	}
	return rules.RefuseUndo(s, code, "%s", why).WithSeats(p)
}

func contains(cs []Card, c Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// UndoReasons implements rules.Undoer.
func (Game) UndoReasons() []rules.Reason {
	return []rules.Reason{rules.ReasonUndoGameOver, ReasonUndoDrawSeen, ReasonUndoAnswerDrew, ReasonUndoAnswerShown, ReasonUndoRivalAnswered}
}
