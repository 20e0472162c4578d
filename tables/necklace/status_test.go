package necklace

import (
	"testing"

	nk "salotto/rules/necklace"
)

// TestStatusSaysWhereACarriedCardGoes: a click on the discard pile's top
// card picks it up (the next click places it); the status then says to
// put it into the hand, not to take a card, and once it is in the hand,
// to discard one. A hand card picked up the same way to discard it is
// told where it goes too.
func TestStatusSaysWhereACarriedCardGoes(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 6))
	tb := r.table
	w := tb.Ctx.Words
	r.waitTurn(0)
	r.act(0, nk.TakeDraw)
	r.waitTurn(0)
	r.act(0, nk.DiscardMove(tb.view().Hand(0)[0]))
	r.waitTurn(0)
	if got, want := tb.status.Text(), w.T("necklace.turn.take"); got != want {
		t.Fatalf("at the turn's start the status says %q, want %q", got, want)
	}
	r.Click(r.Target("discard"))
	r.Tick(2)
	if got, want := tb.status.Text(), w.T("necklace.turn.carry"); got != want {
		t.Fatalf("with the discard pile's card picked up the status says %q, want %q", got, want)
	}
	r.Click(r.Target("hand"))
	r.Until(300, "the card in the hand", func() bool { return tb.view().Discarding() && !tb.St.Animating() })
	r.Tick(2)
	if got, want := tb.status.Text(), w.T("necklace.turn.discard"); got != want {
		t.Fatalf("with the card in the hand the status says %q, want %q", got, want)
	}
	r.Click(r.Target("hand:" + tb.view().Hand(0)[0].String()))
	r.Tick(2)
	if got, want := tb.status.Text(), w.T("necklace.turn.carry_discard"); got != want {
		t.Errorf("with a hand card picked up the status says %q, want %q", got, want)
	}
}
