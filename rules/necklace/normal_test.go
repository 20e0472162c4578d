package necklace

import "testing"

// TestNormalAvoidsFeeding: the normal bot would discard B08 (two emeralds),
// but not once it has seen the opponent take B01, whose wish is 4 emeralds.
func TestNormalAvoidsFeeding(t *testing.T) {
	l := layout{toMove: 0, turns: 4, discardP: true,
		hands:  [2][]string{{"B17", "B12", "B08", "B06", "B10"}, {"B01", "B03", "B09", "B02"}},
		common: "B14", draw: []string{"B05", "B04", "B07"}, discard: []string{"B15", "B18"}}
	b := NewNormalBot(1)
	b.Begin(build(t, l), 0)
	if m := b.Decide(); m != DiscardMove(one(t, "B08")) {
		t.Fatalf("without knowing the opponent's cards: %v, want discard B08", Game{}.FormatMove(m))
	}
	l.known[1] = []string{"B01"}
	b.Begin(build(t, l), 0)
	if m := b.Decide(); m == DiscardMove(one(t, "B08")) {
		t.Fatal("discarded two emeralds to an opponent visibly collecting emeralds")
	}
}

// TestNormalImprovesItsNecklace: offered the card completing the worked
// example's fourth wish, the normal bot takes it and discards B01.
func TestNormalImprovesItsNecklace(t *testing.T) {
	l := layout{toMove: 0, turns: 4,
		hands:  [2][]string{{"B04", "B18", "B13", "B01"}, {"B02", "B03", "B05", "B06"}},
		common: "B11", draw: []string{"B07", "B08", "B09"}, discard: []string{"B15"}}
	s := build(t, l)
	b := NewNormalBot(1)
	b.Begin(s, 0)
	if m := b.Decide(); m != TakeDiscard {
		t.Fatalf("normal bot %v, want take discard", Game{}.FormatMove(m))
	}
	apply(t, s, 0, "take discard")
	b.Begin(s, 0)
	if m := b.Decide(); m != DiscardMove(one(t, "B01")) {
		t.Fatalf("normal bot %v, want discard B01", Game{}.FormatMove(m))
	}
}
