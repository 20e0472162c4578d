package dolcevita

import (
	"math"
	"math/rand/v2"

	"salotto/rules"
)

// The hard bot is a Monte Carlo tree search on the full position (Dolce
// Vita has perfect information once dealt; the boxed cards never matter).
// Each player in the tree picks by UCB1 on its own reward (max-n), children
// are tried in the normal bot's order of preference (judged by current
// holdings), and playouts follow that quick form of the normal policy with
// some random moves mixed in. It runs on *State directly, without events
// or interface calls, so that a decision's playouts fit in a few frames.

// SearchConfig tunes the hard bot.
type SearchConfig struct {
	Iterations  int     // playouts per decision
	Exploration float64 // UCB1 exploration constant
	Greedy      float64 // chance a playout move follows the quick normal policy (else uniform)
	Margin      float64 // weight of the score margin in a playout's reward (the rest is winning)
	// Projected playouts follow the normal bot itself, judging each column
	// with the luxuries the columns to its left will give, instead of its
	// quick form: twice the cost of a playout, for playouts that see how
	// one column's auction changes the next.
	Projected bool
}

// DefaultSearch is the hard bot's setting.
var DefaultSearch = SearchConfig{Iterations: 1000, Exploration: 0.5, Greedy: 0.8, Margin: 0.3}

// ExpertSearch is the expert bot's setting: four times the hard bot's
// playouts, each following the normal bot itself, for about an eighth of a
// second of a desktop's processor per decision.
var ExpertSearch = SearchConfig{Iterations: 4000, Exploration: 0.5, Greedy: 0.8, Margin: 0.3, Projected: true}

// marginScale is the lead (in units of 100,000) worth a full margin reward.
const marginScale = 12

type node struct {
	move   rules.Move
	mover  int8
	nchild uint8 // children, once expanded
	first  int32 // index of the first child in SearchBot.nodes
	visits int32
	reward float64 // sum of the mover's rewards through this node
}

// SearchBot is the hard bot. Think does up to budget playouts at a time.
type SearchBot struct {
	cfg    SearchConfig
	r      *rand.Rand
	root   State
	player int
	nodes  []node
	path   []int32
	done   int
	active bool
}

// NewSearchBot makes a hard bot with cfg whose choices are drawn from seed.
func NewSearchBot(cfg SearchConfig, seed uint64) *SearchBot {
	return &SearchBot{cfg: cfg, r: rand.New(rand.NewPCG(seed, seedStream^0x5ea7c4))}
}

// Begin starts deciding for player on view (a view is determinized: its
// boxed cards are the deck's unseen remainder).
func (b *SearchBot) Begin(view rules.State, player int) {
	b.active = false
	b.nodes = b.nodes[:0]
	b.done = 0
	s, ok := view.(*State)
	if !ok || s.Done() || player != int(s.turn) {
		return
	}
	b.root = s.determinized()
	b.player = player
	b.active = true
	b.nodes = append(b.nodes, node{mover: -1})
	b.expand(0, &b.root)
}

// Think runs up to budget playouts; it is done at the configured number,
// or at once when there is only one sensible move.
func (b *SearchBot) Think(budget int) bool {
	if !b.active {
		return true
	}
	for ; budget > 0 && b.done < b.cfg.Iterations; budget-- {
		b.iterate()
		b.done++
		if b.done%64 == 0 && b.settled() {
			b.done = b.cfg.Iterations
		}
	}
	return b.done >= b.cfg.Iterations || b.nodes[0].nchild <= 1
}

