package necklace

import (
	"math"
	"testing"

	"salotto/rules"
)

// expertGame plays a game of opts from seed with a small expert in seat 0
// and other in seat 1 (none in solo play), calling check after each of
// the expert's decisions with the real state.
func expertGame(t *testing.T, opts rules.Options, seed uint64, e *ExpertBot, other rules.Agent, check func(s *State)) *State {
	t.Helper()
	s := setup(t, opts, seed)
	for !s.Done() {
		p := s.ToMove()
		var a rules.Agent = e
		if p != 0 {
			a = other
		}
		a.Begin(s.View(p), p)
		for !a.Think(64) {
		}
		if p == 0 {
			check(s)
		}
		if _, err := s.Apply(p, a.Decide()); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// beliefOf is the probability the expert's belief gives the opponent's
// real hand in s.
func beliefOf(e *ExpertBot, s *State) float64 {
	opp := 1 - e.me
	return e.track.prob(cardMask(s.hand[opp][:s.handN[opp]]))
}

// TestExpertFollowsTheGame: through whole games, duels and solo, with
// every deck, the expert's belief is brought up to date from each
// decision's view to the next without ever starting afresh, it describes
// the view, every hand it allows holds the cards the opponent was seen to
// take from the discard pile and still keeps, and it never rules out the
// hand the opponent really holds.
func TestExpertFollowsTheGame(t *testing.T) {
	for i, opts := range allOptions() {
		for seed := uint64(0); seed < 3; seed++ {
			e := NewExpertBot(seed)
			e.rollouts = 40
			decisions := 0
			expertGame(t, opts, seed+uint64(10*i), e, NewNormalBot(seed), func(s *State) {
				decisions++
				v := s.View(0).(*State)
				if !e.track.belief().matches(v, 0) {
					t.Fatalf("options %v seed %d: the belief does not describe the view", opts, seed)
				}
				for _, k := range e.track.kinds {
					for j, h := range k.cur.hands {
						if h&v.known[1] != v.known[1] && k.cur.w[j] > 0 {
							t.Fatalf("options %v seed %d, turn %d: a hand of the belief lacks a card the opponent was seen to take", opts, seed, s.turns)
						}
					}
				}
				if beliefOf(e, s) <= 0 {
					t.Fatalf("options %v seed %d, turn %d: the belief rules out the real hand", opts, seed, s.turns)
				}
			})
			if e.track.fresh != 1 {
				t.Fatalf("options %v seed %d: the belief started afresh %d times in %d decisions", opts, seed, e.track.fresh, decisions)
			}
		}
	}
}

// TestBeliefOfARandomPlayerIsUniform: were the opponent to choose at
// random, what it chose would say nothing of its cards, and every hand
// the view allows would stay equally likely. The weighing of every card
// the opponent may have drawn, and of the one it must have drawn when it
// discards a card no hand of the belief holds, is exact only then.
func TestBeliefOfARandomPlayerIsUniform(t *testing.T) {
	for seed := uint64(0); seed < 6; seed++ {
		e := NewExpertBot(seed)
		e.rollouts = 20
		for i := range e.track.kinds {
			e.track.kinds[i].model.slip = 1
		}
		checked := 0
		expertGame(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow"}}, seed, e, NewEasyBot(seed), func(s *State) {
			for _, k := range e.track.kinds {
				w := k.cur.w
				for _, x := range w {
					if math.Abs(x-w[0]) > 1e-9 {
						t.Fatalf("seed %d, turn %d: weights %v and %v in a belief of a random player", seed, s.turns, w[0], x)
					}
				}
				if math.Abs(k.logw) > 1e-9 {
					t.Fatalf("seed %d, turn %d: a kind of random player is %v less likely than another", seed, s.turns, k.logw)
				}
			}
			checked++
		})
		if checked < 3 {
			t.Fatalf("seed %d: %d decisions", seed, checked)
		}
	}
}

// TestExpertDealsAgreeWithTheView: as an information-set search's
// resampler must, every deal the expert plays out is a full state its
// seat could not tell from the real one (its view of the deal is its
// view), and the belief draws only hands the view allows.
func TestExpertDealsAgreeWithTheView(t *testing.T) {
	for i, opts := range allOptions() {
		if i%3 != 0 {
			continue
		}
		e := NewExpertBot(uint64(i))
		e.rollouts = 30
		expertGame(t, opts, uint64(i), e, NewHardBot(300, 1), func(s *State) {
			view := s.View(0).(*State)
			var d State
			for k := 0; k < 50; k++ {
				beliefDeal(e, &d)
				checkConservation(t, &d)
				if d.IsView() || d.View(0).(*State).Hash() != view.Hash() {
					t.Fatalf("options %v, turn %d: a deal the view could tell from the game", opts, s.turns)
				}
			}
		})
	}
}

// TestExpertReadsItsOpponent: what the opponent chooses tells the expert
// about its hand. From the third turn on, the belief gives the hand the
// opponent really holds several times the probability a uniform guess
// among the hands the view allows would: many times against the normal
// bot, whose choices its closest kind of player models, and still
// clearly against the easy bot, which often chooses otherwise.
func TestExpertReadsItsOpponent(t *testing.T) {
	for _, tc := range []struct {
		opp  string
		want float64 // least mean log of the real hand's probability over uniform
	}{{"normal", 1.5}, {"easy", 0.5}} {
		sum, n := 0.0, 0
		for seed := uint64(0); seed < 30; seed++ {
			e := NewExpertBot(seed)
			e.rollouts = 10
			o, _ := Game{}.NewBot(tc.opp, seed)
			expertGame(t, rules.Options{Players: 2}, seed+500, e, o, func(s *State) {
				if s.turns < 3 || s.phase != phaseTake {
					return
				}
				sum += math.Log(beliefOf(e, s) * float64(len(e.track.belief().hands)))
				n++
			})
		}
		if got := sum / float64(n); got < tc.want {
			t.Errorf("against %s: the real hand is e^%.2f times a uniform guess, want e^%.1f at least", tc.opp, got, tc.want)
		} else {
			t.Logf("against %s: the real hand is e^%.2f times a uniform guess (%d decisions)", tc.opp, got, n)
		}
	}
}
