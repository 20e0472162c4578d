package dolores

import "math/rand/v2"

// lanternCandidates is how many determinizations the expert draws to
// keep one when a Broken Lantern report tells something of the hidden
// share.
const lanternCandidates = 4

// sampleView deals what view hides, as Determinize does, weighed by what
// the others have said of it: while a face-down share lies under a
// report of another seat's Broken Lantern, it draws a few deals and keeps
// one in proportion to how likely that report was, the share being what
// the deal says and the speaker keeping their word as often as their
// record shows (sampling importance resampling). It reads the view only.
func sampleView(view *State, r *rand.Rand) *State {
	u := int(view.lantern)
	if view.hiddenS == 0 || view.lanternSay < 0 || u < 0 || u == int(view.viewer) {
		return view.determinize(r)
	}
	honest := (float64(view.kept[u]) + 1) / (float64(view.given[u]) + 2)
	var keep *State
	total := 0.0
	for k := 0; k < lanternCandidates; k++ {
		d := view.determinize(r)
		w := 1 - honest
		if (d.shareWorth() >= richShare) == (view.lanternSay == SayRich) {
			w = honest
		}
		total += w
		if keep == nil || r.Float64()*total < w {
			keep = d
		}
	}
	return keep
}
