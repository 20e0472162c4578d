package necklace

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// allOptions lists every option combination.
func allOptions() []rules.Options {
	var out []rules.Options
	for _, players := range []int{1, 2} {
		for _, exp := range []string{"", "rainbow", "gold", "rainbow+gold"} {
			for _, start := range []string{"", "0", "1"} {
				v := map[string]string{}
				if exp != "" {
					v["expansions"] = exp
				}
				if start != "" {
					v["start"] = start
				}
				out = append(out, rules.Options{Players: players, Variant: v})
			}
		}
	}
	return out
}

func setup(t testing.TB, opts rules.Options, seed uint64) *State {
	t.Helper()
	st, err := Game{}.Setup(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func cards(t testing.TB, ids ...string) []Card {
	t.Helper()
	out := make([]Card, len(ids))
	for i, id := range ids {
		c, err := ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// layout builds a full state by hand: hands (oldest first), the common
// card, the draw pile (bottom first) and the discard pile (bottom first).
// Cards of the deck not placed anywhere are set aside (at most 3 kept).
type layout struct {
	solo     bool
	exp      Expansions
	toMove   int
	turns    int
	hands    [2][]string
	common   string
	draw     []string
	discard  []string
	known    [2][]string
	late     [2]bool
	discardP bool // to move must discard (hand holds 5)
}

func build(t testing.TB, l layout) *State {
	t.Helper()
	s := &State{solo: l.solo, exp: l.exp, view: viewFull, toMove: uint8(l.toMove), turns: uint16(l.turns), late: l.late}
	s.clearCards()
	var used uint32
	use := func(c Card) Card {
		if used&(1<<c) != 0 {
			t.Fatalf("card %v placed twice", c)
		}
		used |= 1 << c
		return c
	}
	for p := 0; p < 2; p++ {
		for i, c := range cards(t, l.hands[p]...) {
			s.hand[p][i] = use(c)
		}
		s.handN[p] = uint8(len(l.hands[p]))
		for _, c := range cards(t, l.known[p]...) {
			s.known[p] |= 1 << c
		}
	}
	s.common = use(cards(t, l.common)[0])
	for i, c := range cards(t, l.draw...) {
		s.draw[i] = use(c)
	}
	s.drawN = uint8(len(l.draw))
	for i, c := range cards(t, l.discard...) {
		s.discard[i] = use(c)
	}
	s.discardN = uint8(len(l.discard))
	if l.discardP {
		s.phase = phaseDiscard
	}
	k := 0
	for c := Card(0); c < NumCards && k < Removed; c++ {
		if l.exp.inDeck(c) && used&(1<<c) == 0 {
			s.removed[k] = c
			k++
		}
	}
	return s
}

// apply applies text moves, failing the test on a refusal.
func apply(t testing.TB, s *State, player int, moves ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, text := range moves {
		m, err := Game{}.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.Apply(player, m)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		all = append(all, ev...)
	}
	return all
}

// playRandom plays s to the end with random legal moves through Apply.
func playRandom(t testing.TB, s *State, r *rand.Rand) (moves []rules.Move, events []rules.Event) {
	t.Helper()
	var buf []rules.Move
	for steps := 0; !s.Done(); steps++ {
		if steps > 200 {
			t.Fatal("game does not end")
		}
		p := s.ToAct(nil)[0]
		buf = s.Legal(p, buf[:0])
		if len(buf) == 0 {
			t.Fatalf("player %d to act without legal moves", p)
		}
		m := buf[r.IntN(len(buf))]
		ev, err := s.Apply(p, m)
		if err != nil {
			t.Fatalf("legal move refused: %v", err)
		}
		moves = append(moves, m)
		events = append(events, ev...)
	}
	return moves, events
}

// checkConservation: every card of the deck is in exactly one place.
func checkConservation(t testing.TB, s *State) {
	t.Helper()
	var seen uint32
	add := func(where string, cs []Card) {
		for _, c := range cs {
			if c >= NumCards {
				t.Fatalf("%s holds %v", where, c)
			}
			if seen&(1<<c) != 0 {
				t.Fatalf("%v is in two places (again in %s)", c, where)
			}
			seen |= 1 << c
		}
	}
	add("hand 0", s.hand[0][:s.handN[0]])
	add("hand 1", s.hand[1][:s.handN[1]])
	add("draw pile", s.draw[:s.drawN])
	add("discard pile", s.discard[:s.discardN])
	add("set aside", s.removed[:])
	add("common", []Card{s.common})
	for c := Card(0); c < NumCards; c++ {
		if s.exp.inDeck(c) != (seen&(1<<c) != 0) {
			t.Fatalf("card %v: in deck %v, found %v", c, s.exp.inDeck(c), seen&(1<<c) != 0)
		}
	}
}

// refused asserts that player's move m is refused with code want, leaving
// the state as it was, and returns the refusal.
func refused(t testing.TB, s *State, player int, m rules.Move, want rules.Reason) *rules.IllegalMove {
	t.Helper()
	h := s.Hash()
	_, err := s.Apply(player, m)
	im, ok := err.(*rules.IllegalMove)
	if !ok || im.Code != want {
		t.Fatalf("seat %d's %q: %v, want a refusal with code %q", player, Game{}.FormatMove(m), err, want)
	}
	if s.Hash() != h {
		t.Fatalf("refusing seat %d's %q changed the state", player, Game{}.FormatMove(m))
	}
	return im
}
