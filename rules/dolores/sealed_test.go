package dolores

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// TestSealedFollowsTheSecretChoices plays random games: a seat is sealed
// from the event that says it has chosen (a gesture, a prediction, a
// collection) until the reveal, and every viewer's view says the same of
// every seat.
func TestSealedFollowsTheSecretChoices(t *testing.T) {
	var sealedSeen, revealedSeen int
	for seed := uint64(1); seed <= 12; seed++ {
		players := 2 + int(seed%3)
		st, err := Game{}.Setup(rules.Options{Players: players}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		chosen := map[int]bool{}
		for step := 0; !st.Done() && step < 3000; step++ {
			p := st.ToAct(nil)[rng.IntN(len(st.ToAct(nil)))]
			legal := st.Legal(p, nil)
			evs, err := st.Apply(p, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				switch e := ev.(type) {
				case GestureChosen:
					chosen[int(e.Player)] = true
				case WagerPlaced:
					chosen[int(e.Player)] = true
				case CollectionChosen:
					chosen[int(e.Player)] = true
				case GesturesRevealed:
					revealedSeen++
					delete(chosen, int(e.Dealer))
					delete(chosen, int(e.Left))
				case GestureShown:
					delete(chosen, int(e.Player))
				case GesturesCancelled:
					clear(chosen) // the share is played again: everyone chooses anew
				case WagerResolved:
					delete(chosen, int(e.Player))
				case CollectionDiscarded:
					delete(chosen, int(e.Player))
				}
			}
			s := st.(*State)
			for q := 0; q < players; q++ {
				want := s.Sealed(q)
				for v := -1; v < players; v++ {
					if got := s.View(v).(rules.Sealer).Sealed(q); got != want {
						t.Fatalf("seed %d step %d: viewer %d sees seat %d sealed %v, the game %v", seed, step, v, q, got, want)
					}
				}
				if want {
					sealedSeen++
				}
				if want != chosen[q] {
					t.Fatalf("seed %d step %d: seat %d sealed %v, a choice announced and not revealed %v", seed, step, q, want, chosen[q])
				}
			}
		}
	}
	if sealedSeen < 50 || revealedSeen < 10 {
		t.Errorf("%d sealed positions, %d reveals: too few for the test to mean anything", sealedSeen, revealedSeen)
	}
}
