package dolores

import "math/rand/v2"

// The bots' evaluation: the worth of cards to a player is the change in
// their score by the rulebook's scoring, plus a little for the crates'
// raw value (more goods leave room to shape collections later) and a fixed
// worth for each Message in a Bottle card.

var mibWorth = [NumMiB]float64{
	BrokenLantern: 0.5, Lookout: 0.5, Theft: 2, Swirl: 0.7, Ebb: 0.5,
	Convoy: 0.6, Ruse: 1, MixUp: 0.7, Wager: 0.6,
}

// valuer values cards for a bot: Raw is the weight of crates' raw value
// beside the change in score; with Fade the weight shrinks as the pile runs
// down (late in the game only the score counts).
type valuer struct {
	Raw  float64
	Fade bool
}

func (v valuer) raw(s *State) float64 {
	if !v.Fade {
		return v.Raw
	}
	return v.Raw * min(1, float64(s.pileN)/40)
}

// gain is the worth to seat p of receiving cards.
func (v valuer) gain(s *State, p int, cards []Card) float64 {
	rw := v.raw(s)
	sums := s.sums[p]
	before := scoreSums(&sums)
	extra := 0.0
	for _, c := range cards {
		switch {
		case c.IsGoods():
			sums[c.Type()] += uint8(c.Value())
			extra += rw * float64(c.Value())
		case c.IsMiB():
			extra += mibWorth[c.MiB()]
		}
	}
	return float64(scoreSums(&sums)-before) + extra
}

// dropLoss is what seat p loses, at best, by discarding one whole collection.
func (v valuer) dropLoss(s *State, p int) float64 {
	sums := s.sums[p]
	before := scoreSums(&sums)
	best, any := -1<<30, false
	raw := 0
	for t, v := range sums {
		if v == 0 {
			continue
		}
		any = true
		sums[t] = 0
		if sc := scoreSums(&sums); sc > best {
			best, raw = sc, int(v)
		}
		sums[t] = v
	}
	if !any {
		return 0
	}
	return float64(before-best) + v.raw(s)*float64(raw)
}

// sideCards lists the cards on a side of the share (all sides if side < 0).
func (s *State) sideCards(side int, dst []Card) []Card {
	lo, hi := 0, 6
	if side >= 0 {
		lo, hi = side*3, side*3+3
	}
	for i := lo; i < hi; i++ {
		if s.share[i] != NoCard {
			dst = append(dst, s.share[i])
		}
	}
	return dst
}

// payoffs is the share as a 3×3 game for the participant on side me:
// a[g][h] is (my gain − the other's gain) when I show g and they show h.
// Dodgers pick the card best for themselves.
func (v valuer) payoffs(s *State, me int) (a [3][3]float64) {
	op := 1 - me
	pm, po := s.part(me), s.part(op)
	var bm, bo, ball [6]Card
	mine := s.sideCards(me, bm[:0])
	theirs := s.sideCards(op, bo[:0])
	all := s.sideCards(-1, ball[:0])
	gm, go_ := v.gain(s, pm, mine), v.gain(s, po, theirs)
	allM, allO := v.gain(s, pm, all), v.gain(s, po, all)
	a[Share][Share] = gm - go_
	a[Fight][Share] = allM
	a[Share][Fight] = -allO
	a[Fight][Fight] = 0
	a[Dodge][Dodge] = -v.dropLoss(s, pm) + v.dropLoss(s, po)
	a[Dodge][Share] = v.bestDodge(s, pm, po, all, theirs)
	a[Dodge][Fight] = v.bestDodge(s, pm, po, all, all)
	a[Share][Dodge] = -v.bestDodge(s, po, pm, all, mine)
	a[Fight][Dodge] = -v.bestDodge(s, po, pm, all, all)
	return a
}

// bestDodge: the dodger d picks one card of all; the other seat o then gets
// rest without it (its own side's cards after a Share, all the cards after
// a Fight). It returns the dodger's best (own gain − other's gain).
func (v valuer) bestDodge(s *State, d, o int, all, rest []Card) float64 {
	best := -1e9
	var buf [6]Card
	for i, c := range all {
		r := buf[:0]
		for _, x := range rest {
			if x != c {
				r = append(r, x)
			}
		}
		if x := v.gain(s, d, all[i:i+1]) - v.gain(s, o, r); x > best {
			best = x
		}
	}
	return best
}

// solve finds near-equilibrium mixed strategies of the zero-sum game a (row
// player maximises) by regret matching, and the game's value.
func solve(a *[3][3]float64, iters int) (x, y [3]float64, v float64) {
	var rx, ry, sx, sy [3]float64
	for t := 0; t < iters; t++ {
		cx, cy := normalize(rx), normalize(ry) // regret matching: play in proportion to positive regret
		var ux, uy [3]float64
		ev := 0.0
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				ux[i] += a[i][j] * cy[j]
				uy[j] -= a[i][j] * cx[i]
			}
			ev += cx[i] * ux[i]
		}
		for i := 0; i < 3; i++ {
			rx[i] = max(0, rx[i]+ux[i]-ev)
			ry[i] = max(0, ry[i]+uy[i]+ev)
			sx[i] += cx[i]
			sy[i] += cy[i]
		}
	}
	x, y = normalize(sx), normalize(sy)
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			v += x[i] * y[j] * a[i][j]
		}
	}
	return x, y, v
}

// normalize scales v to sum to 1 (uniform when it sums to nothing).
func normalize(v [3]float64) [3]float64 {
	sum := v[0] + v[1] + v[2]
	if sum <= 0 {
		return [3]float64{1.0 / 3, 1.0 / 3, 1.0 / 3}
	}
	return [3]float64{v[0] / sum, v[1] / sum, v[2] / sum}
}

// transpose gives the other side's view of a zero-sum payoff matrix.
func transpose(a *[3][3]float64) (b [3][3]float64) {
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			b[j][i] = -a[i][j]
		}
	}
	return b
}

func sample(r *rand.Rand, p [3]float64) int {
	u := r.Float64()
	for i := 0; i < 2; i++ {
		if u < p[i] {
			return i
		}
		u -= p[i]
	}
	return 2
}

func argmax(v [3]float64) int {
	b := 0
	for i := 1; i < 3; i++ {
		if v[i] > v[b] {
			b = i
		}
	}
	return b
}
