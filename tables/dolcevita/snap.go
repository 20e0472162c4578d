package dolcevita

import (
	"math"
	"strconv"

	"salotto/gfx"
)

// layoutStatic sizes what does not move: felt, banner, zones, panels.
func (t *Table) layoutStatic() {
	g := &t.g
	t.bg.Resize(g.w, g.h)
	t.bgNode.SetPos(0, 0)
	fs := math.Round(math.Max(12, g.banner.H*0.5))
	t.roundTx.SetFont(gfx.Bold, fs)
	t.status.SetFont(gfx.Bold, fs)
	_, th := t.roundTx.Size()
	t.roundTx.SetPos(g.banner.X, g.banner.Y+(g.banner.H-th)/2)
	t.status.SetPos(g.banner.X+g.banner.W, g.banner.Y+(g.banner.H-th)/2)
	t.handTx.SetFont(gfx.Bold, math.Round(math.Max(12, g.font)))
	t.note.SetFont(gfx.Bold, math.Round(math.Max(12, g.font)))
	for c, z := range t.zones {
		r := g.zone[c]
		z.SetPos(r.X, r.Y)
		t.zoneLook[c].Resize(r.W, r.H)
		for p, tx := range t.zoneTot[c] {
			x, y := g.totalPos(c, p, t.n)
			row := g.zoneRow(c, p, t.n)
			tx.SetFont(gfx.Bold, math.Round(math.Max(11, math.Min(row.H*0.55, 20*g.u))))
			tx.SetColor(gfx.Mix(t.seatInk(p), pal.Text, 0.3)) // lifted to read on the dark zone
			tx.SetPos(x, y)
		}
	}
	gw, gh := g.cardW*1.06+g.margin*1.6, g.cardH*1.06+g.margin*1.6
	t.glowPic.Resize(gw, gh)
	for _, gl := range t.glow {
		gl.SetSize(gw, gh)
	}
	t.layoutSeats()
	t.st.Invalidate()
}

// snapAll puts every card exactly where the model says (after each
// event's animation and after a resize), so animations never drift.
func (t *Table) snapAll() {
	t.snapGrid()
	t.snapSeats()
	t.snapNumbers()
	t.refreshStatus()
}

// statusKey remembers what the banner says, so it is rewritten (and the
// panels relit) only when that changes.
type statusKey struct {
	round, start, turn, active int
	resolving                  int
	busy, done                 bool
}

// refreshStatus writes the banner: the round, who started it, and who
// is to act (or that the round is being scored).
func (t *Table) refreshStatus() {
	k := statusKey{round: t.round, start: t.start, turn: t.state.Turn(), active: t.activeSeat(), resolving: t.resolving, busy: t.busy(), done: t.state.Done()}
	if k == t.lastStatus && t.roundTx.Text() != "" {
		return
	}
	t.lastStatus = k
	t.st.Invalidate()
	t.roundTx.SetText("Round " + strconv.Itoa(t.round) + " of " + strconv.Itoa(t.state.Rounds()) + " · " + t.name(t.start) + " started")
	var s string
	switch {
	case k.done && !k.busy:
		s = "Game over"
	case k.busy && t.resolving >= 0:
		s = "Scoring column " + strconv.Itoa(t.resolving+1) + " · click to skip"
	case k.busy:
		s = ""
	case t.human[k.turn] && t.humans() > 1:
		s = t.name(k.turn) + ", your turn: drag a card under a column"
	case t.human[k.turn]:
		s = "Your turn: drag a number card under a column"
	default:
		s = t.name(k.turn) + " is thinking..."
	}
	if s != "" || !k.busy {
		t.status.SetText(s)
	}
}
