package necklace

import "fmt"

// Gem is a kind of precious stone printed on a card. The first eight are the
// base gems; Rainbow (expansion) is wild for any of those eight, and Gold
// (expansion) is a ninth kind found only on court cards.
type Gem uint8

// The gems, in the order of docs/rules/necklace.md#gems-and-the-necklaces-value.
const (
	Amber Gem = iota
	Amethyst
	Pearl
	Ruby
	Emerald
	Diamond
	Jet
	Sapphire
	Rainbow
	Gold
	NumGems     = 10
	NumBaseGems = 8 // the gems a rainbow stone may stand for
)

var gemNames = [NumGems]string{"amber", "amethyst", "pearl", "ruby", "emerald", "diamond", "jet", "sapphire", "rainbow", "gold"}

func (g Gem) String() string {
	if g < NumGems {
		return gemNames[g]
	}
	return fmt.Sprintf("gem(%d)", uint8(g))
}

// Card is one card of the deck, by its index in the full 24-card deck:
// B01..B18 are 0..17, R01..R02 (rainbow stones) are 18..19 and G01..G04
// (court gold) are 20..23. NoCard marks an empty or hidden slot.
type Card uint8

// Deck facts.
const (
	NumBase           = 18
	NumRainbow        = 2
	NumGold           = 4
	NumCards          = NumBase + NumRainbow + NumGold // 24
	FirstRainbow Card = NumBase
	FirstGold    Card = NumBase + NumRainbow
	// NoCard is an empty slot, or in a view a card the viewer cannot see.
	NoCard Card = 255
	// GemsPerCard is the number of stones printed on each card.
	GemsPerCard = 4
	// HandSize is the number of cards a player holds between turns.
	HandSize = 4
	// NecklaceCards is the number of cards a necklace is made from: a hand
	// and the common card.
	NecklaceCards = HandSize + 1
	// Removed is the number of cards put aside unseen at setup.
	Removed = 3
)

// CardInfo is what is printed on a card: four stones and the Duchess's wish,
// Count stones of WishGem, worth Florins.
type CardInfo struct {
	ID      string
	Gems    [GemsPerCard]Gem
	WishGem Gem
	Count   int
	Florins int
}

// cardTable is the card table of docs/rules/necklace.md#the-base-deck and
// its expansions, binding.
var cardTable = [NumCards]CardInfo{
	{"B01", [4]Gem{Amber, Amethyst, Pearl, Ruby}, Emerald, 4, 12},
	{"B02", [4]Gem{Amber, Amethyst, Emerald, Diamond}, Amber, 2, 3},
	{"B03", [4]Gem{Ruby, Emerald, Diamond, Jet}, Amber, 3, 6},
	{"B04", [4]Gem{Ruby, Emerald, Diamond, Jet}, Amethyst, 3, 7},
	{"B05", [4]Gem{Amber, Pearl, Ruby, Jet}, Amethyst, 4, 11},
	{"B06", [4]Gem{Amber, Diamond, Jet, Sapphire}, Pearl, 2, 4},
	{"B07", [4]Gem{Amber, Amethyst, Pearl, Sapphire}, Pearl, 3, 7},
	{"B08", [4]Gem{Pearl, Emerald, Emerald, Diamond}, Ruby, 2, 5},
	{"B09", [4]Gem{Pearl, Ruby, Sapphire, Sapphire}, Ruby, 3, 9},
	{"B10", [4]Gem{Pearl, Emerald, Diamond, Sapphire}, Ruby, 4, 13},
	{"B11", [4]Gem{Amber, Ruby, Emerald, Diamond}, Emerald, 3, 9},
	{"B12", [4]Gem{Amber, Amethyst, Pearl, Jet}, Diamond, 2, 5},
	{"B13", [4]Gem{Amber, Ruby, Emerald, Diamond}, Diamond, 3, 10},
	{"B14", [4]Gem{Amethyst, Amethyst, Pearl, Sapphire}, Jet, 2, 3},
	{"B15", [4]Gem{Amber, Amethyst, Diamond, Jet}, Jet, 3, 6},
	{"B16", [4]Gem{Ruby, Ruby, Jet, Sapphire}, Sapphire, 2, 4},
	{"B17", [4]Gem{Pearl, Emerald, Jet, Sapphire}, Sapphire, 3, 8},
	{"B18", [4]Gem{Amethyst, Amethyst, Jet, Sapphire}, Sapphire, 4, 12},
	{"R01", [4]Gem{Rainbow, Ruby, Emerald, Jet}, Pearl, 4, 12},
	{"R02", [4]Gem{Rainbow, Amber, Pearl, Sapphire}, Diamond, 4, 14},
	{"G01", [4]Gem{Gold, Amethyst, Diamond, Pearl}, Gold, 2, 7},
	{"G02", [4]Gem{Gold, Ruby, Sapphire, Amber}, Gold, 3, 11},
	{"G03", [4]Gem{Gold, Emerald, Jet, Amethyst}, Gold, 4, 16},
	{"G04", [4]Gem{Gold, Diamond, Ruby, Jet}, Gold, 2, 7},
}

