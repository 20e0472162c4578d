package necklace

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
)

func TestSetupDeals(t *testing.T) {
	for _, opts := range allOptions() {
		s := setup(t, opts, 7)
		checkConservation(t, s)
		size := s.exp.size()
		wantDraw := size - Removed - 1 - 2*HandSize
		if s.solo && s.start == Rival {
			wantDraw-- // the rival already drew
		}
		if s.DrawCount() != wantDraw {
			t.Errorf("%v: draw pile %d, want %d", opts, s.DrawCount(), wantDraw)
		}
		if s.ToMove() != 0 && s.solo {
			t.Errorf("%v: solo game waits on seat %d", opts, s.ToMove())
		}
		if st := opts.Variant["start"]; st != "" && s.StartPlayer() != int(st[0]-'0') {
			t.Errorf("%v: start player %d", opts, s.StartPlayer())
		}
	}
	// Without a start option the first player comes from the seed, both ways.
	var starts [2]int
	for seed := uint64(0); seed < 40; seed++ {
		starts[setup(t, rules.Options{Players: 2}, seed).StartPlayer()]++
	}
	if starts[0] == 0 || starts[1] == 0 {
		t.Fatalf("start player never varies with the seed: %v", starts)
	}
}

func TestBadOptionsRefused(t *testing.T) {
	for _, opts := range []rules.Options{
		{Players: 0}, {Players: 3},
		{Players: 2, Variant: map[string]string{"expansions": "dragons"}},
		{Players: 2, Variant: map[string]string{"start": "2"}},
		{Players: 2, Variant: map[string]string{"colour": "red"}},
	} {
		if _, err := (Game{}).Setup(opts, 1); err == nil {
			t.Errorf("%+v accepted", opts)
		}
	}
}

func TestFirstTurnDrawOnly(t *testing.T) {
	s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"start": "0"}}, 3)
	legal := s.Legal(0, nil)
	if len(legal) != 1 || legal[0] != TakeDraw {
		t.Fatalf("first turn legal moves %v, want only take draw", legal)
	}
	// Even with a card on the discard pile, the first turn may only draw.
	l := layout{toMove: 0, turns: 0, hands: [2][]string{{"B01", "B02", "B03", "B04"}, {"B05", "B06", "B07", "B08"}},
		common: "B09", draw: []string{"B10", "B11"}, discard: []string{"B12"}}
	s = build(t, l)
	if im := refused(t, s, 0, TakeDiscard, ReasonFirstTurnDraws); !strings.Contains(im.Reason, "first turn") {
		t.Fatalf("take discard on the first turn: %v", im)
	}
	if legal := s.Legal(0, nil); len(legal) != 1 || legal[0] != TakeDraw {
		t.Fatalf("first turn legal moves %v", legal)
	}
}

func TestTakeThenDiscard(t *testing.T) {
	l := layout{toMove: 0, turns: 3, hands: [2][]string{{"B01", "B02", "B03", "B04"}, {"B05", "B06", "B07", "B08"}},
		common: "B09", draw: []string{"B10", "B11"}, discard: []string{"B12"}}
	s := build(t, l)
	ev := apply(t, s, 0, "take discard")
	if tk, ok := ev[0].(TookDiscard); !ok || tk.Card != cards(t, "B12")[0] {
		t.Fatalf("events %v", ev)
	}
	if !s.KnownInHand(0, cards(t, "B12")[0]) {
		t.Fatal("a card taken from the discard pile is not known to be in the hand")
	}
	refused(t, s, 0, TakeDraw, ReasonDiscardNow) // took twice in a turn
	if im := refused(t, s, 0, DiscardMove(cards(t, "B05")[0]), ReasonCardNotInHand); !slices.Equal(im.Args, []int{int(cards(t, "B05")[0])}) {
		t.Fatalf("the refusal names card %v, want B05", im.Args)
	}
	if im := refused(t, s, 1, TakeDraw, rules.ReasonNotYourTurn); !slices.Equal(im.Seats, []int{0}) {
		t.Fatalf("not-your-turn names seats %v, want [0]", im.Seats)
	}
	ev = apply(t, s, 0, "discard B12")
	if d, ok := ev[0].(Discarded); !ok || d.Card != cards(t, "B12")[0] || s.ToMove() != 1 {
		t.Fatalf("events %v, to move %d", ev, s.ToMove())
	}
	if s.KnownInHand(0, cards(t, "B12")[0]) {
		t.Fatal("discarded card still known in hand")
	}
	ev = apply(t, s, 1, "take draw")
	if d, ok := ev[0].(Drew); !ok || d.Card != cards(t, "B11")[0] || d.Left != 1 {
		t.Fatalf("events %v", ev)
	}
	if r := Redact(ev[0], 0).(Drew); r.Card != NoCard {
		t.Fatal("drawn card visible to the other seat")
	}
	if r := Redact(ev[0], 1).(Drew); r.Card == NoCard {
		t.Fatal("drawn card hidden from the drawer")
	}
}

