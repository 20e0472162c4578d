package dolores

import (
	"math/bits"
	"strings"

	"salotto/rules"
)

// check refuses a move that Legal does not list, saying why: in English,
// with the phase and the moves possible, and as a code (see reasons.go).
func (s *State) check(p int, m rules.Move) error {
	if p < 0 || p >= int(s.n) {
		return rules.Refuse(game, p, m, rules.ReasonNoSuchSeat, "no seat %d in a %d-player game", p, s.n).WithArgs(int(s.n))
	}
	if s.isLegal(p, m) {
		return nil
	}
	var buf [128]rules.Move
	legal := s.Legal(p, buf[:0])
	if s.phase == phOver {
		return rules.Refuse(game, p, m, rules.ReasonGameOver, "the game is over")
	}
	if len(legal) == 0 {
		toAct := s.ToAct(nil)
		return rules.Refuse(game, p, m, rules.ReasonNotYourTurn, "seat %d need not act now (%s; waiting for seats %v)", p, s.phaseText(), toAct).WithSeats(toAct...)
	}
	var txt []string
	for i, l := range legal {
		if i == 12 {
			txt = append(txt, "...")
			break
		}
		txt = append(txt, game.FormatMove(l))
	}
	code, seats, args := s.refusal(p, m)
	return rules.Refuse(game, p, m, code, "not possible now (%s); possible: %s", s.phaseText(), strings.Join(txt, ", ")).WithSeats(seats...).WithArgs(args...)
}

// refusal is the code (and its data) for move m by seat p, who is asked to
// act now but may not make m.
func (s *State) refusal(p int, m rules.Move) (code rules.Reason, seats, args []int) {
	switch s.phase {
	case phLantern:
		return ReasonLanternOrPass, nil, nil
	case phLookout:
		return ReasonLookoutOrPass, nil, nil
	case phMixup:
		return ReasonMixUpOrPass, nil, nil
	case phLanternTalk:
		return ReasonReportOrPass, nil, nil
	case phWindow:
		return s.windowRefusal(p, m)
	case phGesture:
		return s.gestureRefusal(p, m)
	case phRuse:
		return ReasonRuseGesture, nil, nil
	case phWagerPick, phDodgePick:
		if m.Kind == KindTake && m.A >= 0 && m.A < 6 && s.share[m.A] == NoCard {
			return ReasonSlotEmpty, nil, []int{int(m.A)}
		}
		if s.phase == phWagerPick {
			return ReasonTakeForWager, nil, nil
		}
		return ReasonTakeForDodge, nil, nil
	case phCollection:
		if m.Kind == KindDiscard && m.A >= 0 && m.A < NumTypes && s.sums[p][m.A] == 0 {
			return ReasonNoSuchCollection, nil, []int{int(m.A)}
		}
		return ReasonChooseCollection, nil, nil
	case phTheft:
		return s.theftRefusal(p, m)
	}
	// Only the phases above ask a seat to act.
	return ReasonCardOrPass, nil, nil
}

// windowRefusal: the seat asked in the window before gestures used a card
// it may not use now.
func (s *State) windowRefusal(p int, m rules.Move) (rules.Reason, []int, []int) {
	if m.Kind != KindMiB || m.C != 0 || m.D != 0 || m.A < 0 || m.A >= NumMiB {
		return ReasonCardOrPass, nil, nil
	}
	card := []int{int(m.A)}
	if s.loc[MiBCard(int(m.A))] != locArea+uint8(p) {
		return ReasonCardNotHeld, nil, card
	}
	switch int(m.A) {
	case Swirl:
		return ReasonSwirlKeepsSides, nil, []int{bits.OnesCount(uint(s.occupied() & 7))}
	case Ruse:
		if m.B == 0 && s.sideOf(p) < 0 {
			return ReasonRuseInShareOnly, nil, nil
		}
	case Wager:
		if m.B == 0 && s.sideOf(p) >= 0 {
			return ReasonWagerOutsideShareOnly, nil, nil
		}
	case BrokenLantern, Lookout, MixUp, Theft:
		return ReasonCardNotNow, nil, card
	}
	return ReasonCardOrPass, nil, nil
}

// gestureRefusal: while gestures are chosen, p (in the share, or the
// Wager's user) made some other move.
func (s *State) gestureRefusal(p int, m rules.Move) (rules.Reason, []int, []int) {
	inShare := s.sideOf(p) >= 0
	switch {
	case m.Kind == KindPredict && p != int(s.wager):
		return ReasonPredictWagerOnly, nil, nil
	case !inShare:
		return ReasonPredictOnly, nil, nil
	case m.Kind == KindSay && s.said[p] >= MaxSayings && m.A >= SayShare && m.A <= SayDare && m.B == 0 && m.C == 0 && m.D == 0:
		return ReasonSaidEnough, nil, []int{MaxSayings}
	}
	return ReasonGestureOrSay, nil, nil
}

// theftRefusal: the Theft's holder asked for a card it cannot steal.
func (s *State) theftRefusal(p int, m rules.Move) (rules.Reason, []int, []int) {
	if m.Kind != KindSteal || m.D != 0 || m.A < 0 || int(m.A) >= int(s.n) || m.B < 0 || m.B >= NumTypes || m.C < 1 || m.C > 3 {
		return ReasonStealCard, nil, nil
	}
	if int(m.A) == p {
		return ReasonStealFromSelf, nil, nil
	}
	return ReasonVictimLacksCard, []int{int(m.A)}, []int{int(m.B), int(m.C)}
}
