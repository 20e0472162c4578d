package model_test

import (
	"fmt"
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables/dolores/model"
	"salotto/tables/internal/modeltest"
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
		var m model.Model
		modeltest.Follow(t, d.Game{}, rules.Options{Players: players}, seed, viewer, func(v rules.State) {
			m = model.New(v.(*d.State))
			for _, ev := range m.OpeningEvents(v.(*d.State)) {
				m.Apply(ev)
			}
		}, func(v rules.State) error { return check(&m, v.(*d.State)) }, func(ev rules.Event) { m.Apply(ev) })
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
