package necklace

import "salotto/rules"

// The rival jeweller (solo play) follows a public, deterministic policy so
// that the player can plan against it:
//
//   - It takes the top discard if keeping it, with its best discard after,
//     would raise its necklace value; otherwise it draws (on the first turn
//     of the game it can only draw). With the draw pile empty it takes the
//     top discard on the same condition, and otherwise declines, which ends
//     the game.
//   - It then discards the card whose loss leaves the highest value. On a
//     tie it keeps the card it just took and discards, of the tied cards,
//     the one it has held longest.
//
// Values compare florins only, as ruled.

// RivalTake is the rival's choice at the start of its turn, holding hand
// with the common card: top is the top discard (NoCard if none or if it may
// not be taken, as on the game's first turn), canDraw whether the draw pile
// has cards. It returns TakeDiscard, TakeDraw or Decline.
func RivalTake(hand [HandSize]Card, common, top Card, canDraw bool) rules.Move {
	if top < NumCards {
		cur := HandValue(hand, common)
		for d := range hand {
			h := hand
			h[d] = top
			if HandValue(h, common) > cur {
				return TakeDiscard
			}
		}
	}
	if canDraw {
		return TakeDraw
	}
	return Decline
}

// RivalDiscard is the card the rival discards from hand, held oldest
// first, whose last card is the one just taken.
func RivalDiscard(hand [HandSize + 1]Card, common Card) Card {
	best, bestV := 0, -1
	for d := 0; d <= HandSize; d++ {
		// Scanning oldest first and replacing only on a strictly higher
		// value gives the tie rule: the oldest of the tied cards goes,
		// and the newest (last) only when it alone leaves the best value.
		if v := keepValue(hand, common, d); v > bestV {
			best, bestV = d, v
		}
	}
	return hand[best]
}

// takeableTop is the top discard if the player to move may take it, else
// NoCard (the pile is empty, or it is the game's first turn).
func (s *State) takeableTop() Card {
	if s.turns > 0 && s.discardN > 0 {
		return s.discard[s.discardN-1]
	}
	return NoCard
}

// rivalTakeFor is RivalTake for seat p as it stands in s: the rival's own
// choice, and the greedy policy's (see greedyMove).
func (s *State) rivalTakeFor(p int) rules.Move {
	h := &s.hand[p]
	return RivalTake([HandSize]Card{h[0], h[1], h[2], h[3]}, s.common, s.takeableTop(), s.drawN > 0)
}

// rivalTurn plays the rival jeweller's whole turn; it is to move.
func (s *State) rivalTurn(ev *[]rules.Event) {
	s.do(s.rivalTakeFor(Rival), ev)
	if s.phase != phaseDiscard {
		return
	}
	s.do(DiscardMove(RivalDiscard(s.hand[Rival], s.common)), ev)
}
