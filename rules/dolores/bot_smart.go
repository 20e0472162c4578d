package dolores

import (
	"math"
	"math/rand/v2"

	"salotto/rules"
)

// smartBot plays the easy, normal and hard levels. All three value cards by
// how they change their own score and the other player's (gain in eval.go).
//
//   - easy picks gestures from a fixed mix with a lean toward the better
//     ones, takes the best card on a Dodge, and uses its cards on simple rules.
//   - normal best-responds to a fixed guess of the other gesture, shifted by
//     what the other announced, weighed by their record of keeping their word.
//   - hard solves each share as a 3×3 simultaneous game (regret matching to
//     a near-equilibrium mix), models the other player by a blend of that
//     equilibrium, their revealed habits, their announcement (trusted as far
//     as their record allows) and what a simple player would do, and mixes a
//     best response with the equilibrium. It decides when to use each card by
//     comparing the share's value with and without it, sampling the unseen
//     cards for Ebb and Convoy.
type smartBot struct {
	level int // 0 easy, 1 normal, 2 hard
	pers  int
	val   valuer
	r     *rand.Rand
	move  rules.Move
	buf   []rules.Move

	// The gesture decided on before talking, for one round of one share.
	intentKey int
	intent    int

	// Hard: models of each rival's gestures, scored by how well they
	// predicted what the rival then showed (log-likelihood per model).
	loglik   [4][numModels]float64
	pending  bool
	pendOpp  int
	pendSeen int // the rival's reveals so far when predicted
	pendPred [numModels][3]float64
}

// Rival models the hard bot weighs.
const (
	modelEquilibrium = iota // the share's equilibrium mix
	modelHabit              // the rival's gestures so far
	modelNaive              // a best response to a fixed guess of our gesture
	modelLiteral            // believes the rival's announcement
	modelLiar               // the opposite of the announcement
	modelUniform            // no idea
	numModels
)

func newSmartBot(level string, pers int, seed uint64) *smartBot {
	l := map[string]int{"easy": 0, "normal": 1, "hard": 2}[level]
	b := &smartBot{level: l, pers: pers, r: rand.New(rand.NewPCG(seed, 0xd0105e5)),
		buf: make([]rules.Move, 0, 128), intentKey: -1, val: valuer{Raw: 0.6}}
	if l == 2 {
		b.val = hardValuer
	}
	return b
}

func (b *smartBot) Think(int) bool     { return true }
func (b *smartBot) Decide() rules.Move { return b.move }

func (b *smartBot) Begin(view rules.State, p int) {
	s, ok := view.(*State)
	if ok {
		b.learn(s)
	}
	b.buf = view.Legal(p, b.buf[:0])
	if len(b.buf) == 0 {
		return
	}
	b.move = b.buf[0]
	if !ok {
		b.move = b.buf[b.r.IntN(len(b.buf))]
		return
	}
	switch s.phase {
	case phLantern:
		b.move = b.yesNo(s.sideOf(p) >= 0, KindMiB, BrokenLantern)
	case phLookout:
		b.move = b.yesNo(!b.leading(s, p), KindMiB, Lookout)
	case phLanternTalk:
		b.move = b.lanternTalk(s, p)
	case phWindow:
		b.move = b.window(s, p)
	case phGesture:
		b.move = b.gesture(s, p)
	case phRuse:
		side := s.sideOf(p)
		a := b.val.payoffs(s, side)
		h := int(s.gest[1-side])
		b.move = mv(KindGesture, argmax([3]float64{a[0][h], a[1][h], a[2][h]}), 0, 0)
	case phMixup:
		b.move = b.yesNo(b.wantMixup(s, p), KindMiB, MixUp)
	case phWagerPick, phDodgePick:
		b.move = b.pick(s, p)
	case phCollection:
		b.move = b.dropCollection(s, p)
	case phTheft:
		b.move = b.theft(s, p)
	}
}

func (b *smartBot) yesNo(yes bool, kind uint8, a int) rules.Move {
	if yes {
		return mv(kind, a, 0, 0)
	}
	return mv(KindPass, 0, 0, 0)
}

// leading reports whether p's score is strictly the best.
func (b *smartBot) leading(s *State, p int) bool {
	me := s.Score(p)
	for q := 0; q < int(s.n); q++ {
		if q != p && s.Score(q) >= me {
			return false
		}
	}
	return true
}

// full returns a playable state for evaluation: the view itself when it
// hides nothing in the share, else a determinization.
func (b *smartBot) full(s *State) *State {
	return s.determinize(b.r)
}

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
	if s.hiddenS == 0 || s.viewer == int8(s.lantern) {
		return b.val.payoffs(s, side)
	}
	var a [3][3]float64
	const k = 6
	for i := 0; i < k; i++ {
		m := b.val.payoffs(b.full(s), side)
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
	key := int(s.shares)<<8 | int(s.gcount[p][0]+s.gcount[p][1]+s.gcount[p][2])
	if key != b.intentKey {
		b.intentKey = key
		b.intent = sample(b.r, b.strategy(s, p, side))
		if ph, ok := b.talk(s, p); ok {
			return mv(KindSay, ph, 0, 0)
		}
	}
	return mv(KindGesture, b.intent, 0, 0)
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
		case Conflict:
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
		base += b.shareValue(b.full(s), p) / float64(samples)
	}
	best, bestV := pass, 0.6 // a card is kept unless it gains this much
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
			v = worst - eq - 0.4
		default:
			for i := 0; i < samples; i++ {
				d := b.full(s)
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
	return v-got > 1.5
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
			if s.gest[o] == Conflict || int(m.A)/3 == o {
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
		c := Card(t*10 + map[int]int{1: 0, 2: 7, 3: 9}[val])
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
