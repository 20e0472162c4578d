package dolores

import (
	"slices"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/dolores/model"
	"salotto/tables/kit"
)

// Durations in seconds at normal animation speed.
const (
	dealDur   = 0.32
	flyDur    = 0.45
	flipDur   = 0.25
	beatDur   = 0.3
	noteDur   = 1.0
	revealDur = 0.35
	// botPause is the least ticks a bot seems to think before each move
	// (the kit's is 30): a talking bot makes two before the reveal
	botPause = 20
)

// animate changes the model for ev (model.Apply, the only change an
// event makes to it) and returns the animation that shows the change
// (ending where snapAll will put everything).
func (t *Table) animate(ev rules.Event) sprites.Anim {
	t.hintEvent(ev)
	m := &t.mod
	ch := m.Apply(ev)
	switch e := ev.(type) {
	case d.ShareBegins:
		t.snapAll()
		return t.showNote(Note(t.Words(), e))
	case d.CardDealt:
		if ch.WashedIn {
			return t.animWashIn(e)
		}
		return t.animDealt(e)
	case d.DawnDrawn:
		return t.showNote(Note(t.Words(), e))
	case d.MiBPlayed:
		return t.animMiB(e, ch)
	case d.Said:
		// the bubble stays up until the reveal: nothing waits for it
		t.snapBubbles()
		return nil
	case d.GestureChosen:
		t.snapGestures()
		return sprites.Delay(beatDur / 2)
	case d.GestureShown:
		return t.animReveal()
	case d.ShareTurnedUp:
		return t.animTurnUp(e)
	case d.GesturesRevealed:
		t.snapBubbles()
		return t.animReveal()
	case d.GesturesCancelled:
		return t.showNote(Note(t.Words(), e))
	case d.CardTaken:
		return t.animTaken(int(e.Player), int(e.Slot), e.Card)
	case d.CardDiscarded:
		if ch.OutToSea {
			return t.animOutToSea(int(e.Slot), e.Card)
		}
		return t.animSlotDiscarded(int(e.Slot), e.Card)
	case d.CollectionDiscarded:
		return t.animCollection(e, ch)
	case d.Stolen:
		return t.animStolen(e)
	case d.TheftWasted:
		note := t.showNote(Note(t.Words(), e))
		return sprites.Parallel(t.areaToDiscard([]sprites.Anim{note}, ch.ToDiscard)...)
	case d.WagerResolved:
		return t.showNote(Note(t.Words(), e))
	case d.LootDealt:
		return t.flyFrom(t.pile, e.Card, int(e.Player))
	case model.RestoreTalk:
		t.snapAll()
		return nil
	case d.GameEnded:
		t.GameOver(func() scenes.Scene { return newResults(t.Ctx, t, e) }, 0)
		return t.showNote(Note(t.Words(), e))
	}
	return nil
}

// showNote writes s over the beach for a moment.
func (t *Table) showNote(s string) sprites.Anim {
	g := &t.g
	x, y := centre(g.middle)
	return t.note.Show(s, x, y, g.beach.X, g.beach.X+g.beach.W, noteDur)
}

// animDealt flies a card from the pile to its slot, turning it up on the
// way unless it is dealt face down.
func (t *Table) animDealt(e d.CardDealt) sprites.Anim {
	m := &t.mod
	i := int(e.Slot)
	n := t.slots[i]
	g := &t.g
	px, py := centre(g.pile)
	n.SetFaceUp(false)
	n.SetSize(g.cardW, g.cardH)
	n.SetScale(1)
	n.SetAlpha(1)
	n.SetPos(px, py)
	n.SetVisible(true)
	n.SetZ(40)
	t.pileTx.SetText(t.Ctx.Words.T("dolores.pile", m.Pile))
	x, y := centre(g.slots[i])
	steps := []sprites.Anim{sprites.Call(func() { t.Ctx.Play(scenes.SoundPlace) }), kit.Fly(n, x, y, g.cardW, dealDur)}
	if e.Card != d.NoCard {
		c := e.Card
		steps = append(steps, sprites.Call(func() { n.SetFace(faceOf(t.Ctx.Words, c)) }), n.FlipTo(true, flipDur))
	}
	return sprites.Sequence(steps...)
}

// animTurnUp turns the face-down share cards up.
func (t *Table) animTurnUp(e d.ShareTurnedUp) sprites.Anim {
	var flips []sprites.Anim
	for i, c := range e.Cards {
		if c == d.NoCard || !t.mod.Filled[i] {
			continue
		}
		n := t.slots[i]
		n.SetFace(faceOf(t.Ctx.Words, c))
		flips = append(flips, n.FlipTo(true, flipDur))
	}
	if len(flips) == 0 {
		return nil
	}
	return sprites.Parallel(flips...)
}

