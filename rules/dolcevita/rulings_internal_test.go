package dolcevita

import (
	"reflect"
	"testing"

	"salotto/rules"
)

// One test per Dolce Vita ruling of docs/rules/dolcevita.md, on positions
// built by hand; each ruling there names its tests.

func TestTiedTotalsCancel(t *testing.T) {
	s := table(4).lay(0, lux(Car, 5), lux(Boat, 3), lux(Horse, 1))
	s.bid(0, 0, 4).bid(1, 0, 1, 3).bid(2, 0, 2).bid(3, 0, 6)
	ev := s.resolveOne(0)
	ties := eventsOf[TieCancelled](ev)
	if len(ties) != 1 || ties[0].Total != 4 || !reflect.DeepEqual(ties[0].Players, []int{0, 1}) {
		t.Fatalf("ties = %+v, want players [0 1] on 4", ties)
	}
	wantOwned(t, s, 0)
	wantOwned(t, s, 1)
	wantOwned(t, s, 3, lux(Car, 5))  // highest
	wantOwned(t, s, 2, lux(Boat, 3)) // next, the tie ranks nobody
	wantColumn(t, s, 0, lux(Horse, 1))
}

func TestSeveralTiesCancelSeparately(t *testing.T) {
	s := table(5).lay(0, lux(Car, 5), lux(Boat, 3))
	s.bid(0, 0, 5).bid(1, 0, 5).bid(2, 0, 2).bid(3, 0, 2).bid(4, 0, 1)
	ev := s.resolveOne(0)
	if ties := eventsOf[TieCancelled](ev); len(ties) != 2 {
		t.Fatalf("ties = %+v, want two groups", ties)
	}
	wantOwned(t, s, 4, lux(Car, 5))
	wantColumn(t, s, 0, lux(Boat, 3))
}

func TestHighestTotalTakesBottomFirst(t *testing.T) {
	s := table(3).lay(2, lux(Clock, 2), lux(House, 7), Money200)
	s.bid(0, 2, 1).bid(1, 2, 2, 3).bid(2, 2, 4)
	ev := s.resolveOne(2)
	aw := eventsOf[Awarded](ev)
	want := []Awarded{
		{Player: 1, Column: 2, Rank: 1, Card: lux(Clock, 2)},
		{Player: 2, Column: 2, Rank: 2, Card: lux(House, 7)},
		{Player: 0, Column: 2, Rank: 3, Card: Money200},
	}
	if !reflect.DeepEqual(aw, want) {
		t.Fatalf("awards = %+v, want %+v", aw, want)
	}
	wantColumn(t, s, 2)
}

func TestTradeInGoesToColumnTop(t *testing.T) {
	s := table(3).lay(0, lux(Car, 7), lux(Boat, 2), lux(Horse, 3)).own(0, lux(Car, 4))
	s.bid(0, 0, 6)
	ev := s.resolveOne(0)
	wantOwned(t, s, 0, lux(Car, 7))
	wantColumn(t, s, 0, lux(Boat, 2), lux(Horse, 3), lux(Car, 4))
	tr := eventsOf[TradedIn](ev)
	if len(tr) != 1 || tr[0] != (TradedIn{Player: 0, Column: 0, Old: lux(Car, 4), New: lux(Car, 7)}) {
		t.Fatalf("trade-ins = %+v", tr)
	}
}

func TestTradeInKeepsNewCardEvenIfWorthLess(t *testing.T) {
	s := table(3).lay(1, lux(Jewellery, 1)).own(2, lux(Jewellery, 6))
	s.bid(2, 1, 3)
	s.resolveOne(1)
	wantOwned(t, s, 2, lux(Jewellery, 1))
	wantColumn(t, s, 1, lux(Jewellery, 6))
}

func TestTradedCardReachesLaterWinner(t *testing.T) {
	// One card in the column: the first winner trades its old car onto the
	// top, which is then the bottom card the second winner takes.
	s := table(3).lay(4, lux(Car, 6)).own(0, lux(Car, 2))
	s.bid(0, 4, 5).bid(1, 4, 1)
	ev := s.resolveOne(4)
	wantOwned(t, s, 0, lux(Car, 6))
	wantOwned(t, s, 1, lux(Car, 2))
	wantColumn(t, s, 4)
	if eh := eventsOf[EmptyHanded](ev); len(eh) != 0 {
		t.Errorf("unexpected empty-handed %+v", eh)
	}
}

func TestTradeInOfCardWonEarlierThisRound(t *testing.T) {
	// Columns resolve left to right; a house won in column 1 is traded in
	// when the same player wins a house in column 2 in the same round.
	s := table(3).lay(0, lux(House, 3)).lay(1, lux(House, 5), Money100)
	s.bid(0, 0, 1).bid(0, 1, 2)
	var ev []rules.Event
	s.resolveColumn(0, &ev)
	s.resolveColumn(1, &ev)
	wantOwned(t, s, 0, lux(House, 5))
	wantColumn(t, s, 1, Money100, lux(House, 3))
}

