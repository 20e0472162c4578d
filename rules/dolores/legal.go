package dolores

import (
	"math/bits"

	"salotto/rules"
)

// Legal lists the moves seat p may make now.
func (s *State) Legal(p int, dst []rules.Move) []rules.Move {
	if p < 0 || p >= int(s.n) {
		return dst
	}
	switch s.phase {
	case phLantern, phLookout, phMixup:
		c := s.askedCard()
		if int(s.holderOf(c)) == p {
			dst = append(dst, mv(KindMiB, c.MiB(), 0, 0), mv(KindPass, 0, 0, 0))
		}
	case phLanternTalk:
		if p == int(s.lantern) {
			dst = append(dst, mv(KindSay, SayRich, 0, 0), mv(KindSay, SayPoor, 0, 0), mv(KindPass, 0, 0, 0))
		}
	case phWindow:
		if p == int(s.winAsk) {
			dst = s.windowMoves(p, dst)
		}
	case phGesture:
		side := s.sideOf(p)
		if side >= 0 && s.gest[side] == none && int8(p) != s.ruse {
			for g := 0; g < NumGestures; g++ {
				dst = append(dst, mv(KindGesture, g, 0, 0))
			}
			if s.said[p] < MaxSayings {
				for ph := SayShare; ph <= SayDare; ph++ {
					dst = append(dst, mv(KindSay, ph, 0, 0))
				}
			}
		}
		if p == int(s.wager) && s.pred[0] == none {
			for a := 0; a < NumGestures; a++ {
				for b := 0; b < NumGestures; b++ {
					dst = append(dst, mv(KindPredict, a, b, 0))
				}
			}
		}
	case phRuse:
		if p == int(s.ruse) {
			for g := 0; g < NumGestures; g++ {
				dst = append(dst, mv(KindGesture, g, 0, 0))
			}
		}
	case phWagerPick, phDodgePick:
		if (s.phase == phWagerPick && p == int(s.wager)) || (s.phase == phDodgePick && p == s.part(int(s.dodger))) {
			for i, c := range s.share {
				if c != NoCard {
					dst = append(dst, mv(KindTake, i, 0, 0))
				}
			}
		}
	case phCollection:
		side := s.sideOf(p)
		if side >= 0 && s.ddPick[side] == none {
			for t, v := range s.sums[p] {
				if v != 0 {
					dst = append(dst, mv(KindDiscard, t, 0, 0))
				}
			}
		}
	case phTheft:
		if p == int(s.thief) {
			dst = s.stealMoves(p, dst)
		}
	}
	return dst
}

// windowMoves: pass, or any card p may use after the deal.
func (s *State) windowMoves(p int, dst []rules.Move) []rules.Move {
	dst = append(dst, mv(KindPass, 0, 0, 0))
	a := locArea + uint8(p)
	if s.loc[MiBCard(Swirl)] == a {
		dst = s.swirlMoves(dst)
	}
	if s.loc[MiBCard(Ebb)] == a {
		dst = append(dst, mv(KindMiB, Ebb, 0, 0))
	}
	if s.loc[MiBCard(Convoy)] == a {
		dst = append(dst, mv(KindMiB, Convoy, 0, 0))
	}
	part := s.sideOf(p) >= 0
	if part && s.loc[MiBCard(Ruse)] == a && s.ruse < 0 {
		dst = append(dst, mv(KindMiB, Ruse, 0, 0))
	}
	if !part && s.n > 2 && s.loc[MiBCard(Wager)] == a && s.wager < 0 {
		dst = append(dst, mv(KindMiB, Wager, 0, 0))
	}
	return dst
}

// occupied is the mask of share slots holding a card (seen or face down).
func (s *State) occupied() int {
	m := int(s.hiddenS)
	for i, c := range s.share {
		if c != NoCard {
			m |= 1 << i
		}
	}
	return m
}

// swirlMoves lists every new left side: a set of occupied slots as large as
// the left side is now (the sides keep their sizes), other than the current.
func (s *State) swirlMoves(dst []rules.Move) []rules.Move {
	occ := s.occupied()
	left := occ & 7
	k := bits.OnesCount(uint(left))
	for m := 1; m < 64; m++ {
		if m&^occ == 0 && bits.OnesCount(uint(m)) == k && m != left {
			dst = append(dst, mv(KindMiB, Swirl, m, 0))
		}
	}
	return dst
}

// stealMoves lists each kind of goods card (seat, type, value) that another
// seat holds; crates of one type and value are interchangeable.
func (s *State) stealMoves(p int, dst []rules.Move) []rules.Move {
	for q := 0; q < int(s.n); q++ {
		if q == p {
			continue
		}
		a := locArea + uint8(q)
		for t := 0; t < NumTypes; t++ {
			if s.sums[q][t] == 0 {
				continue
			}
			var has [4]bool
			for c := Card(t * 10); c < Card(t*10+10); c++ {
				if s.loc[c] == a {
					has[c.Value()] = true
				}
			}
			for v := 1; v <= 3; v++ {
				if has[v] {
					dst = append(dst, mv(KindSteal, q, t, v))
				}
			}
		}
	}
	return dst
}
