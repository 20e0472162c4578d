package necklace

import (
	"math/bits"
	"math/rand/v2"
)

// belief is the expert's distribution over the opponent's hand: every set
// of four cards it may hold, given what the expert has seen, with its
// probability given what the opponent chose to do with it. A hand is a
// mask of cards; the cards everyone saw the opponent take from the
// discard pile are in every hand, the rest come from the pool of cards
// the expert has not seen. The draw pile and the cards set aside are the
// pool less the hand, in an order nothing has told anyone about.
type belief struct {
	pool  uint32 // cards the expert has not seen
	known uint32 // cards everyone knows the opponent holds
	hands []uint32
	w     []float64
	cum   []float64 // running sums of w, for drawing a hand
}

// reset makes every hand the view s allows equally likely: known is the
// opponent's known cards, pool what viewer me has not seen, and the hand
// holds four cards.
func (b *belief) reset(s *State, me int) {
	var buf [NumCards]Card
	b.pool = cardMask(unseenCards(s, me, buf[:0]))
	b.known = s.known[1-me]
	b.hands, b.w = b.hands[:0], b.w[:0]
	k := HandSize - bits.OnesCount32(b.known)
	var rec func(from uint, k int, h uint32)
	rec = func(from uint, k int, h uint32) {
		if k == 0 {
			b.hands = append(b.hands, h)
			b.w = append(b.w, 1)
			return
		}
		for c := from; c < NumCards; c++ {
			if b.pool&(1<<c) != 0 {
				rec(c+1, k-1, h|1<<c)
			}
		}
	}
	rec(0, k, b.known)
	b.normalize()
}

// see removes c from the pool: the expert has now seen it elsewhere, so
// no hand holds it. It returns the probability the belief gave that.
func (b *belief) see(c Card) float64 {
	if b.pool&(1<<c) == 0 {
		return 1
	}
	b.pool &^= 1 << c
	n := 0
	for i, h := range b.hands {
		if h&(1<<c) == 0 {
			b.hands[n], b.w[n] = h, b.w[i]
			n++
		}
	}
	b.hands, b.w = b.hands[:n], b.w[:n]
	return b.normalize()
}

// normalize scales the weights to sum to one and sums them up for draw;
// it returns what they summed to before (0: no hand is left).
func (b *belief) normalize() float64 {
	total := 0.0
	for _, x := range b.w {
		total += x
	}
	if total <= 0 {
		return 0
	}
	b.cum = b.cum[:0]
	run := 0.0
	for i := range b.w {
		b.w[i] /= total
		run += b.w[i]
		b.cum = append(b.cum, run)
	}
	return total
}

// draw picks a hand with its probability.
func (b *belief) draw(pcg *rand.PCG) uint32 {
	u := float64(pcg.Uint64()>>11) / (1 << 53) * b.cum[len(b.cum)-1]
	lo, hi := 0, len(b.cum)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if b.cum[mid] <= u {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return b.hands[lo]
}

// copyFrom makes b a copy of o, reusing b's storage.
func (b *belief) copyFrom(o *belief) {
	b.pool, b.known = o.pool, o.known
	b.hands = append(b.hands[:0], o.hands...)
	b.w = append(b.w[:0], o.w...)
	b.cum = append(b.cum[:0], o.cum...)
}

// matches reports whether b describes what view s of seat me shows.
func (b *belief) matches(s *State, me int) bool {
	var buf [NumCards]Card
	return len(b.hands) > 0 && b.pool == cardMask(unseenCards(s, me, buf[:0])) && b.known == s.known[1-me]
}

// deal sets d to view with the opponent's hidden cards being those of
// hand h less its known cards (in a random order), and the rest of the
// pool shuffled into the draw pile and the cards set aside.
func (b *belief) deal(d, view *State, me int, h uint32, pcg *rand.PCG) {
	*d = *view
	var buf [NumCards]Card
	hidden := h &^ b.known
	n := 0
	for m := hidden; m != 0; m &= m - 1 {
		buf[n] = Card(bits.TrailingZeros32(m))
		n++
	}
	for m := b.pool &^ h; m != 0; m &= m - 1 {
		buf[n] = Card(bits.TrailingZeros32(m))
		n++
	}
	k := bits.OnesCount32(hidden)
	shuffle(buf[:k], pcg)
	shuffle(buf[k:n], pcg)
	i := 0
	opp := 1 - me
	for j := 0; j < int(d.handN[opp]); j++ {
		if d.hand[opp][j] == NoCard && i < k {
			d.hand[opp][j] = buf[i]
			i++
		}
	}
	for j := 0; j < int(d.drawN); j++ {
		d.draw[j] = buf[i]
		i++
	}
	for j := range d.removed {
		if i < n {
			d.removed[j] = buf[i]
			i++
		}
	}
	d.view = viewFull
}

// cardMask is the set of cards cs.
func cardMask(cs []Card) uint32 {
	var m uint32
	for _, c := range cs {
		m |= 1 << c
	}
	return m
}

func shuffle(cs []Card, pcg *rand.PCG) {
	for i := len(cs) - 1; i > 0; i-- {
		j := intN(pcg, i+1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}
