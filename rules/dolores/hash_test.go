package dolores

import (
	"testing"

	"salotto/rules"
)

// TestSameSeedSameGame: the same options, seed and moves give the same
// positions, hash for hash.
func TestSameSeedSameGame(t *testing.T) {
	for n := 2; n <= 4; n++ {
		a := playRandom(t, n, 77, false)
		b := playRandom(t, n, 77, false)
		if a.Hash() != b.Hash() {
			t.Fatalf("%d players: same seed and moves, different hashes", n)
		}
		c := playRandom(t, n, 78, false)
		if a.Hash() == c.Hash() {
			t.Fatalf("%d players: different games, same hash", n)
		}
	}
}

// TestSetupHashIsStable pins the deal of one seed: if it changes, recorded
// games no longer replay, and RulesVersion must change with it.
func TestSetupHashIsStable(t *testing.T) {
	st, _ := game.Setup(rules.Options{Players: 3, Variant: map[string]string{"start": "0"}}, 12345)
	const want = uint64(0xf1dd349d837f6941)
	if got := st.Hash(); got != want {
		t.Fatalf("setup hash %#x, pinned %#x", got, want)
	}
}

// TestEventsStayAsReturned: events returned by earlier moves are never
// overwritten by later moves, on the state or on its clones.
func TestEventsStayAsReturned(t *testing.T) {
	st, _ := game.Setup(rules.Options{Players: 3}, 5)
	a := st.(*State)
	var kept [][]rules.Event
	var texts []string
	text := func(ev []rules.Event) string {
		out := ""
		for _, e := range ev {
			out += e.String() + "; "
		}
		return out
	}
	for i := 0; !a.Done(); i++ {
		b := a.clone()
		for _, s := range []*State{a, b} {
			if s.Done() {
				continue
			}
			who := s.ToAct(nil)
			l := s.Legal(who[0], nil)
			ev, err := s.Apply(who[0], l[i%len(l)])
			if err != nil {
				t.Fatal(err)
			}
			kept = append(kept, ev)
			texts = append(texts, text(ev))
			_ = append(ev, Passed{}) // a caller's append must not reach our chunk
		}
	}
	for i := range kept {
		if text(kept[i]) != texts[i] {
			t.Fatalf("events of move %d changed: %q, then %q", i, texts[i], text(kept[i]))
		}
	}
}
