package dolores

import (
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
//     best response with the equilibrium. Its payoffs count the standing
//     after the share through a curve that plays safe when ahead and takes
//     chances when behind, more so as the end nears (riskAdjust). It
//     decides when to use each card by
//     comparing the share's value with and without it, sampling the unseen
//     cards for Ebb and Convoy.
type smartBot struct {
	level int // 0 easy, 1 normal, 2 hard
	pers  int
	val   valuer
	// riskAware: the hard bot plays for the win, not the points.
	riskAware bool
	r         *rand.Rand
	move      rules.Move
	buf       []rules.Move

	// payoffs, when set, are the share's payoffs as the expert's search
	// found them, in place of the cards' immediate worth.
	payoffs *[3][3]float64

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
		b.riskAware = true
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
