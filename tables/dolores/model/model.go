// Package model is what the HMS Dolores table shows, as plain values: where
// each card lies, what the share and the gestures look like, what each seat
// said. The table changes it only by Apply, one event at a time, as it
// animates them, and draws its nodes from it; it imports no Ebitengine, so
// its rules are tested without a display.
package model

import (
	"salotto/rules"
	d "salotto/rules/dolores"
)

// Sides of the share, as the rules number them.
const (
	SideLeft   = 0
	SideDealer = 1
)

// SlotsPerSide is how many share cards each side holds: two cards, three
// with Convoy.
const SlotsPerSide = 3

// ExtraCol is the column of a seat's area past the goods types: its
// Message in a Bottle cards and Dawn.
const ExtraCol = d.NumTypes

// Model is the table's screen: where each card lies and what the share
// and the gestures look like.
type Model struct {
	Where    [d.NumCards]int8 // the seat whose area holds the card, or -1
	Share    [6]d.Card        // d.NoCard: empty, or face down (Down)
	Filled   [6]bool
	Down     [6]bool
	Pile     int
	Discards int
	Top      d.Card // the discard's top card, d.NoCard when empty

	Dealer, Left int
	ShareNo      int
	Chosen       [2]bool // by side: 0 the left player's, 1 the dealer's
	Gesture      [2]int  // by side, once shown; -1 until then
	Said         []int8  // each seat's last phrase this share, -1: none

	// the Ebb and the Convoy: the share is going out with the tide; the
	// new cards still to wash in; the Convoy's cards still to come, and
	// the slots holding a card the Convoy dealt
	Ebbing      bool
	Washing     int
	ConvoyDeals int
	Convoyed    [6]bool
}

// New is the table as view shows it, but with the share still on the
// pile: OpeningEvents deals it again so it flies in. The bubbles are the
// words said this share that the reveal has not yet answered.
func New(v *d.State) Model {
	m := Model{Top: d.NoCard, Dealer: v.Dealer(), Left: v.Left(), ShareNo: v.ShareNumber()}
	for c := range m.Where {
		m.Where[c] = -1
	}
	for p := 0; p < v.Players(); p++ {
		for _, c := range v.Area(p) {
			m.Where[c] = int8(p)
		}
		m.Said = append(m.Said, saidInView(v, p))
	}
	disc := v.Discards()
	m.Discards = len(disc)
	if len(disc) > 0 {
		m.Top = disc[len(disc)-1]
	}
	m.Pile = v.PileSize()
	for i := range m.Share {
		m.Share[i] = d.NoCard
		if c, down := v.Slot(i); c != d.NoCard || down {
			m.Pile++
		}
	}
	m.Gesture = [2]int{-1, -1}
	return m
}

// OpeningEvents are the events that deal view's share: the share begins,
// then each card, the left side first.
func (m *Model) OpeningEvents(v *d.State) []rules.Event {
	evs := []rules.Event{d.ShareBegins{Dealer: int8(v.Dealer()), Left: int8(v.Left()), Number: int16(v.ShareNumber())}}
	for i := 0; i < 6; i++ {
		c, down := v.Slot(i)
		if c == d.NoCard && !down {
			continue
		}
		evs = append(evs, d.CardDealt{Side: int8(i / SlotsPerSide), Slot: int8(i), Card: c, FaceDown: down})
	}
	for side, p := range [2]int{v.Left(), v.Dealer()} {
		if v.Chosen(p) {
			m.Chosen[side] = true
		}
	}
	// the share's beginning clears the bubbles and the Convoy's marks:
	// they come back once it lies dealt again
	quiet := RestoreTalk{Said: [4]int8{-1, -1, -1, -1}}
	talk := quiet
	talk.Convoyed = m.Convoyed
	copy(talk.Said[:], m.Said)
	if talk != quiet {
		evs = append(evs, talk)
	}
	return evs
}

// RestoreTalk ends the opening of a table opened in the middle of a share:
// the bubbles (by seat) and the Convoy's marks (by slot) as they were.
type RestoreTalk struct {
	Said     [4]int8
	Convoyed [6]bool
}

func (RestoreTalk) String() string { return "the talk and the Convoy's marks as they were" } //catalog:exempt an event's log text, never shown

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

// SideOf is seat p's side of the share, or -1.
func (m *Model) SideOf(p int) int {
	switch p {
	case m.Left:
		return SideLeft
	case m.Dealer:
		return SideDealer
	}
	return -1
}

// Column lists seat p's cards of goods type ty (ExtraCol: its Message in
// a Bottle cards and Dawn), lowest value first.
func (m *Model) Column(p, ty int, dst []d.Card) []d.Card {
	dst = dst[:0]
	for c := d.Card(0); c < d.NumCards; c++ {
		if int(m.Where[c]) != p {
			continue
		}
		if t := c.Type(); t == ty || ty == ExtraCol && t < 0 {
			dst = append(dst, c)
		}
	}
	return dst
}

// Total is seat p's collection of type ty: the sum of its crates.
func (m *Model) Total(p, ty int) int {
	s := 0
	for c := d.Card(ty * 10); c < d.Card(ty*10+10); c++ {
		if int(m.Where[c]) == p {
			s += c.Value()
		}
	}
	return s
}

// Swirled is where a Swirl of mask puts the filled slots: from[i] is the
// slot whose card comes to slot i, -1 for none. The slots in mask form the
// new left side, in order, the others the dealer's (as the rules swirl).
func Swirled(filled *[6]bool, mask int) (from [6]int) {
	from = [6]int{-1, -1, -1, -1, -1, -1}
	next := [2]int{SideLeft * SlotsPerSide, SideDealer * SlotsPerSide}
	for i, f := range filled {
		if !f {
			continue
		}
		side := SideDealer
		if mask&(1<<i) != 0 {
			side = SideLeft
		}
		from[next[side]] = i
		next[side]++
	}
	return from
}
