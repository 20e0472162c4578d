package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
)

// Picks made by clicking a card in an area: after a double Dodge a
// participant clicks one of their own collections to lose; a Theft's
// holder clicks the goods card to take from another area.
const (
	pickNone = iota
	pickCollection
	pickTheft
)

// areaPick says what clicking an area card does now, for chooser p.
func (t *Table) areaPick(p int) int {
	if p < 0 {
		return pickNone
	}
	switch t.view().Step() {
	case d.StepCollections:
		return pickCollection
	case d.StepTheft:
		if t.view().Thief() == p {
			return pickTheft
		}
	}
	return pickNone
}

// areaMove is the move clicking card c of seat owner makes for p.
func areaMove(mode, p, owner int, c d.Card) (rules.Move, bool) {
	if !c.IsGoods() {
		return rules.Move{}, false
	}
	switch {
	case mode == pickCollection && owner == p:
		return rules.Move{Kind: d.KindDiscard, A: int16(c.Type())}, true
	case mode == pickTheft && owner != p:
		return rules.Move{Kind: d.KindSteal, A: int16(owner), B: int16(c.Type()), C: int16(c.Value())}, true
	}
	return rules.Move{}, false
}

// setAreaPick makes the area cards clickable for chooser p's pick, or
// not at all; the state is kept so the handlers are set only on change.
func (t *Table) setAreaPick(p int) {
	mode := t.areaPick(p)
	if mode == t.pick.mode && p == t.pick.seat && t.pick.share == t.mod.ShareNo && t.pick.cards == t.mod.Where {
		return
	}
	t.pick.mode, t.pick.seat, t.pick.share, t.pick.cards = mode, p, t.mod.ShareNo, t.mod.Where
	t.pick.targets.Reset()
	for c, n := range t.cards[:d.FirstMiB] {
		owner := int(t.mod.Where[c])
		m, ok := areaMove(mode, p, owner, d.Card(c))
		if owner < 0 || !ok {
			n.OnActivate = nil
			continue
		}
		seat := p
		n.OnActivate = func() { t.areaChoose(seat, m) }
		t.pick.targets.Add(areaTarget(owner, d.Card(c)), t.Ctx.Words.T("dolores.goods."+d.TypeName(d.Card(c).Type())), n.Node)
	}
	t.St.Invalidate()
}

// areaTarget is the id of card c in seat owner's area: area:SEAT:TYPE:VALUE.
func areaTarget(owner int, c d.Card) string {
	return "area:" + itoa(owner) + ":" + d.TypeName(c.Type()) + ":" + itoa(c.Value())
}

func (t *Table) areaChoose(p int, m rules.Move) {
	if err := t.D.Apply(p, m); err != nil {
		t.flash(t.Refusal(err))
		return
	}
	t.Ctx.Play(scenes.SoundPlace)
	t.setAreaPick(-1)
}
