package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
)

// model is what the screen shows: where each card lies and what the
// share and the gestures look like. Only the events the table animates
// change it (and the view it starts from).
type model struct {
	where    [d.NumCards]int8 // the seat whose area holds the card, or -1
	share    [6]d.Card        // d.NoCard: empty, or face down (down)
	filled   [6]bool
	down     [6]bool
	pile     int
	discards int
	top      d.Card // the discard's top card, d.NoCard when empty

	dealer, left int
	shareNo      int
	chosen       [2]bool // by side: 0 the left player's, 1 the dealer's
	gesture      [2]int  // by side, once shown; -1 until then
	said         []int8  // each seat's last phrase this share, -1: none

	// the Ebb and the Convoy (tide.go): the share is going out with the
	// tide; the new cards still to wash in; the Convoy's cards still to
	// come, and the slots holding a card the Convoy dealt
	ebbing      bool
	washing     int
	convoyDeals int
	convoyed    [6]bool
}

// Sides of the share, as the rules number them.
const (
	sideLeft   = 0
	sideDealer = 1
)

// newModel is the table as view shows it, but with the share still on
// the pile: openingEvents deals it again so it flies in. The bubbles are
// the words said this share that the reveal has not yet answered.
func newModel(v *d.State) model {
	m := model{top: d.NoCard, dealer: v.Dealer(), left: v.Left(), shareNo: v.ShareNumber()}
	for c := range m.where {
		m.where[c] = -1
	}
	for p := 0; p < v.Players(); p++ {
		for _, c := range v.Area(p) {
			m.where[c] = int8(p)
		}
		m.said = append(m.said, saidInView(v, p))
	}
	disc := v.Discards()
	m.discards = len(disc)
	if len(disc) > 0 {
		m.top = disc[len(disc)-1]
	}
	m.pile = v.PileSize()
	for i := range m.share {
		m.share[i] = d.NoCard
		if c, down := v.Slot(i); c != d.NoCard || down {
			m.pile++
		}
	}
	m.gesture = [2]int{-1, -1}
	return m
}

// openingEvents are the events that deal view's share: the share begins,
// then each card, the left side first.
func (m *model) openingEvents(v *d.State) []rules.Event {
	evs := []rules.Event{d.ShareBegins{Dealer: int8(v.Dealer()), Left: int8(v.Left()), Number: int16(v.ShareNumber())}}
	for i := 0; i < 6; i++ {
		c, down := v.Slot(i)
		if c == d.NoCard && !down {
			continue
		}
		evs = append(evs, d.CardDealt{Side: int8(i / slotsPerSide), Slot: int8(i), Card: c, FaceDown: down})
	}
	for side, p := range [2]int{v.Left(), v.Dealer()} {
		if v.Chosen(p) {
			m.chosen[side] = true
		}
	}
	// the share's beginning clears the bubbles and the Convoy's marks:
	// they come back once it lies dealt again
	quiet := restoreTalk{said: [4]int8{-1, -1, -1, -1}}
	talk := quiet
	talk.convoyed = m.convoyed
	copy(talk.said[:], m.said)
	if talk != quiet {
		evs = append(evs, talk)
	}
	return evs
}

// restoreTalk ends the opening of a table opened in the middle of a share:
// the bubbles (by seat) and the Convoy's marks (by slot) as they were.
type restoreTalk struct {
	said     [4]int8
	convoyed [6]bool
}

func (restoreTalk) String() string { return "the talk and the Convoy's marks as they were" } //catalog:exempt an event's log text, never shown

// saidInView is the phrase seat p's bubble shows in view: its last words
// this round of gestures, or the Broken Lantern report, until the reveal
// answers them; -1 for none.
func saidInView(v *d.State, p int) int8 {
	switch step := v.Step(); {
	case (step == d.StepGestures || step == d.StepRuse) && v.SaidThisRound(p) > 0:
		return int8(v.LastSaid(p))
	case v.LanternUser() == p && v.LanternReport() >= 0:
		return int8(v.LanternReport())
	}
	return -1
}

// sideOf is seat p's side of the share, or -1.
func (m *model) sideOf(p int) int {
	switch p {
	case m.left:
		return sideLeft
	case m.dealer:
		return sideDealer
	}
	return -1
}

// column lists seat p's cards of goods type ty (extraCol: its Message in
// a Bottle cards and Dawn), lowest value first.
func (m *model) column(p, ty int, dst []d.Card) []d.Card {
	dst = dst[:0]
	for c := d.Card(0); c < d.NumCards; c++ {
		if int(m.where[c]) != p {
			continue
		}
		if t := c.Type(); t == ty || ty == extraCol && t < 0 {
			dst = append(dst, c)
		}
	}
	return dst
}

// total is seat p's collection of type ty: the sum of its crates.
func (m *model) total(p, ty int) int {
	s := 0
	for c := d.Card(ty * 10); c < d.Card(ty*10+10); c++ {
		if int(m.where[c]) == p {
			s += c.Value()
		}
	}
	return s
}
