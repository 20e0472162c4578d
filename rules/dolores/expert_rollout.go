package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// roller plays a position out to the end for the expert's search, with a
// policy better than random yet cheap enough for a thousand playouts a
// decision: both participants draw their gesture from the equilibrium of
// the share's immediate worth (the hard bot's valuer), a Ruse answers the
// shown gesture at its best, a Dodge or Wager pick, a dropped collection
// and a Theft are the normal bot's, a Lookout is used by whoever is not
// leading, and every other card is kept.
type roller struct {
	sb  *smartBot // the normal bot's card choices, and the move buffer
	r   *rand.Rand
	pcg rand.PCG
	evs []rules.Event
	who []int

	// The current round's equilibrium, shared by both participants.
	eqKey  int
	eq     [2][3]float64 // by side
	scores [4]int
}

func newRoller() *roller {
	x := &roller{sb: newSmartBot("normal", Quiet, 0), eqKey: -1}
	x.sb.val = hardValuer
	x.r = rand.New(&x.pcg)
	return x
}

// playOut plays s to its end, its chances drawn from a stream seeded by
// seed: the same seed gives the same stream, so positions that differ by
// one choice are played out alike.
func (x *roller) playOut(s *State, seed uint64) {
	x.pcg.Seed(seed, seed^0x0d010e5)
	x.eqKey = -1
	for !s.Done() {
		x.who = s.ToAct(x.who[:0])
		if len(x.who) == 0 {
			return
		}
		p := x.who[0]
		x.evs = s.apply(x.evs[:0], p, x.move(s, p))
	}
}

// move is the policy's choice for seat p, who must act in s.
func (x *roller) move(s *State, p int) rules.Move {
	b := x.sb
	b.buf = s.Legal(p, b.buf[:0])
	pass := mv(KindPass, 0, 0, 0)
	switch s.phase {
	case phLookout:
		return b.yesNo(!b.leading(s, p), KindMiB, Lookout)
	case phGesture:
		side := s.sideOf(p)
		if side < 0 || s.gest[side] != none {
			e := x.equilibrium(s)
			return mv(KindPredict, argmax(e[sideDealer]), argmax(e[sideLeft]), 0)
		}
		return mv(KindGesture, sample(x.r, x.equilibrium(s)[side]), 0, 0)
	case phRuse:
		side := s.sideOf(p)
		a := b.val.payoffs(s, side)
		h := int(s.gest[1-side])
		return mv(KindGesture, argmax([3]float64{a[0][h], a[1][h], a[2][h]}), 0, 0)
	case phWagerPick, phDodgePick:
		return b.pick(s, p)
	case phCollection:
		return b.dropCollection(s, p)
	case phTheft:
		return b.theft(s, p)
	case phLantern, phLanternTalk, phWindow, phMixup:
		return pass
	}
	return b.buf[0]
}

// equilibrium is the round's mixed strategies by side, solved once.
func (x *roller) equilibrium(s *State) *[2][3]float64 {
	key := int(s.shares)<<8 | int(s.gcount[s.part(0)][0]+s.gcount[s.part(0)][1]+s.gcount[s.part(0)][2])
	if key != x.eqKey {
		x.eqKey = key
		a := x.sb.val.payoffs(s, sideLeft)
		x.eq[sideLeft], x.eq[sideDealer], _ = solve(&a, 60)
	}
	return &x.eq
}

// reward is what a finished game is worth to seat q: its share of the win,
// and a little for its margin over the best other seat, so that a search
// whose outcome is settled still prefers the wider win or the closer loss.
func (x *roller) reward(s *State, q int) float64 {
	best, k := -1, 0
	for p := 0; p < int(s.n); p++ {
		x.scores[p] = scoreSums(&s.sums[p])
		switch {
		case x.scores[p] > best:
			best, k = x.scores[p], 1
		case x.scores[p] == best:
			k++
		}
	}
	other := -1
	for p := 0; p < int(s.n); p++ {
		if p != q {
			other = max(other, x.scores[p])
		}
	}
	margin := float64(x.scores[q]-other) / 20
	w := 0.0
	if x.scores[q] == best {
		w = 1 / float64(k)
	}
	return 0.9*w + 0.1*max(-1, min(1, margin))
}
