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

// handsight is the expert handed what is hidden now, the box and the
// face-down share, but not the pile's order: the rest of the pile is
// dealt at random, as for the expert. It measures what seeing the cards
// of the moment is worth, apart from knowing the whole future: handed the
// pile's order as well, the same search plays worse, not better
// (docs/bots.md gives the figures).
func handsight(seed uint64, real *State) *expertBot {
	b := newExpertBot(int(seed%numPersonalities), seed)
	b.deal = func(r *rand.Rand) *State { return seeNow(b.view, real).determinize(r) }
	return b
}

// seeNow is view with the box and the share of real shown: what a
// determinization of it still deals is the pile and the pending choices.
func seeNow(view, real *State) *State {
	v := *view
	v.share = real.share
	for c := range v.loc {
		if l := real.loc[c]; l == locBox || l == locShare {
			v.loc[c] = l
		}
	}
	return &v
}

// CeilingBot makes a ceiling seat for the game real (the live state the
// seat plays in, read by the clairvoyant): "clairvoyant", which sees every
// hidden card, "handsight", which sees the box and the share but not the
// pile, or "expert10", the expert searching ten times as much. It returns
// nil for any other level.
func CeilingBot(level string, seed uint64, real rules.State) rules.Agent {
	switch level {
	case "clairvoyant":
		s, _ := real.(*State)
		return clairvoyant(seed, s)
	case "handsight":
		s, _ := real.(*State)
		return handsight(seed, s)
	case "expert10":
		b := newExpertBot(int(seed%numPersonalities), seed)
		b.rollouts *= 10
		return b
	}
	return nil
}
