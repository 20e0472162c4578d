// Package model is what the necklace table shows, as plain values: the
// cards of both hands as the screen knows them, the discard pile, the
// draw pile's count and the card the viewer took this turn. The table
// changes it only by Apply, one event at a time, as it animates them, and
// keeps its card nodes in the same order; it imports no Ebitengine, so its
// rules are tested without a display.
package model

import (
	"slices"

	"salotto/rules"
	nk "salotto/rules/necklace"
)

// Model is the table's screen.
type Model struct {
	// Bottom is the seat whose hand lies along the bottom; Viewer the
	// seat whose View the screen shows (-1: none, the public view).
	Bottom, Viewer int
	// Hand and Opp are the bottom seat's and the other seat's cards in
	// hand order; nk.NoCard is a back (a card this screen may not see).
	Hand, Opp []nk.Card
	// Discard is the discard pile, oldest first.
	Discard []nk.Card
	// Pile is how many cards are left to draw.
	Pile int
	// Taken is the card the viewer took this turn (nk.NoCard: none, or
	// not known).
	Taken nk.Card
}

// New is the table as view shows it, with bottom's hand along the bottom;
// taken is the card viewer took this turn, if the view tells.
func New(view *nk.State, bottom, viewer int, taken nk.Card) Model {
	return Model{Bottom: bottom, Viewer: viewer, Hand: view.Hand(bottom), Opp: view.Hand(1 - bottom),
		Discard: view.DiscardPile(), Pile: view.DrawCount(), Taken: taken}
}

// Change is what an Apply did that the animation needs beyond the model
// after it: which hand a card came to or left, and from where in it.
type Change struct {
	// Bottom: the card came to (or left) Hand, else Opp.
	Bottom bool
	// Index is where in that hand a discarded card was.
	Index int
	// FromDiscard: a card taken from the discard pile left it.
	FromDiscard bool
}

// Apply changes the model as ev (redacted for the viewer) says. It is the
// only change the events make: the table animates from the model before
// and after it.
func (m *Model) Apply(ev rules.Event) Change {
	var ch Change
	switch e := ev.(type) {
	case nk.Drew:
		m.Pile = e.Left
		ch.Bottom = e.Player == m.Bottom
		if ch.Bottom {
			m.Hand = append(m.Hand, e.Card)
			if e.Card.Valid() {
				m.Taken = e.Card
			}
		} else {
			m.Opp = append(m.Opp, e.Card)
		}
	case nk.TookDiscard:
		// everyone saw it taken: it stays face up in whichever hand took
		// it, until it is discarded again
		if n := len(m.Discard); n > 0 {
			m.Discard = m.Discard[:n-1]
			ch.FromDiscard = true
		}
		ch.Bottom = e.Player == m.Bottom
		if ch.Bottom {
			m.Hand = append(m.Hand, e.Card)
			if m.Viewer == m.Bottom {
				m.Taken = e.Card
			}
		} else {
			m.Opp = append(m.Opp, e.Card)
		}
	case nk.Discarded:
		ch.Bottom = e.Player == m.Bottom
		hand := &m.Opp
		if ch.Bottom {
			hand = &m.Hand
			m.Taken = nk.NoCard
		}
		ch.Index = TakeIndex(*hand, e.Card)
		*hand = slices.Delete(*hand, ch.Index, ch.Index+1)
		m.Discard = append(m.Discard, e.Card)
	}
	return ch
}

// TakeIndex is where card c leaves a hand from: the place showing it, or,
// when c was hidden in that hand, its last back (never a card shown face
// up, which would then show the wrong card).
func TakeIndex(hand []nk.Card, c nk.Card) int {
	if i := slices.Index(hand, c); i >= 0 {
		return i
	}
	for i := len(hand) - 1; i >= 0; i-- {
		if !hand[i].Valid() {
			return i
		}
	}
	return len(hand) - 1
}
