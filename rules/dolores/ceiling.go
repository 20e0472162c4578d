package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// The ceilings of what a bot may win at HMS Dolores, measured in matches
// (the arena's seats "clairvoyant" and "expert10"), never offered: no
// table makes them, so they are not in the browser's build.

// clairvoyant is the expert handed the real deal where it has only its
// view: the pile's order, the box and a face-down share. What the rival
// has not yet shown (a pending gesture, prediction or collection) stays
// hidden and is dealt at random, as for the expert: it is a choice, not a
// card. real is the game being played.
func clairvoyant(seed uint64, real *State) *expertBot {
	b := newExpertBot(int(seed%numPersonalities), seed)
	b.deal = func(r *rand.Rand) *State {
		d := real.clone()
		chosen := b.view.determinize(r)
		d.gest, d.pred, d.ddPick = chosen.gest, chosen.pred, chosen.ddPick
		return d
	}
	return b
}

// CeilingBot makes a ceiling seat for the game real (the live state the
// seat plays in, read by the clairvoyant): "clairvoyant", which sees every
// hidden card, or "expert10", the expert searching ten times as much. It
// returns nil for any other level.
func CeilingBot(level string, seed uint64, real rules.State) rules.Agent {
	switch level {
	case "clairvoyant":
		s, _ := real.(*State)
		return clairvoyant(seed, s)
	case "expert10":
		b := newExpertBot(int(seed%numPersonalities), seed)
		b.rollouts *= 10
		return b
	}
	return nil
}
