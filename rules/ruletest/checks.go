package ruletest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"salotto/rules"
)

// Checks are a game's own checks, run by RandomGames.
type Checks struct {
	// Invariant checks the game's own invariants (cards conserved, money
	// never negative...) after every move. May be nil.
	Invariant func(s rules.State) error
	// ViewLeaks reports hidden information present in view, a View of full
	// for player (-1: the public view). May be nil.
	ViewLeaks func(full rules.State, view rules.State, player int) error
}

// MoveCap is the number of moves after which a random game counts as one
// that never ends.
const MoveCap = 100_000

// rng returns the kit's generator for one game.
func rng(seed uint64, salt uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, salt^0x7e57_4b17_0000_0001))
}

// gameSeed spreads the i-th game's seed from the caller's seed.
func gameSeed(seed uint64, i int) uint64 { return seed*1_000_003 + uint64(i) }

// trace is the moves of one game so far, for failure messages.
type trace struct {
	g     rules.Game
	seed  uint64
	moves []string
}

func (tr *trace) add(p int, m rules.Move) {
	tr.moves = append(tr.moves, fmt.Sprintf("%d:%s", p, tr.g.FormatMove(m)))
}

func (tr *trace) String() string {
	ms := tr.moves
	prefix := ""
	if len(ms) > 40 {
		prefix = fmt.Sprintf("... (%d earlier) ", len(ms)-40)
		ms = ms[len(ms)-40:]
	}
	return fmt.Sprintf("setup seed %d, after %d moves [%s%s]", tr.seed, len(tr.moves), prefix, strings.Join(ms, ", "))
}

// consistent checks what must hold of any full state: who acts, their legal
// moves, and the results once done.
func consistent(s rules.State, players int, toAct []int, legal []rules.Move) error {
	if s.IsView() {
		return errors.New("a full state says it is a view")
	}
	if n := s.Players(); n != players {
		return fmt.Errorf("Players() = %d, want %d", n, players)
	}
	if sc := s.Scores(); len(sc) != players {
		return fmt.Errorf("Scores() has %d entries for %d players", len(sc), players)
	}
	toAct = s.ToAct(toAct[:0])
	if s.Done() {
		if len(toAct) != 0 {
			return fmt.Errorf("game over but ToAct = %v", toAct)
		}
		w := s.Winners()
		if len(w) == 0 && players > 1 {
			// A solo game (one seat against the game itself) may be lost.
			return errors.New("game over with no winners")
		}
		seen := map[int]bool{}
		for _, p := range w {
			if p < 0 || p >= players || seen[p] {
				return fmt.Errorf("bad Winners() %v", w)
			}
			seen[p] = true
		}
		for p := 0; p < players; p++ {
			if l := s.Legal(p, legal[:0]); len(l) != 0 {
				return fmt.Errorf("game over but seat %d has legal moves %v", p, l)
			}
		}
		return nil
	}
	if len(toAct) == 0 {
		return errors.New("game not over but nobody is to act")
	}
	acting := map[int]bool{}
	for _, p := range toAct {
		if p < 0 || p >= players || acting[p] {
			return fmt.Errorf("bad ToAct() %v", toAct)
		}
		acting[p] = true
	}
	for p := 0; p < players; p++ {
		l := s.Legal(p, legal[:0])
		switch {
		case acting[p] && len(l) == 0:
			return fmt.Errorf("seat %d is to act but has no legal moves", p)
		case !acting[p] && len(l) != 0:
			return fmt.Errorf("seat %d is not to act (ToAct %v) but has legal moves %v", p, toAct, l)
		}
		seen := make(map[rules.Move]bool, len(l))
		for _, m := range l {
			if seen[m] {
				return fmt.Errorf("seat %d's legal moves list %v twice", p, m)
			}
			seen[m] = true
		}
	}
	return nil
}

