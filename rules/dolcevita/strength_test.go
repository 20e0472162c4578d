package dolcevita_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/bot"
	"salotto/rules/dolcevita"
)

var iterations = flag.Int("dolcevita.iterations", 0, "hard bot playouts per decision in -dolcevita.strength matches (0: DefaultSearch)")

var strength = flag.String("dolcevita.strength", "", "play bot matches, e.g. \"hard,random,random,random:500\" (semicolon-separated; the first seat's level is measured)")

// match plays games of the given seat levels, rotating the seats through
// the starting positions, and returns how often levels[0]'s seat won
// outright and shared a win.
func match(tb testing.TB, levels []string, games int, seed uint64) (wins, shared int) {
	n := len(levels)
	for g := 0; g < games; g++ {
		s, err := dolcevita.Game.Setup(rules.Options{Players: n}, seed+uint64(g))
		if err != nil {
			tb.Fatal(err)
		}
		// Seat of the measured bot rotates; the others fill in order.
		hero := g % n
		agents := make([]rules.Agent, n)
		k := 1
		for p := range agents {
			lvl := levels[0]
			if p != hero {
				lvl = levels[k]
				k++
			}
			agents[p] = newAgent(tb, lvl, seed*1000+uint64(g*n+p))
		}
		for !s.Done() {
			p := s.ToAct(nil)[0]
			a := agents[p]
			a.Begin(s.View(p), p)
			for !a.Think(512) {
			}
			if _, err := s.Apply(p, a.Decide()); err != nil {
				tb.Fatal(err)
			}
		}
		w := s.Winners()
		for _, x := range w {
			if x == hero {
				if len(w) == 1 {
					wins++
				} else {
					shared++
				}
			}
		}
	}
	return wins, shared
}

// newAgent makes a bot of the game's level, or "generic": rules/bot's MCTS
// with the normal policy's rollouts at the hard bot's iteration budget, to
// compare the game's own search with the generic one; or "expert10", the
// expert at ten times its playouts, the ceiling of what search adds (the
// expert sees all a clairvoyant would: the boxed cards never matter).
func newAgent(tb testing.TB, level string, seed uint64) rules.Agent {
	switch level {
	case "generic":
		return bot.NewMCTS(bot.Config{Iterations: dolcevita.DefaultSearch.Iterations, Rollout: dolcevita.NormalPolicy, Seed: seed})
	case "expert10":
		cfg := dolcevita.ExpertSearch
		cfg.Iterations *= 10
		return dolcevita.NewSearchBot(cfg, seed)
	}
	a, err := dolcevita.Game.NewBot(level, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// TestStrength runs the matches named by -dolcevita.strength and logs the
// first seat's win rates. The thresholds the project asks for are checked
// for the three standard matchups.
func TestStrength(t *testing.T) {
	if *strength == "" {
		t.Skip("set -dolcevita.strength to play bot matches")
	}
	if *iterations > 0 {
		defer func(c dolcevita.SearchConfig) { dolcevita.DefaultSearch = c }(dolcevita.DefaultSearch)
		dolcevita.DefaultSearch.Iterations = *iterations
	}
	want := map[string]float64{
		"hard,random,random,random":   0.70,
		"normal,random,random,random": 0.50,
		"hard,normal,normal,normal":   0.40,
	}
	for _, spec := range strings.Split(*strength, ";") {
		seats, count, _ := strings.Cut(spec, ":")
		games := 500
		if count != "" {
			fmt.Sscan(count, &games)
		}
		levels := strings.Split(seats, ",")
		wins, shared := match(t, levels, games, 1)
		rate := float64(wins+shared) / float64(games)
		t.Logf("%s over %d games: %d wins, %d shared, %.1f%% won or shared", seats, games, wins, shared, 100*rate)
		if w, ok := want[seats]; ok && games >= 100 && rate < w {
			t.Errorf("%s: %.1f%% wins, want at least %.0f%%", seats, 100*rate, 100*w)
		}
	}
}
