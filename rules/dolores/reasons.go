package dolores

import "salotto/rules"

// HMS Dolores's own refusal codes (see rules.Reason). A seat asked to act
// that makes a move Legal does not list is told what the moment asks for:
// one code per phase, or a narrower one when the move is of the right kind
// but cannot be made (an empty slot, a card not held...). The shared codes
// it uses are listed in Reasons.
const (
	// ReasonLanternOrPass: before the deal, the Broken Lantern's holder
	// may use it or pass.
	ReasonLanternOrPass rules.Reason = "dolores.lantern-or-pass"
	// ReasonLookoutOrPass: Dawn was drawn; the Lookout's holder may use it
	// or pass.
	ReasonLookoutOrPass rules.Reason = "dolores.lookout-or-pass"
	// ReasonMixUpOrPass: after the reveal, the Mix-up's holder may use it
	// or pass.
	ReasonMixUpOrPass rules.Reason = "dolores.mixup-or-pass"
	// ReasonReportOrPass: the Broken Lantern's user reports on the hidden
	// cards (this share is rich, or poor) or keeps quiet.
	ReasonReportOrPass rules.Reason = "dolores.report-or-pass"
	// ReasonCardOrPass: in the window before gestures, the seat asked may
	// use one of its cards that fits the moment, or pass.
	ReasonCardOrPass rules.Reason = "dolores.card-or-pass"
	// ReasonCardNotHeld: the seat does not hold that MiB card.
	// Args: the card (Swirl, Ebb... as numbered in this package).
	ReasonCardNotHeld rules.Reason = "dolores.card-not-held"
	// ReasonCardNotNow: that card is used at another moment, not in the
	// window before gestures. Args: the card.
	ReasonCardNotNow rules.Reason = "dolores.card-not-now"
	// ReasonSwirlKeepsSides: a Swirl rearranges the share but each side
	// keeps its size: the new left side is that many occupied slots, not
	// the ones it has now. Args: the left side's size.
	ReasonSwirlKeepsSides rules.Reason = "dolores.swirl-keeps-sides"
	// ReasonRuseInShareOnly: only the dealer and the player on their left
	// can use a Ruse.
	ReasonRuseInShareOnly rules.Reason = "dolores.ruse-in-share-only"
	// ReasonWagerOutsideShareOnly: only a player outside the share can use
	// a Wager.
	ReasonWagerOutsideShareOnly rules.Reason = "dolores.wager-outside-share-only"
	// ReasonGestureOrSay: the two in the share each choose a gesture
	// (share, fight or dodge), and may speak first.
	ReasonGestureOrSay rules.Reason = "dolores.gesture-or-say"
	// ReasonSaidEnough: a participant may say only so many things per
	// round of gestures. Args: that many.
	ReasonSaidEnough rules.Reason = "dolores.said-enough"
	// ReasonPredictOnly: the Wager's user is not in the share; they predict
	// both gestures instead of choosing one.
	ReasonPredictOnly rules.Reason = "dolores.predict-only"
	// ReasonPredictWagerOnly: only the Wager's user predicts the gestures.
	ReasonPredictWagerOnly rules.Reason = "dolores.predict-wager-only"
	// ReasonRuseGesture: the Ruse's user, having seen the other gesture,
	// now chooses their own.
	ReasonRuseGesture rules.Reason = "dolores.ruse-gesture"
	// ReasonTakeForWager: the Wager won; its user takes one card of the
	// share.
	ReasonTakeForWager rules.Reason = "dolores.take-for-wager"
	// ReasonTakeForDodge: the dodger takes one card of the share.
	ReasonTakeForDodge rules.Reason = "dolores.take-for-dodge"
	// ReasonSlotEmpty: that slot of the share holds no card.
	// Args: the slot (0–2 the left side, 3–5 the dealer's).
	ReasonSlotEmpty rules.Reason = "dolores.slot-empty"
	// ReasonChooseCollection: after a double Dodge each of the two secretly
	// chooses a collection (a goods type) of their own to discard.
	ReasonChooseCollection rules.Reason = "dolores.choose-collection"
	// ReasonNoSuchCollection: the seat holds no goods of that type.
	// Args: the goods type.
	ReasonNoSuchCollection rules.Reason = "dolores.no-such-collection"
	// ReasonStealCard: the Theft's holder steals one goods card another
	// player holds.
	ReasonStealCard rules.Reason = "dolores.steal-card"
	// ReasonStealFromSelf: a Theft steals from another player.
	ReasonStealFromSelf rules.Reason = "dolores.steal-from-self"
	// ReasonVictimLacksCard: that player holds no such goods card.
	// Seats: the player stolen from. Args: the goods type and value.
	ReasonVictimLacksCard rules.Reason = "dolores.victim-lacks-card"
)

// Reasons lists every code Apply refuses a move with.
func (Game) Reasons() []rules.Reason {
	return []rules.Reason{
		rules.ReasonIsView, rules.ReasonNoSuchSeat, rules.ReasonGameOver, rules.ReasonNotYourTurn,
		ReasonLanternOrPass, ReasonLookoutOrPass, ReasonMixUpOrPass, ReasonReportOrPass,
		ReasonCardOrPass, ReasonCardNotHeld, ReasonCardNotNow, ReasonSwirlKeepsSides,
		ReasonRuseInShareOnly, ReasonWagerOutsideShareOnly,
		ReasonGestureOrSay, ReasonSaidEnough, ReasonPredictOnly, ReasonPredictWagerOnly,
		ReasonRuseGesture, ReasonTakeForWager, ReasonTakeForDodge, ReasonSlotEmpty,
		ReasonChooseCollection, ReasonNoSuchCollection,
		ReasonStealCard, ReasonStealFromSelf, ReasonVictimLacksCard,
	}
}
