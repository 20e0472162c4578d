package necklace

// The expert's playouts: a deal played to its end, the opponent as the
// normal bot (or as the kind of player the deal takes it for), the expert
// as the normal bot that sees what the deal gives the opponent.

// expertOwn is how the expert plays its own moves in its playouts: by the
// normal bot's measure, but judging what a discard would feed the
// opponent by the hand the deal gives it. The deal is drawn from the
// expert's belief, so this is the player the expert will be once it has
// read the opponent: a playout that fed the opponent blindly would blame
// the move being weighed for its own later gifts. Measured over 1,000
// duels against the normal bot it adds about a point alone; with the take
// planned with its discard (expertBot.planTake) about three.
var expertOwn = weights{future: normalWeights.future, feed: normalWeights.feed, sees: true}

// handFeeder is seat p's feeder in the full state s reading the
// opponent's whole hand: a discard costs what it would add, at best, to
// the opponent's necklace. ok is false where the hand is not all there
// (a view), or the value table is not built; nothing, when the opponent
// has no turn left to take it.
func handFeeder(s *State, p int) (f feeder, ok bool) {
	opp := 1 - p
	rows := rowTable.Load()
	h := &s.hand[opp]
	if rows == nil || s.handN[opp] != HandSize || s.common >= NumCards {
		return f, false
	}
	all := uint32(1) << s.common
	for i := 0; i < HandSize; i++ {
		if h[i] >= NumCards {
			return f, false
		}
		all |= 1 << h[i]
	}
	if s.drawN == 0 && s.late[opp] {
		return f, true // the opponent has no turn left to take it
	}
	for i := 0; i < HandSize; i++ {
		f.rows[i] = &rows[setRank(all&^(1<<h[i]))]
	}
	f.before = HandValue([HandSize]Card{h[0], h[1], h[2], h[3]}, s.common)
	return f, true
}

// handCost is what c would add to the opponent's necklace, the card it
// would give up for it chosen at best.
func (f *feeder) handCost(c Card) float64 {
	best := f.before
	for _, r := range f.rows {
		best = max(best, int(r[c]))
	}
	return float64(best - f.before)
}

// playout plays the deal d to its end and returns the expert's result:
// its own moves as expertOwn, the opponent's as the normal bot's, or
// model's when given (the kind of player the deal takes it for), drawn
// from the stream seed (the same for every move weighed on this deal).
func (b *ExpertBot) playout(d *State, seed uint64, model *oppModel) float64 {
	b.rpcg.Seed(seed, seed)
	for !d.Done() {
		p := int(d.toMove)
		switch {
		case p == b.me:
			d.play(weighedMove(d, p, b.own))
		case model != nil:
			d.play(model.choose(d, p, &b.rpcg))
		default:
			d.play(normalMove(d, p))
		}
	}
	return outcome(d, b.me, b.marginW)
}
