package dolcevita

import "salotto/rules"

// maxTotal is the largest total one player can place under a column
// (1+2+3+4+5+6 less the card kept, at most 20; 21 keeps the table simple).
const maxTotal = 21

// resolveRound resolves the seven columns from the left, gives everyone
// their number cards back and passes the start to the left (clockwise);
// after the last round it ends the game.
func (s *State) resolveRound(ev *[]rules.Event) {
	for c := 0; c < NumColumns; c++ {
		s.resolveColumn(c, ev)
	}
	s.round++
	s.placed = 0
	for p := 0; p < int(s.players); p++ {
		s.hand[p] = fullHand
		s.under[p] = [NumColumns]uint8{}
	}
	s.start = (s.start + 1) % s.players
	s.turn = s.start
	if ev == nil {
		return
	}
	next := int(s.start)
	if s.Done() {
		next = -1
	}
	*ev = append(*ev, RoundEnded{Round: int(s.round), NextStart: next})
	if s.Done() {
		end := GameEnded{Winners: s.Winners()}
		for p := 0; p < int(s.players); p++ {
			end.Scores = append(end.Scores, s.Breakdown(p))
		}
		*ev = append(*ev, end)
	}
}

// resolveColumn resolves column c: totals shared by two or more players
// cancel, the other bidders take bottom cards highest total first (trading
// in a luxury kind they already own onto the column's top), and a column
// nobody bid under turns its bottom card to the top.
func (s *State) resolveColumn(c int, ev *[]rules.Event) {
	var totals [MaxPlayers]uint8
	var count [maxTotal + 1]uint8
	bids := false
	for p := 0; p < int(s.players); p++ {
		t := numberSum[s.under[p][c]]
		totals[p] = t
		if t > 0 {
			count[t]++
			bids = true
		}
	}
	if ev != nil {
		tt := make([]int, s.players)
		for p := range tt {
			tt[p] = int(totals[p])
		}
		*ev = append(*ev, ColumnResolving{Column: c, Totals: tt})
	}
	col := &s.cols[c]
	if !bids {
		if col.n >= 2 {
			b := col.takeBottom()
			col.putTop(b)
			if ev != nil {
				*ev = append(*ev, NoBidRotated{Column: c, Card: b})
			}
		}
		return
	}
	if ev != nil {
		for t := maxTotal; t > 0; t-- {
			if count[t] < 2 {
				continue
			}
			tie := TieCancelled{Column: c, Total: t}
			for p := 0; p < int(s.players); p++ {
				if int(totals[p]) == t {
					tie.Players = append(tie.Players, p)
				}
			}
			*ev = append(*ev, tie)
		}
	}
	rank := 0
	for t := uint8(maxTotal); t > 0; t-- {
		if count[t] != 1 {
			continue
		}
		p := 0
		for totals[p] != t {
			p++
		}
		rank++
		s.take(p, c, rank, ev)
	}
}

// take gives player p, ranked rank among column c's winners, the column's
// bottom card, if any is left.
func (s *State) take(p, c, rank int, ev *[]rules.Event) {
	col := &s.cols[c]
	if col.n == 0 {
		if ev != nil {
			*ev = append(*ev, EmptyHanded{Player: p, Column: c, Rank: rank})
		}
		return
	}
	card := col.takeBottom()
	if ev != nil {
		*ev = append(*ev, Awarded{Player: p, Column: c, Rank: rank, Card: card})
	}
	switch card {
	case Money100:
		s.money[p][0]++
		return
	case Money200:
		s.money[p][1]++
		return
	}
	l := card.Luxury()
	if old := s.owned[p][l]; old != 0 {
		oldCard := LuxuryCard(l, int(old))
		col.putTop(oldCard)
		if ev != nil {
			*ev = append(*ev, TradedIn{Player: p, Column: c, Old: oldCard, New: card})
		}
	}
	s.owned[p][l] = uint8(card.Value())
}
