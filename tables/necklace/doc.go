// Package necklace is The Duchess's Necklace table (scene "play:necklace")
// and its results ("results:necklace"), built on the table kit
// (tables/kit), which drives the turns, the bots, the event queue and the
// hot-seat hand-over.
//
// The table keeps a board: the geometry of its felt at any screen size
// (layout.go), its card nodes painted with the gem art (cards.go), the
// live-necklace panel that tells a player what their cards are worth and
// what a take or a discard would change (appraisal.go, preview.go, rows.go,
// panel.go), and the end of the game, where both hands turn over and each
// necklace is strung gem by gem (ending.go). The board changes only by
// animating the events the rules return (events.go); a turn is a drag,
// a click then a click, or the keyboard, from a pile into the hand and
// from the hand onto the discard pile (input.go).
//
// Everything drawn comes from what the seat at the screen may see: its
// View of the game (its hand, the common card, the public discard pile)
// and the events redacted for it. The live state is never read, so no
// frame shows the opponent's hand or a drawn card before the rules reveal
// it; a hidden card's node has the back for its face.
package necklace
