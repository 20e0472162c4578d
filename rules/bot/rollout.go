package bot

import "salotto/rules"

// rollout plays s on with the rollout policy until the game ends or the
// move limit.
func (b *MCTS) rollout(s rules.State) {
	for n := 0; n < b.cfg.MaxRolloutMoves && !s.Done(); n++ {
		b.toAct = s.ToAct(b.toAct[:0])
		moved := false
		for _, p := range b.toAct {
			b.legal = s.Legal(p, b.legal[:0])
			if len(b.legal) == 0 {
				continue
			}
			var m rules.Move
			if b.cfg.Rollout != nil {
				m = b.cfg.Rollout(s, p, b.legal, b.rng)
			} else {
				m = b.legal[b.rng.IntN(len(b.legal))]
			}
			if _, err := s.Apply(p, m); err != nil {
				b.failures++
				return
			}
			moved = true
		}
		if !moved {
			return
		}
	}
}

// score fills b.reward with each player's reward for the position s (see
// WinWeight). An unfinished position counts its current leaders as winners.
func (b *MCTS) score(s rules.State) {
	n := s.Players()
	if cap(b.reward) < n {
		b.reward = make([]float64, n)
	}
	b.reward = b.reward[:n]
	scores := s.Scores()
	lo, hi := scores[0], scores[0]
	for _, v := range scores {
		lo, hi = min(lo, v), max(hi, v)
	}
	for p := range b.reward {
		if hi > lo {
			b.reward[p] = MarginWeight * float64(scores[p]-lo) / float64(hi-lo)
		} else {
			b.reward[p] = MarginWeight / 2
		}
	}
	if s.Done() {
		w := s.Winners()
		for _, p := range w {
			b.reward[p] += WinWeight / float64(len(w))
		}
		return
	}
	leaders := 0
	for _, v := range scores {
		if v == hi {
			leaders++
		}
	}
	for p, v := range scores {
		if v == hi {
			b.reward[p] += WinWeight / float64(leaders)
		}
	}
}
