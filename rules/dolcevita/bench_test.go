package dolcevita_test

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
)

// playRandom plays one uniformly random game through the public contract,
// reusing buf for the legal moves.
func playRandom(tb testing.TB, players int, seed uint64, r *rand.Rand, buf []rules.Move) rules.State {
	s, err := dolcevita.Game.Setup(rules.Options{Players: players}, seed)
	if err != nil {
		tb.Fatal(err)
	}
	var who [1]int
	for !s.Done() {
		p := s.ToAct(who[:0])[0]
		buf = s.Legal(p, buf[:0])
		if _, err := s.Apply(p, buf[r.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchmarkRandomGame is whole 4-player random games through the contract
// (Setup, ToAct, Legal, Apply with its events); ns/op is one game.
func BenchmarkRandomGame(b *testing.B) {
	for _, n := range []int{3, 4, 5} {
		b.Run(map[int]string{3: "3p", 4: "4p", 5: "5p"}[n], func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]rules.Move, 0, 64)
			b.ReportAllocs()
			i := uint64(0)
			for b.Loop() {
				playRandom(b, n, i, r, buf)
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// benchDecision measures one bot level's decision on positions reached by
// random play midway through a 4-player game's rounds.
func benchDecision(b *testing.B, level string) {
	r := rand.New(rand.NewPCG(3, 4))
	var states []rules.State
	for g := uint64(0); len(states) < 32; g++ {
		s, _ := dolcevita.Game.Setup(rules.Options{Players: 4}, g)
		steps := r.IntN(70)
		var buf []rules.Move
		for k := 0; k < steps && !s.Done(); k++ {
			p := s.ToAct(nil)[0]
			buf = s.Legal(p, buf[:0])
			s.Apply(p, buf[r.IntN(len(buf))])
		}
		if !s.Done() {
			states = append(states, s)
		}
	}
	var bot rules.Agent
	if level == "generic" {
		bot = newAgent(b, level, 7)
	} else {
		var err error
		if bot, err = dolcevita.Game.NewBot(level, 7); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := states[i%len(states)]
		i++
		p := s.ToAct(nil)[0]
		bot.Begin(s.View(p), p)
		for !bot.Think(256) {
		}
		bot.Decide()
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/decision")
}

func BenchmarkDecisionEasy(b *testing.B)   { benchDecision(b, "easy") }
func BenchmarkDecisionNormal(b *testing.B) { benchDecision(b, "normal") }
func BenchmarkDecisionHard(b *testing.B)   { benchDecision(b, "hard") }
func BenchmarkDecisionExpert(b *testing.B) { benchDecision(b, "expert") }

// BenchmarkDecisionGeneric is rules/bot's MCTS with the normal policy at
// the hard bot's playout budget, for comparison with the hard bot's own
// search.
func BenchmarkDecisionGeneric(b *testing.B) { benchDecision(b, "generic") }
