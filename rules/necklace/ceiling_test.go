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

// seer is a ceiling bot: runGame hands it the full state, not a view.
type seer interface{ seesHidden() }

func (*clairvoyant) seesHidden() {}
func (*handSight) seesHidden()   {}

// clairvoyant is the expert's search handed the real deal (the opponent's
// hand, the draw pile's order) where the expert has only its view: what
// knowing every hidden card is worth to that search. runGame hands it the
// full state; no level offers it.
type clairvoyant struct {
	*ExpertBot
	real State
}

func (c *clairvoyant) Begin(full rules.State, p int) {
	c.real = *full.(*State)
	c.ExpertBot.Begin(full, p)
	c.deal = func(_ *ExpertBot, d *State) { *d = c.real }
}

// handSight is the expert seeing the opponent's hand but not the draw
// pile's order: each playout deals the pile and the cards set aside
// afresh among themselves. What it wins beyond the expert is what
// inference about the opponent's hand could win at most.
type handSight struct {
	*ExpertBot
	hand uint32
}

func (c *handSight) Begin(full rules.State, p int) {
	s := full.(*State)
	c.hand = cardMask(s.hand[1-p][:s.handN[1-p]])
	c.ExpertBot.Begin(full, p)
	c.deal = func(b *ExpertBot, d *State) { b.track.cur.deal(d, &b.view, b.me, c.hand, &b.pcg) }
}

// ceilingBot makes the bots of the ceiling matches: the clairvoyant, the
// one who sees the hand only, the expert at ten times its search, or a
// level.
func ceilingBot(t testing.TB, level string, seed uint64) rules.Agent {
	switch level {
	case "clairvoyant":
		return &clairvoyant{ExpertBot: NewExpertBot(seed)}
	case "handsight":
		return &handSight{ExpertBot: NewExpertBot(seed)}
	case "expert10":
		b := NewExpertBot(seed)
		b.rollouts *= 10
		return b
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
	mk := func(level string, seed uint64) rules.Agent { return ceilingBot(t, level, seed) }
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
		mk := func() *clairvoyant {
			c := &clairvoyant{ExpertBot: NewExpertBot(5)}
			c.rollouts = 500
			return c
		}
		a, b := mk(), mk()
		a.Begin(s.Clone(), p)
		b.Begin(alt, p)
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
