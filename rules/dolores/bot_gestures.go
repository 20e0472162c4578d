package dolores

import (
	"math"

	"salotto/rules"
)

// trust is how far seat q's word is believed: from -1 (always lies) to 1.
func trust(s *State, q int) float64 {
	return 2*(float64(s.kept[q])+1)/(float64(s.given[q])+2) - 1
}

// claimDist is the gesture mix a phrase claims.
func claimDist(ph int) (d [3]float64, ok bool) {
	switch ph {
	case SayShare, SayBoth:
		return [3]float64{1, 0, 0}, true
	case SayFight:
		return [3]float64{0, 1, 0}, true
	case SayDodge:
		return [3]float64{0, 0, 1}, true
	case SayDare:
		return [3]float64{0, 0.5, 0.5}, true
	}
	return d, false
}

// believe shifts model q toward (or, for a known liar, away from) what seat
// o announced this round.
func believe(s *State, o int, q [3]float64, weight float64) [3]float64 {
	d, ok := claimDist(int(s.claim[o]))
	if !ok {
		return q
	}
	w := trust(s, o) * weight
	for i := range q {
		if w >= 0 {
			q[i] = (1-w)*q[i] + w*d[i]
		} else {
			q[i] = q[i] * (1 + w*d[i])
		}
	}
	return normalize(q)
}

// matrix averages the share's payoffs for side over a few determinizations
// when some share cards are hidden from the bot.
func (b *smartBot) matrix(s *State, side int) [3][3]float64 {
	if b.payoffs != nil {
		return *b.payoffs
	}
	if s.hiddenS == 0 || s.viewer == int8(s.lantern) {
		return b.val.payoffs(s, side)
	}
	var a [3][3]float64
	const k = 6
	for i := 0; i < k; i++ {
		m := b.val.payoffs(s.determinize(b.r), side)
		for g := range a {
			for h := range a[g] {
				a[g][h] += m[g][h] / k
			}
		}
	}
	return a
}

// hardValuer is the hard bot's card values.
var hardValuer = valuer{Raw: 2, Fade: true}

var normalPrior = [3]float64{0.45, 0.3, 0.25}

// strategy is the bot's gesture mix for side in the share.
func (b *smartBot) strategy(s *State, p, side int) [3]float64 {
	a := b.matrix(s, side)
	o := s.part(1 - side)
	if int8(o) == s.ruse {
		// The other sees our gesture first: take the best worst case.
		var worst [3]float64
		for g := 0; g < 3; g++ {
			worst[g] = min(a[g][0], a[g][1], a[g][2])
		}
		return onehot(argmax(worst))
	}
	switch b.level {
	case 0:
		var e [3]float64
		for g := 0; g < 3; g++ {
			for h := 0; h < 3; h++ {
				e[g] += a[g][h] / 3
			}
		}
		m := [3]float64{1, 1, 1}
		m[argmax(e)] += 1.5
		return normalize(m)
	case 1:
		q := believe(s, o, normalPrior, 0.6)
		return onehot(bestResponse(&a, q))
	}
	if b.riskAware {
		a = riskAdjust(s, p, o, a)
	}
	x, y, _ := solve(&a, 300)
	var models [numModels][3]float64
	models[modelEquilibrium] = y
	for h := 0; h < 3; h++ {
		models[modelHabit][h] = float64(s.gcount[o][h]) + 2*y[h]
	}
	models[modelHabit] = normalize(models[modelHabit])
	at := transpose(&a)
	models[modelNaive] = onehot(bestResponse(&at, believe(s, p, normalPrior, 0.6)))
	models[modelUniform] = [3]float64{1.0 / 3, 1.0 / 3, 1.0 / 3}
	models[modelLiteral], models[modelLiar] = models[modelUniform], models[modelUniform]
	if d, ok := claimDist(int(s.claim[o])); ok {
		// The word, trusted as far as the speaker's public record allows.
		models[modelLiteral] = believe(s, o, normalize([3]float64{d[0] + 0.1, d[1] + 0.1, d[2] + 0.1}), 0.5)
		models[modelLiar] = normalize([3]float64{1.1 - d[0], 1.1 - d[1], 1.1 - d[2]})
	}
	b.pending, b.pendOpp, b.pendPred = true, o, models
	b.pendSeen = int(s.gcount[o][0]) + int(s.gcount[o][1]) + int(s.gcount[o][2])
	w := b.weights(o)
	var q [3]float64
	conf := 0.0
	for k := range models {
		for h := 0; h < 3; h++ {
			q[h] += w[k] * models[k][h]
		}
		conf = max(conf, w[k])
	}
	br := onehot(bestResponse(&a, q))
	c := min(0.9, max(0.55, conf))
	var mix [3]float64
	for g := 0; g < 3; g++ {
		mix[g] = (1-c)*x[g] + c*br[g]
	}
	return mix
}

