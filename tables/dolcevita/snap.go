package dolcevita

import (
	"image/color"
	"math"

	"salotto/art"
	"salotto/gfx"
)

// layoutStatic sizes what does not move: felt, banner, zones, panels.
func (t *Table) layoutStatic() {
	g := &t.g
	t.banner.Layout(g.banner)
	t.hand.Layout(g.hand, g.handW, g.handH, g.margin, g.font)
	t.note.Text.SetFont(gfx.Bold, math.Round(math.Max(g.mt.Dp(12), g.font)))
	t.note.Pad = g.margin
	for c, z := range t.zones {
		r := g.zone[c]
		z.SetPos(r.X, r.Y)
		t.zoneLook[c].Resize(r.W, r.H)
		for p, tx := range t.zoneTot[c] {
			x, y := g.totalPos(c, p, t.n)
			row := g.zoneRow(c, p, t.n)
			tx.SetFont(gfx.Bold, math.Round(math.Max(g.mt.Dp(11), math.Min(row.H*0.55, 20*g.u))))
			tx.SetPos(x, y)
		}
	}
	gw, gh := g.cardW*1.06+g.margin*1.6, g.cardH*1.06+g.margin*1.6
	t.glowPic.Resize(gw, gh)
	for _, gl := range t.glow {
		gl.SetSize(gw, gh)
	}
	t.layoutSeats()
	t.St.Invalidate()
}

// snapAll puts every card exactly where the model says (after each
// event's animation and after a resize), so animations never drift.
func (t *Table) snapAll() {
	t.snapGrid()
	t.snapSeats()
	t.snapNumbers()
	t.refreshStatus()
}

// totalInk is seat p's colour for its totals, lifted to read on the
// dark zones.
func (t *Table) totalInk(p int) color.RGBA {
	return gfx.Mix(art.SeatColor(t.SeatColor(p)), pal.Text, 0.3)
}

// statusKey remembers what the banner says, so it is rewritten (and the
// panels relit) only when that changes.
type statusKey struct {
	round, start, active, holder, handover int
	resolving                              int
	busy, done, locked                     bool
}

// refreshStatus writes the banner: the round, who started it, and who
// is to act (or that a column is being scored), from the screen's model
// and the kit's shown view, never from the live game.
func (t *Table) refreshStatus() {
	v := t.view()
	k := statusKey{round: t.mod.Round, start: t.mod.Start, active: t.D.Next(), holder: t.D.Viewer(), handover: t.D.HandingOver(),
		resolving: t.mod.Resolving, busy: t.busy(), done: v.Done(), locked: t.D.Locked()}
	if k == t.lastStatus && t.banner.Left.Text() != "" {
		return
	}
	t.lastStatus = k
	t.St.Invalidate()
	w := t.Ctx.Words
	t.banner.Left.SetText(RoundLine(t.Words(), t.mod.Round, v.Rounds(), t.mod.Start))
	var s string
	switch {
	case k.done && !k.busy:
		s = w.T("dolcevita.game_over")
	case t.mod.Resolving >= 0:
		s = w.T("dolcevita.scoring", t.mod.Resolving+1, w.T("kit.skip_hint"))
	case k.busy:
		s = ""
	default:
		s = t.TurnLine(w.T("dolcevita.your_move"))
	}
	t.banner.Right.SetText(s)
}
