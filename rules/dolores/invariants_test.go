package dolores

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// checkInvariants: all 80 cards are conserved across pile, areas, share,
// discard and box, every location agrees with the arrays that hold cards,
// and the score sums match the areas.
func checkInvariants(s *State) error { return CheckInvariants(s) }

// playRandom plays one game with uniform random moves, checking invariants,
// format/parse round trips and view hiding after each move.
func playRandom(t testing.TB, n int, seed uint64, check bool) *State {
	st, err := game.Setup(rules.Options{Players: n}, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	r := rand.New(rand.NewPCG(seed, 1))
	var who []int
	var moves []rules.Move
	for steps := 0; !s.Done(); steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		who = s.ToAct(who[:0])
		if len(who) == 0 {
			t.Fatalf("seed %d: nobody to act in phase %d", seed, s.phase)
		}
		p := who[r.IntN(len(who))]
		moves = s.Legal(p, moves[:0])
		if len(moves) == 0 {
			t.Fatalf("seed %d: seat %d to act without moves in phase %d", seed, p, s.phase)
		}
		m := moves[r.IntN(len(moves))]
		if check {
			txt := game.FormatMove(m)
			back, err := game.ParseMove(txt)
			if err != nil || back != m {
				t.Fatalf("move %v: text %q parses to %v, %v", m, txt, back, err)
			}
			checkView(t, s)
		}
		if _, err := s.Apply(p, m); err != nil {
			t.Fatalf("seed %d: legal move refused: %v", seed, err)
		}
		if check {
			if err := checkInvariants(s); err != nil {
				t.Fatalf("seed %d after %s by %d: %v", seed, game.FormatMove(m), p, err)
			}
		}
	}
	return s
}

// checkView: a view holds no card its viewer may not see and no hidden
// choice, and determinizing it gives a consistent full state that agrees
// with everything the view shows.
func checkView(t testing.TB, s *State) {
	for p := -1; p < int(s.n); p++ {
		v := s.View(p).(*State)
		for i := 0; i < int(v.pileN); i++ {
			if v.pile[i] != NoCard {
				t.Fatalf("view %d shows pile card %v", p, v.pile[i])
			}
		}
		for c, l := range v.loc {
			if l == locBox || l == locPile {
				t.Fatalf("view %d places card %v at %d", p, Card(c), l)
			}
		}
		if p != int(s.lantern) && v.hiddenS != 0 {
			for i, c := range v.share {
				if v.hiddenS&(1<<i) != 0 && c != NoCard {
					t.Fatalf("view %d shows a face-down card", p)
				}
			}
		}
		if s.phase == phGesture {
			for side := 0; side < 2; side++ {
				if s.part(side) != p && v.gest[side] != none && v.gest[side] != hidden {
					t.Fatalf("view %d shows a pending gesture", p)
				}
			}
		}
		d := v.determinize(rand.New(rand.NewPCG(uint64(p+5), 3)))
		if err := checkInvariants(d); err != nil {
			t.Fatalf("determinized view %d: %v", p, err)
		}
		for c, l := range v.loc {
			if l != locUnknown && d.loc[c] != l {
				t.Fatalf("determinized view %d moved a known card", p)
			}
		}
		var a, b []int
		if fmt.Sprint(d.ToAct(a)) != fmt.Sprint(s.ToAct(b)) {
			t.Fatalf("determinized view %d: different players to act", p)
		}
	}
}

func TestRandomGamesConserveCards(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	for n := 2; n <= 4; n++ {
		for i := 0; i < games; i++ {
			s := playRandom(t, n, uint64(n*100000+i), true)
			if err := checkInvariants(s); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestIsLegalAgreesWithLegal: the fast check Apply uses accepts exactly
// the moves Legal lists, for every seat, on positions from random games,
// for each listed move, nudged copies of it and arbitrary moves.
func TestIsLegalAgreesWithLegal(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for g := 0; g < 150; g++ {
		n := 2 + g%3
		st, _ := game.Setup(rules.Options{Players: n}, uint64(g))
		s := st.(*State)
		var who []int
		for !s.Done() {
			for p := -1; p <= n; p++ {
				legal := s.Legal(p, nil)
				var tries []rules.Move
				for _, l := range legal {
					tries = append(tries, l)
					for k := 0; k < 4; k++ {
						x := l
						switch r.IntN(5) {
						case 0:
							x.A += int16(r.IntN(5) - 2)
						case 1:
							x.B += int16(r.IntN(5) - 2)
						case 2:
							x.C += int16(r.IntN(3) - 1)
						case 3:
							x.D = 1
						default:
							x.Kind = uint8(r.IntN(10))
						}
						tries = append(tries, x)
					}
				}
				for k := 0; k < 20; k++ {
					tries = append(tries, rules.Move{Kind: uint8(r.IntN(10)), A: int16(r.IntN(9) - 1), B: int16(r.IntN(70) - 3), C: int16(r.IntN(5) - 1)})
				}
				for _, m := range tries {
					if got, want := s.isLegal(p, m), slices.Contains(legal, m); got != want {
						t.Fatalf("game %d phase %d seat %d move %+v (%s): isLegal %v, Legal lists it %v", g, s.phase, p, m, game.FormatMove(m), got, want)
					}
				}
			}
			who = s.ToAct(who[:0])
			p := who[r.IntN(len(who))]
			l := s.Legal(p, nil)
			s.Apply(p, l[r.IntN(len(l))])
		}
	}
}
