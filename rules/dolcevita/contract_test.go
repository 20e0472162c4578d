package dolcevita_test

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
)

func setup(t *testing.T, players int, variant map[string]string, seed uint64) *dolcevita.State {
	t.Helper()
	s, err := dolcevita.NewState(rules.Options{Players: players, Variant: variant}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies moves by whoever is to act, failing on any refusal.
func play(t *testing.T, s rules.State, moves ...rules.Move) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, m := range moves {
		p := s.ToAct(nil)[0]
		ev, err := s.Apply(p, m)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ev...)
	}
	return all
}

// firstLegal plays each player's first legal move until pred holds.
func playUntil(t *testing.T, s rules.State, pred func() bool) []rules.Event {
	t.Helper()
	var all []rules.Event
	for !pred() {
		p := s.ToAct(nil)[0]
		all = append(all, play(t, s, s.Legal(p, nil)[0])...)
	}
	return all
}

func TestDeckAndDeal(t *testing.T) {
	s := setup(t, 4, nil, 9)
	seen := map[dolcevita.Card]int{}
	for c := 0; c < dolcevita.NumColumns; c++ {
		col := s.Column(c)
		if len(col) != 9 {
			t.Errorf("column %d dealt %d cards, want 9", c+1, len(col))
		}
		for _, x := range col {
			seen[x]++
		}
	}
	boxed := s.Boxed()
	if len(boxed) != 3 {
		t.Errorf("%d cards boxed, want 3", len(boxed))
	}
	for _, x := range boxed {
		seen[x]++
	}
	lux := 0
	for x, n := range seen {
		if x.IsLuxury() {
			lux += n
			if n != 1 {
				t.Errorf("%s dealt %d times", x, n)
			}
		}
	}
	if lux != 49 || seen[dolcevita.Money100] != 10 || seen[dolcevita.Money200] != 7 {
		t.Errorf("deck has %d luxuries, %d×100k, %d×200k; want 49, 10, 7", lux, seen[dolcevita.Money100], seen[dolcevita.Money200])
	}
	for p := 0; p < 4; p++ {
		if h := s.Hand(p); !reflect.DeepEqual(h, []int{1, 2, 3, 4, 5, 6}) {
			t.Errorf("player %d holds %v", p, h)
		}
	}
}

func TestDealDependsOnSeedOnly(t *testing.T) {
	a, b, c := setup(t, 3, nil, 5), setup(t, 3, nil, 5), setup(t, 3, nil, 6)
	if a.Hash() != b.Hash() {
		t.Error("same seed, different deals")
	}
	if a.Hash() == c.Hash() {
		t.Error("different seeds, same deal")
	}
}

func TestPlayerRange(t *testing.T) {
	for n := 0; n <= 7; n++ {
		_, err := dolcevita.Game.Setup(rules.Options{Players: n}, 1)
		if ok := n >= 3 && n <= 5; ok != (err == nil) {
			t.Errorf("%d players: err %v", n, err)
		}
	}
	if lo, hi := dolcevita.Game.PlayerRange(); lo != 3 || hi != 5 {
		t.Errorf("PlayerRange = %d, %d", lo, hi)
	}
}

func TestUnknownOptionRefused(t *testing.T) {
	for _, v := range []map[string]string{{"rounds": "3"}, {"start": "4"}, {"start": "x"}, {"start": "-1"}} {
		if _, err := dolcevita.Game.Setup(rules.Options{Players: 4, Variant: v}, 1); err == nil {
			t.Errorf("variant %v accepted", v)
		}
	}
}

func TestRoundsByPlayerCount(t *testing.T) {
	for _, tc := range []struct{ players, rounds int }{{3, 6}, {4, 4}, {5, 5}} {
		s := setup(t, tc.players, nil, 1)
		ev := playUntil(t, s, s.Done)
		var ends []dolcevita.RoundEnded
		for _, e := range ev {
			if x, ok := e.(dolcevita.RoundEnded); ok {
				ends = append(ends, x)
			}
		}
		if len(ends) != tc.rounds || s.Rounds() != tc.rounds {
			t.Errorf("%d players played %d rounds, want %d", tc.players, len(ends), tc.rounds)
		}
		if _, ok := ev[len(ev)-1].(dolcevita.GameEnded); !ok {
			t.Errorf("%d players: last event %v, want the game's end", tc.players, ev[len(ev)-1])
		}
	}
}

