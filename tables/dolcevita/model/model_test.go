package model_test

import (
	"fmt"
	"slices"
	"testing"

	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/tables/dolcevita/model"
	"salotto/tables/internal/modeltest"
)

// TestModelFollowsTheRules plays whole games of random moves, three to
// five players, applying every event to a model dealt from the first view
// (the grid cards held as plain cards): before each move the model shows
// what the View says (every column in order, the numbers under each
// column and in each hand, each seat's luxuries and money, the round and
// its start player), with no display.
func TestModelFollowsTheRules(t *testing.T) {
	for seed := uint64(1); seed <= 24; seed++ {
		players := 3 + int(seed%3)
		var m model.Model[dv.Card]
		modeltest.Follow(t, dv.Game, rules.Options{Players: players}, seed, -1, func(v rules.State) {
			m = model.New(players, func(c dv.Card) dv.Card { return c })
			for c := range m.Cols {
				m.Cols[c] = v.(*dv.State).Column(c)
			}
			m.Round, m.Start = v.(*dv.State).Round(), v.(*dv.State).StartPlayer()
		}, func(v rules.State) error { return check(&m, v.(*dv.State)) }, func(ev rules.Event) { m.Apply(ev) })
	}
}

// check compares the model with the view it should show.
func check(m *model.Model[dv.Card], v *dv.State) error {
	for c := range m.Cols {
		if col := v.Column(c); !slices.Equal(m.Cols[c], col) {
			return fmt.Errorf("column %d is %v, the model's %v", c+1, col, m.Cols[c])
		}
	}
	for p := 0; p < v.Players(); p++ {
		for c := range m.Placed {
			under := slices.Sorted(slices.Values(m.Placed[c][p]))
			if want := v.Under(p, c); !slices.Equal(under, want) {
				return fmt.Errorf("seat %d has %v under column %d, the model %v", p, want, c+1, under)
			}
		}
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			if in := m.Num[p][n] == model.InHand; in != (v.Holds(p, n) && !slices.Contains(placed(m, p), n)) {
				return fmt.Errorf("seat %d's %d: in hand %v, the view holds %v", p, n, in, v.Holds(p, n))
			}
		}
		for l := dv.Luxury(0); l < dv.NumLuxuries; l++ {
			if got, want := m.Owned[p][l], v.OwnedOf(p, l); got != want {
				return fmt.Errorf("seat %d owns %v of %v, the model %v", p, want, l, got)
			}
		}
		n100, n200 := v.Money(p)
		if c1, c2 := count(m.Money[p], dv.Money100), count(m.Money[p], dv.Money200); c1 != n100 || c2 != n200 {
			return fmt.Errorf("seat %d has %d and %d money cards, the model %d and %d", p, n100, n200, c1, c2)
		}
	}
	if m.Round != v.Round() || m.Start != v.StartPlayer() {
		return fmt.Errorf("round %d started by %d, the model %d by %d", v.Round(), v.StartPlayer(), m.Round, m.Start)
	}
	return nil
}

// placed is every number seat p has under a column.
func placed(m *model.Model[dv.Card], p int) []int {
	var out []int
	for c := range m.Placed {
		out = append(out, m.Placed[c][p]...)
	}
	return out
}

func count(cards []dv.Card, c dv.Card) int {
	k := 0
	for _, x := range cards {
		if x == c {
			k++
		}
	}
	return k
}