// Packed per-card facts for the valuation's inner loop.
var (
	cardGems    [NumCards][NumGems]uint8 // stones of each kind on the card
	cardWish    [NumCards]uint8          // wished gem
	cardCount   [NumCards]uint8          // stones wished
	cardFlorins [NumCards]uint8
)

func init() {
	for i, c := range cardTable {
		for _, g := range c.Gems {
			cardGems[i][g]++
		}
		cardWish[i] = uint8(c.WishGem)
		cardCount[i] = uint8(c.Count)
		cardFlorins[i] = uint8(c.Florins)
	}
}

// Info is what is printed on c. It panics on NoCard.
func (c Card) Info() CardInfo { return cardTable[c] }

// Valid reports whether c is a card of the full deck.
func (c Card) Valid() bool { return c < NumCards }

func (c Card) String() string {
	if c < NumCards {
		return cardTable[c].ID
	}
	if c == NoCard {
		return "??"
	}
	return fmt.Sprintf("card(%d)", uint8(c))
}

// ParseCard reads a card id such as "B07" (case-insensitive).
func ParseCard(s string) (Card, error) {
	for i := range cardTable {
		if equalFold(cardTable[i].ID, s) {
			return Card(i), nil
		}
	}
	return NoCard, fmt.Errorf("unknown card %q (cards are B01–B18, R01–R02, G01–G04)", s)
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'a' <= y && y <= 'z' {
			y -= 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// Expansions is a set of expansions added to the base deck.
type Expansions uint8

// The two expansions.
const (
	RainbowStones Expansions = 1 << iota // two cards with a wild stone
	CourtGold                            // four cards with gold
)

func (e Expansions) String() string {
	switch e {
	case 0:
		return ""
	case RainbowStones:
		return "rainbow"
	case CourtGold:
		return "gold"
	default:
		return "rainbow+gold"
	}
}

// ParseExpansions reads the "expansions" option.
func ParseExpansions(s string) (Expansions, error) {
	switch s {
	case "", "none", "base":
		return 0, nil
	case "rainbow":
		return RainbowStones, nil
	case "gold":
		return CourtGold, nil
	case "rainbow+gold", "gold+rainbow", "both":
		return RainbowStones | CourtGold, nil
	}
	return 0, fmt.Errorf("unknown expansions %q (want \"\", \"rainbow\", \"gold\" or \"rainbow+gold\")", s)
}

// Deck appends to dst the cards in play with expansions e, in id order.
func (e Expansions) Deck(dst []Card) []Card {
	for c := Card(0); c < NumBase; c++ {
		dst = append(dst, c)
	}
	if e&RainbowStones != 0 {
		for c := FirstRainbow; c < FirstGold; c++ {
			dst = append(dst, c)
		}
	}
	if e&CourtGold != 0 {
		for c := FirstGold; c < NumCards; c++ {
			dst = append(dst, c)
		}
	}
	return dst
}

// inDeck reports whether c is in play with expansions e.
func (e Expansions) inDeck(c Card) bool {
	switch {
	case c < FirstRainbow:
		return true
	case c < FirstGold:
		return e&RainbowStones != 0
	case c < NumCards:
		return e&CourtGold != 0
	}
	return false
}

// size is the number of cards in play with expansions e.
func (e Expansions) size() int {
	n := NumBase
	if e&RainbowStones != 0 {
		n += NumRainbow
	}
	if e&CourtGold != 0 {
		n += NumGold
	}
	return n
}
