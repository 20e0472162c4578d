package ruletest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"salotto/rules"
)

// viewsAndDeterminize checks every view of s (each seat and the public one)
// and, for each seat to act, that its view lists its real legal moves and
// that a determinization of its view can be played with them.
func viewsAndDeterminize(g rules.Game, s rules.State, c Checks, r *rand.Rand, b *bufs) error {
	h := s.Hash()
	players := s.Players()
	b.toAct = s.ToAct(b.toAct[:0])
	toAct := b.toAct
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
		if b.ints = v.ToAct(b.ints[:0]); !sameInts(b.ints, toAct) {
			return fmt.Errorf("View(%d).ToAct = %v, state's %v", p, b.ints, toAct)
		}
		if c.ViewLeaks != nil {
			if err := c.ViewLeaks(s, v, p); err != nil {
				return fmt.Errorf("View(%d) leaks: %w", p, err)
			}
		}
		if p < 0 || !slices.Contains(toAct, p) {
			continue
		}
		b.real = s.Legal(p, b.real[:0])
		real := b.real
		if b.other = v.Legal(p, b.other[:0]); !b.sameSet(b.other, real) {
			return fmt.Errorf("View(%d).Legal(%d) = %v, state's %v", p, p, b.other, real)
		}
		if _, err := v.Clone().Apply(p, real[0]); err == nil {
			return fmt.Errorf("a view of seat %d accepted move %q: views cannot be played", p, g.FormatMove(real[0]))
		}
		d := v.Determinize(r)
		if d.IsView() {
			return fmt.Errorf("View(%d).Determinize is still a view", p)
		}
		if b.ints = d.ToAct(b.ints[:0]); d.Done() != s.Done() || !sameInts(b.ints, toAct) {
			return fmt.Errorf("View(%d).Determinize disagrees on Done or ToAct (%v, state's %v)", p, b.ints, toAct)
		}
		if b.other = d.Legal(p, b.other[:0]); !b.sameSet(b.other, real) {
			return fmt.Errorf("determinized View(%d).Legal(%d) = %v, state's %v", p, p, b.other, real)
		}
		m := real[r.IntN(len(real))]
		if _, err := d.Apply(p, m); err != nil {
			return fmt.Errorf("determinized View(%d) refused seat %d's legal move %q: %v", p, p, g.FormatMove(m), err)
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
