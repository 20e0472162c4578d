package crosscheck

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/rules/bot"
	"salotto/rules/catalog"
)

// BenchmarkMCTSRegistered measures search speed on every catalogued game,
// from the first real choice of a game at the game's fewest players (at
// least two), with uniformly random rollouts.
func BenchmarkMCTSRegistered(b *testing.B) {
	for _, g := range catalog.All() {
		lo, hi := g.PlayerRange()
		n := min(max(lo, 2), hi)
		for _, det := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s-%dp-determinize=%v", g.Name(), n, det), func(b *testing.B) {
				s, err := g.Setup(rules.Options{Players: n}, 1)
				if err != nil {
					b.Fatal(err)
				}
				p := choicePoint(b, s)
				m := bot.NewMCTS(bot.Config{Iterations: 500, Seed: 1, Determinize: det})
				b.ReportAllocs()
				iters := 0
				for i := 0; i < b.N; i++ {
					m.Begin(s.View(p), p)
					m.Think(500)
					iters += m.Iterations()
				}
				b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
				if m.Failures() > 0 {
					b.Errorf("%d iterations cut short by refused moves", m.Failures())
				}
			})
		}
	}
}

// choicePoint plays s on with first legal moves until the first player to
// act has at least two moves, and returns that player.
func choicePoint(b *testing.B, s rules.State) int {
	for !s.Done() {
		p := s.ToAct(nil)[0]
		legal := s.Legal(p, nil)
		if len(legal) > 1 {
			return p
		}
		if _, err := s.Apply(p, legal[0]); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the game ended without a choice")
	return 0
}
