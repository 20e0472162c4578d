package bot

import (
	"math/rand/v2"

	"salotto/rules"
)

// Policy picks player's move among legal (never empty) in rollouts. Games
// pass a cheap heuristic here to guide the search; nil means uniformly random.
type Policy func(s rules.State, player int, legal []rules.Move, r *rand.Rand) rules.Move

// Config sets up an MCTS bot. Zero fields take the defaults below.
type Config struct {
	// Iterations is the search budget of one decision.
	Iterations int
	// Exploration is the UCT constant c in mean + c·sqrt(ln N / n), for
	// rewards between 0 and 1.
	Exploration float64
	// Rollout chooses moves after the tree's frontier.
	Rollout Policy
	// MaxRolloutMoves stops a rollout early; the position is then scored
	// from its current Scores.
	MaxRolloutMoves int
	// Seed seeds the bot's own generator (determinizations, rollouts, ties).
	Seed uint64
	// Determinize samples a fresh determinization of the view for every
	// iteration (information-set MCTS), so that the search averages over
	// what the player cannot see. When false the search samples one
	// determinization at Begin and plays plain MCTS on it: right for games
	// whose hidden part never matters, and cheaper.
	Determinize bool
}

// Defaults used for zero Config fields.
const (
	DefaultIterations      = 1000
	DefaultExploration     = 0.7
	DefaultMaxRolloutMoves = 1000
)

// WinWeight and MarginWeight split an iteration's reward: a sole win is
// worth WinWeight, a win shared by k players WinWeight/k, and every player
// also gets MarginWeight times its score's place between the lowest and the
// highest score, so that the search prefers winning by more and losing by
// less once the result itself is settled.
const (
	WinWeight    = 0.9
	MarginWeight = 0.1
)

func (c Config) withDefaults() Config {
	if c.Iterations <= 0 {
		c.Iterations = DefaultIterations
	}
	if c.Exploration <= 0 {
		c.Exploration = DefaultExploration
	}
	if c.MaxRolloutMoves <= 0 {
		c.MaxRolloutMoves = DefaultMaxRolloutMoves
	}
	return c
}
