package ruletest

import (
	"fmt"
	"testing"

	"salotto/rules"
)

// RandomGames plays games random games of g with opts through the public
// API, from seeds derived from seed, checking after every move: who acts and
// their legal moves agree; each chosen legal move applies; the game's own
// Invariant; every View (each seat and -1) is a view, agrees on what is
// public, passes ViewLeaks and cannot be played; a determinization of the
// acting seat's view is playable and offers that seat the real legal moves;
// clones are independent; games end within MoveCap moves; finished games
// have winners (a solo game, Players 1, may end lost, with none) and one
// score per player. It stops at the first failure.
func RandomGames(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64, c Checks) {
	t.Helper()
	eachGame(t, g, opts, games, seed, func(seed uint64) error { return randomGame(g, opts, seed, c) })
}

func randomGame(g rules.Game, opts rules.Options, seed uint64, c Checks) error {
	s, err := g.Setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	tr := &trace{g: g, seed: seed}
	r := rng(seed, 1)
	var b bufs
	check := func() error {
		if err := consistent(s, opts.Players, &b); err != nil {
			return err
		}
		if c.Invariant != nil {
			if err := c.Invariant(s); err != nil {
				return fmt.Errorf("invariant: %w", err)
			}
		}
		if err := viewsAndDeterminize(g, s, c, r, &b); err != nil {
			return err
		}
		return cloneIndependent(g, s, r)
	}
	for n := 0; ; n++ {
		if err := check(); err != nil {
			return fmt.Errorf("%s: %w", tr, err)
		}
		if s.Done() {
			return nil
		}
		if n >= MoveCap {
			return fmt.Errorf("%s: no end after %d moves", tr, MoveCap)
		}
		_, _, ev, err := playRandom(g, s, r, tr, &b)
		if err != nil {
			return err
		}
		for _, e := range ev {
			if e == nil || e.String() == "" {
				return fmt.Errorf("%s: move gave an empty event %#v", tr, e)
			}
		}
	}
}
