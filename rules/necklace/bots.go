package necklace

import (
	"math/rand/v2"

	"salotto/rules"
)

// viewState is the bot's view as this package's State.
func viewState(view rules.State) *State {
	s, ok := view.(*State)
	if !ok {
		panic("necklace bot given another game's state")
	}
	return s
}

// atOnce is what the bots that choose within Begin share: their own
// generator (one stream per level), a move buffer and the move chosen, with
// the Think and Decide of a decision that is already made.
type atOnce struct {
	pcg  rand.PCG
	buf  []rules.Move
	move rules.Move
}

func (b *atOnce) seed(seed, level uint64) {
	b.buf = make([]rules.Move, 0, 8)
	b.pcg.Seed(seed, seedStream+level)
}

// begin takes player's view of view and lists its legal moves into b.buf;
// ok is false when there are none (the last move stays as it was).
func (b *atOnce) begin(view rules.State, player int) (s *State, ok bool) {
	s = viewState(view.View(player))
	b.buf = s.Legal(player, b.buf[:0])
	return s, len(b.buf) > 0
}

// Think has nothing to do: the move was chosen in Begin.
func (b *atOnce) Think(int) bool { return true }

// Decide returns the move chosen in Begin.
func (b *atOnce) Decide() rules.Move { return b.move }

// EasyBot plays like the rival jeweller (take a discard that improves its
// necklace, discard what it misses least) but loosely: about one decision
// in four it picks a random legal move instead.
type EasyBot struct{ atOnce }

// NewEasyBot makes an easy bot.
func NewEasyBot(seed uint64) *EasyBot {
	b := &EasyBot{}
	b.seed(seed, 2)
	return b
}

// Begin chooses at once.
func (b *EasyBot) Begin(view rules.State, player int) {
	s, ok := b.begin(view, player)
	if !ok {
		return
	}
	if intN(&b.pcg, 4) == 0 {
		b.move = b.buf[intN(&b.pcg, len(b.buf))]
		return
	}
	b.move = greedyMove(s, player, &b.pcg)
}

// greedyMove is the one-step greedy policy: take the top discard when it
// improves the necklace (else draw, else decline), then discard the card
// whose loss leaves the highest value, ties broken at random. It only reads
// player's own hand, the common card and the discard pile.
func greedyMove(s *State, p int, pcg *rand.PCG) rules.Move {
	if s.phase == phaseTake {
		return s.rivalTakeFor(p)
	}
	best, bestV, ties := 0, -1, 0
	for d := 0; d <= HandSize; d++ {
		v := s.valueWithout(p, d)
		switch {
		case v > bestV:
			best, bestV, ties = d, v, 1
		case v == bestV:
			ties++
			if intN(pcg, ties) == 0 {
				best = d
			}
		}
	}
	return DiscardMove(s.hand[p][best])
}
