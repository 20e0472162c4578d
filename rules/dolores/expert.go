package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// expertRollouts is the expert's playouts per decision it searches.
const expertRollouts = 900

// maxCells bounds the moves one search weighs; the longest list the rules
// make (a Theft at four, three rivals' seven kinds of three values) is 63.
const maxCells = 64

// expertBot is the expert level. It keeps the hard bot's read of each
// rival (their word, their record of keeping it, the models of their
// gestures scored on what they then showed) and its talk, and searches
// where a choice turns on what follows rather than on the cards at hand:
//
//   - The gestures of a share are a simultaneous 3×3 game whose payoffs
//     come from playing the game out: each deal of what the view hides is
//     played to the end once for every pair of gestures, on one random
//     stream (common random numbers: the nine cells differ by the
//     gestures, not by luck), and a cell's payoff is the bot's result
//     less the rival's. The hard bot's blend of that game's equilibrium
//     with its models of the rival then gives the mixed strategy.
//   - Every other choice between several moves (a card to use or keep, the
//     Ruse's answer, a Dodge's pick, the collection to drop, a Theft) plays
//     each move out in the same way and takes the best mean.
//
// Deals are drawn by sampleView, weighed by what a Broken Lantern's user
// said of a face-down share.
type expertBot struct {
	*smartBot
	roll     *roller
	rollouts int
	// deal fills what the view hides for one sample of the search
	// (sampleView); a field, so that the tests' clairvoyant can hand the
	// same search the real deal.
	deal func(r *rand.Rand) *State

	view   *State
	player int
	moves  []rules.Move
	move   rules.Move
	final  bool

	// The search of one decision: cells are the nine pairs of gestures
	// (mine, the rival's) or the moves, each played out once per sample.
	gestures   bool
	rival      int
	cells      int
	samples    int // wanted
	sampled    int // done
	cell       int // next cell of the current sample
	cur        *State
	seed       uint64
	mine, hers [maxCells]float64
	tries      [maxCells]int32

	// The last round's searched payoffs, kept while talk goes on.
	key    int
	matrix [3][3]float64
}

func newExpertBot(pers int, seed uint64) *expertBot {
	b := &expertBot{smartBot: newSmartBot("hard", pers, seed), roll: newRoller(), rollouts: expertRollouts, key: -1}
	b.riskAware = false // the search's payoffs are already results, not points
	b.deal = func(r *rand.Rand) *State { return sampleView(b.view, r) }
	return b
}

// Begin decides at once where there is nothing to search (one move, the
// Lantern's report, a Wager's prediction, talk in a round already
// searched), else sets the search up for Think.
func (b *expertBot) Begin(view rules.State, p int) {
	b.final, b.cells, b.sampled, b.cell = true, 0, 0, 0
	s, ok := view.(*State)
	if !ok || s.viewer != int8(p) {
		s, _ = view.View(p).(*State)
	}
	b.view, b.player = s, p
	b.moves = s.Legal(p, b.moves[:0])
	b.move = rules.Move{}
	if len(b.moves) == 0 {
		return
	}
	b.move = b.moves[0]
	b.learn(s)
	side := s.sideOf(p)
	switch {
	case len(b.moves) == 1:
		return
	case s.phase == phGesture && side >= 0 && s.gest[side] == none:
		if b.roundKey(s, p) == b.key {
			b.decideGesture()
			return
		}
		b.gestures, b.rival, b.cells = true, s.part(1-side), 9
	case s.phase == phGesture, s.phase == phLanternTalk:
		b.smartBot.Begin(s, p)
		b.move = b.smartBot.move
		return
	default:
		b.gestures, b.rival, b.cells = false, -1, min(len(b.moves), maxCells)
	}
	b.final = false
	b.samples = max(1, b.rollouts/b.cells)
	b.mine, b.hers, b.tries = [maxCells]float64{}, [maxCells]float64{}, [maxCells]int32{}
}

// roundKey names one round of gestures of one share for seat p.
func (b *expertBot) roundKey(s *State, p int) int {
	return int(s.shares)<<8 | int(s.gcount[p][0]+s.gcount[p][1]+s.gcount[p][2])
}

// Think plays up to budget cells out.
func (b *expertBot) Think(budget int) bool {
	for ; budget > 0 && !b.final; budget-- {
		if b.cell == 0 {
			b.cur, b.seed = b.deal(b.r), b.r.Uint64()
		}
		d := *b.cur
		if b.start(&d, b.cell) {
			b.roll.playOut(&d, b.seed)
			b.mine[b.cell] += b.roll.reward(&d, b.player)
			if b.rival >= 0 {
				b.hers[b.cell] += b.roll.reward(&d, b.rival)
			}
			b.tries[b.cell]++
		}
		if b.cell++; b.cell == b.cells {
			b.cell = 0
			if b.sampled++; b.sampled >= b.samples {
				b.conclude()
			}
		}
	}
	return b.final
}

// start makes cell's choices on d: the player's move, or both gestures of
// a pair. It reports false when d refuses them (it never should).
func (b *expertBot) start(d *State, cell int) bool {
	if !b.gestures {
		_, err := d.Apply(b.player, b.moves[cell])
		return err == nil
	}
	d.gest[1-d.sideOf(b.player)] = none // the rival's gesture is the cell's, not the deal's
	d.Apply(b.player, mv(KindGesture, cell/3, 0, 0))
	_, err := d.Apply(b.rival, mv(KindGesture, cell%3, 0, 0))
	return err == nil
}

// conclude ends the search and chooses from what it found.
func (b *expertBot) conclude() {
	b.final = true
	if b.gestures {
		for c := 0; c < 9; c++ {
			if n := float64(b.tries[c]); n > 0 {
				b.matrix[c/3][c%3] = (b.mine[c] - b.hers[c]) / n
			}
		}
		b.key = b.roundKey(b.view, b.player)
		b.decideGesture()
		return
	}
	best, bestV := 0, -1.0
	for i := range b.cells {
		if b.tries[i] > 0 {
			if v := b.mine[i] / float64(b.tries[i]); v > bestV {
				best, bestV = i, v
			}
		}
	}
	b.move = b.moves[best]
}

// decideGesture lets the hard bot's judgement choose the gesture (or what
// to say first) from the searched payoffs.
func (b *expertBot) decideGesture() {
	b.payoffs = &b.matrix
	b.smartBot.Begin(b.view, b.player)
	b.payoffs = nil
	b.move = b.smartBot.move
}

// Decide returns the choice; asked before the search is over, it chooses
// from what the search found so far.
func (b *expertBot) Decide() rules.Move {
	if !b.final {
		b.conclude()
	}
	return b.move
}
