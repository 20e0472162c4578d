package necklace

import (
	"math"

	"salotto/rules"
)

// takePlan weighs a take with the discard that follows it. Played out
// alone, a take is followed in its playouts by the normal bot's discard,
// and so valued below what the expert, searching that discard in turn,
// will make of it. Planned, each deal is played out after every discard
// the take allows:
//
//   - taking the top discard, then discarding each of the five cards: the
//     expert will know all five when it discards, so the take is worth
//     the best of the five means;
//   - drawing, then discarding each of the five: the expert will know the
//     card drawn but not the deal, so the deals are grouped by the card
//     they give it, and drawing is worth the mean over those cards of the
//     best discard with each (an expectimax over what it may draw);
//   - declining, once the draw pile is empty: one playout, the game ends.
//
// Measured over 1,000 duels against the normal bot, with the playouts'
// own moves seeing the opponent's hand (expertOwn), planning adds about
// three points.
type takePlan struct {
	on       bool
	top      [HandSize + 1]float64 // results of taking the top, then discarding the k-th card
	deals    int
	draw     [NumCards][HandSize + 1]float64 // results of drawing c, then discarding the k-th card
	drawn    [NumCards]int                   // deals giving the expert c to draw
	decline  float64
	declines int
}

// planTake reports whether the decision before b is a take worth
// planning (the top discard may be taken, and something else may be
// done), and readies the plan.
func (b *ExpertBot) planTake() bool {
	b.plan = takePlan{}
	v := &b.view
	if v.Done() || v.phase != phaseTake || v.takeableTop() == NoCard || len(b.legal) < 2 {
		return false
	}
	b.plan.on = true
	return true
}

// planRound plays the deal b.d0 out after every take and discard, and
// returns how many playouts it made.
func (b *ExpertBot) planRound(seed uint64, model *oppModel) int {
	p := &b.plan
	me := b.me
	n := 0
	t := b.d0
	t.play(TakeDiscard)
	for k := 0; k <= HandSize; k++ {
		b.d = t
		b.d.play(DiscardMove(t.hand[me][k]))
		p.top[k] += b.playout(&b.d, seed, model)
		n++
	}
	p.deals++
	if b.d0.drawN == 0 {
		b.d = b.d0
		b.d.play(Decline)
		p.decline += b.playout(&b.d, seed, model)
		p.declines++
		return n + 1
	}
	t = b.d0
	t.play(TakeDraw)
	c := t.hand[me][HandSize]
	for k := 0; k <= HandSize; k++ {
		b.d = t
		b.d.play(DiscardMove(t.hand[me][k]))
		p.draw[c][k] += b.playout(&b.d, seed, model)
		n++
	}
	p.drawn[c]++
	return n
}

// values are what taking the top discard and what the other take (draw,
// or decline) are worth by the playouts so far.
func (p *takePlan) values() (top, other float64) {
	top = math.Inf(-1)
	for _, x := range p.top {
		top = max(top, x/float64(p.deals))
	}
	if p.declines > 0 {
		return top, p.decline / float64(p.declines)
	}
	for c, n := range p.drawn {
		if n == 0 {
			continue
		}
		best := math.Inf(-1)
		for _, x := range p.draw[c] {
			best = max(best, x/float64(n))
		}
		other += best * float64(n) / float64(p.deals)
	}
	return top, other
}

// planDecide is the planned take: the top discard when it is worth more.
func (b *ExpertBot) planDecide() rules.Move {
	top, other := b.plan.values()
	switch {
	case top > other:
		return TakeDiscard
	case b.view.drawN == 0:
		return Decline
	}
	return TakeDraw
}
