package dolores

import (
	"slices"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
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

// animate changes the model for ev and returns the animation that shows
// the change (ending where snapAll will put everything).
func (t *Table) animate(ev rules.Event) sprites.Anim {
	t.hintEvent(ev)
	m := &t.mod
	switch e := ev.(type) {
	case d.ShareBegins:
		m.dealer, m.left, m.shareNo = int(e.Dealer), int(e.Left), int(e.Number)
		m.chosen, m.gesture = [2]bool{}, [2]int{-1, -1}
		for p := range m.said {
			m.said[p] = -1
		}
		m.ebbing, m.washing, m.convoyDeals, m.convoyed = false, 0, 0, [6]bool{}
		t.snapAll()
		return t.showNote(t.Ctx.Words.T("dolores.share_begins", t.name(m.dealer), t.name(m.left)))
	case d.CardDealt:
		if m.washing > 0 {
			m.ebbing = false
			m.washing--
			return t.animWashIn(e)
		}
		if m.convoyDeals > 0 {
			m.convoyDeals--
			m.convoyed[e.Slot] = true
		}
		return t.animDealt(e)
	case d.DawnDrawn:
		return t.showNote(t.Ctx.Words.T("dolores.dawn"))
	case d.MiBPlayed:
		return t.animMiB(e)
	case d.Said:
		if int(e.Player) < len(m.said) {
			m.said[e.Player] = e.Phrase
		}
		// the bubble stays up until the reveal: nothing waits for it
		t.snapBubbles()
		return nil
	case d.GestureChosen:
		if s := m.sideOf(int(e.Player)); s >= 0 {
			m.chosen[s] = true
		}
		t.snapGestures()
		return sprites.Delay(beatDur / 2)
	case d.GestureShown:
		if s := m.sideOf(int(e.Player)); s >= 0 {
			m.chosen[s], m.gesture[s] = true, int(e.Gesture)
		}
		return t.animReveal()
	case d.ShareTurnedUp:
		return t.animTurnUp(e)
	case d.GesturesRevealed:
		m.chosen = [2]bool{true, true}
		m.gesture[sideLeft], m.gesture[sideDealer] = int(e.LeftGesture), int(e.DealerGesture)
		for p := range m.said {
			m.said[p] = -1 // words given are answered now
		}
		t.snapBubbles()
		return t.animReveal()
	case d.GesturesCancelled:
		m.chosen, m.gesture = [2]bool{}, [2]int{-1, -1}
		return t.showNote(t.Ctx.Words.T("dolores.mixed_up", t.name(int(e.Player))))
	case d.CardTaken:
		m.convoyed[e.Slot] = false
		return t.animTaken(int(e.Player), int(e.Slot), e.Card)
	case d.CardDiscarded:
		if m.ebbing {
			return t.animOutToSea(int(e.Slot), e.Card)
		}
		m.convoyed[e.Slot] = false
		return t.animSlotDiscarded(int(e.Slot), e.Card)
	case d.CollectionDiscarded:
		return t.animCollection(e)
	case d.Stolen:
		return t.animStolen(e)
	case d.TheftWasted:
		// with no goods to steal the Theft is discarded all the same
		note := t.showNote(t.Ctx.Words.T("dolores.theft_wasted", t.name(int(e.Player))))
		return sprites.Parallel(t.areaToDiscard([]sprites.Anim{note}, d.MiBCard(d.Theft))...)
	case d.WagerResolved:
		key := "dolores.wager_wrong"
		if e.Right {
			key = "dolores.wager_right"
		}
		return t.showNote(t.Ctx.Words.T(key, t.name(int(e.Player))))
	case d.LootDealt:
		m.where[e.Card] = e.Player
		return t.flyFrom(t.pile, e.Card, int(e.Player))
	case restoreTalk:
		copy(m.said, e.said[:])
		m.convoyed = e.convoyed
		t.snapAll()
		return nil
	case d.GameEnded:
		t.GameOver(func() scenes.Scene { return newResults(t.Ctx, t, e) }, 0)
		return t.showNote(t.Ctx.Words.T("dolores.game_over"))
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
	m.filled[i], m.share[i], m.down[i] = true, e.Card, e.FaceDown
	m.pile = max(m.pile-1, 0)
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
	t.pileTx.SetText(t.Ctx.Words.T("dolores.pile", m.pile))
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
		if c == d.NoCard || !t.mod.filled[i] {
			continue
		}
		t.mod.share[i], t.mod.down[i] = c, false
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
	m := &t.mod
	g := &t.g
	m.filled[i], m.share[i] = false, d.NoCard
	t.slots[i].SetVisible(false)
	n := t.cards[c]
	x0, y0 := centre(g.slots[i])
	t.place0(n, x0, y0, g.cardW, g.cardH)
	m.where[c] = int8(p)
	x, y, w := t.areaPos(p, c)
	return kit.Fly(n, x, y, w, flyDur)
}

// animSlotDiscarded slides the card at share slot i to the discard.
func (t *Table) animSlotDiscarded(i int, c d.Card) sprites.Anim {
	m := &t.mod
	m.filled[i], m.share[i] = false, d.NoCard
	n := t.slots[i]
	if c != d.NoCard {
		show(t.Ctx.Words, n, c)
	}
	return t.toDiscard(n, c)
}

// toDiscard flies node n (showing c) onto the discard heap, which then
// shows c on top.
func (t *Table) toDiscard(n *sprites.Card, c d.Card) sprites.Anim {
	x, y := t.discardPos()
	return sprites.Sequence(kit.Fly(n, x, y, t.g.pile.W*0.7, flyDur), sprites.Call(func() {
		t.mod.discards++
		t.mod.top = c
		n.SetVisible(false)
	}))
}

// animMiB announces a Message in a Bottle card, takes it from its
// holder's area to the discard and shows what it does to the share.
func (t *Table) animMiB(e d.MiBPlayed) sprites.Anim {
	c := d.MiBCard(int(e.MiB))
	note := t.showNote(t.Ctx.Words.T("dolores.mib_played", t.name(int(e.Player)), t.Ctx.Words.T("dolores.mib."+d.MiBName(int(e.MiB)))))
	steps := t.areaToDiscard([]sprites.Anim{note}, c)
	switch int(e.MiB) {
	case d.Swirl:
		steps = append(steps, t.animSwirl(int(e.Mask)))
	case d.Ebb:
		t.mod.ebbing, t.mod.washing, t.mod.convoyDeals = true, 4, 0
	case d.Convoy:
		t.mod.convoyDeals = 2
	}
	return sprites.Parallel(steps...)
}

// areaToDiscard appends to steps the flight of Message in a Bottle card c
// from its holder's area to the discard, once used (nothing if no area
// holds it).
func (t *Table) areaToDiscard(steps []sprites.Anim, c d.Card) []sprites.Anim {
	if t.mod.where[c] < 0 {
		return steps
	}
	t.mod.where[c] = -1
	return append(steps, t.toDiscard(t.cards[c], c))
}

// animSwirl rearranges the share: the slots in mask form the new left
// side, in order, the others the dealer's.
func (t *Table) animSwirl(mask int) sprites.Anim {
	m := &t.mod
	from := swirled(&m.filled, mask)
	share, down, convoyed, old := m.share, m.down, m.convoyed, t.slots
	var moves []sprites.Anim
	var slots [6]*sprites.Card
	m.filled, m.convoyed = [6]bool{}, [6]bool{}
	for i, j := range from {
		if j < 0 {
			continue
		}
		m.filled[i], m.share[i], m.down[i], m.convoyed[i] = true, share[j], down[j], convoyed[j]
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

// swirled is where a Swirl of mask puts the filled slots: from[i] is the
// slot whose card comes to slot i, -1 for none. The slots in mask form the
// new left side, in order, the others the dealer's (as the rules swirl).
func swirled(filled *[6]bool, mask int) (from [6]int) {
	from = [6]int{-1, -1, -1, -1, -1, -1}
	next := [2]int{sideLeft * slotsPerSide, sideDealer * slotsPerSide}
	for i, f := range filled {
		if !f {
			continue
		}
		side := sideDealer
		if mask&(1<<i) != 0 {
			side = sideLeft
		}
		from[next[side]] = i
		next[side]++
	}
	return from
}

// animCollection discards a seat's whole collection after a double Dodge.
func (t *Table) animCollection(e d.CollectionDiscarded) sprites.Anim {
	p := int(e.Player)
	if e.Type < 0 {
		return t.showNote(t.Ctx.Words.T("dolores.no_goods", t.name(p)))
	}
	var steps []sprites.Anim
	for c := d.Card(int(e.Type) * 10); c < d.Card(int(e.Type)*10+10); c++ {
		if int(t.mod.where[c]) == p {
			t.mod.where[c] = -1
			steps = append(steps, t.toDiscard(t.cards[c], c))
		}
	}
	steps = append(steps, t.showNote(t.Ctx.Words.T("dolores.collection_lost", t.name(p), t.Ctx.Words.T("dolores.goods."+d.TypeName(int(e.Type))))))
	return sprites.Parallel(steps...)
}

// animStolen moves a card from the victim's area to the thief's.
func (t *Table) animStolen(e d.Stolen) sprites.Anim {
	t.mod.where[e.Card] = e.Thief
	x, y, w := t.areaPos(int(e.Thief), e.Card)
	note := t.showNote(t.Ctx.Words.T("dolores.stolen", t.name(int(e.Thief)), t.name(int(e.Victim))))
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
