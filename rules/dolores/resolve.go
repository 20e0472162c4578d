package dolores

import "salotto/rules"

func (s *State) wagerRight() bool {
	return s.pred[sideDealer] == s.gest[sideDealer] && s.pred[sideLeft] == s.gest[sideLeft]
}

// take moves the card at slot into seat p's area.
func (s *State) take(ev []rules.Event, p, slot int) []rules.Event {
	c := s.share[slot]
	s.share[slot] = NoCard
	s.toArea(p, c)
	if c == MiBCard(Theft) {
		s.gainedTheft = int8(p)
	}
	return append(ev, takenEv[p][slot][c])
}

func (s *State) discardSlot(ev []rules.Event, slot int) []rules.Event {
	c := s.share[slot]
	s.share[slot] = NoCard
	s.loc[c] = locDiscard
	return append(ev, discardEv[slot][c])
}

// takeSide gives seat p every card left on side; takeAll every card left.
func (s *State) takeSide(ev []rules.Event, p, side int) []rules.Event {
	for i := side * 3; i < side*3+3; i++ {
		if s.share[i] != NoCard {
			ev = s.take(ev, p, i)
		}
	}
	return ev
}

func (s *State) discardAll(ev []rules.Event) []rules.Event {
	for i := range s.share {
		if s.share[i] != NoCard {
			ev = s.discardSlot(ev, i)
		}
	}
	return ev
}

// outcome applies the recap table.
func (s *State) outcome(ev []rules.Event) []rules.Event {
	gl, gd := int(s.gest[sideLeft]), int(s.gest[sideDealer])
	l, d := s.part(sideLeft), s.part(sideDealer)
	s.phase = phShareEnd
	switch {
	case gl == Share && gd == Share:
		ev = s.takeSide(ev, l, sideLeft)
		ev = s.takeSide(ev, d, sideDealer)
	case gl == Fight && gd == Share:
		ev = s.takeSide(ev, l, sideLeft)
		ev = s.takeSide(ev, l, sideDealer)
	case gl == Share && gd == Fight:
		ev = s.takeSide(ev, d, sideLeft)
		ev = s.takeSide(ev, d, sideDealer)
	case gl == Fight && gd == Fight:
		ev = s.discardAll(ev)
	case gl == Dodge && gd == Dodge:
		ev = s.discardAll(ev)
		for side := range s.ddPick {
			s.ddPick[side] = none
			if !s.hasGoods(s.part(side)) {
				s.ddPick[side] = noGoods
			}
		}
		s.phase = phCollection
		ev = s.collectionsDone(ev)
	case gl == Dodge:
		s.dodger = sideLeft
		s.phase = phDodgePick
	default:
		s.dodger = sideDealer
		s.phase = phDodgePick
	}
	return ev
}

// dodgeRest: after the dodger's pick, a sharer takes what is left on their
// side (the rest is discarded); a fighter takes everything left.
func (s *State) dodgeRest(ev []rules.Event) []rules.Event {
	other := 1 - int(s.dodger)
	p := s.part(other)
	if s.gest[other] == Share {
		ev = s.takeSide(ev, p, other)
		ev = s.discardAll(ev)
	} else {
		ev = s.takeSide(ev, p, sideLeft)
		ev = s.takeSide(ev, p, sideDealer)
	}
	s.phase = phShareEnd
	return ev
}

func (s *State) hasGoods(p int) bool {
	for _, v := range s.sums[p] {
		if v != 0 {
			return true
		}
	}
	return false
}

// collectionsDone discards the chosen collections once both are chosen.
func (s *State) collectionsDone(ev []rules.Event) []rules.Event {
	if s.ddPick[0] == none || s.ddPick[1] == none {
		return ev
	}
	for _, side := range [2]int{sideDealer, sideLeft} {
		p := s.part(side)
		t := int(s.ddPick[side])
		if s.ddPick[side] == noGoods {
			ev = append(ev, CollectionDiscarded{Player: int8(p), Type: int8(-1)})
			continue
		}
		e := CollectionDiscarded{Player: int8(p), Type: int8(t), Value: int8(int(s.sums[p][t]))}
		for c := Card(t * 10); c < Card(t*10+10); c++ {
			if s.loc[c] == locArea+uint8(p) {
				s.fromArea(c, locDiscard)
				e.Cards++
			}
		}
		ev = append(ev, e)
	}
	s.ddPick = [2]int8{none, none}
	s.phase = phShareEnd
	return ev
}

// useTheft: a Theft just gained is used at once; with no goods in any other
// area it is discarded with no effect.
func (s *State) useTheft(ev []rules.Event, p int, next phase) []rules.Event {
	s.gainedTheft = none
	for q := 0; q < int(s.n); q++ {
		if q != p && s.hasGoods(q) {
			s.thief, s.theftNext, s.phase = int8(p), next, phTheft
			return ev
		}
	}
	s.fromArea(MiBCard(Theft), locDiscard)
	s.phase = next
	return append(ev, TheftWasted{Player: int8(p)})
}

// endGame scores the game.
func (s *State) endGame(ev []rules.Event, reason int) []rules.Event {
	s.phase = phOver
	s.end = uint8(reason)
	e := GameEnded{Reason: reason, Winners: s.Winners(), Scores: make([]ScoreBreakdown, 0, s.n)}
	for p := 0; p < int(s.n); p++ {
		e.Scores = append(e.Scores, s.Breakdown(p))
	}
	return append(ev, e)
}
