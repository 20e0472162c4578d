package dolores

import (
	"fmt"

	"salotto/rules"
)

// Apply makes seat p's move. A refused move leaves the state untouched.
func (s *State) Apply(p int, m rules.Move) ([]rules.Event, error) {
	if s.viewer != -2 {
		return nil, rules.Refuse(game, p, m, rules.ReasonIsView, "this is a view with hidden cards removed; determinize it to play")
	}
	if err := s.check(p, m); err != nil {
		return nil, err
	}
	// Events gather in the state's chunk (see State.evs): one allocation
	// serves many moves.
	if cap(s.evs)-len(s.evs) < evSlack {
		s.evs = make([]rules.Event, 0, evChunk)
	}
	start := len(s.evs)
	s.evs = s.apply(s.evs, p, m)
	return s.evs[start:len(s.evs):len(s.evs)], nil
}

// evChunk is the size of an event chunk; a new one is started when fewer
// than evSlack slots are free (a move rarely causes more than twenty events;
// if one does, append moves the chunk and nothing is lost).
const (
	evChunk = 128
	evSlack = 32
)

func (s *State) phaseText() string {
	switch s.phase {
	case phLantern:
		return "before the deal: Broken Lantern?"
	case phLookout:
		return "Dawn drawn: Lookout?"
	case phLanternTalk:
		return "the Broken Lantern user reports"
	case phWindow:
		return fmt.Sprintf("before gestures: seat %d may use a card", s.winAsk)
	case phGesture:
		return "choosing gestures"
	case phRuse:
		return "the Ruse user chooses"
	case phMixup:
		return "after the reveal: Mix-up?"
	case phWagerPick:
		return "the Wager user takes a card"
	case phDodgePick:
		return "the dodger takes a card"
	case phCollection:
		return "double Dodge: choosing collections"
	case phTheft:
		return "Theft: choosing a card to steal"
	case phOver:
		return "game over"
	}
	return "dealing"
}

// apply makes a move already known to be legal.
func (s *State) apply(ev []rules.Event, p int, m rules.Move) []rules.Event {
	switch s.phase {
	case phLantern:
		if m.Kind == KindMiB {
			ev = s.useCard(ev, p, BrokenLantern)
			s.lantern = int8(p)
		} else {
			ev = append(ev, passedEv[p])
		}
		s.phase = phDealInit
	case phLookout:
		if m.Kind == KindMiB {
			ev = s.useCard(ev, p, Lookout)
			s.lookoutUsed = true
			s.phase = phDealing
		} else {
			ev = append(ev, passedEv[p])
			return s.endGame(ev, EndDawn)
		}
	case phLanternTalk:
		if m.Kind == KindSay {
			s.lanternSay = int8(m.A)
			s.lastSaid[p] = int8(m.A)
			ev = append(ev, saidEv[p][m.A])
		} else {
			ev = append(ev, passedEv[p])
		}
		s.phase = phOpenWindow
	case phWindow:
		ev = s.windowMove(ev, p, m)
	case phGesture:
		switch m.Kind {
		case KindSay:
			s.said[p]++
			s.lastSaid[p] = int8(m.A)
			if _, ok := phraseKept(int(m.A), 0); ok {
				s.claim[p] = int8(m.A)
			}
			return append(ev, saidEv[p][m.A])
		case KindGesture:
			s.gest[s.sideOf(p)] = int8(m.A)
			ev = append(ev, chosenEv[p])
		case KindPredict:
			s.pred[sideDealer], s.pred[sideLeft] = int8(m.A), int8(m.B)
			ev = append(ev, WagerPlaced{Player: int8(p)})
		}
		return s.gestureDone(ev)
	case phRuse:
		s.gest[s.sideOf(p)] = int8(m.A)
		ev = append(ev, chosenEv[p])
		s.phase = phReveal
	case phMixup:
		if m.Kind == KindMiB {
			ev = s.useCard(ev, p, MixUp)
			ev = append(ev, GesturesCancelled{Player: int8(p)})
			// A Ruse or Wager was spent on the cancelled gestures.
			s.ruse, s.wager = none, none
			s.phase = phGestureStart
		} else {
			ev = append(ev, passedEv[p])
			s.phase = phResolve
		}
	case phWagerPick:
		ev = s.take(ev, p, int(m.A))
		s.phase = phOutcome
	case phDodgePick:
		ev = s.take(ev, p, int(m.A))
		s.phase = phDodgeRest
	case phCollection:
		s.ddPick[s.sideOf(p)] = int8(m.A)
		ev = append(ev, CollectionChosen{Player: int8(p)})
		ev = s.collectionsDone(ev)
	case phTheft:
		ev = s.steal(ev, p, int(m.A), int(m.B), int(m.C))
		s.thief = none
		s.phase = s.theftNext
	}
	return s.run(ev)
}

