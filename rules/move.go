package rules

import "fmt"

// Move is one action by one player. It is a small comparable value so that
// move lists and search trees cost no allocations; each game gives its
// fields a meaning (Kind says which action, A–D are its arguments: a card,
// a column, a gesture...) and a short text form through Game.FormatMove and
// Game.ParseMove, such as "place 4 col3" or "take discard".
type Move struct {
	Kind       uint8
	A, B, C, D int16
}

// IllegalMove is the error Apply returns when a move is refused. It quotes
// the move's text and says why twice: as a typed reason with its data, which
// a table words for the player (see Reason), and as an English sentence for
// logs, records and the arena.
type IllegalMove struct {
	Game   string // the game's Name
	Move   string // the move's text form
	Player int
	// Code is the rule the move broke: never empty, and one of the codes
	// the game lists in Reasons.
	Code Reason
	// Seats are the seats the reason names (such as the seat to act), and
	// Args its numbers (a column, a card, a count); each code's doc comment
	// says what they hold. Both are empty when the code needs no data.
	Seats []int
	Args  []int
	// Reason is the English sentence, for people reading logs and records.
	Reason string
}

func (e *IllegalMove) Error() string {
	return fmt.Sprintf("illegal move %q by player %d: %s", e.Move, e.Player, e.Reason)
}

// Refuse builds the refusal of player's move m in game g: code is the rule
// it broke and format, args the English sentence. Its data is added with
// WithSeats and WithArgs.
func Refuse(g Game, player int, m Move, code Reason, format string, args ...any) *IllegalMove {
	return &IllegalMove{Game: g.Name(), Move: g.FormatMove(m), Player: player, Code: code, Reason: fmt.Sprintf(format, args...)}
}

// WithSeats sets the seats the refusal names and returns it.
func (e *IllegalMove) WithSeats(seats ...int) *IllegalMove {
	e.Seats = seats
	return e
}

// WithArgs sets the refusal's numbers and returns it.
func (e *IllegalMove) WithArgs(args ...int) *IllegalMove {
	e.Args = args
	return e
}
