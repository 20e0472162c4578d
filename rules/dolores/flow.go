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
