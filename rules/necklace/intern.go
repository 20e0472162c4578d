package necklace

import "salotto/rules"

// The small events are interned: every possible Drew, TookDiscard,
// Discarded and Declined value is boxed once at start-up, so Apply hands
// out rules.Event values without allocating (random playouts through the
// public contract are a hot path for the arena and the tests).
var (
	internDrew [2][NumCards + 1][NumCards]rules.Event // card NumCards: face down
	internTook [2][NumCards]rules.Event
	internDisc [2][NumCards]rules.Event
	internDecl [2]rules.Event
)

func init() {
	for p := 0; p < 2; p++ {
		for c := 0; c <= NumCards; c++ {
			card := Card(c)
			if c == NumCards {
				card = NoCard
			}
			for left := 0; left < NumCards; left++ {
				internDrew[p][c][left] = Drew{Player: p, Card: card, Left: left}
			}
			if c < NumCards {
				internTook[p][c] = TookDiscard{Player: p, Card: card}
				internDisc[p][c] = Discarded{Player: p, Card: card}
			}
		}
		internDecl[p] = Declined{Player: p}
	}
}

func drewEvent(p int, c Card, left int) rules.Event {
	i := int(c)
	if c >= NumCards {
		i = NumCards
	}
	return internDrew[p][i][left]
}
