package dolores

import "fmt"

// Card identifies one of the 80 cards. Goods are 0–69: ten of each type,
// the type being id/10; within a type the first seven crates are worth 1,
// the next two 2 and the last one 3. Message in a Bottle cards are 70–78
// and Dawn is 79.
type Card uint8

// NumCards is the size of the deck: 70 goods, 9 MiB cards and Dawn.
const NumCards = 80

// NoCard marks an empty or hidden slot.
const NoCard Card = 255

// Goods types, in the rulebook's order.
const (
	Weapons = iota
	Wine
	Jewelry
	Lace
	Tableware
	Instruments
	Gold
	NumTypes
)

var typeNames = []string{"weapons", "wine", "jewelry", "lace", "tableware", "instruments", "gold"}

// TypeName is the short name of a goods type ("wine"), as used in move text.
func TypeName(t int) string {
	if t < 0 || t >= NumTypes {
		return fmt.Sprintf("type%d", t)
	}
	return typeNames[t]
}

// Message in a Bottle cards, as indexes from FirstMiB.
const (
	BrokenLantern = iota
	Lookout
	Theft
	Swirl
	Ebb
	Convoy
	Ruse
	MixUp
	Wager
	NumMiB
)

// FirstMiB is the id of the first Message in a Bottle card; Dawn follows the nine.
const (
	FirstMiB      = 70
	Dawn     Card = 79
)

var mibNames = []string{"broken-lantern", "lookout", "theft", "swirl", "ebb", "convoy", "ruse", "mix-up", "wager"}

// MiBName is the short name of a Message in a Bottle card ("swirl").
func MiBName(m int) string {
	if m < 0 || m >= NumMiB {
		return fmt.Sprintf("mib%d", m)
	}
	return mibNames[m]
}

// MiBCard is the card of a Message in a Bottle index.
func MiBCard(m int) Card { return Card(FirstMiB + m) }

// IsGoods reports whether c is a goods card.
func (c Card) IsGoods() bool { return c < FirstMiB }

// IsMiB reports whether c is one of the nine Message in a Bottle cards (not Dawn).
func (c Card) IsMiB() bool { return c >= FirstMiB && c < Dawn }

// Type is a goods card's type, or -1.
func (c Card) Type() int {
	if c < FirstMiB {
		return int(c) / 10
	}
	return -1
}

// MiB is a Message in a Bottle card's index, or -1.
func (c Card) MiB() int {
	if c.IsMiB() {
		return int(c) - FirstMiB
	}
	return -1
}

// Value is a goods card's crate value; 0 for every other card (Dawn won
// after a Lookout has no value either).
func (c Card) Value() int {
	if c >= FirstMiB {
		return 0
	}
	return int(cardValue[c%10])
}

var cardValue = [10]uint8{1, 1, 1, 1, 1, 1, 1, 2, 2, 3}

func (c Card) String() string {
	switch {
	case c == NoCard:
		return "?"
	case c.IsGoods():
		return fmt.Sprintf("%s %d", typeNames[c.Type()], c.Value())
	case c.IsMiB():
		return mibNames[c.MiB()]
	case c == Dawn:
		return "dawn"
	}
	return fmt.Sprintf("card%d", int(c))
}

// Gestures, as held out at the reveal.
const (
	Share = iota
	Fight
	Dodge
	NumGestures
)

var gestureNames = []string{"share", "fight", "dodge"}

// GestureName is "share", "fight" or "dodge".
func GestureName(g int) string {
	if g < 0 || g >= NumGestures {
		return "?"
	}
	return gestureNames[g]
}

// cr is the k-th crate of goods type t with value v (1, 2 or 3).
func cr(t, v, k int) Card {
	return Card(t*10 + [4]int{0, 0, 7, 9}[v] + k)
}
