package necklace

import (
	"testing"

	"salotto/rules"
)

func hand4(t *testing.T, ids ...string) [HandSize]Card {
	var h [HandSize]Card
	copy(h[:], cards(t, ids...))
	return h
}

func hand5(t *testing.T, ids ...string) [HandSize + 1]Card {
	var h [HandSize + 1]Card
	copy(h[:], cards(t, ids...))
	return h
}

func one(t *testing.T, id string) Card { return cards(t, id)[0] }

// TestRivalTakesImprovingDiscard: the rival takes the top discard when
// keeping it, with its best discard after, raises its value (the worked
// example: 26 becomes 32 with B15), and then discards the card whose loss
// leaves the most (B01).
func TestRivalTakesImprovingDiscard(t *testing.T) {
	h := hand4(t, "B04", "B18", "B13", "B01")
	if m := RivalTake(h, one(t, "B11"), one(t, "B15"), true); m != TakeDiscard {
		t.Fatalf("rival %v, want take discard", Game{}.FormatMove(m))
	}
	if c := RivalDiscard(hand5(t, "B04", "B18", "B13", "B01", "B15"), one(t, "B11")); c != one(t, "B01") {
		t.Fatalf("rival discards %v, want B01", c)
	}
}

// TestRivalDrawsOtherwise: a discard that would not raise the value is left;
// the rival draws, or with the pile empty declines.
func TestRivalDrawsOtherwise(t *testing.T) {
	h := hand4(t, "B04", "B18", "B13", "B01")
	// B06 (2 pearl; amber, diamond, jet, sapphire) cannot raise the 26.
	if m := RivalTake(h, one(t, "B11"), one(t, "B06"), true); m != TakeDraw {
		t.Fatalf("rival %v, want take draw", Game{}.FormatMove(m))
	}
	if m := RivalTake(h, one(t, "B11"), one(t, "B06"), false); m != Decline {
		t.Fatalf("rival %v with an empty pile, want decline", Game{}.FormatMove(m))
	}
	if m := RivalTake(h, one(t, "B11"), one(t, "B15"), false); m != TakeDiscard {
		t.Fatalf("rival %v with an empty pile and a useful discard, want take discard", Game{}.FormatMove(m))
	}
	if m := RivalTake(h, one(t, "B11"), NoCard, true); m != TakeDraw {
		t.Fatalf("rival %v with no discard, want take draw", Game{}.FormatMove(m))
	}
}

// TestRivalDiscardTieRule: on a tie the rival keeps the card it just took
// and discards the tied card it has held longest.
func TestRivalDiscardTieRule(t *testing.T) {
	// Held B12, B11, B17, B08, just took B18; common B02. Losing B17, B08
	// or B18 each leaves 17; losing B12 or B11 leaves less.
	h := hand5(t, "B12", "B11", "B17", "B08", "B18")
	if c := RivalDiscard(h, one(t, "B02")); c != one(t, "B17") {
		t.Fatalf("rival discards %v, want B17 (the oldest of the tied, keeping the new B18)", c)
	}
	// A new card that alone leaves the best value when lost goes back.
	h = hand5(t, "B04", "B18", "B13", "B15", "B02")
	if c := RivalDiscard(h, one(t, "B11")); c != one(t, "B02") {
		t.Fatalf("rival discards %v, want the useless new B02", c)
	}
}

// TestSoloRivalPlaysItsTurn: in solo play the player's discard is followed
// by the rival's whole turn, as events of seat Rival.
func TestSoloRivalPlaysItsTurn(t *testing.T) {
	l := layout{solo: true, toMove: 0, turns: 4, discardP: true,
		hands:  [2][]string{{"B02", "B03", "B05", "B06", "B15"}, {"B04", "B18", "B13", "B01"}},
		common: "B11", draw: []string{"B07", "B08"}, discard: []string{"B09"}}
	s := build(t, l)
	ev := apply(t, s, 0, "discard B15")
	want := []rules.Event{
		Discarded{Player: 0, Card: one(t, "B15")},
		TookDiscard{Player: Rival, Card: one(t, "B15")},
		Discarded{Player: Rival, Card: one(t, "B01")},
	}
	if len(ev) != len(want) {
		t.Fatalf("events %v", ev)
	}
	for i := range want {
		if ev[i] != want[i] {
			t.Fatalf("event %d: %v, want %v", i, ev[i], want[i])
		}
	}
	if s.ToMove() != 0 || s.Discarding() {
		t.Fatal("the player does not have the turn back")
	}
	if got := s.Necklace(Rival).Value; got != 32 {
		t.Fatalf("rival necklace %d, want 32", got)
	}
	// Next the player discards B06, useless to the rival, which draws B08.
	apply(t, s, 0, "take discard")
	ev = apply(t, s, 0, "discard B06")
	if d, ok := ev[1].(Drew); !ok || d.Player != Rival || d.Card != one(t, "B08") {
		t.Fatalf("rival should draw: %v", ev)
	}
	if v := s.View(0).(*State); v.hand[Rival][0] != NoCard && !v.KnownInHand(Rival, v.hand[Rival][0]) {
		t.Fatal("the rival's hand shows in the player's view")
	}
	if _, err := s.Apply(Rival, TakeDraw); err == nil {
		t.Fatal("a move for the rival was accepted")
	}
}

// TestSoloRivalOpens: with start=1 the rival plays its first turn at setup
// (draw only) and the player gets the turn.
func TestSoloRivalOpens(t *testing.T) {
	s := setup(t, rules.Options{Players: 1, Variant: map[string]string{"start": "1"}}, 5)
	if s.ToMove() != 0 || s.DrawCount() != 5 || len(s.DiscardPile()) != 1 {
		t.Fatalf("to move %d, draw %d, discards %v", s.ToMove(), s.DrawCount(), s.DiscardPile())
	}
	op := s.Opening()
	if len(op) != 2 {
		t.Fatalf("opening %v", op)
	}
	if d := op[1].(Discarded); d.Player != Rival || d.Card != s.TopDiscard() {
		t.Fatalf("opening %v, top %v", op, s.TopDiscard())
	}
	if r := Redact(op[0], 0).(Drew); r.Card != NoCard {
		t.Fatal("the rival's drawn card shows")
	}
	if legal := s.Legal(0, nil); len(legal) != 2 {
		t.Fatalf("the player may take the rival's discard: legal %v", legal)
	}
}

// TestSoloEnd: a solo game ends as a 2-player one; Winners holds only the
// player, when they win; the end event carries the rating.
func TestSoloEnd(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		s := setup(t, rules.Options{Players: 1}, seed)
		for !s.Done() {
			b := NewEasyBot(seed)
			b.Begin(s.View(0), 0)
			ev, err := s.Apply(0, b.Decide())
			if err != nil {
				t.Fatal(err)
			}
			if s.Done() {
				end := ev[len(ev)-1].(GameEnded)
				if !end.Solo || end.Rating != SoloRating(end.Scores[0]) || len(s.Scores()) != 1 {
					t.Fatalf("solo end %v", end)
				}
				playerWins := s.value[0] > s.value[1] || s.value[0] == s.value[1] && s.wishes[0] >= s.wishes[1]
				if w := s.Winners(); playerWins != (len(w) == 1 && w[0] == 0) || len(w) > 1 {
					t.Fatalf("winners %v, values %v", w, s.value)
				}
				if s.RivalScore() != end.Scores[Rival] {
					t.Fatal("rival score")
				}
			}
		}
	}
}
