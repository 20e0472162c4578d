package necklace

import (
	"cmp"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"

	"salotto/rules"
)

// ExpertRollouts is the expert's playouts per decision, shared among its
// legal moves.
const ExpertRollouts = 3000

// ExpertBot weighs each legal move by playing it out, many times, in
// deals of what its view hides drawn from its belief about the
// opponent's hand (see tracker): each deal is played out once after every
// move (common random numbers, so that the moves differ by what they do
// and not by luck), the opponent then playing as the normal bot and the
// expert as the normal bot reading the hand the deal gives the opponent
// (expertOwn), and the move of best mean result is chosen. A take is
// weighed with the discard that follows it (takePlan).
//
// The belief is what makes the deals right. A uniform deal gives the
// opponent any hand its view allows; the expert gives it the hands that
// explain what the opponent chose to do so far (every take and discard,
// under a soft model of a sensible player), so its search plays against
// hands the opponent likely holds, and it foresees which of its own
// discards the opponent would take.
type ExpertBot struct {
	rollouts int
	marginW  float64
	track    tracker
	pcg      rand.PCG
	me       int
	view     State
	legal    []rules.Move
	sum      [HandSize + 1]float64 // results of each move's playouts
	tries    [HandSize + 1]int
	active   [HandSize + 1]bool // moves still played out
	spent    int                // playouts so far
	phaseEnd int                // playouts at which the moves are halved
	phaseLen int
	halving  bool
	fallback rules.Move
	d0, d    State
	// deal sets d to one deal of what the view hides: by default drawn
	// from the belief. The ceiling measures hand it the real deal.
	deal func(b *ExpertBot, d *State)
	// kind is the kind of player the deal being played out takes the
	// opponent for; with kindPlay, the opponent's moves in the playouts
	// are that kind's model's (the normal bot's for the first kind).
	kind     int
	kindPlay bool
	rpcg     rand.PCG
	// own is how the expert plays its own moves in the playouts.
	own weights
	// plan weighs a take with the discard after it (see takePlan).
	plan takePlan
}

// NewExpertBot makes an expert bot whose own choices are drawn from seed.
func NewExpertBot(seed uint64) *ExpertBot {
	buildValueTable()
	b := &ExpertBot{rollouts: ExpertRollouts, legal: make([]rules.Move, 0, HandSize+1), deal: beliefDeal,
		track: newTracker(oppKinds), own: expertOwn}
	b.pcg.Seed(seed, seedStream+5)
	return b
}

// beliefDeal draws the opponent's hand from the belief and deals the rest
// of what the view hides at random.
func beliefDeal(b *ExpertBot, d *State) {
	h, kind := b.track.draw(&b.pcg)
	b.kind = kind
	b.track.belief().deal(d, &b.view, b.me, h, &b.pcg)
}

// Begin starts a decision from view: it plans bringing the belief up to
// date with what happened since the last decision, done in Think.
func (b *ExpertBot) Begin(view rules.State, player int) {
	// Take the view again: even if handed the full state, the bot never
	// sees more than player may know.
	b.view = *viewState(view.View(player))
	b.me = player
	b.legal = b.view.Legal(player, b.legal[:0])
	b.sum, b.tries = [HandSize + 1]float64{}, [HandSize + 1]int{}
	for i := range b.active {
		b.active[i] = i < len(b.legal)
	}
	b.spent = 0
	b.planTake()
	b.phaseLen = b.rollouts
	if n := len(b.legal); b.halving && n > 2 {
		b.phaseLen = b.rollouts / bits.Len(uint(n-1))
	}
	b.phaseEnd = b.phaseLen
	if len(b.legal) > 0 {
		b.fallback = normalMove(&b.view, player)
	}
	if !b.view.Done() {
		b.track.begin(&b.view, player)
	}
}

// Think does up to budget units of work: first the belief's update (a
// unit weighs one hand), then playouts (a unit is one playout). The
// decision is final once every move has had its share of the playouts.
func (b *ExpertBot) Think(budget int) bool {
	for budget > 0 {
		if b.track.pending {
			used, _ := b.track.run(budget)
			budget -= used
			continue
		}
		if b.final() {
			break
		}
		budget -= b.round()
	}
	return !b.track.pending && b.final()
}

func (b *ExpertBot) final() bool {
	return len(b.legal) <= 1 || b.spent >= b.rollouts
}

// round plays one deal out after each move still in play, and returns how
// many playouts it made. With halving, the better half of the moves goes
// on at the end of each phase (successive halving: the playouts go to the
// moves still in doubt).
func (b *ExpertBot) round() int {
	b.kind = 0
	b.deal(b, &b.d0)
	seed := b.pcg.Uint64()
	var model *oppModel
	if b.kindPlay && b.kind > 0 && !b.view.solo {
		model = &b.track.kinds[b.kind].model
	}
	if b.plan.on {
		n := b.planRound(seed, model)
		b.spent += n
		return n
	}
	n := 0
	for i, m := range b.legal {
		if !b.active[i] {
			continue
		}
		b.d = b.d0
		b.d.play(m)
		b.sum[i] += b.playout(&b.d, seed, model)
		b.tries[i]++
		n++
	}
	b.spent += n
	if b.spent >= b.phaseEnd && b.spent < b.rollouts {
		b.halve()
		b.phaseEnd += b.phaseLen
	}
	return n
}

// halve keeps the better half (rounded up, two at least) of the moves in
// play.
func (b *ExpertBot) halve() {
	var in []int
	for i := range b.legal {
		if b.active[i] {
			in = append(in, i)
		}
	}
	keep := max(2, (len(in)+1)/2)
	slices.SortFunc(in, func(x, y int) int { return cmp.Compare(b.mean(y), b.mean(x)) })
	for _, i := range in[keep:] {
		b.active[i] = false
	}
}

func (b *ExpertBot) mean(i int) float64 {
	if b.tries[i] == 0 {
		return math.Inf(-1)
	}
	return b.sum[i] / float64(b.tries[i])
}

// Decide returns the move of best mean result so far (before any
// playout, the normal bot's choice).
func (b *ExpertBot) Decide() rules.Move {
	if b.spent == 0 || len(b.legal) == 0 {
		return b.fallback
	}
	if b.plan.on {
		return b.planDecide()
	}
	best := -1
	for i := range b.legal {
		if b.active[i] && b.tries[i] > 0 && (best < 0 || b.mean(i) > b.mean(best)) {
			best = i
		}
	}
	return b.legal[best]
}