func TestEmptyColumnGivesNothing(t *testing.T) {
	s := table(4).lay(3, Money100)
	s.bid(0, 3, 6).bid(1, 3, 5).bid(2, 3, 1)
	ev := s.resolveOne(3)
	if n100, _ := s.Money(0); n100 != 1 {
		t.Errorf("player 0 has %d money cards, want the only one", n100)
	}
	eh := eventsOf[EmptyHanded](ev)
	want := []EmptyHanded{{Player: 1, Column: 3, Rank: 2}, {Player: 2, Column: 3, Rank: 3}}
	if !reflect.DeepEqual(eh, want) {
		t.Errorf("empty-handed = %+v, want %+v", eh, want)
	}
	for p := 1; p < 3; p++ {
		if s.total(p) != 0 {
			t.Errorf("player %d gained from an empty column", p)
		}
	}
}

func TestNoBidColumnRotates(t *testing.T) {
	s := table(3).lay(6, lux(Boat, 1), lux(Car, 2), lux(Clock, 3))
	ev := s.resolveOne(6)
	wantColumn(t, s, 6, lux(Car, 2), lux(Clock, 3), lux(Boat, 1))
	if r := eventsOf[NoBidRotated](ev); len(r) != 1 || r[0] != (NoBidRotated{Column: 6, Card: lux(Boat, 1)}) {
		t.Errorf("rotation events = %+v", r)
	}
}

func TestNoBidShortColumnUnchanged(t *testing.T) {
	for _, cards := range [][]Card{{}, {lux(Horse, 4)}} {
		s := table(3).lay(0, cards...)
		ev := s.resolveOne(0)
		wantColumn(t, s, 0, cards...)
		if r := eventsOf[NoBidRotated](ev); len(r) != 0 {
			t.Errorf("column of %d cards rotated: %+v", len(cards), r)
		}
	}
}

func TestAllCancelledColumnUnchanged(t *testing.T) {
	s := table(4).lay(1, lux(Boat, 1), lux(Car, 2), lux(Clock, 3))
	s.bid(0, 1, 3).bid(1, 1, 1, 2).bid(2, 1, 5).bid(3, 1, 5)
	ev := s.resolveOne(1)
	wantColumn(t, s, 1, lux(Boat, 1), lux(Car, 2), lux(Clock, 3))
	if aw := eventsOf[Awarded](ev); len(aw) != 0 {
		t.Errorf("awards from an all-cancelled column: %+v", aw)
	}
	if r := eventsOf[NoBidRotated](ev); len(r) != 0 {
		t.Errorf("an all-cancelled column rotated: %+v", r)
	}
}

func TestMoneyNeverTradedIn(t *testing.T) {
	s := table(3).lay(0, Money200, Money100, Money100)
	s.money[0] = [2]uint8{3, 2}
	s.bid(0, 0, 6).bid(1, 0, 2).bid(2, 0, 1)
	ev := s.resolveOne(0)
	if n100, n200 := s.Money(0); n100 != 3 || n200 != 3 {
		t.Errorf("player 0 money = %d×100k + %d×200k, want 3 + 3", n100, n200)
	}
	if tr := eventsOf[TradedIn](ev); len(tr) != 0 {
		t.Errorf("money traded in: %+v", tr)
	}
	wantColumn(t, s, 0)
}

func TestRulebookExample(t *testing.T) {
	// The rulebook's example. Red 0, Yellow 1, Green 2, Blue 3.
	// Left row: Red and Yellow both total 3 and cancel; Green's 4 takes the
	// jewellery 200,000 at the bottom, Blue (second) the house 300,000.
	// Right row: Red, Yellow, Green in that order take the clock 400,000
	// and two money cards of 100,000.
	const red, yellow, green, blue = 0, 1, 2, 3
	s := table(4).
		lay(0, lux(Jewellery, 2), lux(House, 3), lux(Boat, 6)).
		lay(6, lux(Clock, 4), Money100, Money100, lux(Car, 1))
	s.bid(red, 0, 3).bid(yellow, 0, 1, 2).bid(green, 0, 4).bid(blue, 0, 2)
	s.bid(red, 6, 6).bid(yellow, 6, 5).bid(green, 6, 1)

	ev := s.resolveOne(0)
	ties := eventsOf[TieCancelled](ev)
	if len(ties) != 1 || ties[0].Total != 3 || !reflect.DeepEqual(ties[0].Players, []int{red, yellow}) {
		t.Errorf("left row ties = %+v, want red and yellow on 3", ties)
	}
	wantOwned(t, s, green, lux(Jewellery, 2))
	wantOwned(t, s, blue, lux(House, 3))
	wantOwned(t, s, red)
	wantOwned(t, s, yellow)
	wantColumn(t, s, 0, lux(Boat, 6))

	s.resolveOne(6)
	wantOwned(t, s, red, lux(Clock, 4))
	if n, _ := s.Money(yellow); n != 1 {
		t.Errorf("yellow has %d money cards, want 1", n)
	}
	if n, _ := s.Money(green); n != 1 {
		t.Errorf("green has %d money cards, want 1", n)
	}
	wantColumn(t, s, 6, lux(Car, 1))
}

