package record

import (
	"errors"
	"fmt"

	"salotto/rules"
)

// BadMove is why replaying a record stopped: the first move that could not
// be read or was refused, with its index in Moves (0-based), its text and
// the reason.
type BadMove struct {
	Index  int
	Player int
	Move   string
	Reason string
	Err    error // the underlying error from ParseMove or Apply, if any
}

func (e *BadMove) Error() string {
	return fmt.Sprintf("move %d (%q by seat %d): %s", e.Index, e.Move, e.Player, e.Reason)
}

func (e *BadMove) Unwrap() error { return e.Err }

// ReplayGame sets up g as r says and applies every move through Apply,
// returning the final state. It refuses a record of another game, rules
// version or format, and stops at the first bad move with a *BadMove.
func ReplayGame(g rules.Game, r *Record) (rules.State, error) {
	return ReplayEach(g, r, nil)
}

// ReplayEach is ReplayGame calling visit (when not nil) after each applied
// move with the move's index and the events it caused (for a table
// replaying a save, or a move log).
func ReplayEach(g rules.Game, r *Record, visit func(i int, s rules.State, m rules.Move, ev []rules.Event)) (rules.State, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	if r.Game != g.Name() {
		return nil, fmt.Errorf("this is a record of %q, not %q", r.Game, g.Name())
	}
	if r.RulesVersion != g.RulesVersion() {
		return nil, fmt.Errorf("record made with %s rules version %d; this program plays version %d", g.Name(), r.RulesVersion, g.RulesVersion())
	}
	s, err := g.Setup(r.Options, r.Seed)
	if err != nil {
		return nil, fmt.Errorf("record's setup refused: %w", err)
	}
	for i, e := range r.Moves {
		m, err := g.ParseMove(e.Move)
		if err != nil {
			return s, &BadMove{Index: i, Player: e.Player, Move: e.Move, Reason: "unreadable move: " + err.Error(), Err: err}
		}
		if s.Done() {
			return s, &BadMove{Index: i, Player: e.Player, Move: e.Move, Reason: "the game was already over"}
		}
		ev, err := s.Apply(e.Player, m)
		if err != nil {
			reason := err.Error()
			var im *rules.IllegalMove
			if errors.As(err, &im) {
				reason = im.Reason
			}
			return s, &BadMove{Index: i, Player: e.Player, Move: e.Move, Reason: reason, Err: err}
		}
		if visit != nil {
			visit(i, s, m, ev)
		}
	}
	return s, nil
}
