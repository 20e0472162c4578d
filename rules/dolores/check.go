package dolores

import (
	"math/bits"

	"salotto/rules"
)

// isLegal reports whether Legal(p) would list m, without building the list:
// Apply checks every move, so this is on the hot path of every game. A
// property test holds it to Legal.
func (s *State) isLegal(p int, m rules.Move) bool {
	if p < 0 || p >= int(s.n) || m.D != 0 {
		return false
	}
	pass := m == rules.Move{Kind: KindPass}
	only := func(kind uint8) bool { return m.Kind == kind && m.B == 0 && m.C == 0 }
	switch s.phase {
	case phLantern, phLookout, phMixup:
		c := s.askedCard()
		return int(s.holderOf(c)) == p && (pass || only(KindMiB) && int(m.A) == c.MiB())
	case phLanternTalk:
		return p == int(s.lantern) && (pass || only(KindSay) && (m.A == SayRich || m.A == SayPoor))
	case phWindow:
		return p == int(s.winAsk) && (pass || s.windowCardLegal(p, m))
	case phGesture:
		side := s.sideOf(p)
		if side >= 0 && s.gest[side] == none && int8(p) != s.ruse {
			if only(KindGesture) && m.A >= 0 && m.A < NumGestures {
				return true
			}
			if only(KindSay) && s.said[p] < MaxSayings && m.A >= SayShare && m.A <= SayDare {
				return true
			}
		}
		return p == int(s.wager) && s.pred[0] == none && m.Kind == KindPredict && m.C == 0 &&
			m.A >= 0 && m.A < NumGestures && m.B >= 0 && m.B < NumGestures
	case phRuse:
		return p == int(s.ruse) && only(KindGesture) && m.A >= 0 && m.A < NumGestures
	case phWagerPick, phDodgePick:
		taker := int(s.wager)
		if s.phase == phDodgePick {
			taker = s.part(int(s.dodger))
		}
		return p == taker && only(KindTake) && m.A >= 0 && m.A < 6 && s.share[m.A] != NoCard
	case phCollection:
		side := s.sideOf(p)
		return side >= 0 && s.ddPick[side] == none && only(KindDiscard) && m.A >= 0 && m.A < NumTypes && s.sums[p][m.A] != 0
	case phTheft:
		if p != int(s.thief) || m.Kind != KindSteal || m.A < 0 || int(m.A) >= int(s.n) || int(m.A) == p ||
			m.B < 0 || m.B >= NumTypes || m.C < 1 || m.C > 3 {
			return false
		}
		a := locArea + uint8(m.A)
		for c := Card(m.B * 10); c < Card(m.B*10+10); c++ {
			if s.loc[c] == a && c.Value() == int(m.C) {
				return true
			}
		}
	}
	return false
}

// windowCardLegal: m uses a card p may use after the deal.
func (s *State) windowCardLegal(p int, m rules.Move) bool {
	if m.Kind != KindMiB || m.C != 0 || m.A < 0 || m.A >= NumMiB {
		return false
	}
	if s.loc[MiBCard(int(m.A))] != locArea+uint8(p) {
		return false
	}
	if m.A == Swirl {
		occ := s.occupied()
		left := occ & 7
		mask := int(m.B)
		return mask > 0 && mask < 64 && mask&^occ == 0 && mask != left &&
			bits.OnesCount(uint(mask)) == bits.OnesCount(uint(left))
	}
	if m.B != 0 {
		return false
	}
	part := s.sideOf(p) >= 0
	switch int(m.A) {
	case Ebb, Convoy:
		return true
	case Ruse:
		return part && s.ruse < 0
	case Wager:
		return !part && s.n > 2 && s.wager < 0
	}
	return false
}
