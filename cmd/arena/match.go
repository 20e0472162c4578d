package main

import (
	"fmt"
	"time"

	"salotto/rules"
)

// clock is the arena's wall clock; rules/ never reads one, so the arena
// stops a bot's thinking itself.
var clock = time.Now

// thinkSlice is how many units of work one Think call may do under a clock
// budget: small, so that the budget is overshot by little. Without a budget
// the arena thinks in larger slices, as a table would between frames.
const thinkSlice = 4

// botSeed gives each bot of each game its own seed.
func botSeed(seed uint64, game, seat int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(game)*1_000_003 + uint64(seat)*7919 + 1
}

// match is one game being played by agents.
type match struct {
	s      rules.State
	agents []rules.Agent // by player position
	levels []string      // by player position
	budget time.Duration // 0: the bot's own iteration budget
	moves  []played
	timing *timings
}

type played struct {
	player int
	move   rules.Move
}

// newMatch sets up a game with levels[p] sitting at position p.
func newMatch(t *table, seed uint64, gameIndex int, levels []string, budget time.Duration, tm *timings) (*match, error) {
	s, err := t.game.Setup(t.opts, seed)
	if err != nil {
		return nil, err
	}
	m := &match{s: s, levels: levels, budget: budget, timing: tm}
	for p, l := range levels {
		a, err := newAgent(t.game, l, botSeed(t.seed, gameIndex, p), s)
		if err != nil {
			return nil, err
		}
		m.agents = append(m.agents, a)
	}
	return m, nil
}

// play runs the game to its end. Whenever several players are to act, the
// first listed decides and moves, then the list is asked again: each bot
// decides from the view it has at that moment.
func (m *match) play() error {
	var toAct []int
	g := m.s.Game()
	for n := 0; !m.s.Done(); n++ {
		if n > 1_000_000 {
			return fmt.Errorf("no end after %d moves", n)
		}
		toAct = m.s.ToAct(toAct[:0])
		if len(toAct) == 0 {
			return fmt.Errorf("the game is not over but nobody is to act")
		}
		p := toAct[0]
		mv := m.decide(p)
		if _, err := m.s.Apply(p, mv); err != nil {
			return fmt.Errorf("move %d: %s bot in seat %d chose %q: %v", len(m.moves), m.levels[p], p, g.FormatMove(mv), err)
		}
		m.moves = append(m.moves, played{p, mv})
	}
	return nil
}

// decide asks player p's bot for a move, thinking in slices until its own
// budget or the wall-clock budget runs out, and times the decision.
func (m *match) decide(p int) rules.Move {
	a := m.agents[p]
	start, cpu := clock(), threadCPU()
	a.Begin(m.s.View(p), p)
	if m.budget > 0 {
		deadline := start.Add(m.budget)
		for !a.Think(thinkSlice) && clock().Before(deadline) {
		}
	} else {
		for !a.Think(thinkSlice * 16) {
		}
	}
	mv := a.Decide()
	if m.timing != nil {
		m.timing.add(m.levels[p], clock().Sub(start), threadCPU()-cpu)
	}
	return mv
}
