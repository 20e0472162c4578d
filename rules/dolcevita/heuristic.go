package dolcevita

// This file holds the judgement the bots share: what each player would
// gain from one column if it were resolved as the bids now stand.

// columnGains sets gains[p] to what player p would gain (in units of
// 100,000, net of a luxury traded in) if column c were resolved now with
// the given totals, following the rules of resolveColumn. Each player
// takes at most once per column, so the players' holdings can be read
// from s as they are.
func (s *State) columnGains(c int, totals *[MaxPlayers]uint8, gains *[MaxPlayers]int) {
	*gains = [MaxPlayers]int{}
	var count [maxTotal + 1]uint8
	for p := 0; p < int(s.players); p++ {
		count[totals[p]]++
	}
	col := &s.cols[c]
	// The column as a queue: taken from head, traded-in cards put at tail.
	var q [2 * ColumnLength]Card
	copy(q[:], col.cards[:col.n])
	head, tail := 0, int(col.n)
	for t := uint8(maxTotal); t > 0; t-- {
		if count[t] != 1 {
			continue
		}
		if head == tail {
			return
		}
		p := 0
		for totals[p] != t {
			p++
		}
		card := q[head]
		head++
		switch card {
		case Money100:
			gains[p] = 1
		case Money200:
			gains[p] = 2
		default:
			l := card.Luxury()
			v := card.Value()
			if old := s.owned[p][l]; old != 0 {
				q[tail] = LuxuryCard(l, int(old))
				tail++
				v -= int(old)
			}
			gains[p] = v
		}
	}
}

// bidTotals gives every player's total under column c.
func (s *State) bidTotals(c int) [MaxPlayers]uint8 {
	var t [MaxPlayers]uint8
	for p := 0; p < int(s.players); p++ {
		t[p] = numberSum[s.under[p][c]]
	}
	return t
}

// placementValue scores placing each number card player p holds under
// each column: the change in p's gain from that column, minus opponents'
// weight times the mean change in the others' gains, minus numberCost per
// point of the number spent. values[n][c] is set for every held n.
// A negative numberCost favours big numbers (see normalChoice).
func (s *State) placementValue(p int, opponents, numberCost float64, values *[MaxNumber + 1][NumColumns]float64) {
	hand := s.hand[p]
	others := float64(s.players - 1)
	for c := 0; c < NumColumns; c++ {
		totals := s.bidTotals(c)
		var base, with [MaxPlayers]int
		s.columnGains(c, &totals, &base)
		mine := totals[p]
		for n := MinNumber; n <= MaxNumber; n++ {
			if hand&(1<<n) == 0 {
				continue
			}
			totals[p] = mine + uint8(n)
			s.columnGains(c, &totals, &with)
			dOthers := 0
			for q := 0; q < int(s.players); q++ {
				if q != p {
					dOthers += with[q] - base[q]
				}
			}
			values[n][c] = float64(with[p]-base[p]) - opponents*float64(dOthers)/others - numberCost*float64(n)
		}
		totals[p] = mine
	}
}
