package dolcevita

import (
	"fmt"
	"math/rand/v2"

	"salotto/rules"
)

// Bot levels, weakest first.
const (
	LevelRandom = "random"
	LevelEasy   = "easy"
	LevelNormal = "normal"
	LevelHard   = "hard"
	LevelExpert = "expert"
)

func (dolceVita) BotLevels() []string {
	return []string{LevelRandom, LevelEasy, LevelNormal, LevelHard, LevelExpert}
}

// NewBot makes a bot of level whose own choices are drawn from seed.
func (dolceVita) NewBot(level string, seed uint64) (rules.Agent, error) {
	r := rand.New(rand.NewPCG(seed, seedStream^0xb07))
	switch level {
	case LevelRandom:
		return &policyBot{r: r, choose: randomChoice}, nil
	case LevelEasy:
		return &policyBot{r: r, choose: easyChoice}, nil
	case LevelNormal:
		return &policyBot{r: r, choose: normalChoice}, nil
	case LevelHard:
		return NewSearchBot(DefaultSearch, seed), nil
	case LevelExpert:
		return NewSearchBot(ExpertSearch, seed), nil
	}
	return nil, fmt.Errorf("dolcevita: unknown bot level %q (levels: random, easy, normal, hard, expert)", level)
}

// Heuristic weights of the normal and easy bots (see placementValue),
// chosen by self-play: a normal bot that also weighed what the others
// would gain and saved its big numbers won 5 % of 2,000 4-player games
// against three of these.
const (
	normalNumberCost = -0.2
	easyNumberCost   = 0.05
	easyNoise        = 1.2  // spread of the noise added to each placement's value
	easyWhim         = 0.15 // chance of a placement made on a whim
)

// choice picks a placement for player on s; it is only called when the
// player has one to make.
type choice func(s *State, player int, r *rand.Rand) rules.Move

// policyBot is an Agent that decides at once with a choice function.
type policyBot struct {
	r      *rand.Rand
	choose choice
	move   rules.Move
}

func (b *policyBot) Begin(view rules.State, player int) {
	b.move = rules.Move{}
	s, ok := view.(*State)
	if !ok || s.Done() || player != int(s.turn) {
		return
	}
	b.move = b.choose(s, player, b.r)
}

func (b *policyBot) Think(int) bool     { return true }
func (b *policyBot) Decide() rules.Move { return b.move }

// randomChoice places any held number under any column, uniformly.
func randomChoice(s *State, p int, r *rand.Rand) rules.Move {
	var buf [MaxNumber]int
	held := buf[:0]
	for n := MinNumber; n <= MaxNumber; n++ {
		if s.hand[p]&(1<<n) != 0 {
			held = append(held, n)
		}
	}
	return Place(held[r.IntN(len(held))], r.IntN(NumColumns))
}

// normalChoice is the normal bot: place where the column, resolved as the
// bids now stand, would gain me the most, playing the biggest number that
// does it, since a big bid is the hardest to overtake (exact ties broken at
// random). Weighing what the others lose, or saving big numbers, made it
// weaker in self-play.
//
// It judges each column with the luxuries everyone would own once the
// columns to its left are resolved, so that it does not bid for a kind it
// is about to win further left (which won 34 % of 3,000 4-player games
// against three bots judging by current holdings).
func normalChoice(s *State, p int, r *rand.Rand) rules.Move {
	var v [MaxNumber + 1][NumColumns]float64
	s.placementValueProjected(p, normalNumberCost, &v)
	return bestPlacement(s, p, &v, r)
}

// quickChoice is normalChoice judging by current holdings only: the hard
// bot's playout policy, about twice as fast, so that more playouts fit in
// a decision.
func quickChoice(s *State, p int, r *rand.Rand) rules.Move {
	var v [MaxNumber + 1][NumColumns]float64
	s.placementValue(p, normalNumberCost, &v)
	return bestPlacement(s, p, &v, r)
}

// easyChoice is the easy bot: greedy for the gain it sees now, spending
// small numbers first (easily overtaken), with noisy judgement and the odd
// whim.
func easyChoice(s *State, p int, r *rand.Rand) rules.Move {
	if r.Float64() < easyWhim {
		return randomChoice(s, p, r)
	}
	var v [MaxNumber + 1][NumColumns]float64
	s.placementValue(p, easyNumberCost, &v)
	for n := range v {
		for c := range v[n] {
			v[n][c] += r.NormFloat64() * easyNoise
		}
	}
	return bestPlacement(s, p, &v, r)
}

// bestPlacement returns the held number and column of highest value,
// choosing uniformly among exact ties.
func bestPlacement(s *State, p int, v *[MaxNumber + 1][NumColumns]float64, r *rand.Rand) rules.Move {
	best, ties := rules.Move{}, 0
	bestV := 0.0
	for n := MinNumber; n <= MaxNumber; n++ {
		if s.hand[p]&(1<<n) == 0 {
			continue
		}
		for c := 0; c < NumColumns; c++ {
			switch x := v[n][c]; {
			case ties == 0 || x > bestV:
				best, bestV, ties = Place(n, c), x, 1
			case x == bestV:
				ties++
				if r.IntN(ties) == 0 {
					best = Place(n, c)
				}
			}
		}
	}
	return best
}

// NormalPolicy is the normal bot's choice as a rollout policy for generic
// search (the shape of rules/bot's Policy). It falls back to a uniform pick
// from legal for a state that is not Dolce Vita's.
func NormalPolicy(s rules.State, player int, legal []rules.Move, r *rand.Rand) rules.Move {
	if d, ok := s.(*State); ok && !d.Done() && player == int(d.turn) {
		return normalChoice(d, player, r)
	}
	return legal[r.IntN(len(legal))]
}
