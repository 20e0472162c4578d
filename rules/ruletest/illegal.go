package ruletest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// IllegalRefused plays games random games and, at random points, tries
// moves that are not legal: random Move values, legal moves nudged, moves
// legal for another seat, moves by seats not to act and by seats that do not
// exist. Each must return an *IllegalMove that quotes the move's text and
// the seat and carries a code the game lists in Reasons (its seats being
// seats of the game), and leave the state as it was: same Hash, same seats
// to act and legal moves, and the same result when the game goes on. The
// game's list of codes is checked too (see checkReasons).
func IllegalRefused(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64) {
	t.Helper()
	if err := checkReasons(g); err != nil {
		t.Errorf("%v", err)
		return
	}
	eachGame(t, g, opts, games, seed, func(seed uint64) error { return illegalGame(g, opts, seed) })
}

// randomMove is an arbitrary move value, mostly near the small numbers games use.
func randomMove(r *rand.Rand) rules.Move {
	f := func() int16 {
		switch r.IntN(8) {
		case 0:
			return int16(r.IntN(1<<16) - 1<<15)
		case 1:
			return []int16{-1, math.MaxInt16, math.MinInt16}[r.IntN(3)]
		case 2, 3:
			return 0
		default:
			return int16(r.IntN(64))
		}
	}
	k := uint8(r.IntN(8))
	if r.IntN(8) == 0 {
		k = uint8(r.IntN(256))
	}
	return rules.Move{Kind: k, A: f(), B: f(), C: f(), D: f()}
}

// nudge changes one field of m a little.
func nudge(m rules.Move, r *rand.Rand) rules.Move {
	d := int16(1 - 2*r.IntN(2))
	switch r.IntN(5) {
	case 0:
		m.Kind += uint8(d)
	case 1:
		m.A += d
	case 2:
		m.B += d
	case 3:
		m.C += d
	default:
		m.D += d
	}
	return m
}

// attempt is one illegal try.
type attempt struct {
	player int
	move   rules.Move
	why    string
}

// illegalAttempts lists illegal tries for state s.
func illegalAttempts(s rules.State, r *rand.Rand, dst []attempt) []attempt {
	players := s.Players()
	toAct := s.ToAct(nil)
	legal := make([][]rules.Move, players)
	var any []rules.Move
	for p := range legal {
		legal[p] = s.Legal(p, nil)
		any = append(any, legal[p]...)
	}
	add := func(p int, m rules.Move, why string) {
		if p >= 0 && p < players && slices.Contains(legal[p], m) {
			return
		}
		dst = append(dst, attempt{p, m, why})
	}
	for p := 0; p < players; p++ {
		for i := 0; i < 3; i++ {
			add(p, randomMove(r), "a random move value")
		}
		if len(any) > 0 {
			add(p, any[r.IntN(len(any))], "a move legal for some seat")
			m := any[r.IntN(len(any))]
			add(p, nudge(m, r), "a legal move nudged")
		}
	}
	if len(any) > 0 {
		m := any[r.IntN(len(any))]
		add(-1, m, "a move by seat -1")
		add(players, m, "a move by a seat past the last")
	}
	if len(toAct) > 0 && len(toAct) < players {
		for p := 0; p < players; p++ {
			if !slices.Contains(toAct, p) && len(any) > 0 {
				add(p, any[r.IntN(len(any))], "a move by a seat not to act")
			}
		}
	}
	return dst
}

// snapshot is what must not change when a move is refused.
type snapshot struct {
	hash  uint64
	toAct []int
	legal [][]rules.Move
	done  bool
}

func snap(s rules.State) snapshot {
	sn := snapshot{hash: s.Hash(), toAct: s.ToAct(nil), done: s.Done()}
	for p := 0; p < s.Players(); p++ {
		sn.legal = append(sn.legal, s.Legal(p, nil))
	}
	return sn
}

func (a snapshot) same(b snapshot) error {
	switch {
	case a.hash != b.hash:
		return errors.New("its hash changed")
	case a.done != b.done || !slices.Equal(a.toAct, b.toAct):
		return fmt.Errorf("ToAct changed from %v to %v", a.toAct, b.toAct)
	}
	for p := range a.legal {
		if !slices.Equal(a.legal[p], b.legal[p]) {
			return fmt.Errorf("seat %d's legal moves changed from %v to %v", p, a.legal[p], b.legal[p])
		}
	}
	return nil
}

// refusedCleanly tries one illegal move on s and checks the refusal.
func refusedCleanly(g rules.Game, s rules.State, a attempt, before snapshot) error {
	text := g.FormatMove(a.move)
	_, err := s.Apply(a.player, a.move)
	if err == nil {
		return fmt.Errorf("seat %d's move %q (%s, %v) was accepted", a.player, text, a.why, a.move)
	}
	if err.Error() == "" {
		return fmt.Errorf("seat %d's move %q (%s) refused with an empty error", a.player, text, a.why)
	}
	if err := typedRefusal(g, s, err); err != nil {
		return fmt.Errorf("seat %d's move %q (%s): %w", a.player, text, a.why, err)
	}
	var im *rules.IllegalMove
	errors.As(err, &im)
	if im.Move != text || im.Player != a.player || im.Reason == "" {
		return fmt.Errorf("refusal of seat %d's %q does not quote it: IllegalMove{Move: %q, Player: %d, Reason: %q}", a.player, text, im.Move, im.Player, im.Reason)
	}
	if s.Hash() != before.hash {
		return fmt.Errorf("refusing seat %d's %q (%s) changed the state's hash", a.player, text, a.why)
	}
	return nil
}

func illegalGame(g rules.Game, opts rules.Options, seed uint64) error {
	s, err := g.Setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	tr := &trace{g: g, seed: seed}
	r := rng(seed, 2)
	var tries []attempt
	var b bufs
	for n := 0; ; n++ {
		probe := s.Done() || r.IntN(3) == 0
		var ref rules.State
		if probe {
			ref = s.Clone()
			before := snap(s)
			tries = illegalAttempts(s, r, tries[:0])
			for _, a := range tries {
				if err := refusedCleanly(g, s, a, before); err != nil {
					return fmt.Errorf("%s: %w", tr, err)
				}
			}
			if err := before.same(snap(s)); err != nil {
				return fmt.Errorf("%s: after %d refused moves, %v", tr, len(tries), err)
			}
		}
		if s.Done() {
			return nil
		}
		if n >= MoveCap {
			return fmt.Errorf("%s: no end after %d moves", tr, MoveCap)
		}
		p, m, _, err := playRandom(g, s, r, tr, &b)
		if err != nil {
			return err
		}
		if ref != nil {
			if _, err := ref.Apply(p, m); err != nil || ref.Hash() != s.Hash() {
				return fmt.Errorf("%s: after refused moves the state behaves differently from a clone taken before them (err %v)", tr, err)
			}
		}
	}
}
