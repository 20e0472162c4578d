package bot

import (
	"math/rand/v2"

	"salotto/rules"
)

// FlatPlayouts is a flat player's playouts per decision, shared among its
// legal moves: a few hundredths of a second in each of the games, so that
// the matches that measure against it stay affordable.
const FlatPlayouts = 1000

// Flat is flat Monte Carlo written from the rules contract alone: for
// each legal move in turn it deals what the view hides (Determinize),
// makes the move, plays the game out with uniformly random moves and
// scores its margin over the best other player; it plays the move of best
// average margin. It knows nothing of any game and was tuned against
// none, so a bot that beats it by more than another does is stronger in
// fact, not merely fitted to the bots it was measured against.
type Flat struct {
	playouts int
	rng      *rand.Rand

	view   rules.State
	player int
	legal  []rules.Move
	sum    []float64
	tries  []int
	done   int

	toAct []int
	buf   []rules.Move
}

// NewFlat returns a flat Monte Carlo player making playouts playouts per
// decision, its choices drawn from seed.
func NewFlat(playouts int, seed uint64) *Flat {
	return &Flat{playouts: max(1, playouts), rng: rand.New(rand.NewPCG(seed, seed^0xf1a7_0c4e_5eed_0001))}
}

// Begin starts a decision from player's view (taking the View of a full
// state).
func (b *Flat) Begin(view rules.State, player int) {
	if !view.IsView() {
		view = view.View(player)
	}
	b.view, b.player, b.done = view, player, 0
	b.legal = view.Legal(player, b.legal[:0])
	b.sum = append(b.sum[:0], make([]float64, len(b.legal))...)
	b.tries = append(b.tries[:0], make([]int, len(b.legal))...)
}

// Think makes up to budget playouts, one per legal move in turn.
func (b *Flat) Think(budget int) bool {
	for ; budget > 0 && !b.final(); budget-- {
		i := b.done % len(b.legal)
		s := b.view.Determinize(b.rng)
		if _, err := s.Apply(b.player, b.legal[i]); err == nil {
			b.sum[i] += b.playout(s)
			b.tries[i]++
		}
		b.done++
	}
	return b.final()
}

func (b *Flat) final() bool { return len(b.legal) <= 1 || b.done >= b.playouts }

// Decide returns the move of best average margin so far (the first legal
// move before any playout).
func (b *Flat) Decide() rules.Move {
	if len(b.legal) == 0 {
		return rules.Move{}
	}
	best, bestMean := 0, 0.0
	for i := range b.legal {
		if b.tries[i] == 0 {
			continue
		}
		if mean := b.sum[i] / float64(b.tries[i]); b.tries[best] == 0 || mean > bestMean {
			best, bestMean = i, mean
		}
	}
	return b.legal[best]
}

// playout plays s to its end at random and returns the player's margin
// over the best other score (alone at the table, its own score).
func (b *Flat) playout(s rules.State) float64 {
	for !s.Done() {
		b.toAct = s.ToAct(b.toAct[:0])
		p := b.toAct[b.rng.IntN(len(b.toAct))]
		b.buf = s.Legal(p, b.buf[:0])
		if len(b.buf) == 0 {
			break
		}
		if _, err := s.Apply(p, b.buf[b.rng.IntN(len(b.buf))]); err != nil {
			break
		}
	}
	scores := s.Scores()
	other, others := 0, false
	for p, v := range scores {
		if p != b.player && (!others || v > other) {
			other, others = v, true
		}
	}
	return float64(scores[b.player] - other)
}