// riskAdjust bends the payoffs toward winning rather than scoring: the
// standing after the share passes through T·tanh(x/T), concave when ahead
// (play safe) and convex when behind (take chances). T shrinks as the pile
// runs down and the end nears.
func riskAdjust(s *State, p, o int, a [3][3]float64) [3][3]float64 {
	d := float64(s.Score(p) - s.Score(o))
	t := 3 + float64(s.pileN)/3
	f := func(x float64) float64 { return t * math.Tanh(x/t) }
	for g := range a {
		for h := range a[g] {
			a[g][h] = f(d+a[g][h]) - f(d)
		}
	}
	return a
}

// weights turns the models' scores against rival o into a mix.
func (b *smartBot) weights(o int) (w [numModels]float64) {
	best := -1e18
	for _, l := range b.loglik[o] {
		best = max(best, l)
	}
	sum := 0.0
	for k, l := range b.loglik[o] {
		w[k] = math.Exp(l - best)
		sum += w[k]
	}
	for k := range w {
		w[k] /= sum
	}
	return w
}

// learn scores the rival models once the gesture they predicted is revealed.
func (b *smartBot) learn(s *State) {
	if !b.pending {
		return
	}
	o := b.pendOpp
	seen := int(s.gcount[o][0]) + int(s.gcount[o][1]) + int(s.gcount[o][2])
	if seen == b.pendSeen {
		return
	}
	b.pending = false
	side := -1
	for i, q := range s.lastPart {
		if int(q) == o {
			side = i
		}
	}
	if side < 0 || s.lastGest[side] < 0 || s.lastGest[side] >= NumGestures {
		return
	}
	g := s.lastGest[side]
	for k := range b.pendPred {
		b.loglik[o][k] += math.Log(b.pendPred[k][g] + 0.05)
	}
}

func onehot(i int) (v [3]float64) {
	v[i] = 1
	return v
}

func bestResponse(a *[3][3]float64, q [3]float64) int {
	var e [3]float64
	for g := 0; g < 3; g++ {
		for h := 0; h < 3; h++ {
			e[g] += a[g][h] * q[h]
		}
	}
	return argmax(e)
}

// gesture chooses, after perhaps announcing something first.
func (b *smartBot) gesture(s *State, p int) rules.Move {
	side := s.sideOf(p)
	if side < 0 || s.gest[side] != none {
		return b.predict(s, p)
	}
	// A new round, or the other player has spoken since: decide again.
	o := s.part(1 - side)
	key := int(s.shares)<<12 | int(s.gcount[p][0]+s.gcount[p][1]+s.gcount[p][2])<<4 | int(s.said[o])
	if key != b.intentKey {
		b.intentKey = key
		g := sample(b.r, b.strategy(s, p, side))
		// An honest bot that can no longer speak keeps to its word.
		if kept, ok := phraseKept(int(s.claim[p]), g); b.pers == Honest && ok && !kept && s.said[p] >= MaxSayings {
			g = b.intent
		}
		b.intent = g
		if ph, ok := b.talk(s, p); ok && (s.claim[p] < 0 || !keeps(int(s.claim[p]), g)) {
			return mv(KindSay, ph, 0, 0)
		}
	}
	return mv(KindGesture, b.intent, 0, 0)
}

// keeps reports whether gesture g keeps the word phrase ph gives.
func keeps(ph, g int) bool {
	kept, _ := phraseKept(ph, g)
	return kept
}

// talk: what to announce about the intended gesture, by personality.
func (b *smartBot) talk(s *State, p int) (int, bool) {
	if s.said[p] >= MaxSayings {
		return 0, false
	}
	switch b.pers {
	case Honest:
		if b.intent == Share {
			return SayBoth, true
		}
		return SayDare, true
	case Bluffer:
		switch b.intent {
		case Fight:
			return SayBoth, true
		case Share:
			if b.r.IntN(2) == 0 {
				return SayFight, true
			}
			return SayBoth, true
		}
		return SayShare, true
	}
	return 0, false
}

// predict: the Wager's guess, the likeliest pair of gestures.
func (b *smartBot) predict(s *State, p int) rules.Move {
	a := b.matrix(s, sideDealer)
	x, y, _ := solve(&a, 200)
	x = believe(s, s.part(sideDealer), x, 0.5)
	y = believe(s, s.part(sideLeft), y, 0.5)
	return mv(KindPredict, argmax(x), argmax(y), 0)
}
