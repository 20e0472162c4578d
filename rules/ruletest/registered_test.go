package ruletest_test

import (
	"flag"
	"testing"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/ruletest"
)

var registered = flag.Bool("registered", false, "also run the kit on every game in rules/catalog")

// TestKitOnRegisteredGames runs the whole kit on every catalogued game at
// each player count (with -registered): a cross-check of each game's own
// kit run, and of the kit against real games.
func TestKitOnRegisteredGames(t *testing.T) {
	if !*registered {
		t.Skip("run with -registered")
	}
	for _, g := range catalog.All() {
		lo, hi := g.PlayerRange()
		for n := lo; n <= hi; n++ {
			opts := rules.Options{Players: n}
			ruletest.RandomGames(t, g, opts, 50, 1, ruletest.Checks{})
			ruletest.IllegalRefused(t, g, opts, 50, 2)
			ruletest.RecordRoundTrip(t, g, opts, 50, 3)
		}
	}
}
