package bot

import (
	"math/rand/v2"

	"salotto/rules"
)

// PolicyBot plays a Policy directly: a game's heuristic levels ("easy",
// "normal") can be the same functions its search uses for rollouts. The
// policy sees the player's view, never the real state.
type PolicyBot struct {
	policy Policy
	rng    *rand.Rand
	legal  []rules.Move
	move   rules.Move
}

// NewPolicy returns an agent that plays policy's move at once, its own
// random choices drawn from seed. A nil policy plays uniformly at random.
func NewPolicy(policy Policy, seed uint64) *PolicyBot {
	return &PolicyBot{policy: policy, rng: rand.New(rand.NewPCG(seed, seed^0x9011_c7b0_7000_0001))}
}

// Begin decides at once from player's view (taking the View of a full state).
func (b *PolicyBot) Begin(view rules.State, player int) {
	if !view.IsView() {
		view = view.View(player)
	}
	b.legal = view.Legal(player, b.legal[:0])
	b.move = rules.Move{}
	switch {
	case len(b.legal) == 0:
	case b.policy == nil:
		b.move = b.legal[b.rng.IntN(len(b.legal))]
	default:
		b.move = b.policy(view, player, b.legal, b.rng)
	}
}

// Think reports that the decision is final.
func (b *PolicyBot) Think(int) bool { return true }

// Decide returns the policy's move.
func (b *PolicyBot) Decide() rules.Move { return b.move }
