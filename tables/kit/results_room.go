package kit

import (
	"errors"

	"salotto/gfx"
	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
)

// ResultsCheckID is the target of an online game's check line, labelled
// with what it says ("Every card you were shown was true."): read out to
// a player who cannot see it, and read by the browser tests.
const ResultsCheckID = "results:check"

// roomResults is what the results frame of an online room's game adds and
// takes away: no rematch (the room is over; a new one is made from Play
// online), Save this game once the room has revealed its record, the
// check of every card this device was shown against the seed the room
// revealed, and a way back to Play online that closes the room's session.
type roomResults struct {
	g     *roomGame
	check *sprites.Text
	said  string // the check's words shown
}

// playedIn makes r the results of room g's game.
func (r *Results) playedIn(g *roomGame) {
	rr := &roomResults{g: g, check: sprites.NewText("", gfx.Bold, 16, r.pal.Text)}
	rr.check.SetAnchor(0.5, 1)
	rr.check.SetAlign(sprites.AlignCenter)
	r.room = rr
	r.st.Root.Add(rr.check.Node)
	r.rematch.SetVisible(false)
	label := r.ctx.Words.T("room.results.back")
	r.back.Label().SetText(label)
	r.tl.Reset()
	if r.save != nil {
		r.tl.Add(ResultsSaveID, r.save.Label().Text(), r.save.Node)
	}
	r.tl.Add(ResultsTitleID, label, r.back.Node)
	r.tl.AddWhen(ResultsCheckID, "", rr.check.Node, func() bool { return rr.said != "" })
	r.followRoom()
	r.Layout(r.ctx, max(r.ctx.Width, 1), max(r.ctx.Height, 1))
}

// followRoom takes in what the room sends (its end may come after the
// last move's frames) and shows the check, and Save once there is a
// record.
func (r *Results) followRoom() {
	rr := r.room
	if rr == nil {
		return
	}
	rr.g.step()
	changed := false
	if r.save == nil && rr.g.record() != nil {
		r.spec.Record = rr.g.record()
		r.addSave()
		changed = true
	}
	if s := checkWords(r.ctx, rr.g); s != rr.said {
		rr.said = s
		rr.check.SetText(s)
		r.tl.Relabel(ResultsCheckID, s)
		changed = true
	}
	if changed {
		r.Layout(r.ctx, max(r.ctx.Width, 1), max(r.ctx.Height, 1))
	}
}

// layoutCheck sets the check line's type and width, returning its height
// (0 when the results are not an online room's).
func (r *Results) layoutCheck(mt scenes.Metrics, wrap float64) float64 {
	if r.room == nil {
		return 0
	}
	r.room.check.SetFont(gfx.Bold, mt.Font(18, 12))
	r.room.check.SetWrap(wrap)
	_, h := r.room.check.Size()
	return h
}

// Check is the results' line on what this device was shown ("" when the
// game was not an online room's).
func (r *Results) Check() string {
	if r.room == nil {
		return ""
	}
	return r.room.check.Text()
}

// checkWords says what the check of the room's revealed game found.
func checkWords(ctx *scenes.Context, g *roomGame) string {
	w := ctx.Words
	if g.link.end == nil {
		if g.gone != nil {
			return w.T("room.check.missing")
		}
		return w.T("room.check.waiting")
	}
	err := g.link.check(g.g)
	if err == nil {
		return w.T("room.check.true")
	}
	var m *proto.Mismatch
	if !errors.As(err, &m) {
		return w.T("room.check.failed")
	}
	switch m.Kind {
	case proto.BadSeed:
		return w.T("room.check.seed")
	case proto.BadRecord:
		return w.T("room.check.record")
	case proto.BadReceipt:
		return w.T("room.check.receipt", m.Seq)
	case proto.BadMove:
		return w.T("room.check.move", m.Seq)
	case proto.BadView:
		if m.Seq == 0 {
			return w.T("room.check.view_deal")
		}
		return w.T("room.check.view", m.Seq)
	}
	return w.T("room.check.failed")
}

// leaveRoom closes the room's session and goes to Play online (the title,
// where there is none).
func (r *Results) leaveRoom() {
	r.room.g.link.close()
	r.next = leaveTo(r.ctx)
}
