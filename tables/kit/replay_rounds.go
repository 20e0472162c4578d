package kit

import (
	"salotto/rules"
	"salotto/rules/record"
)

// A replay jumps by rounds, and each game counts them its own way: Dolce
// Vita by its rounds, HMS Dolores by the shares of loot, the necklace game
// by its turns. The kit knows no game, so it asks the rules
// (rules.Progress).

// replayRounds replays r through Apply (refusing it as ReplayGame does)
// and returns the round shown at each position: rounds[k] is the round
// after the first k moves, from 1.
func replayRounds(g rules.Game, r *record.Record) ([]int, error) {
	s, err := g.Setup(r.Options, r.Seed)
	if err != nil {
		return nil, err
	}
	rounds := make([]int, 0, len(r.Moves)+1)
	roundAt := func(s rules.State, k int) int {
		_, n, _ := rules.ProgressOf(s, k)
		return n
	}
	rounds = append(rounds, roundAt(s, 0))
	_, err = record.ReplayEach(g, r, func(i int, s rules.State, _ rules.Move, _ []rules.Event) {
		rounds = append(rounds, roundAt(s, i+1))
	})
	if err != nil {
		return nil, err
	}
	return rounds, nil
}

// roundStart is the first position of round n (clamped to the rounds there
// are).
func roundStart(rounds []int, n int) int {
	for k, r := range rounds {
		if r >= n {
			return k
		}
	}
	return len(rounds) - 1
}
