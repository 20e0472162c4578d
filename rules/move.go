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
// the move's text and says why, so a log, a record loader or a table can show
// it to a person as it is.
type IllegalMove struct {
	Move   string // the move's text form
	Player int
	Reason string
}

func (e *IllegalMove) Error() string {
	return fmt.Sprintf("illegal move %q by player %d: %s", e.Move, e.Player, e.Reason)
}

// Refuse builds an IllegalMove error for game g.
func Refuse(g Game, player int, m Move, format string, args ...any) error {
	return &IllegalMove{Move: g.FormatMove(m), Player: player, Reason: fmt.Sprintf(format, args...)}
}