// settled reports whether the most visited root move can no longer be
// overtaken by the next in the playouts that remain, so that the rest of
// the budget would not change the decision.
func (b *SearchBot) settled() bool {
	root := b.nodes[0]
	var first, second int32
	for i := int(root.first); i < int(root.first)+int(root.nchild); i++ {
		switch v := b.nodes[i].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return int(first-second) > b.cfg.Iterations-b.done
}

// Decide returns the most visited move at the root.
func (b *SearchBot) Decide() rules.Move {
	if !b.active {
		return rules.Move{}
	}
	root := b.nodes[0]
	best := int(root.first)
	for i := best; i < int(root.first)+int(root.nchild); i++ {
		if b.nodes[i].visits > b.nodes[best].visits {
			best = i
		}
	}
	return b.nodes[best].move
}

// expand adds the children of node i, one per legal move of s, in the
// quick normal policy's order of preference (best first).
func (b *SearchBot) expand(i int, s *State) {
	p := int(s.turn)
	var v [MaxNumber + 1][NumColumns]float64
	s.placementValue(p, normalNumberCost, &v)
	first := len(b.nodes)
	for n := MinNumber; n <= MaxNumber; n++ {
		if s.hand[p]&(1<<n) == 0 {
			continue
		}
		for c := 0; c < NumColumns; c++ {
			b.nodes = append(b.nodes, node{move: Place(n, c), mover: int8(p)})
			// insertion sort by value, best first
			for k := len(b.nodes) - 1; k > first; k-- {
				a, z := b.nodes[k-1].move, b.nodes[k].move
				if v[a.A][a.B] >= v[z.A][z.B] {
					break
				}
				b.nodes[k-1], b.nodes[k] = b.nodes[k], b.nodes[k-1]
			}
		}
	}
	b.nodes[i].first = int32(first)
	b.nodes[i].nchild = uint8(len(b.nodes) - first)
}

// iterate runs one selection, expansion, playout and backup.
func (b *SearchBot) iterate() {
	s := b.root
	b.path = append(b.path[:0], 0)
	i := 0
	for !s.Done() {
		if b.nodes[i].nchild == 0 {
			if b.nodes[i].visits == 0 {
				break
			}
			b.expand(i, &s)
		}
		i = b.selectChild(i)
		m := b.nodes[i].move
		s.place(int(s.turn), int(m.A), int(m.B), nil)
		b.path = append(b.path, int32(i))
	}
	for !s.Done() {
		p := int(s.turn)
		var m rules.Move
		switch {
		case b.r.Float64() >= b.cfg.Greedy:
			m = randomChoice(&s, p, b.r)
		case b.cfg.Projected:
			m = normalChoice(&s, p, b.r)
		default:
			m = quickChoice(&s, p, b.r)
		}
		s.place(p, int(m.A), int(m.B), nil)
	}
	reward := b.rewards(&s)
	for _, k := range b.path {
		nd := &b.nodes[k]
		nd.visits++
		if nd.mover >= 0 {
			nd.reward += reward[nd.mover]
		}
	}
}

// selectChild picks node i's first unvisited child (they are in order of
// preference), else the child of best UCB1 for its mover.
func (b *SearchBot) selectChild(i int) int {
	nd := &b.nodes[i]
	lo, hi := int(nd.first), int(nd.first)+int(nd.nchild)
	logN := math.Log(float64(nd.visits))
	best, bestU := lo, math.Inf(-1)
	for k := lo; k < hi; k++ {
		c := &b.nodes[k]
		if c.visits == 0 {
			return k
		}
		u := c.reward/float64(c.visits) + b.cfg.Exploration*math.Sqrt(logN/float64(c.visits))
		if u > bestU {
			best, bestU = k, u
		}
	}
	return best
}

// rewards scores a finished playout for each player: a share of the win,
// blended with the player's lead over the best other player.
func (b *SearchBot) rewards(s *State) [MaxPlayers]float64 {
	var tot [MaxPlayers]int
	best, nbest := -1, 0
	for p := 0; p < int(s.players); p++ {
		tot[p] = s.total(p)
		switch {
		case tot[p] > best:
			best, nbest = tot[p], 1
		case tot[p] == best:
			nbest++
		}
	}
	var out [MaxPlayers]float64
	for p := 0; p < int(s.players); p++ {
		other := -1
		for q := 0; q < int(s.players); q++ {
			if q != p && tot[q] > other {
				other = tot[q]
			}
		}
		lead := float64(tot[p]-other) / marginScale
		lead = 0.5 + 0.5*max(-1, min(1, lead))
		win := 0.0
		if tot[p] == best {
			win = 1 / float64(nbest)
		}
		out[p] = (1-b.cfg.Margin)*win + b.cfg.Margin*lead
	}
	return out
}
