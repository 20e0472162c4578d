package necklace

import (
	"math"
	"math/rand/v2"

	"salotto/rules"
)

// oppModel is how the expert expects its opponent to choose, holding a
// given hand: softly as the normal bot would, preferring by the normal
// bot's measure (the necklace now, a share of what one more card could
// add, what a discard would feed the other player) with a temperature,
// and now and then at random. The rival jeweller of solo play follows
// its public rule, so there the model is that rule. The expert uses it
// only to weigh the hands the opponent may hold by how well they explain
// its choices.
type oppModel struct {
	temp float64 // florins of preference that make a choice e times likelier
	slip float64 // share of choices made at random
}

// ruleSlip is the share of the rival jeweller's choices the model allows
// off its rule: none should be, but a hand that explains all but one of
// its choices is still far likelier than one that explains none.
const ruleSlip = 1e-3

// take is the probability that seat q, to take in s with the hand s
// shows, takes the top discard (tookTop) or not (draws, or declines when
// the draw pile is empty).
func (m *oppModel) take(s *State, q int, tookTop bool) float64 {
	top := s.takeableTop()
	if top == NoCard {
		if tookTop {
			return 0
		}
		return 1
	}
	var pTop float64
	switch {
	case s.solo && q == Rival:
		pTop = ruleSlip
		if s.rivalTakeFor(q) == TakeDiscard {
			pTop = 1 - ruleSlip
		}
	case s.drawN == 0:
		// The last choice: take what improves the necklace, or decline.
		h := &s.hand[q]
		h4 := [HandSize]Card{h[0], h[1], h[2], h[3]}
		cur := HandValue(h4, s.common)
		gain := 0
		for d := range h4 {
			x := h4
			x[d] = top
			gain = max(gain, HandValue(x, s.common)-cur)
		}
		pTop = m.mix(sigmoid((float64(gain)-0.5)/m.temp), 2)
	default:
		var ubuf [NumCards]Card
		takeV, drawV := normalTake(s, q, top, unseenCards(s, q, ubuf[:0]), normalWeights)
		pTop = m.mix(sigmoid((takeV-drawV)/m.temp), 2)
	}
	if tookTop {
		return pTop
	}
	return 1 - pTop
}

// discard is the probability that seat q, holding five cards in s (the
// newest last), discards c.
func (m *oppModel) discard(s *State, q int, c Card) float64 {
	at := -1
	for i := 0; i <= HandSize; i++ {
		if s.hand[q][i] == c {
			at = i
		}
	}
	if at < 0 {
		return 0
	}
	if s.solo && q == Rival {
		return rivalDiscardChance(&s.hand[q], s.common, at)
	}
	var p [HandSize + 1]float64
	m.discards(s, q, &p)
	return p[at]
}

// discards sets p[i] to the probability that seat q, holding five cards
// in a duel, discards its i-th.
func (m *oppModel) discards(s *State, q int, p *[HandSize + 1]float64) {
	var ubuf [NumCards]Card
	normalDiscards(s, q, unseenCards(s, q, ubuf[:0]), normalWeights, p)
	best := p[0]
	for _, x := range p[1:] {
		best = max(best, x)
	}
	sum := 0.0
	for i := range p {
		p[i] = math.Exp((p[i] - best) / m.temp)
		sum += p[i]
	}
	for i := range p {
		p[i] = m.mix(p[i]/sum, HandSize+1)
	}
}

// choose draws seat q's move in a duel's s as the model would make it:
// the opponent's moves in the expert's playouts, when the kind of player
// drawn for the deal is not the one close to the normal bot.
func (m *oppModel) choose(s *State, q int, pcg *rand.PCG) rules.Move {
	if s.phase == phaseDiscard {
		var p [HandSize + 1]float64
		m.discards(s, q, &p)
		u := uniform(pcg)
		i := 0
		for ; i < HandSize && u >= p[i]; i++ {
			u -= p[i]
		}
		return DiscardMove(s.hand[q][i])
	}
	if s.takeableTop() != NoCard && uniform(pcg) < m.take(s, q, true) {
		return TakeDiscard
	}
	if s.drawN > 0 {
		return TakeDraw
	}
	return Decline
}

// uniform draws from [0, 1).
func uniform(pcg *rand.PCG) float64 { return float64(pcg.Uint64()>>11) / (1 << 53) }

// mix blends probability p of one of n choices with the random slip.
func (m *oppModel) mix(p float64, n int) float64 {
	return (1-m.slip)*p + m.slip/float64(n)
}

// rivalDiscardChance is the probability that the rival jeweller, holding
// h (the newest card last), discards h[at]: its rule discards the card
// whose loss leaves the most, the newest only when it alone does, and of
// older cards tied the one held longest. The order in which the expert's
// deal puts the hidden cards is its own, so among tied older cards each
// is taken as likely.
func rivalDiscardChance(h *[HandSize + 1]Card, common Card, at int) float64 {
	var v [HandSize + 1]int
	best := -1
	for d := range h {
		v[d] = keepValue(*h, common, d)
		best = max(best, v[d])
	}
	tied := 0
	for d := 0; d < HandSize; d++ {
		if v[d] == best {
			tied++
		}
	}
	var fits bool
	if tied == 0 {
		fits, tied = at == HandSize, 1
	} else {
		fits = at < HandSize && v[at] == best
	}
	if fits {
		return (1 - ruleSlip) / float64(tied)
	}
	return ruleSlip / float64(HandSize+1-tied)
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
