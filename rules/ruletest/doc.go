// Package ruletest is the test kit every game runs: random games through the
// public contract checking its promises after every move (who acts, legal
// moves, views without hidden cards, determinizations that can be played,
// independent clones, termination, results), illegal moves refused with the
// state untouched and a code the game declares (Game.Reasons), record → JSON → replay to the same hash, and a fuzz
// target over arbitrary move streams.
//
//	func TestRandomGames(t *testing.T) {
//		for _, n := range []int{3, 4, 5} {
//			ruletest.RandomGames(t, Game{}, rules.Options{Players: n}, 1000, 1, ruletest.Checks{Invariant: check})
//		}
//	}
//	func FuzzMoves(f *testing.F) { ruletest.FuzzMoves(f, Game{}, rules.Options{Players: 4}) }
//
// Each failure names the game's seed and the moves so far, so it can be
// replayed by hand.
package ruletest
