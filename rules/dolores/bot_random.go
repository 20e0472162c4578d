package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// randomBot picks uniformly among the legal moves.
type randomBot struct {
	r    *rand.Rand
	move rules.Move
	buf  []rules.Move
}

func newRandomBot(seed uint64) *randomBot {
	return &randomBot{r: rand.New(rand.NewPCG(seed, 0x5eed)), buf: make([]rules.Move, 0, 64)}
}

func (b *randomBot) Begin(view rules.State, player int) {
	b.buf = view.Legal(player, b.buf[:0])
	if len(b.buf) > 0 {
		b.move = b.buf[b.r.IntN(len(b.buf))]
	}
}

func (b *randomBot) Think(int) bool     { return true }
func (b *randomBot) Decide() rules.Move { return b.move }
