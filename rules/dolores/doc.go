// Package dolores is HMS Dolores (Bruno Faidutti and Eric M. Lang) for 2 to
// 4 players, as ruled in docs/rules/dolores.md: wreckers share the loot of
// a sinking ship two at a time, by secret gestures: Share, Fight or Dodge.
//
// # Cards
//
// 80 cards: 70 goods (Card 0–69: seven types, each seven crates of 1, two
// of 2, one of 3), nine Message in a Bottle cards (70–78) and Dawn (79).
// Setup boxes four MiB cards (Wager always among them with two players),
// shuffles the rest with the goods, puts Dawn among the last 16 and deals
// the starting loot face up (4, 3 or 2 cards each). A Theft dealt at setup
// is used at once; it is wasted if no other player holds goods.
//
// # A share
//
// The dealer shares with the seat to their left (side 0, slots 0–2; the
// dealer's side is 1, slots 3–5). In order:
//
//  1. Before the deal the Broken Lantern holder may use it (the share is
//     dealt face down and only its user sees it until the reveal; cards an
//     Ebb or Convoy adds are face down too; Dawn always shows).
//  2. Four cards are dealt, two to the left side first. Dawn ends the game
//     at once unless the Lookout holder uses Lookout: Dawn then stays in the
//     share as a card of no type or value and the game ends when a share
//     cannot be dealt (or a card is needed from an empty pile).
//  3. The Broken Lantern user may report: "say rich", "say poor" or "pass".
//  4. A window before gestures: holders of Swirl, Ebb, Convoy (anyone),
//     Ruse (a participant) or Wager (a non-participant) are asked in turn
//     from the dealer clockwise to use one card or pass; it closes when all
//     holders pass in a row. Ebb turns up and discards the share and deals
//     four new cards (also after a Convoy); Convoy deals one more to each
//     side; Swirl ("mib swirl 0 4") names the slots forming the new left side.
//  5. Gestures: both participants choose secretly ("gesture dodge"), a Wager
//     user predicts both ("predict <dealer's> <left's>"). Before choosing, a
//     participant may say up to MaxSayings phrases ("say both"). A Ruse user
//     chooses last, after the other gesture is shown.
//  6. The reveal; words given are recorded as kept or broken. The Mix-up
//     holder may cancel the gestures: the same cards are shared again (talk
//     starts afresh; a Ruse or Wager already used is spent).
//  7. A right Wager takes one card first ("take 3"); then the recap table:
//     Share/Share each takes their side; Fight takes all from Share;
//     Fight/Fight discards all; a Dodge takes one card ("take 1") and
//     the other takes the rest of their side (after Share, the rest is
//     discarded) or everything left (after Fight); Dodge/Dodge discards
//     all and each player with goods secretly names a collection to discard
//     ("discard wine").
//  8. A Theft gained is used at once ("steal 2 wine 3": a wine crate of 3
//     from seat 2), before the share goes on.
//
// # Scoring
//
// Each collection is worth its crates' sum; a player scores their highest
// plus their lowest collections, all tied ones counting, doubled when all
// are equal. GameEnded carries a ScoreBreakdown per player.
//
// # Decisions where the rules are open
//
//   - Talk: only the participants (while choosing, at most MaxSayings each
//     per round) and the Broken Lantern user (one report) speak; tables wait
//     only on players who must act, so onlookers stay silent. The last
//     phrase of a round that names the speaker's gesture is their word; the
//     public tally (Words) lets everyone judge a speaker.
//   - A Wager's prediction is shown at the reveal; a Mix-up spends both a
//     Wager and a Ruse used on the cancelled gestures.
//   - An Ebb discards face-down cards face up: the discard pile is open.
//   - Theft steals a crate by type and value: equal crates are the same.
//   - Dawn in a player's area after a Lookout is not a collection.
//   - Ruse: its user may choose any of the three gestures once the other is
//     shown (as docs/rules/dolores.md#ruse says), not only one of two held
//     out in advance.
//   - A window goes on after a card is used with the next holder clockwise,
//     and closes only when every holder has passed in a row.
//   - A Mix-up replays the share straight from the gestures: the window
//     before gestures does not open again.
//   - A Broken Lantern report of "rich" is true when the share's crates plus
//     one per MiB card are worth richShare (6) or more; it counts in Words.
//   - Wager takes any card; a Theft gained by a Dodge or Wager pick is used
//     before the rest of the share is handed out.
//
// # Bots
//
// Game.NewBot(level, seed) with level "random", "easy", "normal", "hard" or
// "expert", optionally with a talk personality: "hard:honest", "hard:bluffer",
// "hard:quiet" (without one, the personality is drawn from the seed;
// NewBotWith takes it as a number). Honest bots announce only what they
// will do ("Let's both share" before sharing, "Don't you dare fight me"
// otherwise); bluffers announce what misleads ("Let's both share" before
// fighting); quiet bots never talk. Every bot reads the public record of
// each rival's words kept (Words) and weighs announcements by it; the hard
// bot also learns, per rival, which model of them predicts their gestures
// best (the share's equilibrium, their habits, a naive best response, their
// word taken literally, their word reversed, or no idea). See bot_smart.go.
// The expert keeps the hard bot's read and talk but finds a share's payoffs,
// and weighs its cards, by playing the game out (expert.go).
//
// Events are returned by Apply in order; the commonest are boxed once at
// start-up so a random game allocates about a hundred times. SetupEvents
// returns the deal's events for a table to animate.
//
// Views hide the pile's order, the box, a face-down share (except from the
// Broken Lantern user) and others' unrevealed gestures, predictions and
// collection choices. Determinize deals the unseen cards back at random,
// respecting the box (MiB only) and Dawn's place among the last 16.
package dolores
