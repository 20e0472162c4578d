package necklace

import (
	"math"

	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
)

// wire gives the board's nodes their parts in play after a rebuild.
func (t *Table) wire() {
	top := t.b.pile[len(t.b.pile)-1]
	top.Payload = fromDraw
	top.Name = "draw pile" //catalog:exempt a debugging name, never shown
	t.refresh()
}

// refresh makes the nodes that may move now draggable (the tops of the
// piles while the viewer takes, their hand while they discard), shows the
// empty-pile choice, and writes the status line when it changes.
func (t *Table) refresh() {
	b := t.b
	v := t.view()
	me := t.seatToMove()
	over := t.over != nil || v.Done()
	taking := me >= 0 && !over && !v.Discarding()
	discarding := me >= 0 && !over && v.Discarding()
	top := b.pile[len(b.pile)-1]
	top.Draggable = taking && b.mod.Pile > 0
	top.NoFocus = !top.Draggable
	for k, n := range b.discard {
		isTop := k == len(b.discard)-1
		n.Draggable = taking && isTop
		n.Payload = nil
		n.OnActivate = t.onDiscard
		if n.Draggable {
			n.Payload, n.OnActivate = fromDiscard, nil
		}
		n.NoFocus = !isTop
		n.Target = t.zDiscard.Target // a card dropped on the pile's top lands on the pile
	}
	for _, n := range b.hand {
		// a card taken into the hand from a pile still carried the pile's
		// payload and, from the discard pile, its drop target: the discard
		// pile refused the card, and a card dropped on it was refused
		n.Payload, n.Target = n, nil
		n.Draggable = discarding
		n.NoFocus = !discarding
		n.OnActivate = nil
		if taking {
			// hoverable for its preview; a tap says a card comes first
			n.OnActivate = t.onHand
		}
	}
	for _, n := range b.opp {
		n.Draggable, n.OnActivate, n.NoFocus, n.Payload, n.Target = false, nil, true, nil, nil
	}
	choice := taking && b.mod.Pile == 0
	t.takeBtn.SetVisible(choice)
	t.endBtn.SetVisible(choice)
	t.takeBtn.SetDisabled(choice && len(b.discard) == 0)
	t.rival.SetVisible(v.Solo())
	key := statusKey{me: me, toMove: t.shownToMove(v), taking: taking, discarding: discarding, over: over, ended: t.Ended(),
		pileEmpty: b.mod.Pile == 0, noDiscard: len(b.discard) == 0, viewer: t.viewer, carrying: t.St.Dragging() != nil}
	if key != t.lastStatus || t.status.Text() == "" {
		// words are formatted only when the line changes: a quiet frame
		// allocates nothing
		t.lastStatus = key
		t.status.SetText(t.statusText(v, me, key))
	}
}

// statusKey is everything the status line depends on.
type statusKey struct {
	me, toMove, viewer              int
	taking, discarding, over, ended bool
	pileEmpty, noDiscard            bool
	carrying                        bool // a card is picked up (dragged, or carried after a click)
}

// touchHand is a tap on a hand card before taking: the discard would be
// refused, and the player is told why.
func (t *Table) touchHand() {
	if r := t.check(nk.DiscardMove(t.b.hand[0].card)); r != "" {
		t.say(r)
	}
}

// statusText is the line under the opponent's hand: whose turn, what to
// do, and at the end the result.
func (t *Table) statusText(v *nk.State, me int, k statusKey) string {
	w := t.Ctx.Words
	taking, discarding, over := k.taking, k.discarding, k.over
	var s string
	switch {
	case over && t.Ended():
		s = t.resultText()
	case over:
		return ""
	case taking && k.carrying:
		// a pile's card picked up (a click carries it): where it goes
		s = w.T("necklace.turn.carry")
	case discarding && k.carrying:
		s = w.T("necklace.turn.carry_discard")
	case taking && t.b.mod.Pile == 0:
		s = w.T("necklace.turn.last")
	case taking && len(t.b.discard) == 0:
		s = w.T("necklace.turn.take_first")
	case taking:
		s = w.T("necklace.turn.take")
	case discarding:
		s = w.T("necklace.turn.discard")
	default:
		return w.T("necklace.turn.other", t.seatName(t.shownToMove(v)))
	}
	if me >= 0 && t.D.Humans() > 1 {
		s = w.T("necklace.turn.named", t.seatName(me), s)
	}
	return s
}