func TestStartPlayerFromOption(t *testing.T) {
	for p := 0; p < 5; p++ {
		s := setup(t, 5, map[string]string{"start": string(rune('0' + p))}, 3)
		if s.StartPlayer() != p || s.ToAct(nil)[0] != p {
			t.Errorf("start %d: start player %d, to act %v", p, s.StartPlayer(), s.ToAct(nil))
		}
	}
}

func TestStartPlayerDrawnFromSeed(t *testing.T) {
	var seen [4]bool
	for seed := uint64(0); seed < 40; seed++ {
		a, b := setup(t, 4, nil, seed), setup(t, 4, nil, seed)
		if a.StartPlayer() != b.StartPlayer() {
			t.Fatalf("seed %d: start player not reproducible", seed)
		}
		seen[a.StartPlayer()] = true
	}
	if seen != [4]bool{true, true, true, true} {
		t.Errorf("over 40 seeds the start player was only %v", seen)
	}
}

func TestStartPlayerRotates(t *testing.T) {
	s := setup(t, 3, map[string]string{"start": "2"}, 1)
	want := []int{0, 1, 2, 0, 1, -1}
	var got []int
	for _, e := range playUntil(t, s, s.Done) {
		if x, ok := e.(dolcevita.RoundEnded); ok {
			got = append(got, x.NextStart)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("next start players %v, want %v", got, want)
	}
}

func TestPlacingClockwiseFiveEach(t *testing.T) {
	s := setup(t, 4, map[string]string{"start": "1"}, 2)
	var order []int
	var placed [4]int
	for s.Round() == 1 && !s.Done() {
		p := s.ToAct(nil)[0]
		order = append(order, p)
		placed[p]++
		ev := play(t, s, s.Legal(p, nil)[0])
		if _, ok := ev[0].(dolcevita.Placed); !ok {
			t.Fatalf("first event %v, want a placement", ev[0])
		}
	}
	for i, p := range order {
		if p != (1+i)%4 {
			t.Fatalf("placing order %v, want clockwise from 1", order)
		}
	}
	if placed != [4]int{5, 5, 5, 5} {
		t.Errorf("placements per player %v, want 5 each", placed)
	}
}

func TestLegalMovesAreHeldNumbersTimesColumns(t *testing.T) {
	s := setup(t, 3, map[string]string{"start": "0"}, 4)
	if n := len(s.Legal(0, nil)); n != 42 {
		t.Errorf("%d legal moves at the start, want 6×7", n)
	}
	if n := len(s.Legal(1, nil)); n != 0 {
		t.Errorf("player 1 has %d moves out of turn", n)
	}
	play(t, s, dolcevita.Place(4, 2))
	play(t, s, dolcevita.Place(1, 0), dolcevita.Place(1, 0))
	for _, m := range s.Legal(0, nil) {
		if m.A == 4 {
			t.Fatalf("player 0 may place the 4 again: %v", dolcevita.Game.FormatMove(m))
		}
	}
	buf := make([]rules.Move, 0, 42)
	if allocs := testing.AllocsPerRun(100, func() { buf = s.Legal(0, buf[:0]) }); allocs != 0 {
		t.Errorf("Legal allocates %.0f times with a buffer", allocs)
	}
}

func TestIllegalMovesQuoteMoveAndGiveCodeAndData(t *testing.T) {
	s := setup(t, 4, map[string]string{"start": "0"}, 7)
	play(t, s, dolcevita.Place(4, 2), dolcevita.Place(1, 1), dolcevita.Place(1, 1), dolcevita.Place(1, 1))
	cases := []struct {
		player int
		move   rules.Move
		reason string
		code   rules.Reason
		seats  []int
		args   []int
	}{
		{0, dolcevita.Place(4, 0), "you have no 4 left", dolcevita.ReasonNoCardLeft, nil, []int{4}},
		{1, dolcevita.Place(2, 0), "not your turn", rules.ReasonNotYourTurn, []int{0}, nil},
		{0, dolcevita.Place(2, 7), "no column 8", dolcevita.ReasonNoSuchColumn, nil, []int{8, 7}},
		{0, dolcevita.Place(7, 0), "number cards run from 1 to 6", dolcevita.ReasonNoSuchNumber, nil, []int{1, 6}},
		{0, rules.Move{Kind: 9}, "only move", rules.ReasonNotAMove, nil, nil},
		{5, dolcevita.Place(2, 0), "no player 5", rules.ReasonNoSuchSeat, nil, []int{4}},
	}
	for _, tc := range cases {
		before := s.Hash()
		_, err := s.Apply(tc.player, tc.move)
		var im *rules.IllegalMove
		if !errors.As(err, &im) {
			t.Errorf("%v by %d: error %v, want an IllegalMove", tc.move, tc.player, err)
			continue
		}
		if !strings.Contains(im.Reason, tc.reason) || im.Move != dolcevita.Game.FormatMove(tc.move) {
			t.Errorf("%v by %d: %v, want reason %q", tc.move, tc.player, err, tc.reason)
		}
		if im.Code != tc.code || !slices.Equal(im.Seats, tc.seats) || !slices.Equal(im.Args, tc.args) {
			t.Errorf("%v by %d: code %q seats %v args %v, want %q %v %v", tc.move, tc.player, im.Code, im.Seats, im.Args, tc.code, tc.seats, tc.args)
		}
		if s.Hash() != before {
			t.Errorf("%v by %d changed the state", tc.move, tc.player)
		}
	}
	v := s.View(0)
	if _, err := v.Apply(0, dolcevita.Place(2, 0)); err == nil || !strings.Contains(err.Error(), "view") {
		t.Errorf("playing a view: %v", err)
	}
	playUntil(t, s, s.Done)
	if _, err := s.Apply(0, dolcevita.Place(2, 0)); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("move after the end: %v", err)
	}
}

