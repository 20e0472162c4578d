package necklace

import "salotto/rules"

// The small events are interned: every possible Drew, TookDiscard,
// Discarded and Declined value is boxed once at start-up, each in a
// one-element array, so Apply hands out rules.Event values, and for a move
// that causes one event the slice itself, without allocating (random
// playouts through the public contract are a hot path for the arena and
// the tests). See emit.
var (
	internDrew [2][NumCards + 1][NumCards][1]rules.Event // card NumCards: face down
	internTook [2][NumCards][1]rules.Event
	internDisc [2][NumCards][1]rules.Event
	internDecl [2][1]rules.Event
)

func init() {
	for p := 0; p < 2; p++ {
		for c := 0; c <= NumCards; c++ {
			card := Card(c)
			if c == NumCards {
				card = NoCard
			}
			for left := 0; left < NumCards; left++ {
				internDrew[p][c][left][0] = Drew{Player: p, Card: card, Left: left}
			}
			if c < NumCards {
				internTook[p][c][0] = TookDiscard{Player: p, Card: card}
				internDisc[p][c][0] = Discarded{Player: p, Card: card}
			}
		}
		internDecl[p][0] = Declined{Player: p}
	}
}

// drewEvent is the interned Drew of card c (NoCard: face down) by seat p,
// left cards remaining.
func drewEvent(p int, c Card, left int) *[1]rules.Event {
	i := int(c)
	if c >= NumCards {
		i = NumCards
	}
	return &internDrew[p][i][left]
}

// emit appends the interned event one to *ev. A move's first event is
// handed out as the interned one-element slice itself: its capacity is 1,
// so a later append (by do, or by a caller) copies it and the table is
// never written. Most moves cause one event, and Apply then allocates
// nothing.
func emit(ev *[]rules.Event, one *[1]rules.Event) {
	if len(*ev) == 0 {
		*ev = one[:]
		return
	}
	*ev = append(*ev, one[0])
}
