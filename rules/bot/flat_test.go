package bot_test

import (
	"fmt"
	"slices"
	"testing"

	"salotto/rules"
	"salotto/rules/bot"
	"salotto/rules/ruletest/toy"
)

// In two-player Nim the flat player, for all its random playouts, sees
// that leaving a multiple of 4 wins most often.
func TestFlatFindsTheNimWin(t *testing.T) {
	for pile := 5; pile <= 7; pile++ {
		s := setup(t, toy.Nim{}, 2, map[string]string{"pile": fmt.Sprint(pile), "start": "0"}, 1)
		if m := decide(bot.NewFlat(3000, uint64(pile)), s, 0); int(m.A) != pile%4 {
			t.Errorf("pile %d: flat took %d, the win takes %d", pile, m.A, pile%4)
		}
	}
}

// The flat player decides from the view alone: two worlds seat 0 cannot
// tell apart, handed over whole or as views, give the same decision.
func TestFlatDecisionIgnoresTheHiddenState(t *testing.T) {
	a, b := twoWorlds(t)
	run := func(s rules.State) rules.Move { return decide(bot.NewFlat(600, 3), s, 0) }
	if run(a) != run(b) || run(a.View(0)) != run(b.View(0)) {
		t.Error("the flat player's decision depends on what seat 0 cannot see")
	}
}

// Decide is legal before, during and after thinking, and the flat player
// beats random players at Prizes.
func TestFlatPlaysLegallyAndBeatsRandom(t *testing.T) {
	won := 0.0
	const games = 40
	for i := 0; i < games; i++ {
		seats := []rules.Agent{bot.NewFlat(400, uint64(i)), bot.NewRandom(uint64(100 + i))}
		s := setup(t, toy.Prizes{}, 2, nil, uint64(i))
		for !s.Done() {
			for _, p := range s.ToAct(nil) {
				legal := s.Legal(p, nil)
				a := seats[p]
				a.Begin(s.View(p), p)
				for done := false; !done; {
					done = a.Think(7)
					if !slices.Contains(legal, a.Decide()) {
						t.Fatalf("decided %v, not among %v", a.Decide(), legal)
					}
				}
				if _, err := s.Apply(p, a.Decide()); err != nil {
					t.Fatal(err)
				}
			}
		}
		if w := s.Winners(); slices.Contains(w, 0) {
			won += 1 / float64(len(w))
		}
	}
	if won/games < 0.7 {
		t.Errorf("flat won %.0f%% of %d games against random, want at least 70%%", 100*won/games, games)
	}
}
