package dolores

import (
	"testing"

	"salotto/rules"
)

func sumsOf(cards ...Card) (s [NumTypes]uint8) {
	for _, c := range cards {
		s[c.Type()] += uint8(c.Value())
	}
	return s
}

// The rulebook's first example: wine 2, lace 2, instruments 4, gold 5,
// tableware 6 scores 2 + 2 + 6 = 10; one more gold ingot makes gold 6 and
// the score 2 + 2 + 6 + 6 = 16.
func TestScoringExampleTen(t *testing.T) {
	hand := []Card{
		cr(Wine, 1, 0), cr(Wine, 1, 1),
		cr(Lace, 2, 0),
		cr(Instruments, 2, 0), cr(Instruments, 2, 1),
		cr(Gold, 3, 0), cr(Gold, 2, 0),
		cr(Tableware, 3, 0), cr(Tableware, 2, 0), cr(Tableware, 1, 0),
	}
	s := sumsOf(hand...)
	if got := scoreSums(&s); got != 10 {
		t.Fatalf("example 1 scores %d, want 10", got)
	}
	s = sumsOf(append(hand, cr(Gold, 1, 0))...)
	if got := scoreSums(&s); got != 16 {
		t.Fatalf("example 1 with one more gold ingot scores %d, want 16", got)
	}
}

// The second example: three collections of 3 count as both highest and
// lowest: (3 + 3 + 3) × 2 = 18.
func TestScoringAllEqualDoubled(t *testing.T) {
	s := sumsOf(cr(Jewelry, 3, 0), cr(Weapons, 2, 0), cr(Weapons, 1, 0), cr(Lace, 1, 0), cr(Lace, 1, 1), cr(Lace, 1, 2))
	if got := scoreSums(&s); got != 18 {
		t.Fatalf("example 2 scores %d, want 18", got)
	}
	one := sumsOf(cr(Gold, 3, 0))
	if got := scoreSums(&one); got != 6 {
		t.Fatalf("a single collection counts twice: %d, want 6", got)
	}
}

func TestScoringNoGoodsIsZero(t *testing.T) {
	var s [NumTypes]uint8
	if got := scoreSums(&s); got != 0 {
		t.Fatalf("no goods scores %d", got)
	}
}

// The game-end event says which collections counted and whether doubled;
// Dawn and MiB cards in an area are no collection.
func TestGameEndBreakdown(t *testing.T) {
	// Dawn is the third card dealt, no Lookout: the game ends mid-deal.
	s, ev := rigged(t, 2, 0, [][]Card{
		{cr(Wine, 1, 0), cr(Wine, 1, 1), cr(Lace, 2, 1), cr(Gold, 3, 0), mib(Swirl)},
		{cr(Jewelry, 3, 0), cr(Weapons, 3, 0)},
	}, l0, l1, Dawn)
	if !s.Done() {
		t.Fatal("Dawn should end the game")
	}
	end, ok := hasEvent[GameEnded](ev)
	if !ok || end.Reason != EndDawn {
		t.Fatalf("no GameEnded(Dawn) event in %v", ev)
	}
	b0, b1 := end.Scores[0], end.Scores[1]
	if b0.Total != 7 || !b0.Highest[Gold] || !b0.Lowest[Wine] || !b0.Lowest[Lace] || b0.Doubled {
		t.Fatalf("seat 0 breakdown %+v", b0)
	}
	if b1.Total != 12 || !b1.Doubled || !b1.Highest[Jewelry] || !b1.Lowest[Weapons] {
		t.Fatalf("seat 1 breakdown %+v", b1)
	}
	if len(end.Winners) != 1 || end.Winners[0] != 1 {
		t.Fatalf("winners %v", end.Winners)
	}
}

func TestEqualTotalsShareTheWin(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{cr(Wine, 3, 0)}, {cr(Lace, 3, 0)}, {cr(Gold, 1, 0)}}, Dawn)
	if w := s.Winners(); len(w) != 2 || w[0] != 0 || w[1] != 1 {
		t.Fatalf("winners %v, want [0 1]", w)
	}
}

