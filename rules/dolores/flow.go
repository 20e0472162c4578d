package dolores

import "salotto/rules"

// run carries out the automatic steps of the game (dealing, revealing,
// resolving) until someone must decide or the game is over.
func (s *State) run(ev []rules.Event) []rules.Event {
	for {
		if s.gainedTheft >= 0 {
			ev = s.useTheft(ev, int(s.gainedTheft), s.phase)
			if s.phase == phTheft {
				return ev
			}
		}
		switch s.phase {
		case phStartShare:
			// After a Lookout the game ends once a share cannot be dealt.
			if s.lookoutUsed && s.pileN < 4 {
				return s.endGame(ev, EndPileOut)
			}
			s.resetShare()
			s.shares++
			ev = append(ev, ShareBegins{Dealer: s.dealer, Left: int8(s.part(sideLeft)), Number: int16(s.shares)})
			s.phase = phDealInit
			if s.holderOf(MiBCard(BrokenLantern)) >= 0 {
				s.phase = phLantern
				return ev
			}
		case phDealInit:
			s.queueDeal(4, phAfterDeal)
		case phDealing:
			ev = s.dealQueued(ev)
			if s.phase == phLookout || s.phase == phOver {
				return ev
			}
		case phAfterDeal:
			if s.lantern >= 0 {
				s.phase = phLanternTalk
				return ev
			}
			s.phase = phOpenWindow
		case phOpenWindow:
			s.winPass = 0
			s.winAsk = s.nextEligible(int(s.dealer))
			if s.winAsk < 0 {
				s.phase = phGestureStart
				continue
			}
			s.phase = phWindow
			return ev
		case phWindowNext:
			cnt := s.eligibleCount()
			if cnt == 0 || int(s.winPass) >= cnt {
				s.phase = phGestureStart
				continue
			}
			s.winAsk = s.nextEligible(s.LeftOf(int(s.winAsk)))
			s.phase = phWindow
			return ev
		case phGestureStart:
			s.gest = [2]int8{none, none}
			s.pred = [2]int8{none, none}
			for p := range s.said {
				s.said[p] = 0
				s.claim[p] = none
			}
			s.phase = phGesture
			return ev
		case phReveal:
			ev = s.reveal(ev)
		case phResolve:
			if s.wager >= 0 && s.wagerRight() {
				s.phase = phWagerPick
				return ev
			}
			s.phase = phOutcome
		case phOutcome:
			ev = s.outcome(ev)
			if s.phase == phDodgePick || s.phase == phCollection {
				return ev
			}
		case phDodgeRest:
			ev = s.dodgeRest(ev)
		case phShareEnd:
			s.dealer = int8(s.LeftOf(int(s.dealer)))
			s.phase = phStartShare
		default:
			return ev
		}
	}
}

// queueDeal queues k cards (half to each side, the left side first) and
// says where play goes once they are dealt.
func (s *State) queueDeal(k int, after phase) {
	s.dealN, s.dealAt = 0, 0
	for i := 0; i < k; i++ {
		side := uint8(sideLeft)
		if i >= k/2 {
			side = sideDealer
		}
		s.deal[s.dealN] = side
		s.dealN++
	}
	s.afterDeal = after
	s.phase = phDealing
}

// dealQueued deals the queued cards. Dawn, unless a Lookout was used, ends
// the game at once, or waits for the Lookout holder. A card needed from an
// empty pile (possible only after a Lookout) ends the game too.
func (s *State) dealQueued(ev []rules.Event) []rules.Event {
	for s.dealAt < s.dealN {
		if s.pileN == 0 {
			return s.endGame(ev, EndPileOut)
		}
		side := int(s.deal[s.dealAt])
		s.dealAt++
		c := s.popPile()
		slot := side * 3
		for s.share[slot] != NoCard {
			slot++
		}
		s.share[slot] = c
		s.loc[c] = locShare
		down := s.lantern >= 0 && c != Dawn
		if down {
			s.hiddenS |= 1 << slot
			ev = append(ev, dealtEv[slot][NumCards])
		} else {
			ev = append(ev, dealtEv[slot][c])
		}
		if c == Dawn && !s.lookoutUsed {
			if s.holderOf(MiBCard(Lookout)) >= 0 {
				ev = append(ev, DawnDrawn{})
				s.phase = phLookout
				return ev
			}
			ev = append(ev, DawnDrawn{Ends: true})
			return s.endGame(ev, EndDawn)
		}
	}
	s.phase = s.afterDeal
	return ev
}

