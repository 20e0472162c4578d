package rules

// Event is one thing a move caused that a table must show: a card placed,
// a tie cancelled, an award, gestures revealed, the game's end with its score
// breakdown. Each game defines its own event types (plain structs with
// exported fields, so a table can switch on the type); String gives a
// one-line description for move logs and the arena.
//
// A table never diffs two states to guess what happened: it animates the
// events Apply returned, in order.
type Event interface {
	String() string
}
