package dolores

import (
	"salotto/rules"
)

// shareValue is the equilibrium value of the share to seat p: for a
// participant its value in the 3×3 game; for others minus the larger
// participant gain (a rough "keep the others down").
func (b *smartBot) shareValue(s *State, p int) float64 {
	side := s.sideOf(p)
	if side >= 0 {
		a := b.val.payoffs(s, side)
		_, _, v := solve(&a, 150)
		return v
	}
	var bc [6]Card
	all := s.sideCards(-1, bc[:0])
	return -0.5 * max(b.val.gain(s, s.part(0), all), b.val.gain(s, s.part(1), all))
}

// window decides which card, if any, to use after the deal.
func (b *smartBot) window(s *State, p int) rules.Move {
	pass := mv(KindPass, 0, 0, 0)
	if b.level == 0 {
		if b.r.IntN(3) == 0 {
			return b.buf[b.r.IntN(len(b.buf))]
		}
		return pass
	}
	samples := 3
	if b.level == 2 {
		samples = 8
	}
	base := 0.0
	for i := 0; i < samples; i++ {
		base += b.shareValue(s.determinize(b.r), p) / float64(samples)
	}
	best, bestV := pass, b.keepWorth(s) // a card is kept unless it gains more
	for _, m := range b.buf {
		if m.Kind != KindMiB {
			continue
		}
		v := 0.0
		switch int(m.A) {
		case Wager:
			v = b.wagerGain(s)
		case Ruse:
			side := s.sideOf(p)
			a := b.matrix(s, side)
			_, _, eq := solve(&a, 150)
			worst := 1e9
			for h := 0; h < 3; h++ {
				worst = min(worst, max(a[0][h], a[1][h], a[2][h]))
			}
			v = worst - eq
		default:
			for i := 0; i < samples; i++ {
				d := s.determinize(b.r)
				if _, err := d.Apply(p, m); err != nil {
					continue
				}
				if d.Done() {
					end := -3.0
					if b.leading(d, p) {
						end = 3
					}
					v += end / float64(samples)
					continue
				}
				v += (b.shareValue(d, p) - base) / float64(samples)
			}
		}
		if v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// keepWorth is what keeping a card for later is worth: an unused card
// scores nothing, so as the pile runs down (Dawn lies in the last 16 cards)
// the bot uses its cards for smaller gains.
func (b *smartBot) keepWorth(s *State) float64 {
	return 0.8 * min(1, max(0.1, (float64(s.pileN)-12)/30))
}

// wagerGain estimates a Wager: the chance both gestures are guessed right
// times the best card's worth.
func (b *smartBot) wagerGain(s *State) float64 {
	a := b.matrix(s, sideDealer)
	x, y, _ := solve(&a, 200)
	var bc [6]Card
	best := 0.0
	for _, c := range s.sideCards(-1, bc[:0]) {
		best = max(best, float64(c.Value())+0.5)
	}
	return x[argmax(x)]*y[argmax(y)]*best - 0.5
}

// wantMixup: replay the share if the revealed outcome is much worse than
// its value.
func (b *smartBot) wantMixup(s *State, p int) bool {
	if b.level == 0 {
		return b.r.IntN(4) == 0
	}
	side := s.sideOf(p)
	if side < 0 {
		return false
	}
	a := b.val.payoffs(s, side)
	_, _, v := solve(&a, 150)
	got := a[s.gest[side]][s.gest[1-side]]
	return v-got > 2*b.keepWorth(s)
}

// pick takes the card worth most to the bot, counting what the other
// player would get in its place.
func (b *smartBot) pick(s *State, p int) rules.Move {
	best, bestV := b.buf[0], -1e9
	side := s.sideOf(p)
	for _, m := range b.buf {
		c := s.share[m.A]
		v := b.val.gain(s, p, []Card{c})
		if side >= 0 && b.level > 0 {
			o := 1 - side
			if s.gest[o] == Fight || int(m.A)/3 == o {
				v += b.val.gain(s, s.part(o), []Card{c}) * 0.8
			}
		}
		if v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// dropCollection discards the collection whose loss costs least.
func (b *smartBot) dropCollection(s *State, p int) rules.Move {
	best, bestV := b.buf[0], -1<<30
	for _, m := range b.buf {
		sums := s.sums[p]
		sums[m.A] = 0
		if v := scoreSums(&sums)*4 - int(s.sums[p][m.A]); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// theft steals what gains most and hurts the strongest rival most.
func (b *smartBot) theft(s *State, p int) rules.Move {
	best, bestV := b.buf[0], -1e9
	for _, m := range b.buf {
		q, t, val := int(m.A), int(m.B), int(m.C)
		c := cr(t, val, 0)
		sums := s.sums[q]
		before := scoreSums(&sums)
		sums[t] -= uint8(val)
		hurt := float64(before - scoreSums(&sums))
		w := 0.5
		if s.Score(q) >= s.Score(p) {
			w = 1
		}
		if v := b.val.gain(s, p, []Card{c}) + w*hurt; v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// lanternTalk: honest bots tell, bluffers say the opposite, quiet bots pass.
func (b *smartBot) lanternTalk(s *State, p int) rules.Move {
	rich := s.shareWorth() >= richShare
	switch b.pers {
	case Honest:
		rich = rich == true
	case Bluffer:
		rich = !rich
	default:
		return mv(KindPass, 0, 0, 0)
	}
	if rich {
		return mv(KindSay, SayRich, 0, 0)
	}
	return mv(KindSay, SayPoor, 0, 0)
}
