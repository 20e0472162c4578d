package dolores

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// BenchmarkRandomGame3 plays complete random 3-player games through the
// public contract (no checks): the throughput target is 20,000 games/s.
func BenchmarkRandomGame3(b *testing.B) {
	b.ReportAllocs()
	r := rand.New(rand.NewPCG(1, 2))
	who := make([]int, 0, 4)
	moves := make([]rules.Move, 0, 128)
	nmoves := 0
	for i := 0; i < b.N; i++ {
		st, _ := game.Setup(rules.Options{Players: 3}, uint64(i))
		for !st.Done() {
			who = st.ToAct(who[:0])
			p := who[r.IntN(len(who))]
			moves = st.Legal(p, moves[:0])
			if _, err := st.Apply(p, moves[r.IntN(len(moves))]); err != nil {
				b.Fatal(err)
			}
			nmoves++
		}
	}
	b.ReportMetric(float64(nmoves)/float64(b.N), "moves/game")
}
