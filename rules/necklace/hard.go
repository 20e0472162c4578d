package necklace

import (
	"math"
	"math/rand/v2"

	"salotto/rules"
)

// DefaultHardIterations is the hard bot's search size per decision.
const DefaultHardIterations = 6000

// HardBot is information-set MCTS (single-observer ISMCTS, Cowling et al.
// 2012): each iteration deals the cards its view lacks afresh with
// Determinize's rules (never looking at the real hidden hand), walks one
// shared tree of moves choosing among the moves legal in that deal by UCB
// with availability counts, expands one move, finishes the game with a
// fast greedy rollout and backs up each player's result.
type HardBot struct {
	iterations int
	explore    float64
	randomIn   int     // rollouts make one random move in randomIn
	marginW    float64 // share of the duel reward given to the florin margin
	pcg        rand.PCG
	view       State
	det        State
	player     int
	done       int
	nodes      []hardNode
	legal      []rules.Move
	path       []int32
	fallback   rules.Move
	single     bool
}

type hardNode struct {
	move           rules.Move
	player         int8
	parent         int32
	child, sibling int32
	visits, avail  int32
	reward         float64
}

// NewHardBot makes a hard bot searching iterations per decision.
func NewHardBot(iterations int, seed uint64) *HardBot {
	if iterations < 1 {
		iterations = 1
	}
	buildValueTable()
	b := &HardBot{iterations: iterations, explore: 0.7, randomIn: 10, marginW: 0.1,
		nodes: make([]hardNode, 0, iterations+1), legal: make([]rules.Move, 0, 8)}
	b.pcg.Seed(seed, seedStream+4)
	return b
}

// Begin starts a decision from view.
func (b *HardBot) Begin(view rules.State, player int) {
	// Take the view again: even if handed the full state, the search
	// never sees more than player may know.
	b.view = *viewState(view.View(player))
	b.player = player
	b.done = 0
	b.nodes = append(b.nodes[:0], hardNode{player: -1, parent: -1, child: -1, sibling: -1})
	b.legal = b.view.Legal(player, b.legal[:0])
	b.single = len(b.legal) <= 1
	if len(b.legal) > 0 {
		b.fallback = normalMove(&b.view, player)
	}
}

// Think runs up to budget iterations; the decision is final after the
// configured number (or at once when there is a single legal move).
func (b *HardBot) Think(budget int) bool {
	if b.single {
		return true
	}
	for ; budget > 0 && b.done < b.iterations; budget-- {
		b.iterate()
		b.done++
		if b.done&255 == 0 && b.settled() {
			b.done = b.iterations
		}
	}
	return b.done >= b.iterations
}

// settled reports whether the most visited root move can no longer be
// overtaken in the iterations left, so searching on would change nothing.
func (b *HardBot) settled() bool {
	first, second := int32(0), int32(0)
	for c := b.nodes[0].child; c >= 0; c = b.nodes[c].sibling {
		switch n := b.nodes[c].visits; {
		case n > first:
			first, second = n, first
		case n > second:
			second = n
		}
	}
	return int(first-second) > b.iterations-b.done
}

// Decide returns the root move visited most so far.
func (b *HardBot) Decide() rules.Move {
	best, bestN := b.fallback, int32(0)
	if len(b.nodes) == 0 {
		return best
	}
	for c := b.nodes[0].child; c >= 0; c = b.nodes[c].sibling {
		if n := b.nodes[c].visits; n > bestN {
			best, bestN = b.nodes[c].move, n
		}
	}
	return best
}

func (b *HardBot) iterate() {
	d := &b.det
	d.determinizeFrom(&b.view, &b.pcg)
	n := int32(0)
	b.path = b.path[:0]
	for !d.Done() {
		p := int(d.toMove)
		b.legal = d.Legal(p, b.legal[:0])
		// Mark the children available in this deal; find untried moves.
		var tried [8]bool
		bestC, bestU := int32(-1), -1.0
		for c := b.nodes[n].child; c >= 0; c = b.nodes[c].sibling {
			nd := &b.nodes[c]
			for i, m := range b.legal {
				if m == nd.move && int(nd.player) == p {
					tried[i] = true
					nd.avail++
					u := nd.reward/float64(nd.visits) + b.explore*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
					if u > bestU {
						bestC, bestU = c, u
					}
					break
				}
			}
		}
		untried := 0
		for i := range b.legal {
			if !tried[i] {
				untried++
			}
		}
		if untried > 0 {
			k := intN(&b.pcg, untried)
			var m rules.Move
			for i := range b.legal {
				if !tried[i] {
					if k == 0 {
						m = b.legal[i]
						break
					}
					k--
				}
			}
			c := int32(len(b.nodes))
			b.nodes = append(b.nodes, hardNode{move: m, player: int8(p), parent: n,
				child: -1, sibling: b.nodes[n].child, avail: 1})
			b.nodes[n].child = c
			d.play(m)
			b.path = append(b.path, c)
			break
		}
		d.play(b.nodes[bestC].move)
		n = bestC
		b.path = append(b.path, n)
	}
	for !d.Done() {
		d.play(rolloutMove(d, &b.pcg, b.randomIn))
	}
	var r [2]float64
	r[0], r[1] = outcome(d, 0, b.marginW), outcome(d, 1, b.marginW)
	for _, c := range b.path {
		nd := &b.nodes[c]
		nd.visits++
		nd.reward += r[nd.player]
	}
}

// outcome is p's reward in [0, 1] for a finished game: mostly the result
// (win 1, shared 0.5, loss 0) with a small share for the florin margin; in
// solo play, where the rating counts, half of it is the player's own value.
func outcome(s *State, p int, marginW float64) float64 {
	won := 0.0
	switch s.winners {
	case 1 << p:
		won = 1
	case 3:
		won = 0.5
	}
	margin := float64(s.value[p]-s.value[1-p]) / 80
	if s.solo {
		return 0.5*won + 0.5*math.Min(float64(s.value[p])/50, 1)
	}
	return (1-marginW)*won + marginW*(0.5+margin)
}

// rolloutMove is the rollout policy: the greedy policy with one random move
// in randomIn, so rollouts stay plausible yet varied.
func rolloutMove(s *State, pcg *rand.PCG, randomIn int) rules.Move {
	p := int(s.toMove)
	if intN(pcg, randomIn) == 0 {
		var buf [8]rules.Move
		l := s.Legal(p, buf[:0])
		return l[intN(pcg, len(l))]
	}
	return greedyMove(s, p, pcg)
}
