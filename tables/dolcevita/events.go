package dolcevita

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/dolcevita/model"
	"salotto/tables/kit"
)

// Durations in seconds at normal animation speed.
const (
	flyDur    = 0.42
	slideDur  = 0.5
	flashDur  = 0.11
	beatDur   = 0.35
	noteDur   = 0.9
	roundBeat = 0.6
)

// animate changes the model for ev (model.Apply, the only change an
// event makes to it) and returns the animation that shows the change
// (ending where snapAll will put everything).
func (t *Table) animate(ev rules.Event) sprites.Anim {
	t.hintEvent(ev)
	ch := t.mod.Apply(ev)
	switch e := ev.(type) {
	case dv.Placed:
		return t.animPlaced(e)
	case dv.ColumnResolving:
		t.St.Invalidate()
		return sprites.Delay(beatDur)
	case dv.TieCancelled:
		return t.animTie(e, ch)
	case dv.Awarded:
		return t.animAwarded(e, ch)
	case dv.TradedIn:
		return t.animTradedIn(e, ch)
	case dv.EmptyHanded:
		return t.showNote(e.Column, Note(t.Words(), e))
	case dv.NoBidRotated:
		return t.animRotate(e, ch)
	case dv.RoundEnded:
		return t.animRoundEnd(ch)
	case dv.GameEnded:
		t.GameOver(func() scenes.Scene { return newResults(t.Ctx, t, e) }, 0)
		return sprites.Delay(roundBeat)
	}
	return nil
}

func (t *Table) animPlaced(e dv.Placed) sprites.Anim {
	nc := t.nums[e.Player][e.Number]
	wasShown := nc.Visible()
	g := &t.g
	list := t.mod.Placed[e.Column][e.Player]
	x, y := g.placedPos(e.Column, e.Player, len(list)-1, len(list), t.n)
	pw, _ := g.placedSize(t.n)
	steps := []sprites.Anim{}
	if !wasShown {
		// a bot's card comes out of its seat panel
		hx, hy := t.seatHome(e.Player)
		nc.SetPos(hx, hy)
		nc.SetAlpha(0)
		nc.SetVisible(true)
		t.Ctx.Play(scenes.SoundPlace)
	}
	steps = append(steps, kit.Fly(nc.Card, x, y, pw, flyDur))
	// earlier cards under the same column shift to make room
	for k, n := range list[:len(list)-1] {
		ox, oy := g.placedPos(e.Column, e.Player, k, len(list), t.n)
		steps = append(steps, sprites.MoveTo(t.nums[e.Player][n].Node, ox, oy, flyDur, sprites.CubicInOut))
	}
	// the hand closes the gap
	if e.Player == t.D.Viewer() {
		k, left := 0, t.handCount(e.Player)
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			if t.mod.Num[e.Player][n] != model.InHand {
				continue
			}
			hx, hy := t.hand.Pos(k, left)
			steps = append(steps, sprites.MoveTo(t.nums[e.Player][n].Node, hx, hy, flyDur, sprites.CubicInOut))
			k++
		}
	}
	return sprites.Parallel(steps...)
}

func (t *Table) animTie(e dv.TieCancelled, ch model.Change[*gridCard]) sprites.Anim {
	var flash, home []sprites.Anim
	for _, h := range ch.Home {
		nc := t.nums[h.Seat][h.N]
		flash = append(flash, kit.Blink(nc.Node, flashDur))
		hx, hy := t.seatHome(h.Seat)
		home = append(home, kit.FlyAway(nc.Node, hx, hy, flyDur))
	}
	note := t.showNote(e.Column, Note(t.Words(), e))
	return sprites.Parallel(note, sprites.Sequence(sprites.Parallel(flash...), sprites.Parallel(home...)))
}

func (t *Table) animAwarded(e dv.Awarded, ch model.Change[*gridCard]) sprites.Anim {
	gc := ch.Card
	if gc == nil {
		return nil
	}
	sl := t.seats[e.Player].lay.slots[ch.Slot]
	t.Ctx.Play(scenes.SoundFlip)
	steps := []sprites.Anim{kit.Fly(gc.Card, sl.X+sl.W/2, sl.Y+sl.H/2, sl.W, slideDur)}
	steps = append(steps, t.shiftColumn(e.Column)...)
	return sprites.Parallel(steps...)
}

// shiftColumn slides a column's cards to their places after a change.
func (t *Table) shiftColumn(c int) []sprites.Anim {
	var out []sprites.Anim
	for i, o := range t.mod.Cols[c] {
		x, y := t.g.gridPos(c, i)
		out = append(out, sprites.MoveTo(o.Node, x, y, slideDur, sprites.CubicInOut))
	}
	return out
}

func (t *Table) animTradedIn(e dv.TradedIn, ch model.Change[*gridCard]) sprites.Anim {
	old := ch.Card
	if old == nil {
		return nil
	}
	x, y := t.g.gridPos(e.Column, len(t.mod.Cols[e.Column])-1)
	return sprites.Parallel(
		kit.Fly(old.Card, x, y, t.g.cardW, slideDur),
		t.showNote(e.Column, Note(t.Words(), e)))
}

func (t *Table) animRotate(e dv.NoBidRotated, ch model.Change[*gridCard]) sprites.Anim {
	gc := ch.Card
	if gc == nil {
		return nil
	}
	steps := t.shiftColumn(e.Column)
	x, y := t.g.gridPos(e.Column, len(t.mod.Cols[e.Column])-1)
	steps[len(steps)-1] = kit.Fly(gc.Card, x, y, t.g.cardW, slideDur)
	steps = append(steps, t.showNote(e.Column, Note(t.Words(), e)))
	return sprites.Parallel(steps...)
}

func (t *Table) animRoundEnd(ch model.Change[*gridCard]) sprites.Anim {
	var steps []sprites.Anim
	for _, h := range ch.Home {
		hx, hy := t.seatHome(h.Seat)
		steps = append(steps, kit.FlyAway(t.nums[h.Seat][h.N].Node, hx, hy, flyDur))
	}
	// the old totals and "Scoring column 7" go now, not when the cards
	// have flown home
	t.writeTotals()
	t.refreshStatus()
	t.St.Invalidate()
	steps = append(steps, sprites.Delay(roundBeat))
	return sprites.Parallel(steps...)
}

// showNote writes a short line over column c's zone for a moment.
func (t *Table) showNote(c int, s string) sprites.Anim {
	z := t.g.zone[c]
	return t.note.Show(s, z.X+z.W/2, z.Y+t.g.margin, t.g.banner.X, t.g.w-t.g.margin, noteDur)
}
