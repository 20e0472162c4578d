package dolores

import (
	"fmt"

	"salotto/rules"
)

// CheckInvariants is the game's invariant for test kits: all 80 cards are
// conserved across pile, areas, share, discard and box; every location
// agrees with the arrays holding cards; the box holds four MiB cards (Wager
// among them with two players); score sums match the areas.
func CheckInvariants(st rules.State) error {
	s, ok := st.(*State)
	if !ok {
		return fmt.Errorf("not a dolores state: %T", st)
	}
	var count [int(locArea) + 4]int
	for c, l := range s.loc {
		if int(l) >= len(count) || l == locUnknown {
			return fmt.Errorf("card %v in bad location %d", Card(c), l)
		}
		count[l]++
	}
	if count[locPile] != int(s.pileN) {
		return fmt.Errorf("pile holds %d cards, %d located there", s.pileN, count[locPile])
	}
	for i := 0; i < int(s.pileN); i++ {
		if s.loc[s.pile[i]] != locPile {
			return fmt.Errorf("pile card %v located at %d", s.pile[i], s.loc[s.pile[i]])
		}
	}
	inShare := 0
	for _, c := range s.share {
		if c != NoCard {
			inShare++
			if s.loc[c] != locShare {
				return fmt.Errorf("share card %v located at %d", c, s.loc[c])
			}
		}
	}
	if inShare != count[locShare] {
		return fmt.Errorf("share holds %d cards, %d located there", inShare, count[locShare])
	}
	if count[locBox] != 4 {
		return fmt.Errorf("box holds %d cards", count[locBox])
	}
	for c := Card(0); c < NumCards; c++ {
		if s.loc[c] == locBox && !c.IsMiB() {
			return fmt.Errorf("%v in the box", c)
		}
	}
	if s.n == 2 && s.loc[MiBCard(Wager)] != locBox {
		return fmt.Errorf("wager in play with 2 players")
	}
	for p := 0; p < 4; p++ {
		var sums [NumTypes]int
		for c := Card(0); c < FirstMiB; c++ {
			if s.loc[c] == locArea+uint8(p) {
				sums[c.Type()] += c.Value()
			}
		}
		for t := range sums {
			if sums[t] != int(s.sums[p][t]) {
				return fmt.Errorf("seat %d %s sum %d, cards say %d", p, TypeName(t), s.sums[p][t], sums[t])
			}
		}
		if p >= int(s.n) && count[int(locArea)+p] != 0 {
			return fmt.Errorf("cards in the area of missing seat %d", p)
		}
	}
	return nil
}

// ViewLeaks reports hidden information present in view, a View of full for
// player (-1: public): a pile or boxed card placed, a face-down share card
// shown to anyone but the Broken Lantern user, or another's pending gesture,
// prediction or collection choice.
func ViewLeaks(full, view rules.State, player int) error {
	s, v := full.(*State), view.(*State)
	for i := 0; i < int(v.pileN); i++ {
		if v.pile[i] != NoCard {
			return fmt.Errorf("pile card %v visible", v.pile[i])
		}
	}
	for c, l := range v.loc {
		if l == locBox || l == locPile {
			return fmt.Errorf("card %v placed in the %s", Card(c), map[uint8]string{locBox: "box", locPile: "pile"}[l])
		}
	}
	if player != int(s.lantern) {
		for i, c := range v.share {
			if s.hiddenS&(1<<i) != 0 && c != NoCard {
				return fmt.Errorf("face-down share card %v visible", c)
			}
		}
	}
	for side := 0; side < 2; side++ {
		if s.part(side) == player {
			continue
		}
		if s.phase == phGesture && v.gest[side] != none && v.gest[side] != hidden {
			return fmt.Errorf("seat %d's pending gesture visible", s.part(side))
		}
		if s.phase == phCollection && v.ddPick[side] >= 0 && v.ddPick[side] < NumTypes {
			return fmt.Errorf("seat %d's pending collection visible", s.part(side))
		}
	}
	if player != int(s.wager) && (s.phase == phGesture || s.phase == phRuse) && v.pred[0] >= 0 && v.pred[0] < NumGestures {
		return fmt.Errorf("the Wager prediction is visible")
	}
	return nil
}
