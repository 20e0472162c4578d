package dolcevita

// This file holds the judgement the bots share: what a player would gain
// from one column if it were resolved as the bids now stand.

// placementValue scores placing each number card player p holds under
// each column: the change in what p would gain from that column if it were
// resolved as the bids then stand, minus numberCost per point of the
// number spent (a negative cost favours big numbers, see normalChoice).
// values[n][c] is set for every held n. The others' bids are read once per
// column; it allocates nothing, as it runs at every step of the hard bot's
// playouts.
func (s *State) placementValue(p int, numberCost float64, values *[MaxNumber + 1][NumColumns]float64) {
	s.placementValueFrom(s, p, numberCost, values)
}

// placementValueProjected is placementValue judging each column with the
// luxuries the players would own once the columns to its left are
// resolved as the bids now stand.
func (s *State) placementValueProjected(p int, numberCost float64, values *[MaxNumber + 1][NumColumns]float64) {
	proj := *s
	s.placementValueFrom(&proj, p, numberCost, values)
}

func (s *State) placementValueFrom(proj *State, p int, numberCost float64, values *[MaxNumber + 1][NumColumns]float64) {
	hand := s.hand[p]
	for c := 0; c < NumColumns; c++ {
		if proj != s && c > 0 {
			proj.resolveColumn(c-1, nil)
		}
		s := proj
		var o others
		for q := 0; q < int(s.players); q++ {
			if t := numberSum[s.under[q][c]]; q != p && t > 0 {
				o.count[t]++
				o.who[t] = int8(q)
				o.top = max(o.top, t)
			}
		}
		mine := numberSum[s.under[p][c]]
		base := s.gainAt(c, p, mine, &o)
		for n := MinNumber; n <= MaxNumber; n++ {
			if hand&(1<<n) != 0 {
				values[n][c] = float64(s.gainAt(c, p, mine+uint8(n), &o)-base) - numberCost*float64(n)
			}
		}
	}
}

// others are the other players' bids under one column: how many bid each
// total, who (when only one did), and the highest.
type others struct {
	count [maxTotal + 1]uint8
	who   [maxTotal + 1]int8
	top   uint8
}

// gainAt is what player p would gain (in units, net of a luxury traded in)
// from column c resolved now with p's total mine against the others' bids,
// following resolveColumn: it plays out only the takes of the bidders
// ranked above p, whose trade-ins join the column's top.
func (s *State) gainAt(c, p int, mine uint8, o *others) int {
	if mine == 0 || o.count[mine] != 0 {
		return 0 // no bid, or a tie that cancels
	}
	col := &s.cols[c]
	n := int(col.n)
	var traded [MaxPlayers]Card
	avail, head := n, 0
	for t := o.top; t > mine; t-- {
		if o.count[t] != 1 {
			continue
		}
		if head == avail {
			return 0
		}
		card := col.cards[min(head, n-1)]
		if head >= n {
			card = traded[head-n]
		}
		head++
		if card.IsLuxury() {
			if old := s.owned[o.who[t]][card.Luxury()]; old != 0 {
				traded[avail-n] = LuxuryCard(card.Luxury(), int(old))
				avail++
			}
		}
	}
	if head == avail {
		return 0
	}
	card := col.cards[min(head, n-1)]
	if head >= n {
		card = traded[head-n]
	}
	v := card.Value()
	if card.IsLuxury() {
		v -= int(s.owned[p][card.Luxury()])
	}
	return v
}
