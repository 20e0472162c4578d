package necklace

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// BenchmarkRandomGame plays complete random 2-player base games through
// the public contract (Setup, ToAct, Legal, Apply with its events), with a
// caller-held move buffer; one op is one game.
func BenchmarkRandomGame(b *testing.B) {
	for _, exp := range []string{"", "rainbow+gold"} {
		b.Run("exp="+exp, func(b *testing.B) {
			g := Game{}
			opts := rules.Options{Players: 2, Variant: map[string]string{"expansions": exp}}
			var pcg rand.PCG
			pcg.Seed(1, 2)
			buf := make([]rules.Move, 0, 8)
			acts := make([]int, 0, 2)
			b.ReportAllocs()
			cpu0 := cpuTime()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				st, _ := g.Setup(opts, uint64(i))
				for !st.Done() {
					acts = st.ToAct(acts[:0])
					buf = st.Legal(acts[0], buf[:0])
					st.Apply(acts[0], buf[intN(&pcg, len(buf))])
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(b.N)/(cpuTime()-cpu0).Seconds(), "games/cpu-s")
		})
	}
}

// BenchmarkRandomGameFast is the search's path: deal into a reused State,
// moves without events.
func BenchmarkRandomGameFast(b *testing.B) {
	var pcg rand.PCG
	pcg.Seed(1, 2)
	var s State
	buf := make([]rules.Move, 0, 8)
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.deal(false, 0, -1, uint64(i))
		for !s.Done() {
			buf = s.Legal(int(s.toMove), buf[:0])
			s.play(buf[intN(&pcg, len(buf))])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(b.N)/(cpuTime()-cpu0).Seconds(), "games/cpu-s")
}

func BenchmarkClone(b *testing.B) {
	s := setup(b, rules.Options{Players: 2}, 1)
	b.ReportAllocs()
	var sink rules.State
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

func BenchmarkDeterminize(b *testing.B) {
	s := setup(b, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}}, 1)
	v := s.View(0).(*State)
	var d State
	var pcg rand.PCG
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d.determinizeFrom(v, &pcg)
	}
}

// BenchmarkHardDecision is one whole hard or expert decision (each level's
// own search) from positions early in a 2-player game, the widest ones.
func BenchmarkHardDecision(b *testing.B) {
	for _, level := range []string{"hard", "expert"} {
		b.Run(level, func(b *testing.B) {
			benchSearch(b, searcher(level, map[string]int{"hard": DefaultHardIterations, "expert": ExpertRollouts}[level], 1))
		})
	}
}

func benchSearch(b *testing.B, bot rules.Agent) {
	var states []*State
	for seed := uint64(0); seed < 16; seed++ {
		s := setup(b, rules.Options{Players: 2}, seed)
		s.Apply(s.ToMove(), TakeDraw) // now a 5-way discard
		states = append(states, s)
	}
	cpu0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := states[i%len(states)]
		bot.Begin(s.View(s.ToMove()), s.ToMove())
		for !bot.Think(1 << 20) {
		}
		_ = bot.Decide()
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/decision")
	// The machine may be shared: CPU time says what a decision costs.
	b.ReportMetric((cpuTime()-cpu0).Seconds()*1000/float64(b.N), "cpu-ms/decision")
}
