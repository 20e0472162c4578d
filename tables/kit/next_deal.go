package kit

import "salotto/tables"

// NextSeed is the seed of the deal after seed's: a step of an LCG (Knuth's
// MMIX multiplier), so a series of games, a rematch after another or watch
// mode's chain, is reproducible from its first seed.
func NextSeed(seed uint64) uint64 { return seed*6364136223846793005 + 1442695040888963407 }

// NextDeal is the configuration of a rematch: the same seats and options,
// the next seed, and no moves. A table's configuration carries the moves
// made so far once the game was resumed, undone or reopened in another
// language; a rematch that kept them would replay them on the new deal.
func NextDeal(cfg tables.Config) tables.Config {
	cfg.Seed = NextSeed(cfg.Seed)
	cfg.Moves = nil
	return cfg
}
