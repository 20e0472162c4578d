package dolcevita

import (
	"reflect"
	"testing"

	"salotto/rules"
)

// table is a bare position for rule tests: players seats, empty columns,
// full hands, player 0 to start.
func table(players int) *State {
	s := &State{players: uint8(players), rounds: uint8(RoundsFor(players))}
	for p := 0; p < players; p++ {
		s.hand[p] = fullHand
	}
	return s
}

// lay sets column c to cards, bottom first.
func (s *State) lay(c int, cards ...Card) *State {
	s.cols[c] = column{n: uint8(len(cards))}
	copy(s.cols[c].cards[:], cards)
	return s
}

// bid puts player p's numbers under column c, out of p's hand.
func (s *State) bid(p, c int, numbers ...int) *State {
	for _, n := range numbers {
		s.hand[p] &^= 1 << n
		s.under[p][c] |= 1 << n
	}
	return s
}

// own gives player p luxury card card.
func (s *State) own(p int, card Card) *State {
	s.owned[p][card.Luxury()] = uint8(card.Value())
	return s
}

// resolveAll resolves column c alone and returns its events.
func (s *State) resolveOne(c int) []rules.Event {
	var ev []rules.Event
	s.resolveColumn(c, &ev)
	return ev
}

func lux(l Luxury, v int) Card { return LuxuryCard(l, v) }

func wantColumn(t *testing.T, s *State, c int, want ...Card) {
	t.Helper()
	if got := s.Column(c); !reflect.DeepEqual(got, append([]Card{}, want...)) {
		t.Errorf("column %d = %v, want %v", c+1, got, want)
	}
}

func wantOwned(t *testing.T, s *State, p int, want ...Card) {
	t.Helper()
	if got := s.Owned(p); !reflect.DeepEqual(got, append([]Card(nil), want...)) {
		t.Errorf("player %d owns %v, want %v", p, got, want)
	}
}

// eventsOf keeps the events of type T.
func eventsOf[T rules.Event](ev []rules.Event) []T {
	var out []T
	for _, e := range ev {
		if x, ok := e.(T); ok {
			out = append(out, x)
		}
	}
	return out
}
