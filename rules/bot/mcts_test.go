package bot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
	"salotto/rules/bot"
	"salotto/rules/ruletest/toy"
)

func setup(t testing.TB, g rules.Game, players int, variant map[string]string, seed uint64) rules.State {
	t.Helper()
	s, err := g.Setup(rules.Options{Players: players, Variant: variant}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func decide(a rules.Agent, s rules.State, p int) rules.Move {
	a.Begin(s, p)
	for !a.Think(64) {
	}
	return a.Decide()
}

// In two-player Nim (take 1 to 3) the winning move leaves a multiple of 4.
func TestMCTSFindsTheNimWin(t *testing.T) {
	for pile := 5; pile <= 11; pile++ {
		if pile%4 == 0 {
			continue
		}
		s := setup(t, toy.Nim{}, 2, map[string]string{"pile": fmt.Sprint(pile), "start": "0"}, 1)
		m := decide(bot.NewMCTS(bot.Config{Iterations: 3000, Seed: uint64(pile)}), s, 0)
		if want := pile % 4; int(m.A) != want {
			t.Errorf("pile %d: bot took %d, the win takes %d", pile, m.A, want)
		}
	}
}

// twoWorlds returns two Prizes positions that seat 0 cannot tell apart: the
// same prize on offer and seat 1 has bid, but the prize deck's order and
// seat 1's face-down card differ.
func twoWorlds(t *testing.T) (a, b rules.State) {
	variant := map[string]string{"cards": "7"}
	first := setup(t, toy.Prizes{}, 3, variant, 1)
	for seed := uint64(2); ; seed++ {
		other := setup(t, toy.Prizes{}, 3, variant, seed)
		if other.View(0).Hash() == first.View(0).Hash() && other.Hash() != first.Hash() {
			a, b = first, other
			break
		}
		if seed > 5000 {
			t.Fatal("no second deal with the same prize on offer")
		}
	}
	if _, err := a.Apply(1, rules.Move{Kind: 1, A: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Apply(1, rules.Move{Kind: 1, A: 7}); err != nil {
		t.Fatal(err)
	}
	return a, b
}

// peek wraps a full state so that its "view" is the full state itself: a bot
// given it would search the real hidden cards. It shows that the test below
// can tell a bot that peeks from one that does not.
type peek struct{ rules.State }

func (p peek) IsView() bool                       { return true }
func (p peek) View(int) rules.State               { return p }
func (p peek) Determinize(*rand.Rand) rules.State { return p.State.Clone() }
func (p peek) Clone() rules.State                 { return peek{p.State.Clone()} }

func TestISMCTSDecisionIgnoresTheHiddenState(t *testing.T) {
	a, b := twoWorlds(t)
	for _, det := range []bool{true, false} {
		run := func(s rules.State) (rules.Move, []bot.MoveStat) {
			m := bot.NewMCTS(bot.Config{Iterations: 2000, Seed: 7, Determinize: det})
			m.Begin(s, 0)
			m.Think(2000)
			return m.Decide(), m.RootStats(nil)
		}
		for _, tc := range []struct {
			name string
			a, b rules.State
		}{
			{"full states", a, b},
			{"views", a.View(0), b.View(0)},
		} {
			ma, sa := run(tc.a)
			mb, sb := run(tc.b)
			if ma != mb || !slices.Equal(sa, sb) {
				t.Errorf("determinize=%v, %s: the decision depends on hidden cards: %v %v / %v %v", det, tc.name, ma, sa, mb, sb)
			}
		}
		_, pa := run(peek{a})
		_, pb := run(peek{b})
		if slices.Equal(pa, pb) {
			t.Errorf("determinize=%v: a bot that peeks searches the same in both worlds: the test above could not catch peeking", det)
		}
	}
}

func TestSlicedThinkingDecidesLikeOneThink(t *testing.T) {
	for _, tc := range []struct {
		g       rules.Game
		players int
		det     bool
	}{
		{toy.Nim{}, 3, false},
		{toy.Prizes{}, 4, true},
		{toy.Prizes{}, 2, false},
	} {
		s := setup(t, tc.g, tc.players, nil, 3)
		p := s.ToAct(nil)[0]
		cfg := bot.Config{Iterations: 900, Seed: 11, Determinize: tc.det}
		whole := bot.NewMCTS(cfg)
		whole.Begin(s.View(p), p)
		if !whole.Think(1 << 30) {
			t.Fatal("Think past the budget is not final")
		}
		sliced := bot.NewMCTS(cfg)
		sliced.Begin(s.View(p), p)
		slices := 0
		for !sliced.Think(7) {
			slices++
		}
		if slices < 100 || sliced.Iterations() != 900 {
			t.Errorf("%s: %d slices, %d iterations", tc.g.Name(), slices, sliced.Iterations())
		}
		if whole.Decide() != sliced.Decide() || !sameStats(whole.RootStats(nil), sliced.RootStats(nil)) {
			t.Errorf("%s: sliced search differs: %v vs %v", tc.g.Name(), whole.RootStats(nil), sliced.RootStats(nil))
		}
	}
}

func sameStats(a, b []bot.MoveStat) bool { return slices.Equal(a, b) }

// Decide is legal at every point of a decision, even before any thinking.
func TestDecideIsAlwaysLegal(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	m := bot.NewMCTS(bot.Config{Iterations: 50, Seed: 1, Determinize: true})
	rnd := bot.NewRandom(5)
	for game := 0; game < 20; game++ {
		s := setup(t, toy.Prizes{}, 4, nil, uint64(game))
		for !s.Done() {
			toAct := s.ToAct(nil)
			p := toAct[r.IntN(len(toAct))]
			legal := s.Legal(p, nil)
			m.Begin(s.View(p), p)
			for budget := 0; ; budget = 7 {
				done := m.Think(budget)
				if !slices.Contains(legal, m.Decide()) {
					t.Fatalf("MCTS decided %v, not among %v", m.Decide(), legal)
				}
				if done {
					break
				}
			}
			rnd.Begin(s.View(p), p)
			if !rnd.Think(1) || !slices.Contains(legal, rnd.Decide()) {
				t.Fatalf("random bot decided %v, not among %v", rnd.Decide(), legal)
			}
			if _, err := s.Apply(p, rnd.Decide()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// play plays one game of seats' agents and returns the winners.
func play(t testing.TB, g rules.Game, players int, seed uint64, seats []rules.Agent) []int {
	s := setup(t, g, players, nil, seed)
	for !s.Done() {
		for _, p := range s.ToAct(nil) {
			m := decide(seats[p], s.View(p), p)
			if _, err := s.Apply(p, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s.Winners()
}

func TestMCTSBeatsRandom(t *testing.T) {
	for _, tc := range []struct {
		g       rules.Game
		players int
		games   int
		atLeast float64
	}{
		{toy.Prizes{}, 2, 60, 0.7},
		{toy.Prizes{}, 3, 60, 0.5},
		{toy.Nim{}, 2, 40, 0.9},
	} {
		wins := 0.0
		for i := 0; i < tc.games; i++ {
			seats := make([]rules.Agent, tc.players)
			for p := range seats {
				seats[p] = bot.NewRandom(uint64(100*i + p))
			}
			me := i % tc.players
			seats[me] = bot.NewMCTS(bot.Config{Iterations: 400, Seed: uint64(i), Determinize: true})
			w := play(t, tc.g, tc.players, uint64(i), seats)
			if slices.Contains(w, me) {
				wins += 1 / float64(len(w))
			}
		}
		if rate := wins / float64(tc.games); rate < tc.atLeast {
			t.Errorf("%s %d players: MCTS won %.0f%% against random, want at least %.0f%%", tc.g.Name(), tc.players, 100*rate, 100*tc.atLeast)
		} else {
			t.Logf("%s %d players: MCTS won %.0f%% against random", tc.g.Name(), tc.players, 100*rate)
		}
	}
}

// A rollout policy is used: one that always bids the highest card changes the
// search's estimates.
func TestRolloutPolicyIsUsed(t *testing.T) {
	s := setup(t, toy.Prizes{}, 2, nil, 1)
	calls := 0
	high := func(_ rules.State, _ int, legal []rules.Move, _ *rand.Rand) rules.Move {
		calls++
		return legal[len(legal)-1]
	}
	m := bot.NewMCTS(bot.Config{Iterations: 100, Seed: 1, Rollout: high})
	m.Begin(s.View(0), 0)
	m.Think(100)
	if calls == 0 {
		t.Error("the rollout policy was never called")
	}
}

func BenchmarkMCTS(b *testing.B) {
	for _, tc := range []struct {
		g       rules.Game
		players int
		det     bool
	}{
		{toy.Nim{}, 3, false},
		{toy.Prizes{}, 4, false},
		{toy.Prizes{}, 4, true},
	} {
		b.Run(fmt.Sprintf("%s-%dp-determinize=%v", tc.g.Name(), tc.players, tc.det), func(b *testing.B) {
			variant := map[string]string{"pile": "40"}
			if tc.g.Name() == "prizes" {
				variant = map[string]string{"cards": "10"}
			}
			s := setup(b, tc.g, tc.players, variant, 1)
			p := s.ToAct(nil)[0]
			m := bot.NewMCTS(bot.Config{Iterations: 1000, Seed: 1, Determinize: tc.det})
			b.ReportAllocs()
			b.ResetTimer()
			iters := 0
			for i := 0; i < b.N; i++ {
				m.Begin(s.View(p), p)
				m.Think(1000)
				iters += m.Iterations()
			}
			b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}

// A policy bot plays its policy's choice, from the view.
func TestPolicyBotPlaysItsPolicy(t *testing.T) {
	s := setup(t, toy.Prizes{}, 3, nil, 4)
	var sawView bool
	highest := func(v rules.State, _ int, legal []rules.Move, _ *rand.Rand) rules.Move {
		sawView = v.IsView()
		return legal[len(legal)-1]
	}
	b := bot.NewPolicy(highest, 1)
	b.Begin(s, 2)
	if !b.Think(1) || b.Decide() != (rules.Move{Kind: 1, A: 6}) || !sawView {
		t.Errorf("policy bot decided %v (saw a view: %v), want the highest bid", b.Decide(), sawView)
	}
}

// A bot asked before Begin, or for a seat with nothing to do, answers
// without failing.
func TestDecideWithoutAChoice(t *testing.T) {
	m := bot.NewMCTS(bot.Config{})
	if !m.Think(10) || m.Decide() != (rules.Move{}) {
		t.Error("a bot without a decision should be final with the zero move")
	}
	s := setup(t, toy.Nim{}, 2, map[string]string{"start": "0"}, 1)
	m.Begin(s, 1)
	if !m.Think(10) || m.Iterations() != 0 {
		t.Error("a seat not to act should not search")
	}
}
