package lang

// Refusals: why a move is not allowed, one sentence per rules code
// ("refusals." + code, see Catalog.Refusal). %[1]s is the seats the
// refusal names; its numbers follow from %[2]d, as each code's doc comment
// in the rules lists them.
func init() {
	registerLines("en", `
refusals.other	That move is not allowed.
refusals.list_and	%[1]s and %[2]s
refusals.list_comma	%[1]s, %[2]s
`)

	// Shared by every game (package rules).
	registerLines("en", `
refusals.view	This is only a view of the game: it cannot be played.
refusals.no-such-seat	There is no such seat: this table has %[2]d.
refusals.game-over	The game is over.
refusals.not-your-turn	Not your turn: waiting for %[1]s.
refusals.not-a-move	That is not a move in this game.
`)

	// Dolce Vita.
	registerLines("en", `
refusals.dolcevita.not-your-turn	Not your turn: %[1]s places next.
refusals.dolcevita.no-such-column	There is no column %[2]d: the columns are 1 to %[3]d.
refusals.dolcevita.no-such-number	Number cards run from %[2]d to %[3]d.
refusals.dolcevita.no-card-left	You have already placed your %[2]d this round.
`)

	// The Duchess's Necklace.
	registerLines("en", `
refusals.necklace.rival-plays-itself	The rival jeweller plays by itself.
refusals.necklace.discard-now	You have taken a card this turn: now discard one.
refusals.necklace.draw-pile-empty	The draw pile is empty: take the top discard, or decline.
refusals.necklace.first-turn-draws	The first turn of the game can only draw from the pile.
refusals.necklace.discard-pile-empty	The discard pile is empty.
refusals.necklace.decline-too-early	You can decline only once the draw pile is empty; it still holds %[2]d.
refusals.necklace.take-first	Take a card first, from the draw pile or the discard pile.
refusals.necklace.card-not-in-hand	That card is not in your hand.
`)

	// HMS Dolores.
	registerLines("en", `
refusals.dolores.lantern-or-pass	Before the deal: use your Broken Lantern, or pass.
refusals.dolores.lookout-or-pass	Dawn is drawn: use your Lookout to play on, or pass.
refusals.dolores.mixup-or-pass	After the reveal: use your Mix-up, or pass.
refusals.dolores.report-or-pass	Say what the Broken Lantern showed (rich or poor), or keep quiet.
refusals.dolores.card-or-pass	Before the gestures: use one of your cards that fits now, or pass.
refusals.dolores.card-not-held	You do not hold that card.
refusals.dolores.card-not-now	That card is used at another moment, not before the gestures.
refusals.dolores.swirl-keeps-sides	A Swirl keeps each side's size: choose %[2]d occupied places for the left side, not the ones it has now.
refusals.dolores.ruse-in-share-only	Only the dealer and the player on their left can use a Ruse.
refusals.dolores.wager-outside-share-only	Only a player outside the share can use a Wager.
refusals.dolores.gesture-or-say	Choose your gesture: share, fight or dodge (you may speak first).
refusals.dolores.said-enough	You have said %[2]d things this round: that is the most.
refusals.dolores.predict-only	You are not in the share: predict both gestures for your Wager.
refusals.dolores.predict-wager-only	Only the Wager's user predicts the gestures.
refusals.dolores.ruse-gesture	You used the Ruse: now choose your gesture.
refusals.dolores.take-for-wager	Your Wager was right: take one card from the share.
refusals.dolores.take-for-dodge	You dodged: take one card from the share.
refusals.dolores.slot-empty	That place in the share is empty.
refusals.dolores.choose-collection	Double Dodge: choose one of your collections to discard.
refusals.dolores.no-such-collection	You have no goods of that kind to discard.
refusals.dolores.steal-card	Theft: choose a goods card another player holds.
refusals.dolores.steal-from-self	A Theft steals from another player, not from you.
refusals.dolores.victim-lacks-card	%[1]s holds no such goods card.
`)
}
