package lang

// The move log: its panel, and one sentence per event of each game, as
// the viewer may see it (a card another seat drew is "a card").
func init() {
	registerLines("en", `
log.button	Move log
log.menu	Move log
log.title	Moves so far
log.more	Scroll up for older moves
log.empty	No moves yet.
log.close	Close
log.list_and	%[1]s and %[2]s
log.list_comma	%[1]s, %[2]s
log.won	The game is over: %[1]s won.
log.won.you	The game is over: you won.
log.shared	The game is over: %[1]s share the win.
log.shared.you	The game is over: you share the win with %[1]s.

log.dolcevita.placed	%[1]s placed %[2]d under column %[3]d.
log.dolcevita.placed.you	You placed %[2]d under column %[3]d.
log.dolcevita.tie	Column %[1]d: %[2]s tied on %[3]d and cancel.
log.dolcevita.tie.you	Column %[1]d: you and %[2]s tied on %[3]d and cancel.
log.dolcevita.awarded	Column %[1]d: %[2]s took the %[3]s.
log.dolcevita.awarded.you	Column %[1]d: you took the %[3]s.
log.dolcevita.traded_in	%[1]s traded the %[2]s in for the %[3]s; it went on top of column %[4]d.
log.dolcevita.traded_in.you	You traded the %[2]s in for the %[3]s; it went on top of column %[4]d.
log.dolcevita.empty_handed	Column %[1]d: nothing was left for %[2]s.
log.dolcevita.empty_handed.you	Column %[1]d: nothing was left for you.
log.dolcevita.no_bids	Column %[1]d: no bids, so the %[2]s moved to the top.
log.dolcevita.round_ended	Round %[1]d is over.
log.dolcevita.luxury	%[1]s %[2]s
log.dolcevita.money	money %[1]s

log.necklace.card	%[1]s (%[2]s)
log.necklace.drew	%[1]s drew %[2]s.
log.necklace.drew.you	You drew %[2]s.
log.necklace.drew_card	%[1]s drew a card.
log.necklace.drew_card.you	You drew a card.
log.necklace.took	%[1]s took %[2]s from the discard pile.
log.necklace.took.you	You took %[2]s from the discard pile.
log.necklace.discarded	%[1]s discarded %[2]s.
log.necklace.discarded.you	You discarded %[2]s.
log.necklace.emptied	The draw pile is empty: one last turn each.
log.necklace.declined	%[1]s declined the discard pile.
log.necklace.declined.you	You declined the discard pile.

log.dolores.loot	%[1]s starts with %[2]s.
log.dolores.loot.you	You start with %[2]s.
log.dolores.share	Share %[1]d: %[2]s deals to %[3]s.
log.dolores.share.you	Share %[1]d: you deal to %[3]s.
log.dolores.share.to_you	Share %[1]d: %[2]s deals to you.
log.dolores.dealt_left	Dealt to the left player's side: %[1]s.
log.dolores.dealt_dealer	Dealt to the dealer's side: %[1]s.
log.dolores.face_down	a face-down card
log.dolores.goods	%[1]s %[2]d
log.dolores.dawn_card	Dawn
log.dolores.dawn	Dawn came off the pile.
log.dolores.mib	%[1]s played %[2]s.
log.dolores.mib.you	You played %[2]s.
log.dolores.passed	%[1]s passed.
log.dolores.passed.you	You passed.
log.dolores.said	%[1]s said: “%[2]s”
log.dolores.said.you	You said: “%[2]s”
log.dolores.chose	%[1]s chose a gesture.
log.dolores.chose.you	You chose a gesture.
log.dolores.wager	%[1]s made a secret prediction.
log.dolores.wager.you	You made a secret prediction.
log.dolores.shown	%[1]s's gesture is shown first: %[2]s.
log.dolores.shown.you	Your gesture is shown first: %[2]s.
log.dolores.turned_up	The face-down cards of the share turned up.
log.dolores.revealed	%[1]s showed %[2]s; %[3]s showed %[4]s.
log.dolores.revealed.you	You showed %[2]s; %[3]s showed %[4]s.
log.dolores.revealed.to_you	%[1]s showed %[2]s; you showed %[4]s.
log.dolores.wager_right	%[1]s's prediction was right.
log.dolores.wager_right.you	Your prediction was right.
log.dolores.wager_wrong	%[1]s's prediction was wrong.
log.dolores.wager_wrong.you	Your prediction was wrong.
log.dolores.cancelled	%[1]s's %[2]s cancelled the gestures: the share is played again.
log.dolores.cancelled.you	Your %[2]s cancelled the gestures: the share is played again.
log.dolores.taken	%[1]s took %[2]s.
log.dolores.taken.you	You took %[2]s.
log.dolores.discarded	To the discard: %[1]s.
log.dolores.collection	%[1]s discarded the %[2]s collection.
log.dolores.collection.you	You discarded the %[2]s collection.
log.dolores.no_goods	%[1]s had no goods to discard.
log.dolores.no_goods.you	You had no goods to discard.
log.dolores.chose_coll	%[1]s chose a collection to discard.
log.dolores.chose_coll.you	You chose a collection to discard.
log.dolores.stolen	%[1]s stole %[2]s from %[3]s.
log.dolores.stolen.you	You stole %[2]s from %[3]s.
log.dolores.stolen.to_you	%[1]s stole %[2]s from you.
log.dolores.theft_wasted	%[1]s's %[2]s found nothing to take.
log.dolores.theft_wasted.you	Your %[2]s found nothing to take.
log.dolores.word_kept	%[1]s kept their word.
log.dolores.word_kept.you	You kept your word.
log.dolores.word_broken	%[1]s did not keep their word.
log.dolores.word_broken.you	You did not keep your word.
`)
}
