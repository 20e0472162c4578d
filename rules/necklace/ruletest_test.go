package necklace

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest"
)

// necklaceChecks are this game's own checks for the generic kit.
var necklaceChecks = ruletest.Checks{
	Invariant: func(st rules.State) error {
		s := st.(*State)
		var seen uint32
		for _, cs := range [][]Card{s.hand[0][:s.handN[0]], s.hand[1][:s.handN[1]], s.draw[:s.drawN], s.discard[:s.discardN], s.removed[:], {s.common}} {
			for _, c := range cs {
				if c >= NumCards || seen&(1<<c) != 0 {
					return fmt.Errorf("card %v missing or in two places", c)
				}
				seen |= 1 << c
			}
		}
		for c := Card(0); c < NumCards; c++ {
			if s.exp.inDeck(c) != (seen&(1<<c) != 0) {
				return fmt.Errorf("card %v lost or added", c)
			}
		}
		return nil
	},
	ViewLeaks: func(full, view rules.State, player int) error {
		f, v := full.(*State), view.(*State)
		for q := 0; q < 2; q++ {
			if q == player || f.Done() {
				continue
			}
			for i := 0; i < int(v.handN[q]); i++ {
				if c := v.hand[q][i]; c != NoCard && !f.KnownInHand(q, c) {
					return fmt.Errorf("view of %d shows %v in hand %d", player, c, q)
				}
			}
		}
		for i := 0; i < int(v.drawN); i++ {
			if v.draw[i] != NoCard {
				return fmt.Errorf("view of %d shows the draw pile", player)
			}
		}
		for _, c := range v.removed {
			if c != NoCard {
				return fmt.Errorf("view of %d shows a card set aside", player)
			}
		}
		return nil
	},
}

// TestKit runs the generic kit on every option combination.
func TestKit(t *testing.T) {
	for i, opts := range allOptions() {
		t.Run(fmt.Sprintf("%d-%s-%s", opts.Players, opts.Variant["expansions"], opts.Variant["start"]), func(t *testing.T) {
			ruletest.RandomGames(t, Game{}, opts, 40, uint64(i), necklaceChecks)
			ruletest.IllegalRefused(t, Game{}, opts, 20, uint64(i))
			ruletest.RecordRoundTrip(t, Game{}, opts, 20, uint64(i))
		})
	}
}

func FuzzKitDuel(f *testing.F) {
	ruletest.FuzzMoves(f, Game{}, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}})
}

func FuzzKitSolo(f *testing.F) {
	ruletest.FuzzMoves(f, Game{}, rules.Options{Players: 1, Variant: map[string]string{"expansions": "rainbow"}})
}
