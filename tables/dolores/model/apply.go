package model

import (
	"salotto/rules"
	d "salotto/rules/dolores"
)

// Change is what an Apply did that the animation needs beyond the model
// after it: which way a card came or went, which cards left the seats'
// areas for the discard, where a Swirl took the share's cards.
type Change struct {
	// WashedIn: the card dealt washes in with the Ebb; OutToSea: the card
	// discarded goes out with it.
	WashedIn, OutToSea bool
	// ToDiscard are the cards that left the seats' areas for the discard
	// heap (a Message in a Bottle card used, a collection lost), in order.
	ToDiscard []d.Card
	// From is a Swirl's move of the share: From[i] is the slot whose card
	// came to slot i, -1 for none (Swirled).
	From    [6]int
	Swirled bool
}

// Apply changes the model as ev says. It is the only change the events
// make: the table animates from the model before and after it.
func (m *Model) Apply(ev rules.Event) Change {
	var ch Change
	switch e := ev.(type) {
	case d.ShareBegins:
		m.Dealer, m.Left, m.ShareNo = int(e.Dealer), int(e.Left), int(e.Number)
		m.Chosen, m.Gesture = [2]bool{}, [2]int{-1, -1}
		m.quiet()
		m.Ebbing, m.Washing, m.ConvoyDeals, m.Convoyed = false, 0, 0, [6]bool{}
	case d.CardDealt:
		i := int(e.Slot)
		if m.Washing > 0 {
			m.Ebbing = false
			m.Washing--
			ch.WashedIn = true
		} else if m.ConvoyDeals > 0 {
			m.ConvoyDeals--
			m.Convoyed[i] = true
		}
		m.Filled[i], m.Share[i], m.Down[i] = true, e.Card, e.FaceDown
		m.Pile = max(m.Pile-1, 0)
	case d.MiBPlayed:
		ch.ToDiscard = m.leaveArea(ch.ToDiscard, d.MiBCard(int(e.MiB)))
		switch int(e.MiB) {
		case d.Swirl:
			ch.From, ch.Swirled = m.swirl(int(e.Mask)), true
		case d.Ebb:
			m.Ebbing, m.Washing, m.ConvoyDeals = true, 4, 0
		case d.Convoy:
			m.ConvoyDeals = 2
		}
	case d.Said:
		if int(e.Player) < len(m.Said) {
			m.Said[e.Player] = e.Phrase
		}
	case d.GestureChosen:
		if s := m.SideOf(int(e.Player)); s >= 0 {
			m.Chosen[s] = true
		}
	case d.GestureShown:
		if s := m.SideOf(int(e.Player)); s >= 0 {
			m.Chosen[s], m.Gesture[s] = true, int(e.Gesture)
		}
	case d.ShareTurnedUp:
		for i, c := range e.Cards {
			if c != d.NoCard && m.Filled[i] {
				m.Share[i], m.Down[i] = c, false
			}
		}
	case d.GesturesRevealed:
		m.Chosen = [2]bool{true, true}
		m.Gesture[SideLeft], m.Gesture[SideDealer] = int(e.LeftGesture), int(e.DealerGesture)
		m.quiet() // words given are answered now
	case d.GesturesCancelled:
		m.Chosen, m.Gesture = [2]bool{}, [2]int{-1, -1}
	case d.CardTaken:
		i := int(e.Slot)
		m.Convoyed[i] = false
		m.Filled[i], m.Share[i] = false, d.NoCard
		m.Where[e.Card] = e.Player
	case d.CardDiscarded:
		i := int(e.Slot)
		ch.OutToSea = m.Ebbing
		m.Filled[i], m.Share[i], m.Convoyed[i] = false, d.NoCard, false
		m.discard(e.Card)
	case d.CollectionDiscarded:
		if e.Type >= 0 {
			for c := d.Card(int(e.Type) * 10); c < d.Card(int(e.Type)*10+10); c++ {
				if m.Where[c] == e.Player {
					ch.ToDiscard = m.leaveArea(ch.ToDiscard, c)
				}
			}
		}
	case d.Stolen:
		m.Where[e.Card] = e.Thief
	case d.TheftWasted:
		// with no goods to steal the Theft is discarded all the same
		ch.ToDiscard = m.leaveArea(ch.ToDiscard, d.MiBCard(d.Theft))
	case d.LootDealt:
		m.Where[e.Card] = e.Player
	case RestoreTalk:
		copy(m.Said, e.Said[:])
		m.Convoyed = e.Convoyed
	}
	return ch
}

// quiet clears every seat's bubble.
func (m *Model) quiet() {
	for p := range m.Said {
		m.Said[p] = -1
	}
}

// discard puts c on the discard heap.
func (m *Model) discard(c d.Card) {
	m.Discards++
	m.Top = c
}

// leaveArea sends c from the area holding it (if any does) to the discard,
// and lists it in dst.
func (m *Model) leaveArea(dst []d.Card, c d.Card) []d.Card {
	if m.Where[c] < 0 {
		return dst
	}
	m.Where[c] = -1
	m.discard(c)
	return append(dst, c)
}

// swirl rearranges the share: the slots in mask form the new left side,
// in order, the others the dealer's. It returns where each card came from.
func (m *Model) swirl(mask int) [6]int {
	from := Swirled(&m.Filled, mask)
	share, down, convoyed := m.Share, m.Down, m.Convoyed
	m.Filled, m.Convoyed = [6]bool{}, [6]bool{}
	for i, j := range from {
		if j >= 0 {
			m.Filled[i], m.Share[i], m.Down[i], m.Convoyed[i] = true, share[j], down[j], convoyed[j]
		}
	}
	return from
}
