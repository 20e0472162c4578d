package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/dolores/model"
)

// A Swirl's user rearranges the share by dragging a card onto a card of
// the other side, which swaps them (so each side keeps its size), then
// confirms. The arrangement is a proposal on screen only: the model
// changes when the rules' MiBPlayed event says how the share now lies.
type swirlState struct {
	on    bool
	seat  int
	order [6]int // the original slot shown at each position, -1: empty
}

// swirlCard is what a dragged share card carries: its position.
type swirlCard struct{ pos int }

// swirlMove is the Swirl with mask's slots forming the new left side.
func swirlMove(mask int) rules.Move {
	return rules.Move{Kind: d.KindMiB, A: int16(d.Swirl), B: int16(mask)}
}

// startSwirl lets seat p arrange the share.
func (t *Table) startSwirl(p int) {
	sw := &t.swirl
	sw.on, sw.seat = true, p
	for i := range sw.order {
		sw.order[i] = -1
		if t.mod.Filled[i] {
			sw.order[i] = i
		}
	}
	for pos := range t.slots {
		t.armSwirl(pos)
	}
	t.refreshChoices(p)
	t.snapShare()
}

// armSwirl makes the card shown at pos draggable onto the other side.
func (t *Table) armSwirl(pos int) {
	sw := &t.swirl
	if sw.order[pos] < 0 {
		return
	}
	n := t.slots[sw.order[pos]]
	n.Draggable = true
	n.Payload = swirlCard{pos}
	n.Target = sprites.TargetFuncs{
		AcceptsFunc: func(payload any) (bool, string) {
			c, ok := payload.(swirlCard)
			return ok && sw.on && c.pos/model.SlotsPerSide != t.posOf(n)/model.SlotsPerSide, ""
		},
		DropFunc: func(payload any, _ *sprites.Node) {
			if c, ok := payload.(swirlCard); ok {
				t.swapSwirl(c.pos, t.posOf(n))
			}
		},
	}
}

// posOf is the position the share card node n is shown at.
func (t *Table) posOf(n *sprites.Card) int {
	for pos, i := range t.swirl.order {
		if i >= 0 && t.slots[i] == n {
			return pos
		}
	}
	return -1
}

// swapSwirl swaps the cards shown at positions a and b.
func (t *Table) swapSwirl(a, b int) {
	sw := &t.swirl
	if a < 0 || b < 0 || sw.order[a] < 0 || sw.order[b] < 0 {
		return
	}
	sw.order[a], sw.order[b] = sw.order[b], sw.order[a]
	t.slots[sw.order[a]].Payload = swirlCard{a}
	t.slots[sw.order[b]].Payload = swirlCard{b}
	t.Ctx.Play(scenes.SoundPlace)
	t.snapShare()
}

// swirlMask is the proposal as the rules write it: the original slots
// now on the left side.
func (t *Table) swirlMask() int {
	mask := 0
	for pos := 0; pos < model.SlotsPerSide; pos++ {
		if i := t.swirl.order[pos]; i >= 0 {
			mask |= 1 << i
		}
	}
	return mask
}

// confirmSwirl plays the Swirl as arranged; a refusal (nothing moved
// across) is said and the arrangement kept.
func (t *Table) confirmSwirl() {
	sw := &t.swirl
	if err := t.D.Apply(sw.seat, swirlMove(t.swirlMask())); err != nil {
		t.flash(t.Refusal(err))
		return
	}
	t.Ctx.Play(scenes.SoundButton)
	// the cards stay where they were arranged: the Swirl's event moves
	// them from there to where the rules put them
	t.endSwirl()
	t.refreshChoices(t.chooser())
}

// stopSwirl ends the arranging; the share shows the model again.
func (t *Table) stopSwirl() {
	sw := &t.swirl
	if !sw.on {
		return
	}
	t.endSwirl()
	t.refreshChoices(t.chooser())
	t.snapShare()
}

// endSwirl stops the arranging, leaving the cards where they lie.
func (t *Table) endSwirl() {
	t.swirl.on = false
	for _, n := range t.slots {
		n.Draggable, n.Payload, n.Target = false, nil, nil
	}
}

// swirlPos is where original slot i is shown: its proposed position while
// arranging, else its own.
func (t *Table) swirlPos(i int) int {
	if !t.swirl.on {
		return i
	}
	for pos, o := range t.swirl.order {
		if o == i {
			return pos
		}
	}
	return i
}
