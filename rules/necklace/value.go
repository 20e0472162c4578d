package necklace

// Necklace is the valuation of a set of up to five cards (a hand of four and
// the common card): the best set of the Duchess's wishes whose stones the
// cards can supply, each stone serving one wish at most.
//
// Among the sets of wishes that fit, the valuation takes the largest florin
// total, then the most wishes (the rulebook's tie-break, so a player is
// always valued at their strongest), then the lowest card indexes, so the
// result is deterministic.
//
// On the wire a necklace is its cards: the rest follows from them.
type Necklace struct {
	// Cards are the cards valued, in the order given (NoCard slots are
	// empty and ignored).
	Cards [NecklaceCards]Card `wire:"card"`
	// Value is the florins of the fulfilled wishes; Wishes how many.
	Value, Wishes int `wire:"-"`
	// Fulfilled has bit i set when the wish of Cards[i] is fulfilled.
	Fulfilled uint8 `wire:"-"`
	// Serves[i][j] is the index (into Cards) of the card whose wish the
	// j-th stone printed on Cards[i] serves, or -1 when that stone is left
	// out of the necklace. A table draws the necklace from it.
	Serves [NecklaceCards][GemsPerCard]int8 `wire:"-"`
	// As[i][j] is the gem that stone counts as: the printed gem, or for a
	// rainbow stone serving a wish, the gem it stands for.
	As [NecklaceCards][GemsPerCard]Gem `wire:"-"`
}

// Fulfils reports whether the wish of Cards[i] is fulfilled.
func (n *Necklace) Fulfils(i int) bool { return n.Fulfilled&(1<<i) != 0 }

// Value gives the best florin total of cards, the number of wishes it
// fulfils and which (bit i for cards[i]). It is the inner loop of every
// bot and allocates nothing.
//
// Why it is exact: every wish asks for stones of one kind, so a set of wishes
// fits when, for each base gem, the stones wished beyond those printed can be
// covered by rainbow stones (each wild for one base gem), and the gold wished
// is at most the gold printed. The deficit sum against the rainbow count is
// exactly the matching condition, as rainbows are interchangeable.
func Value(cards [NecklaceCards]Card) (value, wishes int, fulfilled uint8) {
	// Base gem counts live in the eight byte lanes of a uint64 (SWAR), gold
	// apart; per-card lanes are precomputed in cardLanes and wishLanes.
	var have uint64
	var haveGold, rainbow uint8
	var present uint8
	for i, c := range cards {
		if c >= NumCards {
			continue
		}
		present |= 1 << i
		have += cardLanes[c]
		haveGold += cardGems[c][Gold]
		rainbow += cardGems[c][Rainbow]
	}
	var need [1 << NecklaceCards]uint64
	var needGold, flor, wish [1 << NecklaceCards]uint8
	bestV, bestW, bestM := 0, 0, uint8(0)
	for m := 1; m < 1<<NecklaceCards; m++ {
		if uint8(m)&^present != 0 {
			continue
		}
		low := m & -m
		i := lowBit[low]
		c := cards[i]
		prev := m ^ low
		need[m] = need[prev] + wishLanes[c]
		needGold[m] = needGold[prev] + wishGold[c]
		flor[m] = flor[prev] + cardFlorins[c]
		wish[m] = wish[prev] + 1
		v, w := int(flor[m]), int(wish[m])
		if v < bestV || (v == bestV && w <= bestW) {
			continue
		}
		if needGold[m] > haveGold {
			continue
		}
		// Per lane: 0x80+need-have keeps its high bit iff need >= have,
		// and its low bits are then the shortfall.
		diff := (need[m] | laneHigh) - have
		hb := diff & laneHigh
		short := diff & (hb - hb>>7)
		if uint8((short*laneOnes)>>56) > rainbow {
			continue
		}
		bestV, bestW, bestM = v, w, uint8(m)
	}
	return bestV, bestW, bestM
}

const (
	laneHigh = 0x8080808080808080
	laneOnes = 0x0101010101010101
)

var lowBit = [1 << NecklaceCards]uint8{1: 0, 2: 1, 4: 2, 8: 3, 16: 4}

// Lane-packed card facts: cardLanes has the card's base stones per gem,
// wishLanes its wish (count in the wished gem's lane), wishGold a gold wish.
var (
	cardLanes [NumCards]uint64
	wishLanes [NumCards]uint64
	wishGold  [NumCards]uint8
)

func init() {
	// Built from cardTable itself so as not to depend on init order.
	for c, info := range cardTable {
		for _, g := range info.Gems {
			if g < NumBaseGems {
				cardLanes[c] += 1 << (8 * g)
			}
		}
		if info.WishGem < NumBaseGems {
			wishLanes[c] = uint64(info.Count) << (8 * info.WishGem)
		} else {
			wishGold[c] = uint8(info.Count)
		}
	}
}

// Evaluate values cards and assigns each fulfilled wish its stones: first
// stones printed with the wished gem (in card order, then stone order), then
// rainbow stones for what is still missing. It allocates nothing.
func Evaluate(cards [NecklaceCards]Card) Necklace {
	n := Necklace{Cards: cards}
	n.Value, n.Wishes, n.Fulfilled = Value(cards)
	for i, c := range cards {
		n.Serves[i] = [GemsPerCard]int8{-1, -1, -1, -1}
		if c < NumCards {
			n.As[i] = cardGemList[c]
		}
	}
	for w := 0; w < NecklaceCards; w++ {
		if n.Fulfilled&(1<<w) == 0 {
			continue
		}
		g := Gem(cardWish[cards[w]])
		left := cardCount[cards[w]]
		for pass := 0; pass < 2 && left > 0; pass++ {
			want := g
			if pass == 1 {
				want = Rainbow
			}
			for i, c := range cards {
				if c >= NumCards || cardGems[c][want] == 0 {
					continue
				}
				for j, printed := range cardGemList[c] {
					if printed == want && n.Serves[i][j] < 0 {
						n.Serves[i][j] = int8(w)
						n.As[i][j] = g
						if left--; left == 0 {
							break
						}
					}
				}
				if left == 0 {
					break
				}
			}
		}
	}
	return n
}

// cardGemList is each card's printed stones, in order.
var cardGemList = func() (l [NumCards][GemsPerCard]Gem) {
	for c, info := range cardTable {
		l[c] = info.Gems
	}
	return
}()

// keepValue values a five-card hand without its d-th card, with the common
// card: what the holder keeps by discarding hand[d]. Every discard choice
// (the bots', the rival jeweller's, the hard bot's model of its opponent)
// weighs its options with it.
func keepValue(hand [HandSize + 1]Card, common Card, d int) int {
	var cs [NecklaceCards]Card
	k := 0
	for i, c := range hand {
		if i != d {
			cs[k] = c
			k++
		}
	}
	cs[HandSize] = common
	return quickValue(cs)
}

// HandValue values a hand of four with the common card.
func HandValue(hand [HandSize]Card, common Card) int {
	return quickValue([NecklaceCards]Card{hand[0], hand[1], hand[2], hand[3], common})
}
