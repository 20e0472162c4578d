package necklace

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"salotto/rules"
)

// The ceilings of what a bot may win here, measured, not offered:
//
//	go test ./rules/necklace -run TestCeiling -necklace.ceiling 400 -timeout 0
var (
	ceilingGames = flag.Int("necklace.ceiling", 0, "games per match in TestCeiling (0 skips it)")
	ceilingPairs = flag.String("necklace.ceilingpairs", "clairvoyant-normal,handsight-normal,expert10-normal", "matches TestCeiling plays")
)

// ceilingBot makes the bots of the ceiling matches: a ceiling seat, or a
// level.
func ceilingBot(t testing.TB, level string, seed uint64, real *State) rules.Agent {
	if a := CeilingBot(level, seed, real); a != nil {
		return a
	}
	a, err := Game{}.NewBot(level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestCeiling plays the ceiling matches and prints each one's outright
// wins with a 95 % interval, and its shared wins.
func TestCeiling(t *testing.T) {
	n := *ceilingGames
	if n == 0 {
		t.Skip("ceiling matches run with -necklace.ceiling N")
	}
	mk := func(level string, seed uint64, real *State) rules.Agent { return ceilingBot(t, level, seed, real) }
	for _, pair := range strings.Split(*ceilingPairs, ",") {
		a, b, _ := strings.Cut(pair, "-")
		w, d, _ := match(t, n, "", mk, a, b)
		p := float64(w) / float64(n)
		fmt.Printf("%s vs %s, %d games: outright %.1f %% ± %.1f, shared %.1f %%\n",
			a, b, n, 100*p, 196*math.Sqrt(p*(1-p)/float64(n)), 100*float64(d)/float64(n))
	}
}

// The clairvoyant truly sees: in positions its view cannot tell apart it
// decides differently, where the expert may not (TestHardIgnoresHiddenHand).
func TestClairvoyantSeesTheDeal(t *testing.T) {
	differ := 0
	for seed := uint64(0); seed < 16; seed++ {
		s := setup(t, rules.Options{Players: 2}, seed)
		s.Apply(s.ToMove(), TakeDraw)
		p := s.ToMove()
		alt := s.View(p).Determinize(rand.New(rand.NewPCG(seed, 9))).(*State)
		mk := func(real *State) *clairvoyant {
			c := CeilingBot("clairvoyant", 5, real).(*clairvoyant)
			c.rollouts = 500
			return c
		}
		a, b := mk(s), mk(alt)
		a.Begin(s.View(p), p)
		b.Begin(alt.View(p), p)
		for !a.Think(256) {
		}
		for !b.Think(256) {
		}
		if a.Decide() != b.Decide() {
			differ++
		}
	}
	if differ == 0 {
		t.Error("the clairvoyant chose alike in every pair of deals: it does not see them")
	}
}
