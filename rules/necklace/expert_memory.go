package necklace

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// tracker is the expert's memory of a game: its belief about the
// opponent's hand, brought up to date at each decision with what the
// expert saw happen since its last one. A view shows the discard pile and
// the cards known to be in a hand, but not who took or discarded what when,
// so the tracker compares the view of each decision with the last: the
// card the expert drew, and the opponent's whole turn (whether it drew or
// took the top discard, and what it discarded). Whatever it cannot explain
// so (a first decision in the middle of a game, an undone move) starts the
// belief afresh from the view, every hand it allows equally likely.
//
// How much a choice says of a hand depends on the player: one who plays
// as the normal bot does says a great deal, one who plays on a whim
// nothing. The tracker keeps a belief for each of a few kinds of player
// (oppKinds), and weighs the kinds themselves by how well each explained
// the opponent's choices so far: against a player close to its model the
// sharp kind soon leads, against any other the looser ones.
//
// Updating the belief after an opponent's turn weighs every hand the
// opponent may have held, with every card it may have drawn, by each
// kind's model: tens of milliseconds early in a game, so it is done in
// Think's slices like the search.
type tracker struct {
	me    int
	kinds []beliefKind
	valid bool
	fresh int   // beliefs started afresh, for the tests
	last  State // the view the beliefs describe
	cum   []float64

	// An update under way toward the view next.
	pending bool
	next    State
	steps   []beliefStep
	step    int
	kind    int       // kind being updated in a turn step
	hand    int       // next hand of that kind's belief to weigh
	acc     []float64 // weight of each new hand, by rank
	touched []uint32  // the new hands with weight
}

// beliefKind is one kind of player the opponent may be: its model, its
// belief about the hand as of the last view (cur) and as being brought up
// to date (work), and the log of how well the model explained the
// opponent's choices (relative to the other kinds).
type beliefKind struct {
	model          oppModel
	prior          float64
	cur, work      belief
	logw, workLogw float64
}

// oppKinds are the kinds of player the expert tells apart: close to the
// normal bot, looser, and nearly random, equally likely at first. The
// closest kind is sharp (a tenth of a florin of preference makes a choice
// e times likelier): a player who chooses by that measure is read as
// sharply as it allows, and one who does not soon weighs that kind down.
// Against the normal bot it won about half a point more than a kind of
// 0.3 florins and 2 % slips, over 4,000 duels.
var oppKinds = []oppModel{{temp: 0.1, slip: 0.01}, {temp: 1.5, slip: 0.1}, {temp: 5, slip: 0.3}}

// newTracker makes a tracker weighing the kinds of player models.
func newTracker(models []oppModel) tracker {
	t := tracker{kinds: make([]beliefKind, len(models))}
	for i, m := range models {
		t.kinds[i] = beliefKind{model: m, prior: 1 / float64(len(models))}
	}
	return t
}

// draw picks a kind of player by how well it explains the opponent, then
// a hand from its belief.
func (t *tracker) draw(pcg *rand.PCG) (hand uint32, kind int) {
	k := 0
	if len(t.kinds) > 1 {
		u := float64(pcg.Uint64()>>11) / (1 << 53) * t.cum[len(t.cum)-1]
		for k < len(t.cum)-1 && t.cum[k] <= u {
			k++
		}
	}
	return t.kinds[k].cur.draw(pcg), k
}

// belief is the belief of the first kind: the pool and the known cards,
// which all kinds share.
func (t *tracker) belief() *belief { return &t.kinds[0].cur }

// prob is the probability the beliefs, weighed by kind, give hand h.
func (t *tracker) prob(h uint32) float64 {
	p, total := 0.0, 0.0
	for i := range t.kinds {
		k := &t.kinds[i]
		wk := math.Exp(k.logw)
		total += wk
		for j, x := range k.cur.hands {
			if x == h {
				p += wk * k.cur.w[j]
			}
		}
	}
	return p / total
}

// beliefStep is one thing seen since the last decision: a card the expert
// drew (see), or the opponent's turn from the table ctx, where it was to
// take (turn).
type beliefStep struct {
	turn    bool
	card    Card // the card seen, or the opponent's discard
	tookTop bool // the opponent took the top discard rather than drawing
	ctx     State
}

// begin plans the update of the belief to view v of seat me.
func (t *tracker) begin(v *State, me int) {
	t.me = me
	t.next = *v
	t.steps = t.steps[:0]
	t.step, t.hand = 0, 0
	t.pending = true
	t.kind, t.hand = 0, 0
	if t.valid && t.follows(v) {
		for i := range t.kinds {
			k := &t.kinds[i]
			k.work.copyFrom(&k.cur)
			k.workLogw = k.logw
		}
		return
	}
	t.restart(v)
}

