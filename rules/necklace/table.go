package necklace

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

// A table of the value of every five-card set of the full deck (42,504
// sets, 85 KB), built on first use by a searching bot: the search values
// tens of millions of necklaces per decision, and a lookup is several
// times cheaper than Value. Value stays the definition; the table is
// filled from it, and a test compares them.
//
// A second table holds, for every four-card set and every card, the
// florins of the five together (255 KB): the potential of a hand (what one
// more card could bring, see potential) is four rows of it.
var (
	valueTable     atomic.Pointer[[numSets]uint16]
	rowTable       atomic.Pointer[[numHands][NumCards]uint8]
	valueTableOnce sync.Once
	binom          [NumCards + 1][NecklaceCards + 1]uint32
)

const numSets = 42504 // 24 choose 5

// numHands is the number of four-card sets of the full deck: hands, and
// the rows of the second table.
const numHands = 10626 // 24 choose 4

// A set's rank is the sum over its cards, lowest first, of binom[card][k]
// for the k-th: rankLo holds that sum for the cards 0–11 of a set, and
// rankHi[m][k] the sum for the cards 12–23 of a set with k cards below
// them, so that a rank is two lookups (the searches rank sets by the
// million).
var (
	rankLo [1 << 12]uint32
	rankHi [1 << 12][NecklaceCards + 1]uint32
)

func init() {
	for n := 0; n <= NumCards; n++ {
		binom[n][0] = 1
		for k := 1; k <= NecklaceCards && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
		}
	}
	for m := uint32(0); m < 1<<12; m++ {
		for below := 0; below <= NecklaceCards; below++ {
			k := below
			for x := m; x != 0; x &= x - 1 {
				if k++; k <= NecklaceCards {
					rankHi[m][below] += binom[12+bits.TrailingZeros32(x)][k]
					if below == 0 {
						rankLo[m] += binom[bits.TrailingZeros32(x)][k]
					}
				}
			}
		}
	}
}

// setRank is the combinatorial rank of a set of at most five cards given
// as a mask: sets of five rank 0 to numSets-1, sets of four 0 to
// numHands-1.
func setRank(mask uint32) uint32 {
	lo := mask & (1<<12 - 1)
	return rankLo[lo] + rankHi[mask>>12][bits.OnesCount32(lo)]
}

// buildValueTable fills the table once (a few milliseconds).
func buildValueTable() {
	valueTableOnce.Do(func() {
		t := new([numSets]uint16)
		var cs [NecklaceCards]Card
		var rec func(start Card, k int, mask uint32)
		rec = func(start Card, k int, mask uint32) {
			if k == NecklaceCards {
				v, w, _ := Value(cs)
				t[setRank(mask)] = uint16(v) | uint16(w)<<8
				return
			}
			for c := start; c < NumCards; c++ {
				cs[k] = c
				rec(c+1, k+1, mask|1<<c)
			}
		}
		rec(0, 0, 0)
		valueTable.Store(t)
		rows := new([numHands][NumCards]uint8)
		var four func(start uint, k int, mask uint32)
		four = func(start uint, k int, mask uint32) {
			if k == HandSize {
				row := &rows[setRank(mask)]
				for c := 0; c < NumCards; c++ {
					if mask&(1<<c) == 0 {
						row[c] = uint8(t[setRank(mask|1<<c)])
					}
				}
				return
			}
			for c := start; c < NumCards; c++ {
				four(c+1, k+1, mask|1<<c)
			}
		}
		four(0, 0, 0)
		rowTable.Store(rows)
	})
}

// quickValue is Value's florins, from the table when it is built and the
// five cards are all present.
func quickValue(cs [NecklaceCards]Card) int {
	v, _ := quickValueWishes(cs)
	return v
}

// quickValueWishes is Value's florins and wishes, from the table when it is
// built and the five cards are all present.
func quickValueWishes(cs [NecklaceCards]Card) (value, wishes int) {
	if t := valueTable.Load(); t != nil {
		var mask uint32
		for _, c := range cs {
			if c >= NumCards {
				goto slow
			}
			mask |= 1 << c
		}
		e := t[setRank(mask)]
		return int(e & 0xff), int(e >> 8)
	}
slow:
	v, w, _ := Value(cs)
	return v, w
}
