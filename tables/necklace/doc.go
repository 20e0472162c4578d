// Package necklace is The Duchess's Necklace table: the geometry of its
// felt at any screen size, its card nodes painted with the gem art, the
// live-necklace panel that tells a player what their cards are worth and
// what a take or a discard would change, and the end of the game, where
// both hands turn over and each necklace is strung gem by gem.
//
// Everything here draws from what the player may see: their own View of
// the game (their hand, the common card, the public discard pile) and the
// events the rules return, redacted for them. The live state is never
// read, so a frame cannot show the opponent's hand or a drawn card before
// the rules reveal it.
package necklace
