package dolores

import (
	"math"
	"strconv"

	d "salotto/rules/dolores"
	"salotto/tables/dolores/model"
)

// snapAll puts every node exactly where the model says (after each
// event's animation and after a resize), so animations never drift.
func (t *Table) snapAll() {
	g := &t.g
	for c, n := range t.cards {
		if t.mod.Where[c] < 0 {
			n.SetVisible(false)
		}
	}
	t.snapSeats()
	t.snapShare()
	px, py := centre(g.pile)
	t.settle(t.pile, px, py, g.pile.W, g.pile.H, 5)
	t.pile.SetVisible(t.mod.Pile > 0)
	t.pileTx.SetText(t.Ctx.Words.T("dolores.pile", t.mod.Pile))
	// the count goes under the pile, kept on the beach
	t.pileTx.SetPos(px, math.Min(g.pile.Y+g.pile.H+g.margin*0.3, g.beach.Y+g.beach.H-pileLabelH(&g.m)))
	t.pileTx.SetZ(7)
	// the discard lies on the pile's right half, a little down: the open
	// heap beside the face-down one
	dx, dy := t.discardPos()
	t.settle(t.discard, dx, dy, g.pile.W*0.7, g.pile.H*0.7, 6)
	t.discard.SetVisible(t.mod.Top != d.NoCard)
	if t.mod.Top != d.NoCard {
		show(t.Ctx.Words, t.discard, t.mod.Top)
	}
	t.discTx.SetText("")
	if t.mod.Discards > 0 {
		t.discTx.SetText(t.Ctx.Words.T("dolores.discards", t.mod.Discards))
	}
	t.discTx.SetPos(px, g.pile.Y-g.margin*0.3-g.m.Font(15, 10)*1.2)
	for side, tx := range t.sideTx {
		p := t.mod.Left
		if side == model.SideDealer {
			p = t.mod.Dealer
		}
		tx.SetText(t.name(p))
	}
	t.snapGestures()
	t.refreshText()
	t.St.Invalidate()
}

// snapShare lays the share's cards in their slots. A card dealt face down
// under a Broken Lantern shows its face, in the peek's mark, only when the
// viewer's own view holds it: the lantern's user peeks, nobody else does
// (in hot-seat the view changes with the player at the screen). A card a
// Convoy dealt wears the Convoy's mark (marks.go).
func (t *Table) snapShare() {
	g := &t.g
	v := t.view()
	t.shown = v
	peekFrom, peekTo := -1, -1 // the sides the viewer peeks at
	for i, n := range t.slots {
		if !t.mod.Filled[i] {
			n.SetVisible(false)
			t.snapMark(i, markNone, 0, 0)
			continue
		}
		c := t.mod.Share[i]
		peek := false
		if t.mod.Down[i] {
			if vc, down := v.Slot(i); down && vc != d.NoCard {
				c, peek = vc, true
			}
		}
		show(t.Ctx.Words, n, c)
		pos := t.swirlPos(i)
		x, y := centre(g.slots[pos])
		t.settle(n, x, y, g.cardW, g.cardH, 20)
		t.snapMark(i, t.markFor(i, peek), x, y)
		if side := pos / model.SlotsPerSide; peek {
			peekTo = side
			if peekFrom < 0 {
				peekFrom = side
			}
		}
	}
	t.snapPeekNote(peekFrom, peekTo)
}

// discardPos is the centre of the discard heap: over the pile's top
// corner, so the beach needs no more room.
func (t *Table) discardPos() (x, y float64) {
	g := &t.g
	return g.pile.X + g.pile.W*0.5, g.pile.Y + g.pile.H*0.35
}

// slotName is the id of share slot i for targets.
func slotName(i int) string { return "slot:" + strconv.Itoa(i) }
