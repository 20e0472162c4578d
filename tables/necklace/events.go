package necklace

import (
	"slices"

	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
)

// moveDur is one card's slide (docs/art.md#motion: 150–400 ms).
const moveDur = 0.32

// animate shows one event, already redacted for the seat at the screen:
// it changes the screen model (model.Apply, the only change an event makes
// to it), moves the board's nodes as the model now says and returns the
// slide of that change. A card another seat draws arrives as a back and
// stays one.
func (t *Table) animate(ev rules.Event) sprites.Anim {
	b := t.b
	ch := t.mod.Apply(ev)
	switch e := ev.(type) {
	case rivalThinks:
		return t.pause()
	case nk.Drew:
		top := b.pile[len(b.pile)-1]
		x, y := top.X(), top.Y() // where a dragged pile card was let go
		b.placePile()
		n := b.newCard(e.Card, zFan+1)
		n.SetFaceUp(false)
		n.SetSize(b.g.cardW, b.g.cardH)
		n.SetPos(x, y)
		var flip sprites.Anim = sprites.Delay(0)
		if ch.Bottom {
			b.hand = append(b.hand, n)
			if e.Card.Valid() {
				flip = n.FlipTo(true, moveDur)
			}
		} else {
			b.opp = append(b.opp, n)
		}
		t.syncPanel()
		return sprites.Parallel(t.slide(n), flip)
	case nk.TookDiscard:
		n := b.popDiscard(e.Card, ch.FromDiscard)
		n.SetZ(zFan + 1)
		if ch.Bottom {
			b.hand = append(b.hand, n)
		} else {
			b.opp = append(b.opp, n)
		}
		t.syncPanel()
		return t.slide(n)
	case nk.Discarded:
		hand := &b.opp
		if ch.Bottom {
			hand = &b.hand
		}
		n := (*hand)[ch.Index]
		*hand = slices.Delete(*hand, ch.Index, ch.Index+1)
		n.reveal(e.Card)
		n.SetZ(zFan + 1)
		// the pile's cards share a z, so their insertion order stacks
		// them: added again, the new top lies (and is picked up) over the
		// older ones, even when a drop gave the node back its hand's order
		if p := n.Parent(); p != nil {
			n.Detach()
			p.Add(n.Node)
		}
		b.discard = append(b.discard, n)
		t.syncPanel()
		return sprites.Parallel(t.slide(n), n.FlipTo(true, moveDur))
	case nk.PileEmptied:
		return t.note.Show(Note(t.words(), e), t.noteX(), t.noteY(), t.b.g.play.X, t.b.g.play.X+t.b.g.play.W, 1.2)
	case nk.Declined:
		return t.note.Show(Note(t.words(), e), t.noteX(), t.noteY(), t.b.g.play.X, t.b.g.play.X+t.b.g.play.W, 1.2)
	case nk.GameEnded:
		t.over = &e
		// the strung necklaces stay a moment (a click goes on at once),
		// then the results frame takes the table's place
		t.GameOver(func() scenes.Scene { return newResults(t.Ctx, t, e) }, endHold)
		anim, _ := b.endTimeline(e, [2]string{t.seatName(0), t.seatName(1)})
		return sprites.Sequence(b.fanDiscards(false), anim)
	}
	return nil
}

func (t *Table) noteX() float64 { return t.b.g.play.X + t.b.g.play.W/2 }
func (t *Table) noteY() float64 { return t.b.g.box.Y + t.b.g.box.H/2 }

// popDiscard takes the top discard's node (a new one if the pile had none,
// which a correct event never asks).
func (b *board) popDiscard(c nk.Card, had bool) *cardNode {
	if !had || len(b.discard) == 0 {
		n := b.newCard(c, zCards)
		n.SetPos(b.g.discardPos[0], b.g.discardPos[1])
		n.SetSize(b.g.cardW, b.g.cardH)
		return n
	}
	n := b.discard[len(b.discard)-1]
	b.discard = b.discard[:len(b.discard)-1]
	return n
}

// slide moves every card of both hands and the discard pile to its place,
// the moving card n above the rest.
func (t *Table) slide(n *cardNode) sprites.Anim {
	b := t.b
	g := &b.g
	var steps []sprites.Anim
	slots := g.handSlots(len(b.hand))
	for k, c := range b.hand {
		steps = append(steps, glide(c, slots[k].X, slots[k].Y, slots[k].Rotation, g.handW, g.handH))
	}
	for k, c := range b.opp {
		x, y := g.oppPos(k, len(b.opp))
		steps = append(steps, glide(c, x, y, 0, g.oppW, g.oppH))
	}
	for k, c := range b.discard {
		x, y, s := b.discardSlot(k, len(b.discard))
		steps = append(steps, glide(c, x, y, 0, g.cardW*s, g.cardH*s))
	}
	n.SetZ(zFan + 1)
	return sprites.Parallel(steps...)
}

// glide slides card n to (x, y) turned by rot, growing or shrinking to
// w×h (its size is set at once and its scale eased, so the face is
// painted once at the size it lands at).
func glide(n *cardNode, x, y, rot, w, h float64) sprites.Anim {
	if cw, _ := n.Size(); cw != w && w > 0 {
		n.SetSize(w, h)
		n.SetScale(cw / w * n.ScaleX())
	}
	return sprites.Parallel(
		sprites.MoveTo(n.Node, x, y, moveDur, sprites.CubicInOut),
		sprites.RotateTo(n.Node, rot, moveDur, sprites.CubicInOut),
		sprites.ScaleTo(n.Node, 1, moveDur, sprites.CubicInOut),
	)
}

// settle puts every node where the board says once an event is shown.
func (t *Table) settle() {
	t.b.place()
	t.refresh()
}

// syncPanel values the viewer's hand as the board now shows it.
func (t *Table) syncPanel() {
	if t.viewer < 0 || t.viewer != t.bottom {
		return
	}
	var hand [maxHand]nk.Card
	n := 0
	for _, c := range t.b.hand {
		if n < len(hand) && c.card.Valid() {
			hand[n] = c.card
			n++
		}
	}
	t.b.panel.set(NewAppraisal(hand[:n], t.b.common.card, t.mod.Taken))
}
