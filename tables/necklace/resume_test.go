package necklace

import (
	"testing"

	nk "salotto/rules/necklace"
	"salotto/tables/internal/resumetest"
	"salotto/tables/internal/tabletest"
)

// TestResumeShowsThePosition: Continue shows the table as it was left
// (the same picture as the table that played the moves: the hand, the
// jewel box, both piles, the necklace panel, whose turn), in the middle of
// a turn too, without animating the moves again.
func TestResumeShowsThePosition(t *testing.T) {
	resumetest.Run(t, New, "necklace", 2, 0, 9, 16)
}

// TestReopenedMidTurnKnowsTheCardTaken: a table opened again after a take
// (Continue, the undo of a discard, a language switch) knows the card
// just taken, so its panel values the hand held before the take and
// previews each discard as the table that played does. It once forgot the
// card and valued the best four of the five.
func TestReopenedMidTurnKnowsTheCardTaken(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "random", "", 3))
	tb := r.table
	differs := 0 // turns where the best four of five are not the hand before the take
	for turn := 0; turn < 12 && differs < 2; turn++ {
		r.waitTurn(0)
		if tb.view().DrawCount() == 0 {
			break
		}
		r.act(0, nk.TakeDraw)
		r.Until(600, "the draw", func() bool { return tb.view().Discarding() && !tb.Q.Busy() })
		cfg := tb.Cfg
		cfg.Moves = tb.D.Moves()
		ctx, _ := tabletest.NewContext(1280, 720, cfg.Seed)
		again, err := newTable(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		played, reopened := &tb.b.panel.live, &again.b.panel.live
		if again.mod.Taken != tb.mod.Taken || !tb.mod.Taken.Valid() {
			t.Fatalf("turn %d: the reopened table knows %s taken, the one that played %s", turn+1, again.mod.Taken, tb.mod.Taken)
		}
		if reopened.Necklace != played.Necklace {
			t.Fatalf("turn %d: the reopened panel values %d, the played one %d", turn+1, reopened.Necklace.Value, played.Necklace.Value)
		}
		for _, c := range played.Hand() {
			if got, want := reopened.PreviewDiscard(c), played.PreviewDiscard(c); got != want {
				t.Fatalf("turn %d: discarding %s previews %+d reopened, %+d played", turn+1, c, got.Delta, want.Delta)
			}
		}
		if best := NewAppraisal(played.Hand(), tb.b.common.card, nk.NoCard); best.Necklace != played.Necklace {
			differs++
		}
		r.act(0, nk.DiscardMove(tb.view().Hand(0)[0]))
	}
	if differs == 0 {
		t.Fatal("no turn where the card taken mattered to the panel: the test proved nothing")
	}
}
