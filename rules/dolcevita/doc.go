// Package dolcevita is Dolce Vita, the auction game of luxury goods, for 3
// to 5 players, as docs/rules/dolcevita.md decides it.
//
// # The game
//
// The deck has 66 small cards: 49 luxuries (house, car, boat, horse,
// jewellery, clock, vacation, each once at every value from 100,000 to
// 700,000) and 17 money cards (ten of 100,000, seven of 200,000). The deck
// is shuffled and 63 cards are dealt face up into seven columns of nine;
// the last three go back in the box unseen and never come into play. Each
// player holds number cards 1 to 6.
//
// A game lasts 6 rounds with 3 players, 4 with 4 and 5 with 5. In a round,
// starting with the start player and going clockwise, each player in turn
// places one number card face up under any column, until everybody has
// placed five and holds one. Then the columns are resolved one at a time,
// from the left:
//
//   - Each player's total there is the sum of their numbers under it.
//   - Totals shared by two or more players cancel: those players take
//     nothing from this column.
//   - The other bidders, highest total first, each take the column's
//     current bottom card (the one nearest the players).
//   - Whoever takes a luxury of a kind they already own keeps the new card
//     and puts the old one on top of this column at once, so a later winner
//     of the same column may end up taking it. Money is never traded in.
//   - A winner who finds the column empty takes nothing.
//   - A column with no number card under it turns its bottom card to its
//     top (a column of 0 or 1 cards stays as it is). A column where every
//     bid cancelled stays as it is.
//
// Everyone then takes their numbers back and the start passes clockwise.
// After the last round each player's wealth is their luxuries plus their
// money; the richest wins, and equal totals share the win.
//
// # Decisions where the rulebook and the rulings are silent
//
//   - Seats are numbered from 0 and clockwise is the next seat number (the
//     seat after the last is 0). The first start player is Options.Variant
//     "start" (a seat number, the only option) or is drawn from the seed;
//     the rulebook's "youngest player" is the table's choice of seat.
//   - Columns are numbered 0 to 6 from the left in the API and col1 to col7
//     in a move's text. The deal fills the left column first, bottom card
//     first. The three boxed cards are kept sorted; since every other card
//     is in sight, they are exactly what is missing, so a View drops them
//     and Determinize puts the same three back without sampling.
//   - A player may place any number of their cards under the same column
//     and must place when it is their turn (there is no passing), so the
//     turn order of a round is strict rotation and the card kept is simply
//     the one never placed.
//   - The one-of-each-kind rule holds from the first round on (the
//     rulings: "won in any round, this one included"), and the new card is
//     kept even when it is worth less than the old one (the rulebook: "must
//     keep the new").
//   - When ties cancel, the remaining bidders take cards in order of total
//     from the bottom as if the cancelled players had not bid; several tied
//     groups in one column all cancel.
//   - Scores are in the game's currency (a 300,000 house scores 300000);
//     there is no tie-break beyond the shared win.
//
// # Moves and events
//
// The only move is a placement, Place(number, column), written "place 4
// col3". Apply returns the events a table animates in order: Placed for
// every placement and, after a round's last placement, the whole resolution
// (ColumnResolving, TieCancelled, Awarded, TradedIn, EmptyHanded,
// NoBidRotated, RoundEnded and finally GameEnded with each player's Score
// breakdown). See events.go.
//
// # Bots
//
//   - random: any held number under any column.
//   - easy: greedy for the column gain it sees now, like normal, but it
//     spends its small numbers first (so it is easily overtaken), judges
//     with noise and now and then places on a whim.
//   - normal: place where the column, resolved as the bids now stand,
//     would gain me the most, playing the biggest number that does it (a
//     big bid is the hardest to overtake). It values a luxury against what
//     the player will own once the columns to its left are resolved.
//   - hard: Monte Carlo tree search on the full position (perfect
//     information after the deal), each seat maximizing its own reward (a
//     share of the win blended with its lead), with moves tried in the
//     normal bot's order and playouts that mostly follow a quicker form of
//     the normal bot (judging by current holdings):
//     1,000 playouts a decision, stopping early once the choice cannot
//     change (SearchConfig, DefaultSearch). It is this package's own search
//     rather than rules/bot's: it plays out on *State without events or
//     interface calls, allocates nothing per playout and stops early, so a
//     decision costs about half the CPU of rules/bot's MCTS at the same
//     budget (BenchmarkDecisionHard, BenchmarkDecisionGeneric).
//   - expert: the hard bot's search with 4,000 playouts (ExpertSearch),
//     each following the normal bot itself rather than its quick form, so
//     that a playout sees how winning one column's auction changes what the
//     next columns are worth (SearchConfig.Projected). Dolce Vita has no
//     hidden card that matters, so a bot that saw the boxed cards would
//     play as it does: its search is the game's ceiling for information.
package dolcevita
