package dolores

import (
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// TestHandsightSeesTheBoxAndShareNotThePile: the handsight seat's deals
// hold the real box and the real share, face-down cards included, and
// deal the rest of the pile afresh each time, from the cards really in it.
func TestHandsightSeesTheBoxAndShareNotThePile(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 60 && tried < 4; seed++ {
		// a game to its first share dealt partly face down under a
		// Lantern (not every game has one)
		st, _ := game.Setup(rules.Options{Players: 2}, seed)
		s := st.(*State)
		var who []int
		for !s.Done() && (s.hiddenS == 0 || s.lantern < 0) {
			who = s.ToAct(who[:0])
			s.Apply(who[0], s.Legal(who[0], nil)[0])
		}
		if s.Done() {
			continue
		}
		tried++
		p := 1 - int(s.lantern) // a seat that does not see the face-down share
		view := s.View(p).(*State)
		r := rand.New(rand.NewPCG(seed, 7))
		orders := map[[NumCards]Card]bool{}
		for range 8 {
			d := seeNow(view, s).determinize(r)
			if d.share != s.share {
				t.Fatalf("seed %d: the deal's share %v is not the real %v", seed, d.share, s.share)
			}
			for c := range s.loc {
				if l := s.loc[c]; (l == locBox || l == locShare) && d.loc[c] != l {
					t.Fatalf("seed %d: card %d is at %d in the deal, at %d in the game", seed, c, d.loc[c], l)
				}
			}
			real, dealt := slices.Clone(s.pile[:s.pileN]), slices.Clone(d.pile[:d.pileN])
			slices.Sort(real)
			slices.Sort(dealt)
			if !slices.Equal(real, dealt) {
				t.Fatalf("seed %d: the deal's pile holds %v, the game's %v", seed, dealt, real)
			}
			orders[d.pile] = true
		}
		if len(orders) < 2 {
			t.Errorf("seed %d: eight deals gave the pile one order: it is seen, not dealt", seed)
		}
	}
	if tried < 4 {
		t.Fatalf("only %d of 60 games had a share dealt face down", tried)
	}
}
