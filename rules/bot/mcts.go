package bot

import (
	"math/rand/v2"

	"salotto/rules"
)

// MCTS is a search bot (rules.Agent). Make one with NewMCTS and reuse it for
// every decision of its seat: its tree and buffers are kept between
// decisions.
type MCTS struct {
	cfg Config
	rng *rand.Rand

	view      rules.State // what the player knows
	fixed     rules.State // the one determinization, when !cfg.Determinize
	player    int
	rootLegal []rules.Move
	done      int // iterations so far this decision
	failures  int // iterations cut short by a game refusing a listed move

	t tree

	// reused buffers
	toAct     []int
	legal     []rules.Move
	chosen    []int32
	pathEdges []int32
	reward    []float64
}

// NewMCTS returns a search bot configured by cfg.
func NewMCTS(cfg Config) *MCTS {
	cfg = cfg.withDefaults()
	return &MCTS{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x3c75_15a4_d00d_b07))}
}

// Begin starts a decision for player. Given a full state, the bot searches
// from that player's View of it, so it can never use what the player may
// not see.
func (b *MCTS) Begin(view rules.State, player int) {
	if !view.IsView() {
		view = view.View(player)
	}
	b.view, b.player, b.done, b.failures = view, player, 0, 0
	b.rootLegal = view.Legal(player, b.rootLegal[:0])
	b.fixed = nil
	if !b.cfg.Determinize {
		b.fixed = view.Determinize(b.rng)
	}
	b.t.reset()
}

// Think runs up to budget search iterations and reports whether the
// decision is final: the configured iterations are spent, or there is no
// choice to make.
func (b *MCTS) Think(budget int) bool {
	if b.view == nil {
		return true
	}
	for i := 0; i < budget && !b.final(); i++ {
		b.iterate()
		b.done++
	}
	return b.final()
}

func (b *MCTS) final() bool {
	return b.done >= b.cfg.Iterations || len(b.rootLegal) <= 1
}

// Decide returns the most visited of the player's legal moves at the root
// (ties go to the better mean reward); before any search, the first legal
// move.
func (b *MCTS) Decide() rules.Move {
	if len(b.rootLegal) == 0 {
		return rules.Move{}
	}
	best, bestN, bestMean := b.rootLegal[0], int32(-1), 0.0
	for i := b.t.nodes[0].firstEdge; i != none; i = b.t.edges[i].next {
		e := &b.t.edges[i]
		if int(e.player) != b.player || e.n == 0 || !contains(b.rootLegal, e.move) {
			continue
		}
		mean := e.w / float64(e.n)
		if e.n > bestN || e.n == bestN && mean > bestMean {
			best, bestN, bestMean = e.move, e.n, mean
		}
	}
	return best
}

// Iterations reports the iterations run for the current decision.
func (b *MCTS) Iterations() int { return b.done }

// Nodes reports the size of the current search tree.
func (b *MCTS) Nodes() int { return len(b.t.nodes) }

// Failures counts iterations cut short because the game refused a move its
// own Legal had listed: a bug in the game, never expected.
func (b *MCTS) Failures() int { return b.failures }

// MoveStat is the search's statistics for one root move.
type MoveStat struct {
	Move   rules.Move
	Visits int
	Mean   float64 // mean reward for the deciding player
}

// RootStats appends the deciding player's root moves and their statistics
// (for tests, tuning and a "why did the bot do that" display).
func (b *MCTS) RootStats(dst []MoveStat) []MoveStat {
	for i := b.t.nodes[0].firstEdge; i != none; i = b.t.edges[i].next {
		e := &b.t.edges[i]
		if int(e.player) == b.player && e.n > 0 {
			dst = append(dst, MoveStat{e.move, int(e.n), e.w / float64(e.n)})
		}
	}
	return dst
}

func contains(ms []rules.Move, m rules.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// iterate runs one search iteration: select down the tree on a
// determinization, expand one node, roll out, back up the rewards.
func (b *MCTS) iterate() {
	var s rules.State
	if b.fixed != nil {
		s = b.fixed.Clone()
	} else {
		s = b.view.Determinize(b.rng)
	}
	t := &b.t
	b.pathEdges = b.pathEdges[:0]
	ni := int32(0)
	for !s.Done() {
		b.toAct = s.ToAct(b.toAct[:0])
		b.chosen = b.chosen[:0]
		for _, p := range b.toAct {
			b.legal = s.Legal(p, b.legal[:0])
			if len(b.legal) == 0 {
				continue
			}
			b.chosen = append(b.chosen, b.selectEdge(ni, int32(p), b.legal))
		}
		applied := 0
		for _, e := range b.chosen {
			ed := &t.edges[e]
			if _, err := s.Apply(int(ed.player), ed.move); err != nil {
				break
			}
			applied++
		}
		if applied == 0 {
			b.failures++
			break
		}
		b.chosen = b.chosen[:applied]
		b.pathEdges = append(b.pathEdges, b.chosen...)
		child, created := t.childOf(ni, b.chosen)
		ni = child
		if created {
			break
		}
	}
	b.rollout(s)
	b.score(s)
	// Edges carry all the statistics selection reads (UCB uses an edge's
	// avail count, not its parent's visits), so only they are backed up.
	for _, e := range b.pathEdges {
		ed := &t.edges[e]
		ed.n++
		ed.w += b.reward[ed.player]
	}
}

// selectEdge picks player's move at node ni among legal: an untried move if
// there is one (at random among them), else the best UCB value. It counts
// every listed move as available.
func (b *MCTS) selectEdge(ni int32, player int32, legal []rules.Move) int32 {
	t := &b.t
	best, bestVal := int32(none), 0.0
	untried := 0
	hint := t.nodes[ni].firstEdge
	for _, m := range legal {
		i := t.edgeFor(ni, player, m, hint)
		e := &t.edges[i]
		hint = e.next
		e.avail++
		switch {
		case e.n == 0:
			untried++
			if b.rng.IntN(untried) == 0 {
				best = i
			}
		case untried == 0:
			if v := e.ucb(b.cfg.Exploration); best == none || v > bestVal {
				best, bestVal = i, v
			}
		}
	}
	return best
}