// follows finds the steps from t.last to v; it reports false when v does
// not follow from t.last by one of the expert's own moves, or its discard
// and the opponent's turn.
func (t *tracker) follows(v *State) bool {
	l := &t.last
	me := t.me
	if v.solo != l.solo || v.exp != l.exp || v.common != l.common || v.start != l.start ||
		v.view != l.view || int(v.toMove) != me || int(l.toMove) != me {
		return false
	}
	switch {
	case v.turns == l.turns && v.phase == l.phase:
		return v.Hash() == l.Hash()
	case v.turns == l.turns && l.phase == phaseTake && v.phase == phaseDiscard:
		c := v.hand[me][HandSize]
		switch {
		case v.drawN+1 == l.drawN && v.discardN == l.discardN:
			t.steps = append(t.steps, beliefStep{card: c})
			return true
		case v.drawN == l.drawN && v.discardN+1 == l.discardN && l.discard[l.discardN-1] == c:
			return true // the top discard, seen by all
		}
		return false
	case v.turns == l.turns+2 && l.phase == phaseDiscard && v.phase == phaseTake:
		// The expert's discard: the one card of its five it no longer has.
		x := NoCard
		for i := 0; i <= HandSize; i++ {
			if c := l.hand[me][i]; v.handIndex(me, c) < 0 {
				if x != NoCard {
					return false
				}
				x = c
			}
		}
		if x == NoCard {
			return false
		}
		ctx := *l
		ctx.discardAs(me, x)
		st := beliefStep{turn: true, ctx: ctx}
		pile := int(ctx.discardN)
		switch {
		case ctx.drawN > 0 && v.drawN+1 == ctx.drawN:
		case v.drawN == ctx.drawN:
			st.tookTop = true
			pile--
		default:
			return false
		}
		if int(v.discardN) != pile+1 {
			return false
		}
		for i := 0; i < pile; i++ {
			if v.discard[i] != ctx.discard[i] {
				return false
			}
		}
		st.card = v.discard[pile]
		t.steps = append(t.steps, st)
		return true
	}
	return false
}

// discardAs makes seat p's discard of c in a view, as the rules would,
// short of playing the rival jeweller's turn: the opponent is then to
// take.
func (s *State) discardAs(p int, c Card) {
	s.toDiscardPile(p, c)
	s.turns++
	s.toMove = uint8(1 - p)
	s.phase = phaseTake
	if s.drawN == 0 {
		s.late[s.toMove] = true
	}
}

// restart begins the belief afresh from v. A second turn of the game is
// explained from the start: the opponent drew and discarded.
func (t *tracker) restart(v *State) {
	t.fresh++
	opp := 1 - t.me
	if v.turns == 1 && int(v.start) == opp && v.phase == phaseTake && v.discardN == 1 && v.known[opp] == 0 {
		ctx := *v
		d := ctx.discard[0]
		ctx.discard[0], ctx.discardN = NoCard, 0
		ctx.drawN++
		ctx.turns, ctx.toMove = 0, uint8(opp)
		t.resetKinds(&ctx)
		t.steps = append(t.steps, beliefStep{turn: true, card: d, ctx: ctx})
		return
	}
	t.resetKinds(v)
}

// resetKinds makes every kind's belief uniform over the hands view v
// allows, and the kinds as likely as at first.
func (t *tracker) resetKinds(v *State) {
	for i := range t.kinds {
		k := &t.kinds[i]
		k.work.reset(v, t.me)
		k.workLogw = math.Log(k.prior)
	}
}

// run does up to budget units of the update (a unit weighs one hand of
// an opponent's turn for one kind); it returns the units used and
// whether the belief is up to date.
func (t *tracker) run(budget int) (used int, done bool) {
	for t.pending && used < budget {
		if t.step == len(t.steps) {
			t.finish()
			break
		}
		st := &t.steps[t.step]
		if !st.turn {
			for i := range t.kinds {
				k := &t.kinds[i]
				k.workLogw += math.Log(k.work.see(st.card))
			}
			t.step++
			used++
			continue
		}
		k := &t.kinds[t.kind]
		if t.hand == 0 {
			t.beginTurn()
		}
		for t.hand < len(k.work.hands) && used < budget {
			t.weigh(st, k, k.work.hands[t.hand], k.work.w[t.hand])
			t.hand++
			used++
		}
		if t.hand < len(k.work.hands) {
			break
		}
		t.endTurn(st, k)
		t.hand = 0
		if t.kind++; t.kind == len(t.kinds) {
			t.kind = 0
			t.step++
			t.afterTurn()
		}
	}
	return used, !t.pending
}

