package dolores

import (
	"fmt"
	"strings"
)

// scoreSums scores one player's goods: each collection is worth the sum of
// its crates; the highest and the lowest collections count, every tied one
// included; when all collections are equal (a single one included) they
// count as both highest and lowest, so the total is doubled.
func scoreSums(sums *[NumTypes]uint8) int {
	hi, lo, n := 0, 1<<30, 0
	for _, v := range sums {
		if v == 0 {
			continue
		}
		n++
		if int(v) > hi {
			hi = int(v)
		}
		if int(v) < lo {
			lo = int(v)
		}
	}
	if n == 0 {
		return 0
	}
	total := 0
	for _, v := range sums {
		if v != 0 && (int(v) == hi || int(v) == lo) {
			total += int(v)
		}
	}
	if hi == lo {
		total *= 2
	}
	return total
}

// ScoreBreakdown explains one player's total: each collection's value, which
// collections counted as highest and which as lowest, and whether the total
// was doubled because all collections were equal.
//
// On the wire a breakdown is its collections and total: the rest follows.
type ScoreBreakdown struct {
	Player      int            `wire:"0..3"`
	Collections [NumTypes]int  `wire:"0..14"` // value per goods type; 0 = no collection
	Highest     [NumTypes]bool `wire:"-"`     // goods types counted as highest
	Lowest      [NumTypes]bool `wire:"-"`     // goods types counted as lowest
	High, Low   int            `wire:"-"`     // the highest and lowest collection values
	Doubled     bool           `wire:"-"`
	Total       int            `wire:"0..255"`
}

// Breakdown scores seat p with its explanation.
func (s *State) Breakdown(p int) ScoreBreakdown {
	b := ScoreBreakdown{Player: p}
	b.Low = 1 << 30
	for t, v := range s.sums[p] {
		b.Collections[t] = int(v)
		if v == 0 {
			continue
		}
		b.High = max(b.High, int(v))
		b.Low = min(b.Low, int(v))
	}
	if b.High == 0 {
		b.Low = 0
		return b
	}
	for t, v := range b.Collections {
		if v == 0 {
			continue
		}
		b.Highest[t] = v == b.High
		b.Lowest[t] = v == b.Low
	}
	b.Doubled = b.High == b.Low
	b.Total = scoreSums(&s.sums[p])
	return b
}

func (b ScoreBreakdown) String() string {
	names := func(ts [NumTypes]bool) string {
		var n []string
		for t, in := range ts {
			if in {
				n = append(n, fmt.Sprintf("%s %d", TypeName(t), b.Collections[t]))
			}
		}
		return strings.Join(n, " + ")
	}
	switch {
	case b.High == 0:
		return fmt.Sprintf("seat %d: no goods, 0", b.Player)
	case b.Doubled:
		return fmt.Sprintf("seat %d: all collections equal (%s), doubled: %d", b.Player, names(b.Highest), b.Total)
	}
	return fmt.Sprintf("seat %d: highest %s, lowest %s: %d", b.Player, names(b.Highest), names(b.Lowest), b.Total)
}
