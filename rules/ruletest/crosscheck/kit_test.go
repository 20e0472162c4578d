package crosscheck

import (
	"testing"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/ruletest"
)

// TestKitOnRegisteredGames runs the whole kit on every catalogued game at
// each player count: a cross-check of each game's own kit run, and of the
// kit against real games.
func TestKitOnRegisteredGames(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 5
	}
	for _, g := range catalog.All() {
		lo, hi := g.PlayerRange()
		for n := lo; n <= hi; n++ {
			opts := rules.Options{Players: n}
			ruletest.RandomGames(t, g, opts, games, 1, ruletest.Checks{})
			ruletest.IllegalRefused(t, g, opts, games, 2)
			ruletest.RecordRoundTrip(t, g, opts, games, 3)
		}
	}
}
