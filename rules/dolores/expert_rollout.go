package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// roller plays a position out to the end for the expert's search, with a
// policy better than random yet cheap enough for a thousand playouts a
// decision: both participants draw their gesture from the equilibrium of
// the share's immediate worth (the hard bot's valuer); every other choice
// is the easy bot's, quiet (a Dodge's best card, the cheapest collection
// to drop, a card used now and then).
type roller struct {
	sb  *smartBot
	pcg rand.PCG
	who []int

	// The current round's equilibrium, shared by both participants.
	eqKey  int
	eq     [2][3]float64 // by side
	scores [4]int
}

func newRoller() *roller {
	x := &roller{sb: newSmartBot("easy", Quiet, 0)}
	x.sb.val = hardValuer
	x.sb.r = rand.New(&x.pcg)
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
		p := x.who[0]
		var m rules.Move
		if side := s.sideOf(p); s.phase == phGesture && side >= 0 && s.gest[side] == none {
			m = mv(KindGesture, sample(x.sb.r, x.equilibrium(s)[side]), 0, 0)
		} else {
			x.sb.Begin(s, p)
			m = x.sb.move
		}
		s.Apply(p, m)
	}
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
