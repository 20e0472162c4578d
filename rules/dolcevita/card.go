package dolcevita

import (
	"fmt"
	"strconv"
	"strings"
)

// Luxury is one of the seven kinds of luxury good. A player may own only
// one card of each kind at a time (see TradeIn).
type Luxury uint8

// The seven luxuries, in the order the rulebook lists them.
const (
	House Luxury = iota
	Car
	Boat
	Horse
	Jewellery
	Clock
	Vacation
	NumLuxuries = 7
)

var luxuryNames = [NumLuxuries]string{"house", "car", "boat", "horse", "jewellery", "clock", "vacation"}

func (l Luxury) String() string {
	if int(l) < NumLuxuries {
		return luxuryNames[l]
	}
	return fmt.Sprintf("luxury(%d)", uint8(l))
}

// Card is one small card of the grid: a luxury of some value, or money.
// The zero Card is no card. Values are in units of 100,000 (Unit), so a
// value of 7 is the 700,000 card.
//
// Luxury cards are 1..49 (kind×7 + value); money cards are Money100 and
// Money200, and copies of the same money card are the same Card value, as
// they are indistinguishable at the table.
type Card uint8

// Unit is what one point of a card's Value is worth in the game's currency.
const Unit = 100_000

const (
	// NoCard is the zero Card.
	NoCard Card = 0
	// Money100 is a 100,000 money card (ten in the deck).
	Money100 Card = 50
	// Money200 is a 200,000 money card (seven in the deck).
	Money200 Card = 51
)

// Deck size facts.
const (
	MaxValue     = 7                                                // luxury values run 1..7 (100,000..700,000)
	NumMoney100  = 10                                               // money cards of 100,000
	NumMoney200  = 7                                                // money cards of 200,000
	DeckSize     = NumLuxuries*MaxValue + NumMoney100 + NumMoney200 // 66
	NumColumns   = 7
	ColumnLength = 9                                  // cards dealt to each column
	NumBoxed     = DeckSize - NumColumns*ColumnLength // 3, put back unseen
)

// LuxuryCard is the card of luxury l worth value (1..7) units.
func LuxuryCard(l Luxury, value int) Card {
	return Card(1 + int(l)*MaxValue + value - 1)
}

// IsMoney reports whether c is a money card.
func (c Card) IsMoney() bool { return c == Money100 || c == Money200 }

// IsLuxury reports whether c is a luxury card.
func (c Card) IsLuxury() bool { return c >= 1 && c <= NumLuxuries*MaxValue }

// Luxury is c's kind; meaningful only when IsLuxury.
func (c Card) Luxury() Luxury { return Luxury((c - 1) / MaxValue) }

// Value is c's worth in units of 100,000 (0 for NoCard).
func (c Card) Value() int {
	switch {
	case c.IsLuxury():
		return int(c-1)%MaxValue + 1
	case c == Money100:
		return 1
	case c == Money200:
		return 2
	}
	return 0
}

// Worth is c's value in the game's currency (Value × Unit).
func (c Card) Worth() int { return c.Value() * Unit }

// String gives "car 400k", "money 200k" or "none": the text the move
// log shows and the wire carries (see ParseCard).
func (c Card) String() string {
	switch {
	case c.IsLuxury():
		return luxuryNames[c.Luxury()] + " " + strconv.Itoa(c.Value()*100) + "k"
	case c.IsMoney():
		return "money " + strconv.Itoa(c.Value()*100) + "k"
	case c == NoCard:
		return "none"
	}
	return fmt.Sprintf("card(%d)", uint8(c))
}

// ParseCard reads a card's text as String writes it ("car 400k",
// "money 100k"); it reports false for any other text.
func ParseCard(s string) (Card, bool) {
	kind, worth, ok := strings.Cut(s, " ")
	k, err := strconv.Atoi(strings.TrimSuffix(worth, "k"))
	if !ok || err != nil || !strings.HasSuffix(worth, "k") || k%100 != 0 || worth[0] < '1' || worth[0] > '9' {
		return NoCard, false
	}
	v := k / 100
	if kind == "money" && (v == 1 || v == 2) {
		return Money100 + Card(v-1), true
	}
	for l, name := range luxuryNames {
		if name == kind && v >= 1 && v <= MaxValue {
			return LuxuryCard(Luxury(l), v), true
		}
	}
	return NoCard, false
}

// fullDeck returns the 66 cards in a fixed order, before shuffling.
func fullDeck() [DeckSize]Card {
	var d [DeckSize]Card
	i := 0
	for l := Luxury(0); l < NumLuxuries; l++ {
		for v := 1; v <= MaxValue; v++ {
			d[i] = LuxuryCard(l, v)
			i++
		}
	}
	for k := 0; k < NumMoney100; k++ {
		d[i] = Money100
		i++
	}
	for k := 0; k < NumMoney200; k++ {
		d[i] = Money200
		i++
	}
	return d
}
