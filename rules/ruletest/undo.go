package ruletest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"salotto/rules"
)

// UndoSteps plays random games of g (which must be a rules.Undoer) and
// checks its undo judgement after every move, for the seat that moved and
// for every other seat as the undoer: Undoable leaves the position it is
// given untouched (same hash), and refuses only with a code UndoReasons
// lists, naming a seat of the game. It also checks UndoReasons itself:
// codes never empty, never twice, each shared one declared by rules, each
// other one named after g.
func UndoSteps(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64) {
	t.Helper()
	u, ok := g.(rules.Undoer)
	if !ok {
		t.Fatalf("%s is not a rules.Undoer", g.Name())
	}
	if err := checkUndoReasons(g, u.UndoReasons()); err != nil {
		t.Fatal(err)
	}
	eachGame(t, g, opts, games, seed, func(seed uint64) error {
		return EachStep(g, opts, seed, func(s rules.Step) error {
			for undoer := range s.Before.Players() {
				s.Undoer = undoer
				h := s.Before.Hash()
				err := u.Undoable(s)
				if s.Before.Hash() != h {
					return fmt.Errorf("Undoable changed the position of move %q", g.FormatMove(s.Move))
				}
				if err := checkUndoRefusal(g, u, s, err); err != nil {
					return err
				}
			}
			return nil
		})
	})
}

// EachStep plays one random game of g from seed and hands every move to f
// as a rules.Step (its Undoer is the seat that moved), with a clone of the
// position before it; it stops at f's first error or the game's end.
func EachStep(g rules.Game, opts rules.Options, seed uint64, f func(rules.Step) error) error {
	s, err := g.Setup(opts, seed)
	if err != nil {
		return err
	}
	tr := &trace{g: g, seed: seed}
	r := rng(seed, 2)
	var b bufs
	for n := 0; !s.Done() && n < MoveCap; n++ {
		before := s.Clone()
		p, m, evs, err := playRandom(g, s, r, tr, &b)
		if err != nil {
			return err
		}
		if err := f(rules.Step{Before: before, Player: p, Undoer: p, Move: m, Events: evs}); err != nil {
			return fmt.Errorf("%s: %w", tr, err)
		}
	}
	return nil
}

// FindStep plays random games of g from seeds spread from seed until a
// move for which want holds, and returns it (ok false after games games
// without one): a rules test picks the situation a rule speaks of.
func FindStep(g rules.Game, opts rules.Options, seed uint64, games int, want func(rules.Step) bool) (found rules.Step, ok bool) {
	stop := errors.New("found")
	for i := 0; i < games && !ok; i++ {
		_ = EachStep(g, opts, gameSeed(seed, i), func(s rules.Step) error {
			if want(s) {
				found, ok = s, true
				return stop
			}
			return nil
		})
	}
	return found, ok
}

func checkUndoReasons(g rules.Game, codes []rules.Reason) error {
	shared := rules.SharedUndoReasons()
	for i, c := range codes {
		switch {
		case c == "":
			return fmt.Errorf("%s's UndoReasons lists an empty code", g.Name())
		case slices.Contains(codes[:i], c):
			return fmt.Errorf("%s's UndoReasons lists %q twice", g.Name(), c)
		case !slices.Contains(shared, c) && !hasPrefix(string(c), g.Name()+"."):
			return fmt.Errorf("%s's undo code %q is neither shared nor named %s.*", g.Name(), c, g.Name())
		}
	}
	return nil
}

func checkUndoRefusal(g rules.Game, u rules.Undoer, s rules.Step, err error) error {
	if err == nil {
		return nil
	}
	var im *rules.IllegalMove
	if !errors.As(err, &im) {
		return fmt.Errorf("undo of %q refused without an IllegalMove: %v", g.FormatMove(s.Move), err)
	}
	if !slices.Contains(u.UndoReasons(), im.Code) {
		return fmt.Errorf("undo refused with %q, which %s does not list in UndoReasons", im.Code, g.Name())
	}
	for _, p := range im.Seats {
		if p < 0 || p >= s.Before.Players() {
			return fmt.Errorf("undo refusal %q names seat %d of %d", im.Code, p, s.Before.Players())
		}
	}
	return nil
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// UndoCode is g's undo verdict on s as its refusal code: "" when the move
// may be taken back. A refusal that is no *rules.IllegalMove fails t.
func UndoCode(t testing.TB, g rules.Game, s rules.Step) rules.Reason {
	t.Helper()
	err := g.(rules.Undoer).Undoable(s)
	if err == nil {
		return ""
	}
	var im *rules.IllegalMove
	if !errors.As(err, &im) {
		t.Fatalf("undo refused without an IllegalMove: %v", err)
	}
	return im.Code
}