func (t *tracker) beginTurn() {
	if t.acc == nil {
		t.acc = make([]float64, numHands)
	}
	t.touched = t.touched[:0]
}

// weigh adds to kind k's new belief what hand h, of probability w before
// the opponent's turn st, becomes: for each card it may have drawn (or
// the top discard it took), the chance that holding h it chose as it did.
func (t *tracker) weigh(st *beliefStep, k *beliefKind, h uint32, w float64) {
	opp := 1 - t.me
	s := st.ctx
	fillHand(&s, opp, h, k.work.known)
	pTake := k.model.take(&s, opp, st.tookTop)
	if pTake <= 0 {
		return
	}
	d := st.card
	if st.tookTop {
		top := s.discard[s.discardN-1]
		s.discardN--
		s.discard[s.discardN] = NoCard
		s.hand[opp][HandSize] = top
		s.handN[opp]++
		s.known[opp] |= 1 << top
		s.phase = phaseDiscard
		if h5 := h | 1<<top; h5&(1<<d) != 0 {
			t.add(h5&^(1<<d), w*pTake*k.model.discard(&s, opp, d))
		}
		return
	}
	free := k.work.pool &^ h
	share := w * pTake / float64(bits.OnesCount32(free))
	s.drawN--
	s.handN[opp]++
	s.phase = phaseDiscard
	for m := free; m != 0; m &= m - 1 {
		c := Card(bits.TrailingZeros32(m))
		h5 := h | 1<<c
		if h5&(1<<d) == 0 {
			continue
		}
		s.hand[opp][HandSize] = c
		t.add(h5&^(1<<d), share*k.model.discard(&s, opp, d))
	}
}

func (t *tracker) add(h uint32, w float64) {
	if w <= 0 {
		return
	}
	r := setRank(h)
	if t.acc[r] == 0 {
		t.touched = append(t.touched, h)
	}
	t.acc[r] += w
}

// endTurn makes kind k's new belief of the weighed hands, and weighs the
// kind by how likely it found the turn. The opponent's discard is now
// seen; a top discard it took and kept is known in its hand.
func (t *tracker) endTurn(st *beliefStep, k *beliefKind) {
	w := &k.work
	w.hands, w.w = w.hands[:0], w.w[:0]
	for _, h := range t.touched {
		r := setRank(h)
		w.hands = append(w.hands, h)
		w.w = append(w.w, t.acc[r])
		t.acc[r] = 0
	}
	d := st.card
	w.pool &^= 1 << d
	if st.tookTop {
		top := st.ctx.discard[st.ctx.discardN-1]
		w.known |= 1 << top
	}
	w.known &^= 1 << d
	k.workLogw += math.Log(w.normalize())
}

// afterTurn starts the beliefs afresh from the view brought up to when no
// kind explains the turn (which the models' random slip should prevent).
func (t *tracker) afterTurn() {
	for i := range t.kinds {
		if !math.IsInf(t.kinds[i].workLogw, -1) {
			return
		}
	}
	t.fresh++
	t.steps = t.steps[:0]
	t.step = 0
	t.resetKinds(&t.next)
}

// finish makes the worked beliefs current, once they describe the view
// they were brought to (else they start afresh from that view).
func (t *tracker) finish() {
	if !t.kinds[0].work.matches(&t.next, t.me) {
		t.fresh++
		t.resetKinds(&t.next)
	}
	top := math.Inf(-1)
	for i := range t.kinds {
		top = max(top, t.kinds[i].workLogw)
	}
	t.cum = t.cum[:0]
	run := 0.0
	for i := range t.kinds {
		k := &t.kinds[i]
		k.cur.copyFrom(&k.work)
		k.logw = k.workLogw - top
		run += math.Exp(k.logw)
		t.cum = append(t.cum, run)
	}
	t.last = t.next
	t.valid = true
	t.pending = false
}

// fillHand puts hand h's cards into seat q's hand in s: the known cards
// stay where they are and the others fill the hidden places.
func fillHand(s *State, q int, h, known uint32) {
	hidden := h &^ known
	for j := 0; j < int(s.handN[q]); j++ {
		if s.hand[q][j] == NoCard && hidden != 0 {
			s.hand[q][j] = Card(bits.TrailingZeros32(hidden))
			hidden &= hidden - 1
		}
	}
}
