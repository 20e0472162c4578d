package necklace

import "salotto/rules"

// The Necklace's own refusal codes (see rules.Reason); the shared ones it
// uses are listed in Reasons.
const (
	// ReasonRivalPlaysItself: in solo play the rival jeweller (seat Rival)
	// makes its own moves.
	ReasonRivalPlaysItself rules.Reason = "necklace.rival-plays-itself"
	// ReasonDiscardNow: a card was already taken this turn; the player
	// must discard one.
	ReasonDiscardNow rules.Reason = "necklace.discard-now"
	// ReasonDrawPileEmpty: the draw pile is empty; take the top discard or
	// decline.
	ReasonDrawPileEmpty rules.Reason = "necklace.draw-pile-empty"
	// ReasonFirstTurnDraws: the first turn of the game can only draw.
	ReasonFirstTurnDraws rules.Reason = "necklace.first-turn-draws"
	// ReasonDiscardPileEmpty: there is no discard to take.
	ReasonDiscardPileEmpty rules.Reason = "necklace.discard-pile-empty"
	// ReasonDeclineTooEarly: declining is only possible once the draw pile
	// is empty. Args: the cards left in the draw pile.
	ReasonDeclineTooEarly rules.Reason = "necklace.decline-too-early"
	// ReasonTakeFirst: a turn begins by taking a card; discarding comes
	// after.
	ReasonTakeFirst rules.Reason = "necklace.take-first"
	// ReasonCardNotInHand: the card to discard is not in the player's hand.
	// Args: the card (a Card value).
	ReasonCardNotInHand rules.Reason = "necklace.card-not-in-hand"
)

// Reasons lists every code Apply refuses a move with.
func (Game) Reasons() []rules.Reason {
	return []rules.Reason{
		rules.ReasonIsView, rules.ReasonGameOver, ReasonRivalPlaysItself, rules.ReasonNoSuchSeat,
		rules.ReasonNotYourTurn, rules.ReasonNotAMove, ReasonDiscardNow, ReasonDrawPileEmpty,
		ReasonFirstTurnDraws, ReasonDiscardPileEmpty, ReasonDeclineTooEarly, ReasonTakeFirst,
		ReasonCardNotInHand,
	}
}