// resultText is the end's line (ResultLine), once the end is shown.
func (t *Table) resultText() string {
	if t.over == nil {
		return ""
	}
	return ResultLine(t.words(), *t.over)
}

var ratingKeys = [...]string{
	nk.Apprentice: "necklace.rating.apprentice", nk.Jeweller: "necklace.rating.jeweller",
	nk.Master: "necklace.rating.master", nk.DuchessJeweller: "necklace.rating.duchess",
}

// hover previews the candidate in hand, under the pointer or, with the
// focus ring shown, under the keyboard's focus in the panel: the top
// discard (a take) or a hand card (a discard); and the discard pile fans
// out while the pointer or the focus rests on it.
func (t *Table) hover() {
	b := t.b
	var cand *sprites.Node
	switch {
	case t.St.Dragging() != nil:
		cand = t.St.Dragging()
	case t.St.Hover() != nil:
		cand = t.St.Hover()
	case t.St.FocusVisible():
		cand = t.St.Focus()
	}
	var p Preview
	if me := t.seatToMove(); me >= 0 && cand != nil && t.over == nil {
		live := &b.panel.live
		if n := len(b.discard); n > 0 && cand == b.discard[n-1].Node && !t.view().Discarding() {
			p = live.PreviewTake(b.discard[n-1].card)
		} else if i := indexNode(b.hand, cand); i >= 0 {
			p = live.PreviewDiscard(b.hand[i].card)
		}
	}
	b.panel.preview(p)
	t.hintPreview(p)
	// the pile fans out once the pointer rests on it a moment (at once on
	// a tap), and squares again when the pointer leaves the spread
	over := cand != nil && (cand == t.zDiscard || cand == b.shadeN || indexNode(b.discard, cand) >= 0)
	if t.St.Dragging() != nil || t.Q.Busy() || t.over != nil || !over {
		t.dwell = 0
	} else if !b.fanned {
		t.dwell++
	}
	switch {
	case t.Q.Busy() || t.over != nil || len(b.discard) < 2:
	case !b.fanned && t.dwell >= fanDwell && !t.St.Animating():
		t.St.PlayAmbient(b.fanDiscards(true))
	case b.fanned && !over && t.St.Dragging() == nil && !t.St.Animating():
		// ambient: a press meanwhile (on the draw pile, reached for from
		// the spread) is the player's, not a "finish the animation"
		t.St.PlayAmbient(b.fanDiscards(false))
	}
}

// indexNode is where node n is in cards, or -1 (a plain loop: a closure
// here would allocate every frame).
func indexNode(cards []*cardNode, n *sprites.Node) int {
	for i, c := range cards {
		if c.Node == n {
			return i
		}
	}
	return -1
}

// fanDwell is how long (ticks) the pointer rests on the discard pile
// before it fans out: long enough that reaching for its top card to drag
// it does not spread the pile under the pointer.
const fanDwell = 30

// noDwell holds the fan back until the pointer or the focus leaves the
// pile and comes back.
const noDwell = math.MinInt32

// appendTargets lists the table's targets, on demand (tests and the
// browser bridge), not each frame: draw, discard, hand (the drop zone),
// hand:ID, take-discard, end-game.
func (t *Table) appendTargets(dst []scenes.Target) []scenes.Target {
	b, w := t.b, t.Ctx.Words
	tl := &t.targets
	tl.Reset()
	tl.Add("draw", w.T("necklace.pile.draw"), b.pile[len(b.pile)-1].Node)
	if n := len(b.discard); n > 0 {
		tl.Add("discard", w.T("necklace.pile.discard"), b.discard[n-1].Node)
	} else {
		tl.Add("discard", w.T("necklace.pile.discard"), t.zDiscard)
	}
	tl.Add("discard-pile", w.T("necklace.pile.discard"), t.zDiscard)
	tl.Add("hand", w.T("necklace.hand.yours"), t.zHand)
	for _, c := range b.hand {
		if c.card.Valid() {
			tl.Add("hand:"+c.card.String(), c.card.String(), c.Node)
		}
	}
	tl.Add("take-discard", w.T("necklace.choice.take"), t.takeBtn.Node)
	tl.Add("end-game", w.T("necklace.choice.end"), t.endBtn.Node)
	return tl.AppendTo(dst)
}
