// Package bot is game-independent search over the rules contract: Monte
// Carlo tree search (UCT) for perfect-information positions and
// information-set MCTS for hidden information, for any number of players and
// for simultaneous moves, plus the uniformly random bot every game offers.
//
// A bot decides from a view. Each search iteration plays on a determinization
// of that view (view.Determinize), so the search can use only what its player
// may know; it never reads the real hidden state, and given the real state it
// takes its player's View first.
//
// Search runs in slices (rules.Agent's Begin/Think/Decide): a table thinks a
// little each frame, the arena until its clock budget is spent. The result
// depends only on the seed and the total number of iterations, never on how
// they were sliced.
//
// A game's levels are typically:
//
//	func (g Game) NewBot(level string, seed uint64) (rules.Agent, error) {
//		switch level {
//		case "random":
//			return bot.NewRandom(seed), nil
//		case "normal":
//			return bot.NewPolicy(normalPolicy, seed), nil
//		case "hard":
//			return bot.NewMCTS(bot.Config{Iterations: 2000, Seed: seed,
//				Determinize: true, Rollout: normalPolicy}), nil
//		}
//		return nil, fmt.Errorf("unknown bot level %q", level)
//	}
package bot