func TestSetupAsRuled(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for seed := uint64(0); seed < 200; seed++ {
			st, err := game.Setup(rules.Options{Players: n}, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			if err := CheckInvariants(s); err != nil {
				t.Fatal(err)
			}
			// Dawn among the last 16 cards of the pile as built: the
			// bottom 16 are never dealt at setup.
			dawnAt := -1
			for i := 0; i < int(s.pileN); i++ {
				if s.pile[i] == Dawn {
					dawnAt = i
				}
			}
			if dawnAt < 0 || dawnAt >= 16 {
				t.Fatalf("%d players seed %d: Dawn at %d from the bottom", n, seed, dawnAt)
			}
			if n == 2 && s.loc[mib(Wager)] != locBox {
				t.Fatalf("seed %d: Wager in a 2-player game", seed)
			}
			loot := [5]int{0, 0, 4, 3, 2}[n]
			total := 0
			for p := 0; p < n; p++ {
				total += len(areaOf(s, p))
			}
			// A Theft dealt at setup moves a card and is discarded.
			if s.loc[mib(Theft)] == locDiscard {
				total++
			}
			if total != loot*n {
				t.Fatalf("%d players: %d loot cards, want %d", n, total, loot*n)
			}
		}
	}
}

func TestWagerNeverWithTwoPlayers(t *testing.T) {
	for seed := uint64(0); seed < 500; seed++ {
		st, _ := game.Setup(rules.Options{Players: 2}, seed)
		if st.(*State).loc[mib(Wager)] != locBox {
			t.Fatalf("seed %d: Wager not boxed", seed)
		}
	}
}

func TestFirstDealerOption(t *testing.T) {
	for d := 0; d < 3; d++ {
		st, err := game.Setup(rules.Options{Players: 3, Variant: map[string]string{"start": string(rune('0' + d))}}, 7)
		if err != nil {
			t.Fatal(err)
		}
		if st.(*State).Dealer() != d {
			t.Fatalf("start=%d gives dealer %d", d, st.(*State).Dealer())
		}
	}
	for _, bad := range []rules.Options{
		{Players: 1}, {Players: 5},
		{Players: 3, Variant: map[string]string{"start": "3"}},
		{Players: 3, Variant: map[string]string{"expansions": "gold"}},
	} {
		if _, err := game.Setup(bad, 1); err == nil {
			t.Fatalf("options %+v accepted", bad)
		}
	}
}

func TestSetupEventsShowTheLoot(t *testing.T) {
	s, ev, err := SetupEvents(rules.Options{Players: 3, Variant: map[string]string{"start": "2"}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	loot := 0
	for _, e := range ev {
		if d, ok := e.(LootDealt); ok {
			loot++
			if s.loc[d.Card] != locArea+uint8(d.Player) && d.Card != mib(Theft) {
				if _, stolen := hasEvent[Stolen](ev); !stolen {
					t.Fatalf("%v not in seat %d's area", d.Card, d.Player)
				}
			}
		}
	}
	if loot != 9 {
		t.Fatalf("%d loot events, want 9", loot)
	}
	if b, ok := hasEvent[ShareBegins](ev); !ok || b.Dealer != 2 || b.Left != 0 {
		t.Fatalf("first share: %v", ev)
	}
}

func TestCardsAsRuled(t *testing.T) {
	var count [NumTypes][4]int
	for c := Card(0); c < FirstMiB; c++ {
		count[c.Type()][c.Value()]++
	}
	for ty := 0; ty < NumTypes; ty++ {
		if count[ty] != [4]int{0, 7, 2, 1} {
			t.Fatalf("%s crates by value %v, want seven 1s, two 2s, one 3", TypeName(ty), count[ty])
		}
	}
	seen := map[string]bool{}
	for m := 0; m < NumMiB; m++ {
		c := MiBCard(m)
		if !c.IsMiB() || c.Value() != 0 || c.Type() != -1 || seen[c.String()] {
			t.Fatalf("MiB card %d: %v", m, c)
		}
		seen[c.String()] = true
	}
	if Dawn.IsMiB() || Dawn.IsGoods() || Dawn.Value() != 0 {
		t.Fatal("Dawn is neither goods nor MiB and worth nothing")
	}
}

func TestFirstDealerDrawnFromSeed(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 60; seed++ {
		st, _ := game.Setup(rules.Options{Players: 4}, seed)
		seen[st.(*State).Dealer()] = true
	}
	if len(seen) != 4 {
		t.Fatalf("first dealers over 60 seeds: %v", seen)
	}
}