// eligible reports whether seat p holds a card usable after the deal and
// before gestures: Swirl, Ebb, Convoy; Ruse as a participant; Wager as a
// non-participant.
func (s *State) eligible(p int) bool {
	a := locArea + uint8(p)
	if s.loc[MiBCard(Swirl)] == a || s.loc[MiBCard(Ebb)] == a || s.loc[MiBCard(Convoy)] == a {
		return true
	}
	part := s.sideOf(p) >= 0
	if part && s.loc[MiBCard(Ruse)] == a && s.ruse < 0 {
		return true
	}
	return !part && s.n > 2 && s.loc[MiBCard(Wager)] == a && s.wager < 0
}

func (s *State) eligibleCount() int {
	k := 0
	for p := 0; p < int(s.n); p++ {
		if s.eligible(p) {
			k++
		}
	}
	return k
}

// nextEligible is the first eligible seat from p clockwise, or -1.
func (s *State) nextEligible(p int) int8 {
	for i := 0; i < int(s.n); i++ {
		q := (p + i) % int(s.n)
		if s.eligible(q) {
			return int8(q)
		}
	}
	return none
}

// gestureDone moves on once every gesture and prediction is in.
func (s *State) gestureDone(ev []rules.Event) []rules.Event {
	var buf [4]int
	if len(s.ToAct(buf[:0])) > 0 {
		return ev
	}
	if s.ruse >= 0 && s.phase == phGesture {
		other := 1 - s.sideOf(int(s.ruse))
		ev = append(ev, GestureShown{Player: int8(s.part(other)), Gesture: s.gest[other]})
		s.phase = phRuse
		return ev
	}
	s.phase = phReveal
	return s.run(ev)
}

// reveal turns up a face-down share, shows the gestures (and a Wager's
// prediction) and records who kept their word.
func (s *State) reveal(ev []rules.Event) []rules.Event {
	if s.hiddenS != 0 {
		ev = s.turnUp(ev, s.hiddenS)
	}
	d, l := s.part(sideDealer), s.part(sideLeft)
	gd, gl := int(s.gest[sideDealer]), int(s.gest[sideLeft])
	ev = append(ev, revealedEv[d][l][gd][gl])
	if s.wager >= 0 {
		ev = append(ev, WagerResolved{Player: s.wager, DealerGuess: s.pred[sideDealer],
			LeftGuess: s.pred[sideLeft], Right: s.wagerRight()})
	}
	for side, p := range [2]int{l, d} {
		g := int(s.gest[side])
		s.gcount[p][g]++
		if s.claim[p] >= 0 {
			kept, _ := phraseKept(int(s.claim[p]), g)
			ev = s.recordWord(ev, p, kept)
		}
	}
	if s.lanternSay >= 0 {
		rich := s.shareWorth() >= richShare
		ev = s.recordWord(ev, int(s.lantern), rich == (s.lanternSay == SayRich))
		s.lanternSay = none
	}
	s.lastShare = s.shares
	s.lastPart = [2]int8{int8(l), int8(d)}
	s.lastGest = s.gest
	s.phase = phResolve
	if s.holderOf(MiBCard(MixUp)) >= 0 {
		s.phase = phMixup
	}
	return ev
}

func (s *State) recordWord(ev []rules.Event, p int, kept bool) []rules.Event {
	s.given[p]++
	if kept {
		s.kept[p]++
	}
	k := 0
	if kept {
		k = 1
	}
	return append(ev, wordEv[p][k])
}

// shareWorth is the share's crate values plus one per MiB card.
func (s *State) shareWorth() int {
	w := 0
	for _, c := range s.share {
		if c == NoCard {
			continue
		}
		if c.IsMiB() {
			w++
		} else {
			w += c.Value()
		}
	}
	return w
}

func (s *State) turnUp(ev []rules.Event, mask uint8) []rules.Event {
	var e ShareTurnedUp
	for i := range e.Cards {
		e.Cards[i] = NoCard
		if mask&(1<<i) != 0 {
			e.Cards[i] = s.share[i]
		}
	}
	s.hiddenS &^= mask
	return append(ev, e)
}

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
	case gl == Conflict && gd == Share:
		ev = s.takeSide(ev, l, sideLeft)
		ev = s.takeSide(ev, l, sideDealer)
	case gl == Share && gd == Conflict:
		ev = s.takeSide(ev, d, sideLeft)
		ev = s.takeSide(ev, d, sideDealer)
	case gl == Conflict && gd == Conflict:
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
