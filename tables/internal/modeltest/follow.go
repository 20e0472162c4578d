// Package modeltest plays random games against a table's screen model
// (tables/GAME/model), without a display: the model must show, before
// every move, what the viewer's View says.
package modeltest

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest"
)

// Follow plays one game of g from seed by random moves (ruletest.EachStep).
// Before the first move it calls begin with viewer's View (-1: the public
// one); before every move, check with that move's View; after every move,
// apply with each of its events, redacted for viewer, in order. t fails at
// check's first error, or when no move was played.
func Follow(t *testing.T, g rules.Game, opts rules.Options, seed uint64, viewer int,
	begin func(v rules.State), check func(v rules.State) error, apply func(rules.Event)) {
	t.Helper()
	n := 0
	err := ruletest.EachStep(g, opts, seed, func(s rules.Step) error {
		v := s.Before.View(viewer)
		if n == 0 {
			begin(v)
		}
		if err := check(v); err != nil {
			return fmt.Errorf("before move %d: %w", n, err)
		}
		for _, ev := range s.Events {
			apply(rules.RedactFor(g, ev, viewer))
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if n == 0 {
		t.Fatalf("seed %d: no moves played", seed)
	}
}
