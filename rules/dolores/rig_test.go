package dolores

import (
	"fmt"
	"strings"
	"testing"

	"salotto/rules"
)

func mib(m int) Card { return MiBCard(m) }

// rigged builds a game: dealer deals first; areas[p] is seat p's starting
// loot; top are the next cards off the pile, in the order they are drawn.
// The box holds four MiB cards not named (Wager first if unused); the rest
// of the pile lies under top, Dawn at the very bottom unless named.
func rigged(t *testing.T, n, dealer int, areas [][]Card, top ...Card) (*State, []rules.Event) {
	t.Helper()
	s := newState(n, dealer)
	var used [NumCards]bool
	mark := func(c Card) {
		if used[c] {
			t.Fatalf("rigged game names %v twice", c)
		}
		used[c] = true
	}
	for _, a := range areas {
		for _, c := range a {
			mark(c)
		}
	}
	for _, c := range top {
		mark(c)
	}
	boxed := 0
	for _, m := range []int{Wager, BrokenLantern, Lookout, Theft, Swirl, Ebb, Convoy, Ruse, MixUp} {
		if boxed < 4 && !used[mib(m)] {
			s.loc[mib(m)] = locBox
			used[mib(m)] = true
			boxed++
		}
	}
	if !used[Dawn] {
		s.pushPile(Dawn)
		used[Dawn] = true
	}
	for c := Card(0); c < NumCards; c++ {
		if !used[c] {
			s.pushPile(c)
		}
	}
	for i := len(top) - 1; i >= 0; i-- {
		s.pushPile(top[i])
	}
	for p, a := range areas {
		for _, c := range a {
			s.toArea(p, c)
		}
	}
	ev := s.startPlay(nil)
	if err := CheckInvariants(s); err != nil {
		t.Fatalf("rigged game: %v", err)
	}
	return s, ev
}

// do applies moves given as "seat:move" texts, failing on any refusal.
func do(t *testing.T, s *State, moves ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, pm := range moves {
		var p int
		var text string
		if _, err := fmt.Sscanf(pm, "%d:", &p); err != nil {
			t.Fatalf("bad test move %q", pm)
		}
		text = pm[strings.Index(pm, ":")+1:]
		m, err := game.ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", pm, err)
		}
		ev, err := s.Apply(p, m)
		if err != nil {
			t.Fatalf("%q refused: %v", pm, err)
		}
		if err := CheckInvariants(s); err != nil {
			t.Fatalf("after %q: %v", pm, err)
		}
		all = append(all, ev...)
	}
	return all
}

// refused asserts a move is refused with code want and leaves the state
// unchanged; it returns the refusal.
func refused(t *testing.T, s *State, pm string, want rules.Reason) *rules.IllegalMove {
	t.Helper()
	var p int
	fmt.Sscanf(pm, "%d:", &p)
	m, err := game.ParseMove(pm[strings.Index(pm, ":")+1:])
	if err != nil {
		t.Fatalf("%q: %v", pm, err)
	}
	h := s.Hash()
	_, err = s.Apply(p, m)
	if err == nil {
		t.Fatalf("%q accepted, want refused", pm)
	}
	if s.Hash() != h {
		t.Fatalf("refused %q changed the state", pm)
	}
	im, ok := err.(*rules.IllegalMove)
	if !ok || im.Code != want {
		t.Fatalf("%q refused with %#v, want code %q", pm, err, want)
	}
	return im
}

// areaOf lists seat p's cards.
func areaOf(s *State, p int) []Card {
	var a []Card
	for c := Card(0); c < NumCards; c++ {
		if s.loc[c] == locArea+uint8(p) {
			a = append(a, c)
		}
	}
	return a
}

func has(s *State, p int, cs ...Card) bool {
	for _, c := range cs {
		if s.loc[c] != locArea+uint8(p) {
			return false
		}
	}
	return true
}

// mustBeDiscarded fails the test at the first of cs not on the discard pile.
func mustBeDiscarded(t *testing.T, s *State, cs ...Card) {
	t.Helper()
	for _, c := range cs {
		if s.loc[c] != locDiscard {
			t.Fatalf("%v not discarded", c)
		}
	}
}

func legalTexts(s *State, p int) []string {
	var out []string
	for _, m := range s.Legal(p, nil) {
		out = append(out, game.FormatMove(m))
	}
	return out
}

func hasEvent[T rules.Event](ev []rules.Event) (T, bool) {
	for _, e := range ev {
		if x, ok := e.(T); ok {
			return x, true
		}
	}
	var z T
	return z, false
}
