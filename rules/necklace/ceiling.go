package necklace

import "salotto/rules"

// The ceilings of what a bot may win at the necklace game, measured in
// matches (the arena's seats "clairvoyant", "handsight" and "expert10"),
// never offered: no table makes them, so they are not in the browser's
// build.

// clairvoyant is the expert's search handed the real deal (the opponent's
// hand, the draw pile's order) where the expert has only its view: what
// knowing every hidden card is worth to that search. real is the game
// being played.
type clairvoyant struct {
	*ExpertBot
	real *State
}

func (c *clairvoyant) Begin(view rules.State, p int) {
	c.ExpertBot.Begin(view, p)
	deal := *c.real
	c.deal = func(_ *ExpertBot, d *State) { *d = deal }
}

// handSight is the expert seeing the opponent's hand but not the draw
// pile's order: each playout deals the pile and the cards set aside
// afresh among themselves. What it wins beyond the expert is the most any
// inference about the opponent's hand could win.
type handSight struct {
	*ExpertBot
	real *State
}

func (c *handSight) Begin(view rules.State, p int) {
	c.ExpertBot.Begin(view, p)
	hand := cardMask(c.real.hand[1-p][:c.real.handN[1-p]])
	c.deal = func(b *ExpertBot, d *State) { b.track.belief().deal(d, &b.view, b.me, hand, &b.pcg) }
}

// CeilingBot makes a ceiling seat for the game real (the live state the
// seat plays in, which the first two read): "clairvoyant", "handsight" or
// "expert10" (the expert playing out ten times as much). It returns nil
// for any other level.
func CeilingBot(level string, seed uint64, real rules.State) rules.Agent {
	s, _ := real.(*State)
	switch level {
	case "clairvoyant":
		return &clairvoyant{ExpertBot: NewExpertBot(seed), real: s}
	case "handsight":
		return &handSight{ExpertBot: NewExpertBot(seed), real: s}
	case "expert10":
		b := NewExpertBot(seed)
		b.rollouts *= 10
		return b
	}
	return nil
}
