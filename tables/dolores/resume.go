package dolores

import (
	"salotto/rules"
	"salotto/rules/catalog"
	d "salotto/rules/dolores"
	"salotto/rules/record"
	"salotto/tables"
)

// resumedTop is the card on top of the discard for a table opened with
// moves already made (Continue): the last card the moves sent there, as
// the table that played them shows it. The rules keep the discard as a
// set, so the view alone cannot say which card lies on top.
func resumedTop(cfg tables.Config, top d.Card) d.Card {
	if len(cfg.Moves) == 0 {
		return top
	}
	g, err := catalog.Lookup("dolores")
	if err != nil {
		return top
	}
	start, err := g.Setup(cfg.Options, cfg.Seed)
	if err != nil {
		return top
	}
	var held [d.NumCards]bool // the cards in the seats' areas before a move
	areas := func(st *d.State) {
		held = [d.NumCards]bool{}
		for p := 0; p < st.Players(); p++ {
			for _, c := range st.Area(p) {
				held[c] = true
			}
		}
	}
	areas(start.(*d.State))
	// the driver replayed these moves already, so none is refused here
	record.ReplayEach(g, record.New(g, cfg.Options, cfg.Seed, nil).With(cfg.Moves), func(_ int, s rules.State, _ rules.Move, evs []rules.Event) {
		for _, ev := range evs {
			switch e := ev.(type) {
			case d.CardDiscarded:
				top = e.Card
			case d.MiBPlayed:
				if c := d.MiBCard(int(e.MiB)); held[c] {
					top = c
				}
			case d.CollectionDiscarded:
				for c := d.Card(int(e.Type) * 10); e.Type >= 0 && c < d.Card(int(e.Type)*10+10); c++ {
					if held[c] {
						top = c
					}
				}
			}
		}
		areas(s.(*d.State))
	})
	return top
}