// sameSet reports whether a and b hold the same moves.
func sameSet(a, b []rules.Move) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	cmp := func(m, n rules.Move) int {
		if c := int(m.Kind) - int(n.Kind); c != 0 {
			return c
		}
		for _, d := range [][2]int16{{m.A, n.A}, {m.B, n.B}, {m.C, n.C}, {m.D, n.D}} {
			if d[0] != d[1] {
				return int(d[0]) - int(d[1])
			}
		}
		return 0
	}
	slices.SortFunc(x, cmp)
	slices.SortFunc(y, cmp)
	return slices.Equal(x, y)
}

func sameInts(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// viewsAndDeterminize checks every view of s (each seat and the public one)
// and that a determinization of an acting seat's view can be played with
// the same legal moves as the real state.
func viewsAndDeterminize(g rules.Game, s rules.State, c Checks, r *rand.Rand) error {
	h := s.Hash()
	players := s.Players()
	toAct := s.ToAct(nil)
	for p := -1; p < players; p++ {
		v := s.View(p)
		if s.Hash() != h {
			return fmt.Errorf("View(%d) changed the state", p)
		}
		if !v.IsView() {
			return fmt.Errorf("View(%d).IsView() is false", p)
		}
		if v.Players() != players || v.Done() != s.Done() {
			return fmt.Errorf("View(%d) disagrees on Players or Done", p)
		}
		if va := v.ToAct(nil); !sameInts(va, toAct) {
			return fmt.Errorf("View(%d).ToAct = %v, state's %v", p, va, toAct)
		}
		if c.ViewLeaks != nil {
			if err := c.ViewLeaks(s, v, p); err != nil {
				return fmt.Errorf("View(%d) leaks: %w", p, err)
			}
		}
		if p < 0 {
			continue
		}
		real := s.Legal(p, nil)
		if vl := v.Legal(p, nil); !sameSet(vl, real) {
			return fmt.Errorf("View(%d).Legal(%d) = %v, state's %v", p, p, vl, real)
		}
		if len(real) > 0 {
			if _, err := v.Clone().Apply(p, real[0]); err == nil {
				return fmt.Errorf("a view of seat %d accepted move %q: views cannot be played", p, g.FormatMove(real[0]))
			}
		}
		d := v.Determinize(r)
		if d.IsView() {
			return fmt.Errorf("View(%d).Determinize is still a view", p)
		}
		if d.Done() != s.Done() || !sameInts(d.ToAct(nil), toAct) {
			return fmt.Errorf("View(%d).Determinize disagrees on Done or ToAct (%v, state's %v)", p, d.ToAct(nil), toAct)
		}
		dl := d.Legal(p, nil)
		if !sameSet(dl, real) {
			return fmt.Errorf("determinized View(%d).Legal(%d) = %v, state's %v", p, p, dl, real)
		}
		for _, q := range toAct {
			ql := d.Legal(q, nil)
			if len(ql) == 0 {
				return fmt.Errorf("determinized View(%d): seat %d is to act with no legal moves", p, q)
			}
			m := ql[r.IntN(len(ql))]
			if _, err := d.Apply(q, m); err != nil {
				return fmt.Errorf("determinized View(%d) refused seat %d's legal move %q: %v", p, q, g.FormatMove(m), err)
			}
			break
		}
	}
	if d := s.Determinize(r); d.Hash() != h || d.IsView() {
		return errors.New("Determinize of a full state is not a clone of it")
	}
	if s.Hash() != h {
		return errors.New("Determinize changed the state")
	}
	return nil
}

// cloneIndependent checks that a clone has the same hash and that playing on
// it leaves s alone.
func cloneIndependent(g rules.Game, s rules.State, r *rand.Rand) error {
	h := s.Hash()
	c := s.Clone()
	if c.Hash() != h {
		return errors.New("Clone has a different hash")
	}
	if s.Done() {
		return nil
	}
	toAct := c.ToAct(nil)
	p := toAct[r.IntN(len(toAct))]
	l := c.Legal(p, nil)
	m := l[r.IntN(len(l))]
	if _, err := c.Apply(p, m); err != nil {
		return fmt.Errorf("clone refused seat %d's legal move %q: %v", p, g.FormatMove(m), err)
	}
	if s.Hash() != h {
		return fmt.Errorf("playing %q on a clone changed the original", g.FormatMove(m))
	}
	return nil
}
