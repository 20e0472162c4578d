package necklace

import "salotto/rules"

// NormalBot is a readable heuristic. It values a hand as its necklace now
// plus a share of its potential (the mean gain one more unseen card could
// bring), weighs drawing against the top discard on that measure, and when
// discarding it avoids feeding the opponent: cards whose stones serve the
// wishes of cards the opponent visibly took from the discard pile are
// discarded only when the loss to itself is larger.
type NormalBot struct{ atOnce }

// NewNormalBot makes a normal bot.
func NewNormalBot(seed uint64) *NormalBot {
	b := &NormalBot{}
	b.seed(seed, 3)
	return b
}

// Begin chooses at once.
func (b *NormalBot) Begin(view rules.State, player int) {
	if s, ok := b.begin(view, player); ok {
		b.move = normalMove(s, player)
	}
}

// weights are the normal bot's measure of a hand: the share of its
// potential counted while cards are left to draw, and how much a gift to
// the opponent costs. With sees, a gift is judged by the opponent's whole
// hand as a full state deals it (see handFeeder): the expert's own moves
// in its playouts, never a bot's choice in a real game.
type weights struct {
	future, feed float64
	sees         bool
}

// normalWeights are the normal bot's own.
var normalWeights = weights{future: 0.5, feed: 0.6}

// unseenCards lists the cards p has not seen (the opponent's hidden cards,
// the draw pile, the cards set aside), as a view shows them.
func unseenCards(s *State, p int, dst []Card) []Card {
	var seen uint32
	for i := 0; i < int(s.handN[p]); i++ {
		seen |= 1 << s.hand[p][i]
	}
	seen |= s.known[1-p] | 1<<s.common
	for i := 0; i < int(s.discardN); i++ {
		seen |= 1 << s.discard[i]
	}
	for c := Card(0); c < NumCards; c++ {
		if s.exp.inDeck(c) && seen&(1<<c) == 0 {
			dst = append(dst, c)
		}
	}
	return dst
}

// potential is the mean over unseen cards of the best gain from swapping
// one card of h for it.
func potential(h [HandSize]Card, common Card, unseen []Card) float64 {
	if len(unseen) == 0 {
		return 0
	}
	cur := HandValue(h, common)
	sum := 0
	if rows := rowTable.Load(); rows != nil && common < NumCards && h[0] < NumCards &&
		h[1] < NumCards && h[2] < NumCards && h[3] < NumCards {
		// The four sets left when one card of h goes, each with a row of
		// what every card would make of it.
		all := uint32(1)<<h[0] | 1<<h[1] | 1<<h[2] | 1<<h[3] | 1<<common
		r := [HandSize]*[NumCards]uint8{
			&rows[setRank(all&^(1<<h[0]))], &rows[setRank(all&^(1<<h[1]))],
			&rows[setRank(all&^(1<<h[2]))], &rows[setRank(all&^(1<<h[3]))],
		}
		for _, u := range unseen {
			best := max(cur, int(r[0][u]), int(r[1][u]), int(r[2][u]), int(r[3][u]))
			sum += best - cur
		}
		return float64(sum) / float64(len(unseen))
	}
	for _, u := range unseen {
		best := cur
		for d := range h {
			x := h
			x[d] = u
			if v := HandValue(x, common); v > best {
				best = v
			}
		}
		sum += best - cur
	}
	return float64(sum) / float64(len(unseen))
}

// feeder weighs what a discard may give the opponent, from the cards
// they visibly hold (seen taken from the discard pile, three at most)
// with the common card: the gain to those cards, plus a share of the
// florins of their wishes that the discard's stones serve. Nothing, when
// they hold no such card or have no turn left to take it.
type feeder struct {
	k      [NecklaceCards]Card
	n      int
	before int
	// rows, when set, read the opponent's whole hand: see handFeeder.
	rows [HandSize]*[NumCards]uint8
}

// newFeeder is seat p's feeder in s.
func newFeeder(s *State, p int) feeder {
	f := feeder{k: [NecklaceCards]Card{NoCard, NoCard, NoCard, NoCard, NoCard}}
	opp := 1 - p
	if s.drawN == 0 && s.late[opp] {
		return f // the opponent has no turn left to take it
	}
	for i := 0; i < int(s.handN[opp]) && f.n < HandSize-1; i++ {
		if x := s.hand[opp][i]; x < NumCards && s.known[opp]&(1<<x) != 0 {
			f.k[f.n] = x
			f.n++
		}
	}
	if f.n > 0 {
		f.k[HandSize] = s.common
		f.before, _, _ = Value(f.k)
	}
	return f
}

