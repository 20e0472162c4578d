// Package necklace is The Duchess's Necklace (El collar de la Duquesa) for
// one player against the rival jeweller or two players, with the rainbow
// stones and court gold expansions, as ruled in docs/rules/necklace.md.
//
// # Options
//
// Options.Players is 1 (solo against the rival jeweller) or 2. Variant keys:
// "expansions" is "", "rainbow", "gold" or "rainbow+gold"; "start" is "0" or
// "1", the first player (in solo play "1" lets the rival open); without it
// the seed draws the first player.
//
// # Moves
//
// "take draw", "take discard", "discard B07", and with the draw pile empty
// "decline" (read "pass" as well). A turn is a take then a discard.
//
// # Decisions where the rules were open
//
//   - The end rule counts a turn as "after the draw pile ran out" when it
//     starts with the pile empty: the turn that draws the last card is not
//     one. The game then ends at the first decline, or when a player would
//     start a second such turn.
//   - The whole discard pile is public (players remember it), not only its
//     top card.
//   - A player's necklace is valued at its best: largest florins, then most
//     wishes (the tie-break), so a hand is never valued below what it can do.
//   - The rival jeweller compares florins only; "held longest" follows the
//     order in which its cards came to hand (the initial deal in deal order).
//     When the rival opens a solo game, Setup plays its first turn at once;
//     State.Opening returns that turn's events for the table.
//   - In solo play Players() is 1 and the rival is seat Rival (1) inside
//     the state: Scores has the player's value only, Winners is [0] when the
//     player beats or ties the rival and empty when the rival wins; the
//     GameEnded event has both necklaces, both scores and the rating.
//   - Scores before the end are the value of the cards the state shows
//     (while discarding, the best four of five).
//   - A card drawn from the pile is in the Drew event (so the drawer can be
//     shown it); tables show Redact(event, viewer) to everyone else.
package necklace
