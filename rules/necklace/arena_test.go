package necklace

import (
	"flag"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"salotto/rules"
)

// The bot matches are heavy; they run only when asked:
//
//	go test ./rules/necklace -run TestArena -necklace.arena 1000
var arenaGames = flag.Int("necklace.arena", 0, "games per bot match in TestArena (0 skips it)")
var (
	arenaIters   = flag.Int("necklace.iters", DefaultHardIterations, "hard bot iterations in TestArena")
	arenaExplore = flag.Float64("necklace.explore", 0, "hard bot UCB exploration in TestArena (0: default)")
	arenaRandom  = flag.Int("necklace.randomin", 0, "hard bot rollouts: one random move in N (0: default)")
	arenaMargin  = flag.Float64("necklace.margin", -1, "hard bot margin weight (<0: default)")
	arenaSamples = flag.Int("necklace.samples", 0, "hard bot determinizations weighed per iteration (0: default)")
	arenaModel   = flag.Bool("necklace.modelled", false, "hard bot: the opponent plays the rollout policy in the tree")
	arenaSolo    = flag.Int("necklace.solo", 0, "solo games per level and deck in TestArena (0: as -necklace.arena)")
	arenaPairs   = flag.String("necklace.pairs", "hard-normal,hard-random,easy-random,normal-easy,normal-random,solo", "matches TestArena plays")
)

// runGame plays one game between agents (one per seat) and returns it.
func runGame(t testing.TB, opts rules.Options, seed uint64, agents []rules.Agent) *State {
	return playGame(t, opts, seed, func(p int, _ *State) rules.Agent { return agents[p] })
}

// playGame plays one game between the agents mk makes for each seat (a
// ceiling seat reads the real game) and returns it.
func playGame(t testing.TB, opts rules.Options, seed uint64, mk func(seat int, real *State) rules.Agent) *State {
	s := setup(t, opts, seed)
	agents := make([]rules.Agent, s.Players())
	for p := range agents {
		agents[p] = mk(p, s)
	}
	for !s.Done() {
		p := s.ToAct(nil)[0]
		a := agents[p]
		a.Begin(s.View(p), p)
		for !a.Think(256) {
		}
		if _, err := s.Apply(p, a.Decide()); err != nil {
			t.Fatalf("bot move refused: %v", err)
		}
	}
	return s
}

// maker makes the bot of a level for a seat of the game real.
type maker func(level string, seed uint64, real *State) rules.Agent

// match plays n duels of a against b, alternating seats; it returns a's
// wins, shared wins and losses.
func match(t testing.TB, n int, exp string, mk maker, a, b string) (win, tie, loss int) {
	results := make([]int, n)
	parallel(n, func(i int) {
		seat := i % 2
		s := playGame(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": exp}}, uint64(1000+i), func(p int, real *State) rules.Agent {
			if p == seat {
				return mk(a, uint64(i)*2+1, real)
			}
			return mk(b, uint64(i)*2+2, real)
		})
		w := s.Winners()
		switch {
		case len(w) == 2:
			results[i] = 0
		case w[0] == seat:
			results[i] = 1
		default:
			results[i] = -1
		}
	})
	for _, r := range results {
		switch r {
		case 1:
			win++
		case 0:
			tie++
		default:
			loss++
		}
	}
	return
}

// parallel runs f(0..n-1) on two workers (the machine is shared).
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	var next atomic.Int64
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}

func TestArena(t *testing.T) {
	n := *arenaGames
	if n == 0 {
		t.Skip("bot matches run with -necklace.arena N")
	}
	mk := func(level string, seed uint64, _ *State) rules.Agent {
		if level == "hard" {
			b := NewHardBot(*arenaIters, seed)
			if *arenaExplore > 0 {
				b.explore = *arenaExplore
			}
			if *arenaSamples > 0 {
				b.samples = *arenaSamples
			}
			b.modelled = *arenaModel
			if *arenaRandom > 0 {
				b.randomIn = *arenaRandom
			}
			if *arenaMargin >= 0 {
				b.marginW = *arenaMargin
			}
			return b
		}
		a, err := Game{}.NewBot(level, seed)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	for _, name := range strings.Split(*arenaPairs, ",") {
		pair := strings.Split(name, "-")
		if len(pair) != 2 {
			continue
		}
		w, d, l := match(t, n, "", mk, pair[0], pair[1])
		fmt.Printf("%s vs %s (%d games, base deck): won %d, shared %d, lost %d: %.1f %% (shared counted half)\n",
			pair[0], pair[1], n, w, d, l, 100*(float64(w)+0.5*float64(d))/float64(n))
	}
	if !strings.Contains(*arenaPairs, "solo") {
		return
	}
	if *arenaSolo > 0 {
		n = *arenaSolo
	}
	for _, level := range []string{"hard", "normal"} {
		for _, exp := range []string{"", "rainbow+gold"} {
			sum, wins := 0, 0
			var ratings [4]int
			vals := make([]int, n)
			won := make([]bool, n)
			parallel(n, func(i int) {
				s := runGame(t, rules.Options{Players: 1, Variant: map[string]string{"expansions": exp}}, uint64(5000+i), []rules.Agent{mk(level, uint64(i), nil)})
				vals[i] = s.Scores()[0]
				won[i] = len(s.Winners()) == 1
			})
			for i, v := range vals {
				sum += v
				ratings[SoloRating(v)]++
				if won[i] {
					wins++
				}
			}
			mean := float64(sum) / float64(n)
			fmt.Printf("solo %s (expansions %q, %d games): mean %.2f florins (%s), beats the rival %.1f %%, ratings %v\n",
				level, exp, n, mean, SoloRating(int(mean)), 100*float64(wins)/float64(n), ratings)
		}
	}
}
