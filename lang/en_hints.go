package lang

// First-game hints: a tip at each moment that matters the first time,
// and their switch on the Settings screen.
func init() {
	registerLines("en", `
hints.dismiss	Click or press Enter to close this tip.
hints.settings	First-game hints
hints.settings_hint	Tips at the moments that matter, once each
hints.settings_on	First-game hints on
hints.settings_off	First-game hints off

hints.dolcevita.first_placement	Tip: drag a number card under a column of luxuries. Once everyone has placed, each column goes to its highest totals, one bottom card each.
hints.dolcevita.first_tie	Tip: equal totals under a column cancel each other: those players get nothing from that column.
hints.dolcevita.first_trade_in	Tip: a trade-in. Winning a luxury of a kind you already own, you keep the new card and the old one goes on top of the column, where a later winner may take it.
hints.dolores.first_gesture	Tip: hold out a hand in secret. Share if you both share, Conflict to fight for the loot, Dodge to take one card and leave.
hints.dolores.first_mib	Tip: you took a Message in a Bottle. Keep it: the table offers to play it at its moment, and the rules page explains each one.
hints.necklace.first_discard	Tip: keep five cards and discard one. The panel shows the wishes your five cards fulfil and their value in florins.
hints.necklace.first_preview	Tip: point at a card to see what discarding it (or taking the top discard) would change, before you commit.
`)
}