// TestEndRule: once the draw pile is empty each player has at most one more
// turn, taking the top discard or declining; a decline ends the game.
func TestEndRule(t *testing.T) {
	base := layout{toMove: 0, turns: 5, hands: [2][]string{{"B01", "B02", "B03", "B04"}, {"B05", "B06", "B07", "B08"}},
		common: "B09", draw: []string{"B10"}, discard: []string{"B12", "B13"}}

	t.Run("decline ends at once", func(t *testing.T) {
		s := build(t, base)
		ev := apply(t, s, 0, "take draw")
		if _, ok := ev[len(ev)-1].(PileEmptied); !ok {
			t.Fatalf("no end-triggered event: %v", ev)
		}
		apply(t, s, 0, "discard B10")
		legal := s.Legal(1, nil)
		if len(legal) != 2 || legal[0] != TakeDiscard || legal[1] != Decline {
			t.Fatalf("after the pile ran out: legal %v", legal)
		}
		ev = apply(t, s, 1, "pass")
		if !s.Done() || s.EndReason() != EndDeclined {
			t.Fatalf("decline did not end the game: %v", ev)
		}
		if _, ok := ev[len(ev)-1].(GameEnded); !ok {
			t.Fatalf("no game end event: %v", ev)
		}
	})
	t.Run("one more turn each", func(t *testing.T) {
		s := build(t, base)
		apply(t, s, 0, "take draw", "discard B10")
		apply(t, s, 1, "take discard", "discard B05")
		if s.Done() {
			t.Fatal("ended before the first player's last turn")
		}
		refused(t, s, 0, TakeDraw, ReasonDrawPileEmpty)
		ev := apply(t, s, 0, "take discard", "discard B01")
		if !s.Done() || s.EndReason() != EndLastTurns {
			t.Fatalf("game goes on after a last turn each: %v", ev)
		}
		if s.ToAct(nil) != nil || len(s.Legal(1, nil)) != 0 {
			t.Fatal("moves after the end")
		}
	})
	t.Run("decline is only for an empty pile", func(t *testing.T) {
		s := build(t, base)
		if im := refused(t, s, 0, Decline, ReasonDeclineTooEarly); !slices.Equal(im.Args, []int{1}) {
			t.Fatalf("the refusal counts %v cards left, want [1]", im.Args)
		}
	})
}

// findHands searches for a common card and two disjoint hands whose
// necklaces compare as wanted.
func findHands(t *testing.T, want func(v0, w0, v1, w1 int) bool) (h0, h1 [HandSize]Card, common Card) {
	r := rand.New(rand.NewPCG(5, 6))
	for iter := 0; iter < 200000; iter++ {
		p := r.Perm(NumBase)
		for i := 0; i < HandSize; i++ {
			h0[i], h1[i] = Card(p[i]), Card(p[HandSize+i])
		}
		common = Card(p[2*HandSize])
		v0, w0, _ := Value([NecklaceCards]Card{h0[0], h0[1], h0[2], h0[3], common})
		v1, w1, _ := Value([NecklaceCards]Card{h1[0], h1[1], h1[2], h1[3], common})
		if want(v0, w0, v1, w1) {
			return
		}
	}
	t.Fatal("no such hands")
	return
}