// feederFor is seat p's feeder in s under weights w.
func (w weights) feederFor(s *State, p int) feeder {
	if w.sees {
		if f, ok := handFeeder(s, p); ok {
			return f
		}
	}
	return newFeeder(s, p)
}

// cost is what discarding c may give the opponent.
func (f *feeder) cost(c Card) float64 {
	if f.rows[0] != nil {
		return f.handCost(c)
	}
	if f.n == 0 {
		return 0
	}
	cost := 0.0
	for i := 0; i < f.n; i++ {
		w := cardWish[f.k[i]]
		if have := cardGems[c][w]; have > 0 {
			cost += float64(cardFlorins[f.k[i]]) * float64(have) / float64(cardCount[f.k[i]])
		}
	}
	k := f.k
	k[f.n] = c
	after, _, _ := Value(k)
	return 0.5*cost + float64(after-f.before)
}

// normalFuture is the share of potential the normal bot counts in s: none
// once at most one card is left to draw, as nothing more may come.
func normalFuture(s *State, w weights) float64 {
	if s.drawN <= 1 {
		return 0
	}
	return w.future
}

// normalScore is the normal bot's worth of keeping hand x: its necklace
// now and future times its potential.
func normalScore(x [HandSize]Card, common Card, unseen []Card, future float64) float64 {
	v := float64(HandValue(x, common))
	if future > 0 {
		v += future * potential(x, common, unseen)
	}
	return v
}

// normalTake weighs seat p's take in s as the normal bot does, the draw
// pile not being empty and top being the top discard it may take: take
// is the best score of a hand with top, less what the card given up for
// it would feed the opponent; draw is the hand's worth with one more card
// to come.
func normalTake(s *State, p int, top Card, unseen []Card, w weights) (take, draw float64) {
	h := &s.hand[p]
	future := normalFuture(s, w)
	h4 := [HandSize]Card{h[0], h[1], h[2], h[3]}
	cur := HandValue(h4, s.common)
	feed := w.feederFor(s, p)
	take = -1.0
	for d := range h4 {
		x := h4
		x[d] = top
		if v := normalScore(x, s.common, unseen, future) - w.feed*feed.cost(h4[d]); v > take {
			take = v
		}
	}
	pot := potential(h4, s.common, unseen)
	return take, float64(cur) + pot + future*pot
}

// normalDiscards scores each of seat p's five discards in s as the normal
// bot does: the worth of the four kept, less what the card discarded
// would feed the opponent.
func normalDiscards(s *State, p int, unseen []Card, w weights, out *[HandSize + 1]float64) {
	h := &s.hand[p]
	future := normalFuture(s, w)
	if s.drawN == 0 {
		future = 0
	}
	feed := w.feederFor(s, p)
	for d := 0; d <= HandSize; d++ {
		var x [HandSize]Card
		k := 0
		for i := 0; i <= HandSize; i++ {
			if i != d {
				x[k] = h[i]
				k++
			}
		}
		out[d] = normalScore(x, s.common, unseen, future) - w.feed*feed.cost(h[d])
	}
}

func normalMove(s *State, p int) rules.Move { return weighedMove(s, p, normalWeights) }

// weighedMove is the normal bot's choice for seat p in s with weights w.
func weighedMove(s *State, p int, w weights) rules.Move {
	var ubuf [NumCards]Card
	unseen := unseenCards(s, p, ubuf[:0])
	if s.phase == phaseTake {
		if s.drawN == 0 {
			// The last choice: nothing is left to hope for, so take the
			// top discard only if it improves the necklace (the rival's
			// rule), else decline.
			return s.rivalTakeFor(p)
		}
		top := s.takeableTop()
		if top == NoCard {
			return TakeDraw
		}
		if take, draw := normalTake(s, p, top, unseen, w); take > draw {
			return TakeDiscard
		}
		return TakeDraw
	}
	var sc [HandSize + 1]float64
	normalDiscards(s, p, unseen, w, &sc)
	best := 0
	for d := 1; d <= HandSize; d++ {
		if sc[d] > sc[best] {
			best = d
		}
	}
	return DiscardMove(s.hand[p][best])
}
