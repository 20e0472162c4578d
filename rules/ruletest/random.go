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
// score per player; a game that counts its progress (rules.Progress) counts
// from 1, never backwards nor past its total, and every view counts alike.
// It stops at the first failure.
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
	last := 0
	check := func() error {
		if err := consistent(s, opts.Players, &b); err != nil {
			return err
		}
		if err := progressed(s, &last); err != nil {
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

// progressed checks s's rules.Progress against the count before (*last),
// which it moves on: n from 1, never less than before nor more than of, the
// same unit in every view.
func progressed(s rules.State, last *int) error {
	p, ok := s.(rules.Progress)
	if !ok {
		return nil
	}
	unit, n, of := p.Progress()
	switch {
	case unit == "":
		return fmt.Errorf("Progress() names no unit")
	case n < 1 || n < *last:
		return fmt.Errorf("Progress() = %s %d after %d", unit, n, *last)
	case of > 0 && n > of:
		return fmt.Errorf("Progress() = %s %d of %d", unit, n, of)
	}
	*last = n
	for v := -1; v < s.Players(); v++ {
		if vu, vn, vof := s.View(v).(rules.Progress).Progress(); vu != unit || vn != n || vof != of {
			return fmt.Errorf("View(%d) counts %s %d of %d, the state %s %d of %d", v, vu, vn, vof, unit, n, of)
		}
	}
	return nil
}
