package necklace

import nk "salotto/rules/necklace"

// planWarm lists the faces the table will show later at the sizes it will
// show them, so the kit paints them one a tick while a player decides:
// every card of the deck in play in the hand, on the piles and in the
// jewel box, and in the opponent's hand (a card seen taken from the
// discard pile, and the whole hand turned over at the end). Painted in
// the frame that first showed them, a draw into the hand or the end's
// reveal of four faces at once would stutter.
func (t *Table) planWarm() {
	w := &t.Warm
	w.Reset()
	g := &t.b.g
	var buf [nk.NumCards]nk.Card
	for _, c := range t.view().Expansions().Deck(buf[:0]) {
		w.Card(newCardNode(t.Ctx.Words, c, g.handW, g.handH).Card)
		w.Card(newCardNode(t.Ctx.Words, c, g.cardW, g.cardH).Card)
		w.Card(newCardNode(t.Ctx.Words, c, g.oppW, g.oppH).Card)
	}
}
