package dolores

import (
	"math/rand/v2"

	"salotto/rules"
)

// View is what seat p may know (p = -1: an onlooker). The pile's order, the
// four boxed cards, a face-down share (except for its Broken Lantern user),
// and other players' gestures, predictions and collection choices not yet
// revealed are removed: the cards become unknown and the choices hidden.
// A view of a view for another seat is the public view: it shows no more
// than either.
func (s *State) View(p int) rules.State {
	v := *s
	v.evs = nil
	if p < -1 || p >= int(s.n) || s.viewer != -2 && int(s.viewer) != p {
		p = -1
	}
	v.viewer = int8(p)
	for i := 0; i < int(v.pileN); i++ {
		if c := v.pile[i]; c != NoCard {
			v.loc[c] = locUnknown
		}
		v.pile[i] = NoCard
	}
	for c := range v.loc {
		if v.loc[c] == locBox {
			v.loc[c] = locUnknown
		}
	}
	if p != int(s.lantern) {
		for i := range v.share {
			if c := v.share[i]; v.hiddenS&(1<<i) != 0 && c != NoCard {
				v.loc[c] = locUnknown
				v.share[i] = NoCard
			}
		}
	}
	for side := 0; side < 2; side++ {
		if s.part(side) == p {
			continue
		}
		// Under a Ruse the other gesture is shown before the Ruse choice.
		if v.gest[side] >= 0 && v.phase == phGesture {
			v.gest[side] = hidden
		}
		if v.ddPick[side] >= 0 && v.ddPick[side] != noGoods {
			v.ddPick[side] = hidden
		}
	}
	if p != int(s.wager) && v.pred[0] >= 0 && (v.phase == phGesture || v.phase == phRuse) {
		v.pred = [2]int8{hidden, hidden}
	}
	return &v
}

// Determinize fills what a view lacks: unknown cards are dealt at random
// into the box (four MiB cards, Wager among them with two players), the
// face-down share slots and the pile (Dawn, if not yet drawn, within the
// last 16 cards); hidden gestures, predictions and collection choices are
// drawn at random from those allowed.
func (s *State) Determinize(r *rand.Rand) rules.State {
	return s.determinize(r)
}

func (s *State) determinize(r *rand.Rand) *State {
	d := *s
	d.evs = nil
	if s.viewer == -2 {
		return &d
	}
	d.viewer = -2
	var unknown [NumCards]Card
	var mibs [NumMiB]Card
	nu, nm := 0, 0
	dawnUnknown := false
	for c := Card(0); c < NumCards; c++ {
		if d.loc[c] != locUnknown {
			continue
		}
		switch {
		case c == Dawn:
			dawnUnknown = true
		case c.IsMiB():
			mibs[nm] = c
			nm++
		default:
			unknown[nu] = c
			nu++
		}
	}
	// The box: four MiB cards, Wager always among them with two players.
	boxed := 0
	for c := Card(FirstMiB); c < Dawn; c++ {
		if d.loc[c] == locBox {
			boxed++
		}
	}
	r.Shuffle(nm, func(i, j int) { mibs[i], mibs[j] = mibs[j], mibs[i] })
	if d.n == 2 {
		for i := 0; i < nm; i++ {
			if mibs[i] == MiBCard(Wager) {
				mibs[i], mibs[0] = mibs[0], mibs[i]
			}
		}
	}
	k := 0
	for ; k < nm && boxed < 4; k++ {
		d.loc[mibs[k]] = locBox
		boxed++
	}
	for ; k < nm; k++ {
		unknown[nu] = mibs[k]
		nu++
	}
	r.Shuffle(nu, func(i, j int) { unknown[i], unknown[j] = unknown[j], unknown[i] })
	u := 0
	for i := range d.share {
		if d.hiddenS&(1<<i) != 0 && d.share[i] == NoCard {
			d.share[i] = unknown[u]
			d.loc[unknown[u]] = locShare
			u++
		}
	}
	pileN := int(d.pileN)
	for i := 0; i < pileN; i++ {
		d.pile[i] = NoCard
	}
	if dawnUnknown {
		d.pile[r.IntN(min(16, pileN))] = Dawn
		d.loc[Dawn] = locPile
	}
	for i := 0; i < pileN; i++ {
		if d.pile[i] == NoCard {
			d.pile[i] = unknown[u]
			d.loc[unknown[u]] = locPile
			u++
		}
	}
	for side := 0; side < 2; side++ {
		if d.gest[side] == hidden {
			d.gest[side] = int8(r.IntN(NumGestures))
		}
		if d.pred[side] == hidden {
			d.pred[side] = int8(r.IntN(NumGestures))
		}
		if d.ddPick[side] == hidden {
			p := d.part(side)
			var owned [NumTypes]int8
			no := 0
			for t, v := range d.sums[p] {
				if v != 0 {
					owned[no] = int8(t)
					no++
				}
			}
			d.ddPick[side] = owned[r.IntN(no)]
		}
	}
	return &d
}

// Hash is an FNV-1a hash over a canonical encoding of the whole state.
func (s *State) Hash() uint64 {
	var b [NumCards*2 + 96]byte
	k := 0
	put := func(x byte) { b[k] = x; k++ }
	put(byte(s.n))
	put(byte(s.dealer))
	put(byte(s.phase))
	put(byte(s.viewer))
	put(s.end)
	for _, l := range s.loc {
		put(l)
	}
	put(s.pileN)
	for _, c := range s.pile[:s.pileN] {
		put(byte(c))
	}
	for _, c := range s.share {
		put(byte(c))
	}
	put(s.hiddenS)
	for _, x := range [...]int8{s.lantern, s.ruse, s.wager, s.gest[0], s.gest[1], s.pred[0], s.pred[1],
		s.ddPick[0], s.ddPick[1], s.dodger, s.winAsk, s.winPass, s.thief, s.gainedTheft, s.lanternSay} {
		put(byte(x))
	}
	if s.lookoutUsed {
		put(1)
	} else {
		put(0)
	}
	put(s.dealN)
	put(s.dealAt)
	for _, d := range s.deal[:s.dealN] {
		put(d)
	}
	put(byte(s.afterDeal))
	put(byte(s.theftNext))
	for p := 0; p < int(s.n); p++ {
		put(s.said[p])
		put(byte(s.claim[p]))
		put(byte(s.lastSaid[p]))
		put(s.given[p])
		put(s.kept[p])
		for _, g := range s.gcount[p] {
			put(g)
		}
	}
	put(byte(s.shares))
	put(byte(s.shares >> 8))
	put(byte(s.lastShare))
	put(byte(s.lastShare >> 8))
	put(byte(s.lastPart[0]))
	put(byte(s.lastPart[1]))
	put(byte(s.lastGest[0]))
	put(byte(s.lastGest[1]))
	h := uint64(14695981039346656037)
	for _, x := range b[:k] {
		h ^= uint64(x)
		h *= 1099511628211
	}
	return h
}
