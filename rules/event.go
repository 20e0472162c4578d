package rules

// Event is one thing a move caused that a table must show: a card placed,
// a tie cancelled, an award, gestures revealed, the game's end with its score
// breakdown. Each game defines its own event types (plain structs with
// exported fields, so a table can switch on the type); String gives a
// one-line description for move logs and the arena.
//
// A table never diffs two states to guess what happened: it animates the
// events Apply returned, in order.
//
// Secrets in events, the one policy every game follows: an event is either
// public as Apply returns it, or the game is a Redactor whose Redact says
// which of the event's fields each viewer loses. Whatever shows events to a
// viewer (a table, the move log, an online room) shows RedactFor, never the
// raw event, so a secret never reaches a screen or a wire it may not.
//
//   - Dolce Vita has no secret after the deal: every event is public.
//   - HMS Dolores never puts a secret in an event: a card dealt face down
//     is NoCard in its CardDealt, and what a Broken Lantern shows its user
//     is in that user's View.
//   - The Duchess's Necklace names the card a seat drew (Drew), which only
//     that seat may see: its Redact gives everyone else the card face down.
type Event interface {
	String() string
}
