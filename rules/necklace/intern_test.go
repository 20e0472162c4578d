package necklace

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// TestInternedEventsUntouched: Apply hands out the interned one-event
// slices themselves, so a caller appending to what it got (a move log), and
// the moves that cause several events, must copy rather than write into the
// tables. After many games of both kinds every entry still holds its event.
func TestInternedEventsUntouched(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var log []rules.Event
	one := 0
	for g := 0; g < 300; g++ {
		s := setup(t, rules.Options{Players: 1 + g%2}, uint64(g))
		for !s.Done() {
			p := s.ToMove()
			legal := s.Legal(p, nil)
			ev, err := s.Apply(p, legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			if len(ev) == 1 && cap(ev) == 1 {
				one++
			}
			ev = append(ev, PileEmptied{}) // what a careless caller might do
			log = append(log, ev...)
		}
	}
	if one == 0 {
		t.Fatal("no move handed out an interned slice: the test proves nothing")
	}
	for p := 0; p < 2; p++ {
		for c := 0; c <= NumCards; c++ {
			card := Card(c)
			if c == NumCards {
				card = NoCard
			}
			for left := 0; left < NumCards; left++ {
				if got, want := internDrew[p][c][left][0], (Drew{Player: p, Card: card, Left: left}); got != want {
					t.Fatalf("internDrew[%d][%d][%d] = %v, want %v", p, c, left, got, want)
				}
			}
			if c == NumCards {
				continue
			}
			if got, want := internTook[p][c][0], (TookDiscard{Player: p, Card: card}); got != want {
				t.Fatalf("internTook[%d][%d] = %v, want %v", p, c, got, want)
			}
			if got, want := internDisc[p][c][0], (Discarded{Player: p, Card: card}); got != want {
				t.Fatalf("internDisc[%d][%d] = %v, want %v", p, c, got, want)
			}
		}
		if got, want := internDecl[p][0], (Declined{Player: p}); got != want {
			t.Fatalf("internDecl[%d] = %v, want %v", p, got, want)
		}
	}
	if len(log) == 0 {
		t.Fatal("no events logged")
	}
}