func TestMoveText(t *testing.T) {
	g := dolcevita.Game
	for n := 1; n <= 6; n++ {
		for c := 0; c < 7; c++ {
			m := dolcevita.Place(n, c)
			back, err := g.ParseMove(g.FormatMove(m))
			if err != nil || back != m {
				t.Errorf("%v → %q → %v, %v", m, g.FormatMove(m), back, err)
			}
		}
	}
	if s := g.FormatMove(dolcevita.Place(4, 2)); s != "place 4 col3" {
		t.Errorf("FormatMove = %q, want \"place 4 col3\"", s)
	}
	for _, text := range []string{"Place 4 Col3", "  place 4   col 3 ", "place 4 column3"} {
		if m, err := g.ParseMove(text); err != nil || m != dolcevita.Place(4, 2) {
			t.Errorf("ParseMove(%q) = %v, %v", text, m, err)
		}
	}
	for _, text := range []string{"", "take 4 col3", "place 0 col3", "place 7 col3", "place 4 col0", "place 4 col8", "place 4", "place x col1", "place 4 row3"} {
		if _, err := g.ParseMove(text); err == nil || !strings.Contains(err.Error(), "place 4 col3") {
			t.Errorf("ParseMove(%q) error %v, want one showing the form", text, err)
		}
	}
}

func TestViewHidesOnlyBoxedCards(t *testing.T) {
	s := setup(t, 4, nil, 11)
	playUntil(t, s, func() bool { return s.Round() == 2 && s.Placed() == 3 })
	for p := -1; p < 4; p++ {
		v := s.View(p).(*dolcevita.State)
		if !v.IsView() || v.Boxed() != nil {
			t.Fatalf("view %d: IsView %v, boxed %v", p, v.IsView(), v.Boxed())
		}
		for c := 0; c < 7; c++ {
			if !reflect.DeepEqual(v.Column(c), s.Column(c)) {
				t.Errorf("view %d hides column %d", p, c+1)
			}
		}
		d := v.Determinize(rand.New(rand.NewPCG(1, 1)))
		if d.IsView() || d.Hash() != s.Hash() {
			t.Errorf("determinized view %d differs from the state (its boxed cards are the unseen remainder)", p)
		}
	}
}

func TestHashStable(t *testing.T) {
	// A change to this value means the state's encoding or the deal has
	// changed: records made before would no longer replay to their hash.
	s := setup(t, 4, map[string]string{"start": "0"}, 42)
	play(t, s, dolcevita.Place(3, 4))
	const want uint64 = 0xd2bfef45c2b0f87e
	if got := s.Hash(); got != want {
		t.Errorf("Hash = %#x, want %#x", got, want)
	}
	c := s.Clone()
	play(t, c, dolcevita.Place(2, 1))
	if c.Hash() == s.Hash() {
		t.Error("a move did not change the hash")
	}
}
