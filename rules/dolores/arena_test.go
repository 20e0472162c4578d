package dolores

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/bot"
)

// go test ./rules/dolores -run TestArena -arena hard,normal -arena.games 1000
//
// Beside the levels, a seat may be "clairvoyant", "handsight" or "expert10", the
// ceilings of what information and search can win (ceiling_test.go).
var (
	arenaSeats = flag.String("arena", "", "comma-separated bot levels: play a match between them")
	arenaGames = flag.Int("arena.games", 200, "games in the -arena match")
	arenaRaw   = flag.Float64("arena.raw", -1, "tuning: the hard bot's raw-value weight")
	arenaFade  = flag.Bool("arena.fade", false, "tuning: the hard bot's raw weight fades with the pile")
)

// TestArena plays a match of bots (behind the -arena flag), seats rotating,
// and reports each level's wins, shared wins and mean score.
func TestArena(t *testing.T) {
	if *arenaSeats == "" {
		t.Skip("set -arena hard,normal to play a match")
	}
	if *arenaRaw >= 0 {
		saved := hardValuer
		hardValuer = valuer{Raw: *arenaRaw, Fade: *arenaFade}
		defer func() { hardValuer = saved }()
	}
	seats := strings.Split(*arenaSeats, ",")
	wins, shared, score := make([]int, len(seats)), make([]int, len(seats)), make([]int, len(seats))
	for i := 0; i < *arenaGames; i++ {
		res := arenaGame(t, seats, i)
		for k := range seats {
			p := (k + i) % len(seats)
			score[k] += res.scores[p]
			if len(res.winners) == 1 && res.winners[0] == p {
				wins[k]++
			} else if contains(res.winners, p) {
				shared[k]++
			}
		}
	}
	for k, l := range seats {
		t.Logf("%-14s wins %4d (%.1f%%) shared %3d mean score %.2f", l, wins[k], 100*float64(wins[k])/float64(*arenaGames), shared[k], float64(score[k])/float64(*arenaGames))
	}
}

type arenaResult struct {
	scores, winners []int
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// arenaGame plays game i with seat k's level at seat (k+i) mod n.
func arenaGame(t testing.TB, levels []string, i int) arenaResult {
	n := len(levels)
	st, err := game.Setup(rules.Options{Players: n}, uint64(i)*7919+1)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]rules.Agent, n)
	for k, l := range levels {
		var a rules.Agent
		var err error
		seed := uint64(i*31 + k)
		if iters, ok := strings.CutPrefix(l, "ismcts"); ok {
			// For comparison: the generic information-set MCTS, random rollouts.
			n, _ := strconv.Atoi(iters)
			a = bot.NewMCTS(bot.Config{Iterations: n, Determinize: true, Seed: seed})
		} else if a = CeilingBot(l, seed, st); a == nil {
			if a, err = game.NewBot(l, seed); err != nil {
				t.Fatal(err)
			}
		}
		agents[(k+i)%n] = a
	}
	var who []int
	for moves := 0; !st.Done(); moves++ {
		who = st.ToAct(who[:0])
		p := who[0]
		agents[p].Begin(st.View(p), p)
		for !agents[p].Think(64) {
		}
		m := agents[p].Decide()
		if _, err := st.Apply(p, m); err != nil {
			t.Fatal(fmt.Sprintf("game %d: %v", i, err))
		}
	}
	return arenaResult{st.Scores(), st.Winners()}
}
