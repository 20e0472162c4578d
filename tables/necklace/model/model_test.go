package model_test

import (
	"fmt"
	"slices"
	"testing"

	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/tables/internal/modeltest"
	"salotto/tables/necklace/model"
)

// TestModelFollowsTheRules plays whole games of random moves, two players
// and solo, and applies every event, redacted for the viewer, to a model
// begun from the viewer's first view: before each move the model holds the
// cards the viewer's View says (the viewer's hand in order, as many cards
// in the other hand with the same ones face up, the discard pile, the draw
// count), with no display.
func TestModelFollowsTheRules(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		players := 1 + int(seed%2)
		viewer := int(seed/2) % players
		opts := rules.Options{Players: players}
		if seed%3 == 0 {
			opts.Variant = map[string]string{"expansions": "rainbow+gold"}
		}
		var m model.Model
		modeltest.Follow(t, nk.Game{}, opts, seed, viewer, func(v rules.State) {
			m = model.New(v.(*nk.State), viewer, viewer, nk.NoCard)
		}, func(v rules.State) error { return check(&m, v.(*nk.State), viewer) }, func(ev rules.Event) { m.Apply(ev) })
	}
}

// check compares the model with the view it should show.
func check(m *model.Model, v *nk.State, viewer int) error {
	if hand := v.Hand(viewer); !slices.Equal(m.Hand, hand) {
		return fmt.Errorf("the hand is %v, the model's %v", hand, m.Hand)
	}
	opp := v.Hand(1 - viewer)
	if len(m.Opp) != len(opp) || !slices.Equal(known(m.Opp), known(opp)) {
		return fmt.Errorf("the other hand is %v, the model's %v", opp, m.Opp)
	}
	if d := v.DiscardPile(); !slices.Equal(m.Discard, d) || m.Pile != v.DrawCount() {
		return fmt.Errorf("discards %v and %d to draw, the model %v and %d", d, v.DrawCount(), m.Discard, m.Pile)
	}
	return nil
}

// known is hand's face-up cards, sorted.
func known(hand []nk.Card) []nk.Card {
	var out []nk.Card
	for _, c := range hand {
		if c.Valid() {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}
