package model_test

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables/dolores/model"
)

// TestModelFollowsTheRules plays whole games of random moves and applies
// every event, redacted for the viewer, to a model begun from the
// viewer's first view: after each move the model lays every card where the
// viewer's View says (areas, share, pile, discards), with no display.
// (The dealer moves on with the next share's ShareBegins, not before.)
func TestModelFollowsTheRules(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		players := 2 + int(seed%3)
		s, opening, err := d.SetupEvents(rules.Options{Players: players}, seed)
		if err != nil {
			t.Fatal(err)
		}
		viewer := int(seed % uint64(players))
		v := s.View(viewer).(*d.State)
		m := model.New(v)
		for _, ev := range m.OpeningEvents(v) {
			m.Apply(ev)
		}
		_ = opening // the deal's events are what the first view already shows
		check(t, seed, 0, &m, v)
		r := rand.New(rand.NewPCG(seed, 7))
		for n := 1; !s.Done() && n < 2000; n++ {
			act := s.ToAct(nil)
			p := act[r.IntN(len(act))]
			legal := s.Legal(p, nil)
			evs, err := s.Apply(p, legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				m.Apply(rules.RedactFor(d.Game{}, ev, viewer))
			}
			check(t, seed, n, &m, s.View(viewer).(*d.State))
		}
	}
}

func check(t *testing.T, seed uint64, n int, m *model.Model, v *d.State) {
	t.Helper()
	for p := 0; p < v.Players(); p++ {
		for _, c := range v.Area(p) {
			if int(m.Where[c]) != p {
				t.Fatalf("seed %d move %d: %v in seat %d's area, the model has it at %d", seed, n, c, p, m.Where[c])
			}
		}
	}
	for i := range m.Share {
		c, down := v.Slot(i)
		if filled := c != d.NoCard || down; filled != m.Filled[i] || !down && filled && m.Share[i] != c {
			t.Fatalf("seed %d move %d: slot %d holds %v (down %v), the model %v (filled %v)", seed, n, i, c, down, m.Share[i], m.Filled[i])
		}
	}
	if disc := v.Discards(); m.Discards != len(disc) || m.Pile != v.PileSize() {
		t.Fatalf("seed %d move %d: pile %d and %d discards, the model %d and %d", seed, n, v.PileSize(), len(disc), m.Pile, m.Discards)
	}
}