// useCard discards a used MiB card from p's area.
func (s *State) useCard(ev []rules.Event, p, mib int) []rules.Event {
	s.fromArea(MiBCard(mib), locDiscard)
	return append(ev, MiBPlayed{Player: int8(p), MiB: int8(mib)})
}

// windowMove: a pass, or a card used after the deal and before gestures.
func (s *State) windowMove(ev []rules.Event, p int, m rules.Move) []rules.Event {
	s.phase = phWindowNext
	if m.Kind == KindPass {
		s.winPass++
		return append(ev, passedEv[p])
	}
	s.winPass = 0
	switch int(m.A) {
	case Swirl:
		s.fromArea(MiBCard(Swirl), locDiscard)
		ev = append(ev, MiBPlayed{Player: int8(p), MiB: int8(Swirl), Mask: int8(int(m.B))})
		s.swirl(int(m.B))
	case Ebb:
		ev = s.useCard(ev, p, Ebb)
		// Face-down cards are turned up as they go to the (open) discard.
		if s.hiddenS != 0 {
			ev = s.turnUp(ev, s.hiddenS)
		}
		ev = s.discardAll(ev)
		s.queueDeal(4, phWindowNext)
	case Convoy:
		ev = s.useCard(ev, p, Convoy)
		s.queueDeal(2, phWindowNext)
	case Ruse:
		ev = s.useCard(ev, p, Ruse)
		s.ruse = int8(p)
	case Wager:
		ev = s.useCard(ev, p, Wager)
		s.wager = int8(p)
	}
	return ev
}

// swirl rearranges the share: the cards at the slots in mask form the left
// side, the others the dealer's; face-down cards stay face down.
func (s *State) swirl(mask int) {
	var cards [6]Card
	var down [6]bool
	for i := range cards {
		cards[i], down[i] = s.share[i], s.hiddenS&(1<<i) != 0
		s.share[i] = NoCard
	}
	s.hiddenS = 0
	li, di := 0, 3
	for i, c := range cards {
		if c == NoCard {
			continue
		}
		slot := &di
		if mask&(1<<i) != 0 {
			slot = &li
		}
		s.share[*slot] = c
		if down[i] {
			s.hiddenS |= 1 << *slot
		}
		*slot++
	}
}

// steal moves the lowest-numbered matching goods card from victim to thief
// and discards the Theft.
func (s *State) steal(ev []rules.Event, thief, victim, t, v int) []rules.Event {
	s.fromArea(MiBCard(Theft), locDiscard)
	ev = append(ev, MiBPlayed{Player: int8(thief), MiB: int8(Theft)})
	a := locArea + uint8(victim)
	for c := Card(t * 10); c < Card(t*10+10); c++ {
		if s.loc[c] == a && c.Value() == v {
			s.fromArea(c, locShare)
			s.toArea(thief, c)
			return append(ev, Stolen{Thief: int8(thief), Victim: int8(victim), Card: c})
		}
	}
	return ev
}
