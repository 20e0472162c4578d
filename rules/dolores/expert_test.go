package dolores

import (
	"slices"
	"testing"

	"salotto/rules"
)

// twoWorlds plays seed's 2-player game to its first gestures and returns
// two positions seat 0 cannot tell apart: seat 1 showed Share in one and
// Fight in the other, and the pile's order differs.
func twoWorlds(t *testing.T, seed uint64) (a, b *State) {
	st, _ := game.Setup(rules.Options{Players: 2, Variant: map[string]string{"start": "1"}}, seed)
	s := st.(*State)
	var who []int
	for s.phase != phGesture {
		who = s.ToAct(who[:0])
		s.Apply(who[0], s.Legal(who[0], nil)[0])
	}
	a, b = s.clone(), s.clone()
	a.Apply(1, mv(KindGesture, Share, 0, 0))
	b.Apply(1, mv(KindGesture, Fight, 0, 0))
	b.pile[0], b.pile[b.pileN-1] = b.pile[b.pileN-1], b.pile[0]
	if a.Hash() == b.Hash() || a.View(0).Hash() != b.View(0).Hash() {
		t.Fatal("the two worlds should differ, and look alike to seat 0")
	}
	return a, b
}

func think(a rules.Agent, budget int) rules.Move {
	for !a.Think(budget) {
	}
	return a.Decide()
}

// TestExpertCannotPeek: the expert's search deals what its view hides
// afresh and never reads it, so two worlds seat 0 cannot tell apart give
// the same payoffs and decision, handed over whole or as views; the
// clairvoyant, which does read the real deal, tells some of them apart,
// so the check can catch a search that peeks.
func TestExpertCannotPeek(t *testing.T) {
	seen := 0
	for i := uint64(0); i < 12; i++ {
		a, b := twoWorlds(t, i)
		x, y := newExpertBot(Honest, 9), newExpertBot(Honest, 9)
		x.rollouts, y.rollouts = 180, 180
		x.Begin(a, 0)
		y.Begin(b.View(0), 0)
		if mx, my := think(x, 64), think(y, 64); mx != my || x.matrix != y.matrix {
			t.Fatalf("game %d: the expert decided %v in one world and %v in the other, from payoffs %v and %v", i, mx, my, x.matrix, y.matrix)
		}
		cx, cy := clairvoyant(9, a), clairvoyant(9, b)
		cx.rollouts, cy.rollouts = 180, 180
		cx.Begin(a.View(0), 0)
		cy.Begin(b.View(0), 0)
		think(cx, 64)
		think(cy, 64)
		if cx.matrix != cy.matrix {
			seen++
		}
	}
	if seen == 0 {
		t.Error("the clairvoyant found the same payoffs in every pair of worlds: it does not see them")
	}
}

// TestExpertThinksInSlices: the decision depends on the playouts made, not
// on how they were sliced, and is legal at every point.
func TestExpertThinksInSlices(t *testing.T) {
	for i := uint64(0); i < 4; i++ {
		a, _ := twoWorlds(t, i)
		v := a.View(0)
		legal := v.Legal(0, nil)
		whole, sliced, hasty := newExpertBot(Quiet, 3), newExpertBot(Quiet, 3), newExpertBot(Quiet, 3)
		whole.rollouts, sliced.rollouts = 90, 90
		hasty.Begin(v, 0)
		if !slices.Contains(legal, hasty.Decide()) {
			t.Fatalf("decided %v before thinking, not among %v", hasty.Decide(), legal)
		}
		whole.Begin(v, 0)
		sliced.Begin(v, 0)
		steps := 0
		for !sliced.Think(1) {
			steps++
		}
		if steps < 80 {
			t.Errorf("finished after %d one-playout slices, want 89", steps)
		}
		if mw, ms := think(whole, 1<<20), sliced.Decide(); mw != ms || whole.matrix != sliced.matrix {
			t.Errorf("game %d: thinking at once chose %v, in slices %v", i, mw, ms)
		}
	}
}

// TestExpertPlaysEveryTable: experts finish games of every size, each
// decision legal (arenaGame fails on a refused move).
func TestExpertPlaysEveryTable(t *testing.T) {
	for n := 2; n <= 4; n++ {
		seats := []string{"expert:bluffer", "normal", "expert:honest", "hard"}[:n]
		if res := arenaGame(t, seats, n); len(res.winners) == 0 {
			t.Fatalf("%d players: no winners", n)
		}
	}
}
