package dolores

import (
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
)

// The Ebb and the Convoy change the share after the deal, and the table
// shows what each does rather than a second ordinary deal (the motion
// of docs/art.md#motion: 150–400 ms a move, cubic slides, back-out
// landings):
//
//   - Ebb: the tide goes out with the share. Each card drifts off the
//     beach towards the sea, turning a little and fading, and lies on the
//     open discard heap once gone; the four new cards then wash in from
//     the sea's edge, tilted and faint, and land in their slots with a
//     back-out settle.
//   - Convoy: a third card arrives at each side from the pile, and lands
//     with the Convoy's mark round it (marks.go), which stays while the
//     card lies in the share, wherever a Swirl moves it.

// Durations of the tide in seconds at normal speed.
const (
	tideOutDur = 0.38
	washInDur  = 0.4
	tideTurn   = 0.22 // radians a card turns as the sea takes or brings it
)

// seaEdge is the y of the beach's edge the tide comes and goes by, and
// the distance a card drifts beyond its slot towards it.
func (t *Table) seaEdge() (y, drift float64) {
	g := &t.g
	return g.beach.Y + g.beach.H, g.cardH * 0.9
}

// animOutToSea takes the card at share slot i out with the Ebb: it
// drifts towards the sea, turning and fading, then lies on the discard.
func (t *Table) animOutToSea(i int, c d.Card) sprites.Anim {
	n := t.slots[i]
	if c != d.NoCard {
		show(t.Ctx.Words, n, c)
	}
	x, y := n.X(), n.Y()
	edge, drift := t.seaEdge()
	ty := min(y+drift, edge)
	return sprites.Sequence(
		sprites.Call(func() { t.Ctx.Play(scenes.SoundPlace) }),
		sprites.Parallel(
			sprites.MoveTo(n.Node, x+t.g.cardW*0.35, ty, tideOutDur, sprites.CubicIn),
			sprites.RotateTo(n.Node, tideTurn, tideOutDur, sprites.CubicInOut),
			sprites.ScaleTo(n.Node, 0.8, tideOutDur, sprites.CubicIn),
			sprites.FadeTo(n.Node, 0, tideOutDur),
		),
		sprites.Call(func() { n.SetVisible(false) }),
	)
}

// animWashIn brings a card the Ebb deals to share slot i in from the
// sea's edge: tilted and faint, it slides up to its slot and settles.
func (t *Table) animWashIn(e d.CardDealt) sprites.Anim {
	i := int(e.Slot)
	t.pileTx.SetText(t.Ctx.Words.T("dolores.pile", t.mod.Pile))
	g := &t.g
	x, y := centre(g.slots[i])
	edge, drift := t.seaEdge()
	n := t.slots[i]
	n.SetSize(g.cardW, g.cardH)
	n.SetFaceUp(false)
	if e.Card != d.NoCard {
		n.SetFace(faceOf(t.Ctx.Words, e.Card))
		n.SetFaceUp(true) // the sea brings it face up, as the deal would show it
	}
	n.SetPos(x-g.cardW*0.3, min(y+drift, edge))
	n.SetRotation(-tideTurn)
	n.SetScale(0.85)
	n.SetAlpha(0)
	n.SetVisible(true)
	n.SetZ(40)
	return sprites.Sequence(
		sprites.Call(func() { t.Ctx.Play(scenes.SoundPlace) }),
		sprites.Parallel(
			sprites.MoveTo(n.Node, x, y, washInDur, sprites.BackOut),
			sprites.RotateTo(n.Node, 0, washInDur, sprites.CubicInOut),
			sprites.ScaleTo(n.Node, 1, washInDur, sprites.BackOut),
			sprites.FadeTo(n.Node, 1, washInDur*0.6),
		),
	)
}
