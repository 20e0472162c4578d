package necklace

import (
	nk "salotto/rules/necklace"
)

// Appraisal is the necklace the hand makes now: the screen model of the
// panel beside the table (named apart from the kit's Driver.Live, the
// game's live state, which no table reads). It is built from what the player holds and sees (their hand from
// their View, and the common card) and tells them which of the Duchess's
// wishes their cards fulfil now, which stones serve each (the valuation's
// own assignment, so the player sees why), and what the necklace is worth.
//
// While a player discards they hold five cards; the necklace "now" is then
// the one they held before the take (the hand without the card just
// taken), so a discard preview says what the whole turn changes. When the
// taken card is not known, it is the best four of the five, as the rules
// score a hand mid-turn.
//
// Appraisal is a value with fixed-size arrays: building it and previewing a
// candidate allocate nothing, so a hover is answered within its frame.
type Appraisal struct {
	hand   [nk.HandSize + 1]nk.Card
	handN  int
	common nk.Card
	base   [nk.NecklaceCards]nk.Card // the cards valued "now"
	// Necklace is the valuation of the cards held now (hand and common).
	Necklace nk.Necklace
	lines    [nk.NecklaceCards]WishLine
	linesN   int
}

// WishLine is one card's wish as the panel lists it.
type WishLine struct {
	Card      nk.Card
	Gem       nk.Gem
	Count     int
	Florins   int
	Fulfilled bool
	// Stones serve the wish when it is fulfilled: Stones[:StonesN].
	Stones  [nk.GemsPerCard]Stone
	StonesN int
}

// Stone is one printed stone put towards a wish: the card it is printed on
// (and its place there), what is printed, and what it counts as (a rainbow
// stone counts as the gem wished for).
type Stone struct {
	From    nk.Card
	Slot    int
	Printed nk.Gem
	As      nk.Gem
}

// NewAppraisal values hand (four cards, or five while discarding) with common.
// taken is the card taken this turn, or nk.NoCard.
func NewAppraisal(hand []nk.Card, common, taken nk.Card) Appraisal {
	l := Appraisal{common: common}
	for _, c := range hand {
		if c.Valid() && l.handN < len(l.hand) {
			l.hand[l.handN] = c
			l.handN++
		}
	}
	for i := range l.base {
		l.base[i] = nk.NoCard
	}
	if l.handN <= nk.HandSize {
		copy(l.base[:], l.hand[:l.handN])
	} else {
		drop := l.indexOf(taken)
		if drop < 0 {
			drop = l.bestDiscard()
		}
		k := 0
		for i := 0; i < l.handN; i++ {
			if i != drop {
				l.base[k] = l.hand[i]
				k++
			}
		}
	}
	l.base[nk.HandSize] = common
	l.Necklace = nk.Evaluate(l.base)
	l.buildLines()
	return l
}

// AppraisalFromView builds the live necklace of seat from its View (never from
// the live state: the View hides what the seat may not know).
func AppraisalFromView(view *nk.State, seat int, taken nk.Card) Appraisal {
	var buf [nk.HandSize + 1]nk.Card
	n := copy(buf[:], view.Hand(seat))
	return NewAppraisal(buf[:n], view.Common(), taken)
}

// TakenInView is the card seat took this turn, as its View shows it: while
// seat is to discard, the last card of its hand (the rules put a card
// taken at the end of the hand, and a discard closes the gap it leaves);
// nk.NoCard otherwise.
func TakenInView(view *nk.State, seat int) nk.Card {
	if !view.Discarding() || view.ToMove() != seat {
		return nk.NoCard
	}
	hand := view.Hand(seat)
	if len(hand) <= nk.HandSize {
		return nk.NoCard
	}
	return hand[len(hand)-1]
}

// Hand is the hand valued (four or five cards).
func (l *Appraisal) Hand() []nk.Card { return l.hand[:l.handN] }

// Lines lists the wishes of the five cards valued: the fulfilled ones
// first, largest florins first, then the others, largest first.
func (l *Appraisal) Lines() []WishLine { return l.lines[:l.linesN] }

func (l *Appraisal) indexOf(c nk.Card) int {
	for i := 0; i < l.handN; i++ {
		if c.Valid() && l.hand[i] == c {
			return i
		}
	}
	return -1
}

// bestDiscard is the hand card whose loss leaves the highest value (the
// latest on a tie, so a just-taken card is the one dropped).
func (l *Appraisal) bestDiscard() int {
	best, bestV := 0, -1
	for d := 0; d < l.handN; d++ {
		if v := l.valueWithout(d).Value; v >= bestV {
			best, bestV = d, v
		}
	}
	return best
}

// valueWithout values the hand without its d-th card, with the common card.
func (l *Appraisal) valueWithout(d int) nk.Necklace {
	var cs [nk.NecklaceCards]nk.Card
	for i := range cs {
		cs[i] = nk.NoCard
	}
	k := 0
	for i := 0; i < l.handN && k < nk.HandSize; i++ {
		if i != d {
			cs[k] = l.hand[i]
			k++
		}
	}
	cs[nk.HandSize] = l.common
	return nk.Evaluate(cs)
}

func (l *Appraisal) buildLines() { l.linesN = linesOf(&l.Necklace, &l.lines) }

// linesOf lists n's wishes into dst: the fulfilled ones with the stones
// serving them, largest florins first, then the others, largest first.
func linesOf(n *nk.Necklace, dst *[nk.NecklaceCards]WishLine) int {
	count := 0
	for pass := 0; pass < 2; pass++ {
		start := count
		for w, c := range n.Cards {
			if !c.Valid() || n.Fulfils(w) != (pass == 0) {
				continue
			}
			info := c.Info()
			line := WishLine{Card: c, Gem: info.WishGem, Count: info.Count, Florins: info.Florins, Fulfilled: pass == 0}
			if line.Fulfilled {
				for i, from := range n.Cards {
					for j := 0; j < nk.GemsPerCard && from.Valid(); j++ {
						if int(n.Serves[i][j]) == w && line.StonesN < len(line.Stones) {
							line.Stones[line.StonesN] = Stone{From: from, Slot: j, Printed: from.Info().Gems[j], As: n.As[i][j]}
							line.StonesN++
						}
					}
				}
			}
			// insertion by florins, largest first (stable)
			k := count
			for k > start && dst[k-1].Florins < line.Florins {
				dst[k] = dst[k-1]
				k--
			}
			dst[k] = line
			count++
		}
	}
	return count
}
