package dolcevita_test

import (
	"flag"
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
	"salotto/rules/ruletest"
)

var many = flag.Bool("dolcevita.many", false, "run the generic kit on many more games")

// kitGames is how many games each kit check plays per player count.
func kitGames(normal int) int {
	if *many {
		return normal * 50
	}
	if testing.Short() {
		return normal / 10
	}
	return normal
}

// invariant checks what every Dolce Vita position keeps: all 66 cards are
// somewhere (grid, owned, money, box), no column is longer than it was
// dealt, each player's numbers are either in hand or under one column,
// and each player has placed as many as the turn order says.
func invariant(rs rules.State) error {
	s := rs.(*dolcevita.State)
	var count [dolcevita.Money200 + 1]int
	cards := 0
	for c := 0; c < dolcevita.NumColumns; c++ {
		col := s.Column(c)
		if len(col) > dolcevita.ColumnLength {
			return fmt.Errorf("column %d has %d cards", c+1, len(col))
		}
		for _, x := range col {
			count[x]++
			cards++
		}
	}
	placed := 0
	for p := 0; p < s.Players(); p++ {
		for _, x := range s.Owned(p) {
			count[x]++
			cards++
		}
		n100, n200 := s.Money(p)
		count[dolcevita.Money100] += n100
		count[dolcevita.Money200] += n200
		cards += n100 + n200
		var seen [dolcevita.MaxNumber + 1]int
		for _, n := range s.Hand(p) {
			seen[n]++
		}
		under := 0
		for c := 0; c < dolcevita.NumColumns; c++ {
			for _, n := range s.Under(p, c) {
				seen[n]++
				under++
			}
		}
		for n := dolcevita.MinNumber; n <= dolcevita.MaxNumber; n++ {
			if seen[n] != 1 {
				return fmt.Errorf("player %d's number %d is in %d places", p, n, seen[n])
			}
		}
		if len(s.Hand(p)) < 1 {
			return fmt.Errorf("player %d kept no number card", p)
		}
		// Placing goes round from the start player, so seat p has placed
		// one more than a seat after it in the order, or as many.
		order := (p - s.StartPlayer() + s.Players()) % s.Players()
		if want := (s.Placed() + s.Players() - 1 - order) / s.Players(); under != want && !s.Done() {
			return fmt.Errorf("player %d has placed %d this round, want %d", p, under, want)
		}
		placed += under
	}
	if placed != s.Placed() {
		return fmt.Errorf("%d numbers under columns, %d placements counted", placed, s.Placed())
	}
	for _, x := range s.Boxed() {
		count[x]++
		cards++
	}
	if cards != dolcevita.DeckSize {
		return fmt.Errorf("%d cards in play, want %d", cards, dolcevita.DeckSize)
	}
	for l := dolcevita.Luxury(0); l < dolcevita.NumLuxuries; l++ {
		for v := 1; v <= dolcevita.MaxValue; v++ {
			if n := count[dolcevita.LuxuryCard(l, v)]; n != 1 {
				return fmt.Errorf("%s is present %d times", dolcevita.LuxuryCard(l, v), n)
			}
		}
	}
	if count[dolcevita.Money100] != dolcevita.NumMoney100 || count[dolcevita.Money200] != dolcevita.NumMoney200 {
		return fmt.Errorf("money cards: %d of 100k, %d of 200k", count[dolcevita.Money100], count[dolcevita.Money200])
	}
	return nil
}

// viewLeaks fails if a view holds the boxed cards.
func viewLeaks(full, view rules.State, player int) error {
	if b := view.(*dolcevita.State).Boxed(); b != nil {
		return fmt.Errorf("view of player %d shows the boxed cards %v", player, b)
	}
	return nil
}

func TestRandomGames(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		ruletest.RandomGames(t, dolcevita.Game, rules.Options{Players: n}, kitGames(1000), uint64(n),
			ruletest.Checks{Invariant: invariant, ViewLeaks: viewLeaks})
	}
}

func TestIllegalRefused(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		ruletest.IllegalRefused(t, dolcevita.Game, rules.Options{Players: n}, kitGames(100), uint64(n))
	}
}

func TestRecordRoundTrip(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		ruletest.RecordRoundTrip(t, dolcevita.Game, rules.Options{Players: n}, kitGames(200), uint64(n))
	}
}

func FuzzMoves(f *testing.F) {
	ruletest.FuzzMoves(f, dolcevita.Game, rules.Options{Players: 4})
}
