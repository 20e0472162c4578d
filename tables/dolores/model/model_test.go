package model_test

import (
	"fmt"
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/rules/ruletest"
	"salotto/tables/dolores/model"
)

// TestModelFollowsTheRules plays whole games of random moves and applies
// every event, redacted for the viewer, to a model begun from the
// viewer's first view: before each move the model lays every card where
// the viewer's View says (areas, share, pile, discards), with no display.
// (The dealer moves on with the next share's ShareBegins, not before.)
func TestModelFollowsTheRules(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		players := 2 + int(seed%3)
		viewer := int(seed % uint64(players))
		var m *model.Model
		n := 0
		err := ruletest.EachStep(d.Game{}, rules.Options{Players: players}, seed, func(s rules.Step) error {
			v := s.Before.View(viewer).(*d.State)
			if m == nil {
				first := model.New(v)
				m = &first
				for _, ev := range m.OpeningEvents(v) {
					m.Apply(ev)
				}
			}
			if err := check(m, v); err != nil {
				return fmt.Errorf("before move %d: %w", n, err)
			}
			for _, ev := range s.Events {
				m.Apply(rules.RedactFor(d.Game{}, ev, viewer))
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
}

// check compares the model with the view it should show.
func check(m *model.Model, v *d.State) error {
	for p := 0; p < v.Players(); p++ {
		for _, c := range v.Area(p) {
			if int(m.Where[c]) != p {
				return fmt.Errorf("%v in seat %d's area, the model has it at %d", c, p, m.Where[c])
			}
		}
	}
	for i := range m.Share {
		c, down := v.Slot(i)
		if filled := c != d.NoCard || down; filled != m.Filled[i] || !down && filled && m.Share[i] != c {
			return fmt.Errorf("slot %d holds %v (down %v), the model %v (filled %v)", i, c, down, m.Share[i], m.Filled[i])
		}
	}
	if disc := v.Discards(); m.Discards != len(disc) || m.Pile != v.PileSize() {
		return fmt.Errorf("pile %d and %d discards, the model %d and %d", v.PileSize(), len(disc), m.Pile, m.Discards)
	}
	return nil
}