func TestSharedWin(t *testing.T) {
	s := table(3)
	s.round = s.rounds
	s.own(0, lux(Car, 5)).own(1, lux(Boat, 3))
	s.money[1] = [2]uint8{0, 1}
	s.own(2, lux(Horse, 4))
	if w := s.Winners(); !reflect.DeepEqual(w, []int{0, 1}) {
		t.Errorf("winners = %v, want the shared win of 0 and 1", w)
	}
	if sc := s.Scores(); !reflect.DeepEqual(sc, []int{500_000, 500_000, 400_000}) {
		t.Errorf("scores = %v", sc)
	}
}

func TestEndTotalsLuxuryAndMoney(t *testing.T) {
	s := table(4)
	s.own(2, lux(Car, 7)).own(2, lux(Vacation, 1))
	s.money[2] = [2]uint8{2, 3}
	b := s.Breakdown(2)
	want := Score{Player: 2, Luxuries: []Card{lux(Car, 7), lux(Vacation, 1)}, Money100: 2, Money200: 3,
		LuxuryTotal: 800_000, MoneyTotal: 800_000, Total: 1_600_000}
	if !reflect.DeepEqual(b, want) {
		t.Errorf("breakdown = %+v, want %+v", b, want)
	}
}

func TestLastPlacementResolvesRound(t *testing.T) {
	// Three players; everyone has placed four, players 0 and 1 their fifth.
	s := table(3).lay(0, lux(Car, 3), lux(Boat, 1)).lay(1, lux(Horse, 2), lux(Clock, 5))
	s.bid(0, 0, 1, 2, 3, 4, 5).bid(1, 0, 1, 2, 3, 4, 5).bid(2, 0, 1, 2, 3, 4)
	s.placed, s.turn = 14, 2
	ev, err := s.Apply(2, Place(6, 1))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range ev {
		kinds = append(kinds, reflect.TypeOf(e).Name())
	}
	want := []string{"Placed",
		"ColumnResolving", "TieCancelled", "Awarded", // col 1: 0 and 1 tie on 15, 2 takes car
		"ColumnResolving", "Awarded", // col 2: player 2 takes horse
		"ColumnResolving", "ColumnResolving", "ColumnResolving", "ColumnResolving", "ColumnResolving",
		"RoundEnded"}
	if !reflect.DeepEqual(kinds, want) {
		t.Fatalf("events %v\nwant %v", kinds, want)
	}
	if s.placed != 0 || s.round != 1 || s.start != 1 || s.turn != 1 {
		t.Errorf("after the round: placed %d round %d start %d turn %d", s.placed, s.round, s.start, s.turn)
	}
	for p := 0; p < 3; p++ {
		if s.hand[p] != fullHand || s.under[p] != [NumColumns]uint8{} {
			t.Errorf("player %d did not take their number cards back", p)
		}
	}
}

func TestGameEndsWithScoreBreakdown(t *testing.T) {
	s := table(3).lay(0, lux(Car, 3))
	s.round = s.rounds - 1
	s.bid(0, 0, 1, 2, 3, 4, 5).bid(1, 1, 1, 2, 3, 4, 5).bid(2, 2, 1, 2, 3, 4)
	s.placed, s.turn = 14, 2
	ev, err := s.Apply(2, Place(6, 2))
	if err != nil {
		t.Fatal(err)
	}
	end := eventsOf[GameEnded](ev)
	if !s.Done() || len(end) != 1 {
		t.Fatalf("done %v, game-end events %d", s.Done(), len(end))
	}
	if !reflect.DeepEqual(end[0].Winners, []int{0}) || len(end[0].Scores) != 3 || end[0].Scores[0].Total != 300_000 {
		t.Errorf("game end = %+v", end[0])
	}
	if re := eventsOf[RoundEnded](ev); len(re) != 1 || re[0].NextStart != -1 {
		t.Errorf("round end = %+v, want NextStart -1", re)
	}
	if s.ToAct(nil) != nil {
		t.Errorf("someone must act after the end")
	}
}
