// Package model is what the Dolce Vita table shows, as plain values: the
// columns of luxury and money cards, the number cards under them and in
// each hand, what each seat has won, the round and the column being
// scored. The table changes it only by Apply, one event at a time, as it
// animates them; it imports no Ebitengine, so its rules are tested without
// a display.
//
// A grid card is held as a handle C: the table's own node for it (so a
// card moves with its node, and equal money cards keep theirs), a plain
// dv.Card in tests. The zero C is "none".
package model

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
)

// Where a number card lies besides a column (its Num).
const (
	InHand = -1 // in its seat's hand
	Spent  = -2 // cancelled in a tie: off the table until the round ends
)

// Model is the table's screen.
type Model[C comparable] struct {
	card func(C) dv.Card

	// Cols are each column's cards, the one a winner takes next first.
	Cols [dv.NumColumns][]C
	// Placed are the numbers each seat placed under each column
	// (Placed[column][seat]), in the order placed.
	Placed [dv.NumColumns][][]int
	// Num is where each seat's number card lies (Num[seat][number]): a
	// column, InHand or Spent.
	Num [][dv.MaxNumber + 1]int
	// Owned are each seat's luxuries, by kind; Money its money cards, in
	// the order won; TradeOld a luxury a trade-in replaced, until it goes
	// back on top of the column.
	Owned    [][dv.NumLuxuries]C
	Money    [][]C
	TradeOld []C
	// Round is the round shown (from 1), Start its start player,
	// Resolving the column being scored (-1: none).
	Round, Start, Resolving int
}

// New is an empty table for players seats whose grid cards are handles
// card reads; Deal fills the columns.
func New[C comparable](players int, card func(C) dv.Card) Model[C] {
	m := Model[C]{card: card, Num: make([][dv.MaxNumber + 1]int, players), Owned: make([][dv.NumLuxuries]C, players),
		Money: make([][]C, players), TradeOld: make([]C, players), Resolving: -1}
	for c := range m.Placed {
		m.Placed[c] = make([][]int, players)
	}
	for p := range m.Num {
		for n := range m.Num[p] {
			m.Num[p][n] = InHand
		}
	}
	return m
}

// Change is what an Apply did that the animation needs beyond the model
// after it.
type Change[C comparable] struct {
	// Card is the grid card that moved (awarded, traded back, rotated),
	// the zero C when none did; Slot is where an awarded card went among
	// the seat's luxuries (dv.NumLuxuries: its money).
	Card C
	Slot int
	// Home are the number cards that leave the table (a tie, the round's
	// end), in the order they lay: column by column, seat by seat.
	Home []Number
}

// Number is seat Seat's number card N.
type Number struct{ Seat, N int }

// Apply changes the model as ev says. It is the only change the events
// make: the table animates from the model before and after it.
func (m *Model[C]) Apply(ev rules.Event) Change[C] {
	var ch Change[C]
	var none C
	switch e := ev.(type) {
	case dv.Placed:
		m.Num[e.Player][e.Number] = e.Column
		m.Placed[e.Column][e.Player] = append(m.Placed[e.Column][e.Player], e.Number)
	case dv.ColumnResolving:
		m.Resolving = e.Column
	case dv.TieCancelled:
		for _, p := range e.Players {
			for _, n := range m.Placed[e.Column][p] {
				m.Num[p][n] = Spent
				ch.Home = append(ch.Home, Number{p, n})
			}
			m.Placed[e.Column][p] = m.Placed[e.Column][p][:0]
		}
	case dv.Awarded:
		col := m.Cols[e.Column]
		if len(col) == 0 {
			break
		}
		gc, p := col[0], e.Player
		m.Cols[e.Column] = col[1:]
		ch.Card, ch.Slot = gc, dv.NumLuxuries
		if c := m.card(gc); c.IsLuxury() {
			l := c.Luxury()
			if old := m.Owned[p][l]; old != none {
				m.TradeOld[p] = old
			}
			m.Owned[p][l], ch.Slot = gc, int(l)
		} else {
			m.Money[p] = append(m.Money[p], gc)
		}
	case dv.TradedIn:
		if old := m.TradeOld[e.Player]; old != none {
			m.TradeOld[e.Player] = none
			m.Cols[e.Column] = append(m.Cols[e.Column], old)
			ch.Card = old
		}
	case dv.NoBidRotated:
		col := m.Cols[e.Column]
		if len(col) < 2 {
			break
		}
		gc := col[0]
		copy(col, col[1:])
		col[len(col)-1] = gc
		ch.Card = gc
	case dv.RoundEnded:
		m.Resolving = -1
		for c := range m.Placed {
			for p, list := range m.Placed[c] {
				for _, n := range list {
					ch.Home = append(ch.Home, Number{p, n})
				}
				m.Placed[c][p] = list[:0]
			}
		}
		for p := range m.Num {
			for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
				m.Num[p][n] = InHand
			}
		}
		if e.NextStart >= 0 {
			m.Round, m.Start = e.Round+1, e.NextStart
		}
	case dv.GameEnded:
		m.Resolving = -1
	}
	return ch
}

// InHand counts the number cards seat p still holds.
func (m *Model[C]) InHand(p int) int {
	k := 0
	for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
		if m.Num[p][n] == InHand {
			k++
		}
	}
	return k
}