// animTaken slides the card at share slot i into seat p's area.
func (t *Table) animTaken(p, i int, c d.Card) sprites.Anim {
	g := &t.g
	t.slots[i].SetVisible(false)
	n := t.cards[c]
	x0, y0 := centre(g.slots[i])
	t.place0(n, x0, y0, g.cardW, g.cardH)
	x, y, w := t.areaPos(p, c)
	return kit.Fly(n, x, y, w, flyDur)
}

// animSlotDiscarded slides the card at share slot i to the discard.
func (t *Table) animSlotDiscarded(i int, c d.Card) sprites.Anim {
	n := t.slots[i]
	if c != d.NoCard {
		show(t.Ctx.Words, n, c)
	}
	return t.toDiscard(n)
}

// toDiscard flies node n onto the discard heap, which shows the card on
// top once the event has been shown.
func (t *Table) toDiscard(n *sprites.Card) sprites.Anim {
	x, y := t.discardPos()
	return sprites.Sequence(kit.Fly(n, x, y, t.g.pile.W*0.7, flyDur), sprites.Call(func() { n.SetVisible(false) }))
}

// animMiB announces a Message in a Bottle card, takes it from its
// holder's area to the discard and shows what it does to the share.
func (t *Table) animMiB(e d.MiBPlayed, ch model.Change) sprites.Anim {
	note := t.showNote(Note(t.Words(), e))
	steps := t.areaToDiscard([]sprites.Anim{note}, ch.ToDiscard)
	if ch.Swirled {
		steps = append(steps, t.animSwirl(ch.From))
	}
	return sprites.Parallel(steps...)
}

// areaToDiscard appends to steps the flights of cards from the seats'
// areas to the discard (a Message in a Bottle card used, a collection
// lost).
func (t *Table) areaToDiscard(steps []sprites.Anim, cards []d.Card) []sprites.Anim {
	for _, c := range cards {
		steps = append(steps, t.toDiscard(t.cards[c]))
	}
	return steps
}

// animSwirl moves the share's cards as a Swirl rearranged them (from[i]
// is the slot whose card came to slot i).
func (t *Table) animSwirl(from [6]int) sprites.Anim {
	old := t.slots
	var moves []sprites.Anim
	var slots [6]*sprites.Card
	for i, j := range from {
		if j < 0 {
			continue
		}
		slots[i] = old[j]
		x, y := centre(t.g.slots[i])
		moves = append(moves, sprites.MoveTo(old[j].Node, x, y, flyDur, sprites.CubicInOut))
	}
	// the nodes follow their cards; the empty slots keep the spare nodes
	var spare []*sprites.Card
	for _, n := range old {
		if !slices.Contains(slots[:], n) {
			spare = append(spare, n)
		}
	}
	for i := range slots {
		if slots[i] == nil {
			slots[i], spare = spare[0], spare[1:]
		}
	}
	t.slots = slots
	return sprites.Parallel(moves...)
}

// animCollection discards a seat's whole collection after a double Dodge.
func (t *Table) animCollection(e d.CollectionDiscarded, ch model.Change) sprites.Anim {
	if e.Type < 0 {
		return t.showNote(Note(t.Words(), e))
	}
	steps := t.areaToDiscard(nil, ch.ToDiscard)
	steps = append(steps, t.showNote(Note(t.Words(), e)))
	return sprites.Parallel(steps...)
}

// animStolen moves a card from the victim's area to the thief's.
func (t *Table) animStolen(e d.Stolen) sprites.Anim {
	x, y, w := t.areaPos(int(e.Thief), e.Card)
	note := t.showNote(Note(t.Words(), e))
	return sprites.Parallel(note, kit.Fly(t.cards[e.Card], x, y, w, flyDur))
}

// flyFrom shows card c leaving node from for seat p's area.
func (t *Table) flyFrom(from *sprites.Card, c d.Card, p int) sprites.Anim {
	n := t.cards[c]
	fw, fh := from.Size()
	t.place0(n, from.X(), from.Y(), fw, fh)
	x, y, w := t.areaPos(p, c)
	return kit.Fly(n, x, y, w, flyDur)
}

// place0 puts card node n at the start of a flight.
func (t *Table) place0(n *sprites.Card, x, y, w, h float64) {
	n.SetSize(w, h)
	n.SetScale(1)
	n.SetAlpha(1)
	n.SetPos(x, y)
	n.SetVisible(true)
	n.SetFaceUp(true)
}