func endWith(t *testing.T, h0, h1 [HandSize]Card, common Card) *State {
	l := layout{toMove: 0, turns: 9, late: [2]bool{false, true}, common: common.String()}
	var used uint32 = 1 << common
	for p, h := range [][HandSize]Card{h0, h1} {
		for _, c := range h {
			l.hands[p] = append(l.hands[p], c.String())
			used |= 1 << c
		}
	}
	for c := Card(0); c < NumBase; c++ {
		if used&(1<<c) == 0 {
			l.discard = append(l.discard, c.String())
			break
		}
	}
	s := build(t, l)
	apply(t, s, 0, "decline")
	return s
}

// TestTieBreakMoreWishes: equal florins, more wishes fulfilled wins.
func TestTieBreakMoreWishes(t *testing.T) {
	h0, h1, common := findHands(t, func(v0, w0, v1, w1 int) bool { return v0 == v1 && v0 > 0 && w0 < w1 })
	s := endWith(t, h0, h1, common)
	if w := s.Winners(); len(w) != 1 || w[0] != 1 {
		t.Fatalf("equal value, player 1 has more wishes (%d vs %d): winners %v", s.Wishes(1), s.Wishes(0), w)
	}
	h0, h1, common = findHands(t, func(v0, w0, v1, w1 int) bool { return v0 == v1 && v0 > 0 && w0 > w1 })
	s = endWith(t, h0, h1, common)
	if w := s.Winners(); len(w) != 1 || w[0] != 0 {
		t.Fatalf("equal value, player 0 has more wishes: winners %v", w)
	}
	h0, h1, common = findHands(t, func(v0, w0, v1, w1 int) bool { return v0 > v1 && w0 < w1 })
	s = endWith(t, h0, h1, common)
	if w := s.Winners(); len(w) != 1 || w[0] != 0 {
		t.Fatalf("more florins must beat more wishes: winners %v", w)
	}
}

// TestSharedWin: equal florins and equal wishes share the win.
func TestSharedWin(t *testing.T) {
	h0, h1, common := findHands(t, func(v0, w0, v1, w1 int) bool { return v0 == v1 && w0 == w1 && v0 > 0 })
	s := endWith(t, h0, h1, common)
	if w := s.Winners(); len(w) != 2 {
		t.Fatalf("equal necklaces: winners %v", w)
	}
	sc := s.Scores()
	if sc[0] != sc[1] {
		t.Fatalf("scores %v", sc)
	}
}

func TestGameEndEventValuesNecklaces(t *testing.T) {
	s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}}, 11)
	_, events := playRandom(t, s, rand.New(rand.NewPCG(1, 1)))
	end, ok := events[len(events)-1].(GameEnded)
	if !ok {
		t.Fatalf("last event %T", events[len(events)-1])
	}
	for p := 0; p < 2; p++ {
		n := end.Necklaces[p]
		if n.Value != end.Scores[p] || n.Value != s.Scores()[p] || n.Wishes != end.Wishes[p] {
			t.Fatalf("seat %d: necklace %d/%d, scores %v/%v", p, n.Value, n.Wishes, end.Scores, s.Scores())
		}
		checkAssignment(t, n)
	}
	if end.String() == "" {
		t.Fatal("empty text")
	}
}

func TestMoveText(t *testing.T) {
	g := Game{}
	for _, m := range []rules.Move{TakeDraw, TakeDiscard, Decline, DiscardMove(0), DiscardMove(17), DiscardMove(23)} {
		back, err := g.ParseMove(g.FormatMove(m))
		if err != nil || back != m {
			t.Errorf("%v: %q read back as %v, %v", m, g.FormatMove(m), back, err)
		}
	}
	for _, bad := range []string{"", "take", "take pile", "discard B19", "discard", "decline now"} {
		if _, err := g.ParseMove(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if m, err := g.ParseMove("pass"); err != nil || m != Decline {
		t.Error("pass is not decline")
	}
}

func TestSoloRating(t *testing.T) {
	for _, c := range []struct {
		v    int
		want Rating
	}{{0, Apprentice}, {19, Apprentice}, {20, Jeweller}, {29, Jeweller}, {30, Master}, {39, Master}, {40, DuchessJeweller}, {70, DuchessJeweller}} {
		if got := SoloRating(c.v); got != c.want {
			t.Errorf("SoloRating(%d) = %v, want %v", c.v, got, c.want)
		}
	}
	if DuchessJeweller.String() != "jeweller to the Duchess" {
		t.Error(DuchessJeweller.String())
	}
}
