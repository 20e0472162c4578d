package necklace

import (
	"math"
	"math/rand/v2"

	"salotto/rules"
)

// DefaultHardIterations is the hard bot's search size per decision.
const DefaultHardIterations = 15000

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
	samples    int     // determinizations drawn per iteration to weigh (1: uniform)
	// modelled: in the tree the opponent plays the rollout policy on the
	// hand the deal gives it, rather than choosing by UCB as if it could
	// not see its own cards (which single-observer search assumes).
	modelled bool
	oppLast  Card // the opponent's last discard, NoCard if unknown
	cand     State
	pcg      rand.PCG
	view     State
	det      State
	player   int
	done     int
	nodes    []hardNode
	legal    []rules.Move
	path     []int32
	fallback rules.Move
	single   bool
	logs     []float64 // logs[n] = ln n for every availability count a search can reach
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
	b := &HardBot{iterations: iterations, explore: 0.7, randomIn: 10, marginW: 0, samples: 6,
		nodes: make([]hardNode, 0, iterations+1), legal: make([]rules.Move, 0, 8),
		logs: make([]float64, iterations+1)}
	// A child is counted available at most once per iteration, so its
	// count never passes iterations: UCB reads its log from here instead
	// of computing one per child per step of every descent.
	for n := 1; n <= iterations; n++ {
		b.logs[n] = math.Log(float64(n))
	}
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
	b.oppLast = b.lastOpponentDiscard()
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
	b.sample(d)
	n := int32(0)
	b.path = b.path[:0]
	for !d.Done() {
		p := int(d.toMove)
		if b.modelled && p != b.player {
			m := rolloutMove(d, &b.pcg, b.randomIn)
			n = b.follow(n, p, m)
			d.play(m)
			b.path = append(b.path, n)
			continue
		}
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
					u := nd.reward/float64(nd.visits) + b.explore*math.Sqrt(b.logs[nd.avail]/float64(nd.visits))
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

// follow returns n's child for player p's move m, adding it if new: the
// opponent's moves, when the policy makes them, still part the tree.
func (b *HardBot) follow(n int32, p int, m rules.Move) int32 {
	for c := b.nodes[n].child; c >= 0; c = b.nodes[c].sibling {
		if nd := &b.nodes[c]; nd.move == m && int(nd.player) == p {
			return c
		}
	}
	c := int32(len(b.nodes))
	b.nodes = append(b.nodes, hardNode{move: m, player: int8(p), parent: n, child: -1, sibling: b.nodes[n].child})
	b.nodes[n].child = c
	return c
}

// outcome is p's reward in [0, 1] for a finished game: the result (win 1,
// shared 0.5, loss 0), with marginW of it for the florin margin (0 by
// default: measured no better); in solo play, where the rating counts, half
// of it is the player's own value.
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

// lastOpponentDiscard is the card the opponent discarded on its last turn,
// as the view shows it: the top discard, or the card this player just took
// from the discard pile.
func (b *HardBot) lastOpponentDiscard() Card {
	v := &b.view
	if v.phase == phaseOver || v.turns == 0 {
		return NoCard // nobody has discarded yet
	}
	p := b.player
	if v.phase == phaseDiscard {
		newest := v.hand[p][v.handN[p]-1]
		if v.known[p]&(1<<newest) != 0 {
			return newest
		}
	}
	if v.discardN == 0 {
		return NoCard
	}
	return v.discard[v.discardN-1]
}

// sample sets d to a determinization of the view. With samples > 1 and a
// known last discard by the opponent, it draws several and keeps one with
// probability proportional to how likely the opponent, holding that deal,
// was to discard what it did (sampling importance resampling): a duel
// opponent is modelled as preferring, softly, the discard that keeps the
// most florins; the rival jeweller follows its public rule exactly. This
// reads the view only, like Determinize.
func (b *HardBot) sample(d *State) {
	if b.samples <= 1 || b.oppLast == NoCard {
		d.determinizeFrom(&b.view, &b.pcg)
		return
	}
	total := 0.0
	for k := 0; k < b.samples; k++ {
		b.cand.determinizeFrom(&b.view, &b.pcg)
		w := discardLikelihood(&b.cand, 1-b.player, b.oppLast)
		total += w
		if k == 0 || w > 0 && float64(b.pcg.Uint64()>>11)/(1<<53)*total < w {
			*d = b.cand
		}
	}
}

// discardLikelihood is the modelled probability that seat q, holding its
// current hand in s plus card c, discards c.
func discardLikelihood(s *State, q int, c Card) float64 {
	var h [HandSize + 1]Card
	copy(h[:], s.hand[q][:HandSize])
	h[HandSize] = c
	var v [HandSize + 1]int
	best := 0
	for d := range h {
		v[d] = keepValue(h, s.common, d)
		best = max(best, v[d])
	}
	if s.solo {
		if v[HandSize] == best {
			return 1
		}
		return 0.02
	}
	sum := 0.0
	for _, x := range v {
		sum += math.Exp(0.4 * float64(x-best))
	}
	return math.Exp(0.4*float64(v[HandSize]-best)) / sum
}
