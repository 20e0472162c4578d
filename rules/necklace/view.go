package necklace

import (
	"math/rand/v2"

	"salotto/rules"
)

// View is what player may know: their own hand, the common card, the whole
// discard pile (public, in order), the size of the draw pile and of each
// hand, and in the other hand only the cards everyone saw it take from the
// discard pile. The draw pile and the cards set aside are hidden (NoCard).
// Once the game is over the hands are shown. Any seat outside the game
// (such as -1) gets the public view.
func (s *State) View(player int) rules.State {
	v := *s
	if player < 0 || player >= s.Players() {
		player = -1
	}
	if s.view != viewFull && int(s.view) != player {
		player = -1 // a view of a view shows no more than either
	}
	v.view = int8(player)
	if s.phase != phaseOver {
		for q := 0; q < 2; q++ {
			if q == player {
				continue
			}
			for i := 0; i < int(v.handN[q]); i++ {
				if c := v.hand[q][i]; c < NumCards && v.known[q]&(1<<c) == 0 {
					v.hand[q][i] = NoCard
				}
			}
		}
	}
	if player != Rival || s.solo {
		v.opening[0] = NoCard
	}
	for i := 0; i < int(v.drawN); i++ {
		v.draw[i] = NoCard
	}
	v.removed = [Removed]Card{NoCard, NoCard, NoCard}
	return &v
}

// Determinize deals the cards a view lacks, uniformly at random from those
// the view has not seen, into the hidden hand slots, the draw pile and the
// cards set aside. It reads only the view, so the result is consistent with
// everything the viewer saw: its hand, the common card, every discard and
// every card known to be in the other hand. On a full state it clones.
func (s *State) Determinize(r *rand.Rand) rules.State {
	d := *s
	if s.view != viewFull {
		var pcg rand.PCG
		pcg.Seed(r.Uint64(), r.Uint64())
		d.fillHidden(&pcg)
	}
	return &d
}

// determinizeFrom sets s to a determinization of view without allocating.
func (s *State) determinizeFrom(view *State, pcg *rand.PCG) {
	*s = *view
	if view.view != viewFull {
		s.fillHidden(pcg)
	}
}

// fillHidden replaces every hidden card by an unseen one, shuffled.
func (s *State) fillHidden(pcg *rand.PCG) {
	var seen uint32
	mark := func(cs []Card) {
		for _, c := range cs {
			if c < NumCards {
				seen |= 1 << c
			}
		}
	}
	mark(s.hand[0][:s.handN[0]])
	mark(s.hand[1][:s.handN[1]])
	mark(s.draw[:s.drawN])
	mark(s.discard[:s.discardN])
	mark(s.removed[:])
	seen |= 1 << s.common
	var buf [NumCards]Card
	n := 0
	for c := Card(0); c < NumCards; c++ {
		if s.exp.inDeck(c) && seen&(1<<c) == 0 {
			buf[n] = c
			n++
		}
	}
	for i := n - 1; i > 0; i-- {
		j := intN(pcg, i+1)
		buf[i], buf[j] = buf[j], buf[i]
	}
	k := 0
	fill := func(cs []Card) {
		for i, c := range cs {
			if c == NoCard && k < n {
				cs[i] = buf[k]
				k++
			}
		}
	}
	fill(s.hand[0][:s.handN[0]])
	fill(s.hand[1][:s.handN[1]])
	fill(s.draw[:s.drawN])
	fill(s.removed[:])
	s.view = viewFull
}

// Hash is a stable FNV-1a hash of every field of the state.
func (s *State) Hash() uint64 {
	h := uint64(14695981039346656037)
	b := func(x uint8) {
		h ^= uint64(x)
		h *= 1099511628211
	}
	cards := func(cs []Card) {
		for _, c := range cs {
			b(uint8(c))
		}
	}
	u32 := func(x uint32) {
		b(uint8(x))
		b(uint8(x >> 8))
		b(uint8(x >> 16))
		b(uint8(x >> 24))
	}
	flag := func(f bool) {
		if f {
			b(1)
		} else {
			b(0)
		}
	}
	flag(s.solo)
	b(uint8(s.exp))
	b(uint8(s.view))
	b(s.start)
	b(s.toMove)
	b(s.phase)
	b(uint8(s.turns))
	b(uint8(s.turns >> 8))
	flag(s.late[0])
	flag(s.late[1])
	b(uint8(s.reason))
	for p := 0; p < 2; p++ {
		b(s.handN[p])
		cards(s.hand[p][:])
		u32(s.known[p])
		u32(uint32(uint16(s.value[p])))
		b(s.wishes[p])
	}
	b(uint8(s.common))
	cards(s.removed[:])
	b(s.drawN)
	cards(s.draw[:])
	b(s.discardN)
	cards(s.discard[:])
	cards(s.opening[:])
	b(s.winners)
	return h
}
