package dolcevita

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/rules/record"
	"salotto/tables"
	"salotto/tables/dolcevita/model"
)

// restoreSeats fills the seat panels of a table opened with moves already
// made (Continue): each seat's luxuries as the view shows them, and its
// money cards in the order they were won, as the table that played the
// moves stacks them (the rules count money cards but keep no order).
func (t *Table) restoreSeats(cfg tables.Config) {
	if len(cfg.Moves) == 0 {
		return
	}
	v := t.view()
	for p := 0; p < t.n; p++ {
		for l := dv.Luxury(0); l < dv.NumLuxuries; l++ {
			if c := v.OwnedOf(p, l); c != dv.NoCard {
				t.mod.Owned[p][l] = t.addSeatCard(c)
			}
		}
	}
	past := replayPast(cfg, t.n)
	for p, cards := range past.money {
		for _, c := range cards {
			t.mod.Money[p] = append(t.mod.Money[p], t.addSeatCard(c))
		}
	}
	t.dealOrder(cfg)
	// number cards: in the hand, under a column in the order they were
	// placed, or spent in a tie
	for p := 0; p < t.n; p++ {
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			if !v.Holds(p, n) {
				t.mod.Num[p][n] = model.Spent
			}
		}
		for c := 0; c < dv.NumColumns; c++ {
			under := v.Under(p, c)
			// in the order placed (a hand holds six cards: insertion sort)
			for i := 1; i < len(under); i++ {
				for j := i; j > 0 && past.placed[p][under[j]] < past.placed[p][under[j-1]]; j-- {
					under[j], under[j-1] = under[j-1], under[j]
				}
			}
			for _, n := range under {
				t.mod.Num[p][n] = c
				t.nums[p][n].SetVisible(true)
				t.mod.Placed[c][p] = append(t.mod.Placed[c][p], n)
			}
		}
	}
}

// dealOrder puts the luxury and money cards' nodes in the order of the
// deal, as a table that played from the start made them, so that cards
// at the same depth overlap (their shadows) as they did there.
func (t *Table) dealOrder(cfg tables.Config) {
	st, err := look.Rules.Setup(cfg.Options, cfg.Seed)
	if err != nil {
		return
	}
	pool := map[dv.Card][]*gridCard{}
	keep := func(gc *gridCard) {
		if gc != nil {
			pool[gc.card] = append(pool[gc.card], gc)
		}
	}
	for _, col := range t.mod.Cols {
		for _, gc := range col {
			keep(gc)
		}
	}
	for p := range t.mod.Owned {
		for _, gc := range t.mod.Owned[p] {
			keep(gc)
		}
		for _, gc := range t.mod.Money[p] {
			keep(gc)
		}
	}
	v := st.(*dv.State)
	for c := 0; c < dv.NumColumns; c++ {
		for _, card := range v.Column(c) {
			if list := pool[card]; len(list) > 0 {
				pool[card] = list[1:]
				t.St.Root.Remove(list[0].Node)
				t.St.Root.Add(list[0].Node)
			}
		}
	}
}

// addSeatCard makes a card for a seat panel (snapSeats places it).
func (t *Table) addSeatCard(c dv.Card) *gridCard {
	gc := newGridCard(t.Ctx.Words, c, 10, 14)
	t.St.Root.Add(gc.Node)
	return gc
}

// past is the order of what cfg's moves did that the rules do not keep:
// each seat's money cards as they were won, and when (by event) each seat
// last placed each number card.
type past struct {
	money  [][]dv.Card
	placed [][dv.MaxNumber + 1]int
}

func replayPast(cfg tables.Config, n int) past {
	ps := past{money: make([][]dv.Card, n), placed: make([][dv.MaxNumber + 1]int, n)}
	g := look.Rules
	k := 0
	// the driver replayed these moves already, so none is refused here
	record.ReplayEach(g, record.New(g, cfg.Options, cfg.Seed, nil).With(cfg.Moves), func(_ int, _ rules.State, _ rules.Move, evs []rules.Event) {
		for _, ev := range evs {
			k++
			switch e := ev.(type) {
			case dv.Awarded:
				if !e.Card.IsLuxury() && e.Player < n {
					ps.money[e.Player] = append(ps.money[e.Player], e.Card)
				}
			case dv.Placed:
				if e.Player < n && e.Number >= dv.MinNumber && e.Number <= dv.MaxNumber {
					ps.placed[e.Player][e.Number] = k
				}
			}
		}
	})
	return ps
}
