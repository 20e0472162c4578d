package bot

import (
	"math/rand/v2"

	"salotto/rules"
)

// Random is the "random" level every game offers: a uniformly random legal
// move, decided at once. It reuses its move buffer across decisions.
type Random struct {
	rng   *rand.Rand
	legal []rules.Move
	move  rules.Move
}

// NewRandom returns an agent that plays a uniformly random legal move, its
// choices drawn from seed.
func NewRandom(seed uint64) rules.Agent {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x5a17_0770_b07d_ec1d))}
}

// Begin picks the move at once: a random bot has nothing to think about.
func (b *Random) Begin(view rules.State, player int) {
	b.legal = view.Legal(player, b.legal[:0])
	b.move = rules.Move{}
	if len(b.legal) > 0 {
		b.move = b.legal[b.rng.IntN(len(b.legal))]
	}
}

// Think reports that the decision is final.
func (b *Random) Think(budget int) bool { return true }

// Decide returns the move chosen by Begin.
func (b *Random) Decide() rules.Move { return b.move }
