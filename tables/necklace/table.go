package necklace

import (
	"salotto/gfx"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/kit"
	"salotto/tables/necklace/model"
)

// SceneName is the name the table reports (the browser bridge shows it as
// window.salotto.scene).
const SceneName = "play:necklace"

// Table is The Duchess's Necklace table scene, on the table kit: the kit
// drives the turns and the event queue; the table keeps its board (the
// screen model: which card node lies where) and changes it only by
// animating the events, redacted for the seat at the screen.
type Table struct {
	*kit.Base
	b *board

	bottom int         // the seat whose hand lies along the bottom
	viewer int         // the seat whose View the board shows, or -1
	mod    model.Model // the cards as the screen knows them (model.Apply)

	zHand, zDiscard *sprites.Node // drop targets: the hand, the discard pile
	takeBtn, endBtn *sprites.Button
	status, rival   *sprites.Text
	note            *kit.Note

	dwell      int       // ticks the pointer has rested on the discard pile
	lastStatus statusKey // what the status line was written for
	// the taps on the discard pile and on a hand card, made once: a
	// method value assigned each frame would allocate each frame
	onDiscard, onHand func()

	over *nk.GameEnded
	// the rival's opening turn is being shown, and is still to be queued
	// (opening.go)
	opening, openingDue bool
	targets             scenes.TargetList
}

// pileTake is the payload of a card taken from a pile by drag or click.
type pileTake struct{ move rules.Move }

var (
	fromDraw    = &pileTake{nk.TakeDraw}
	fromDiscard = &pileTake{nk.TakeDiscard}
)

// New builds a table for cfg. The configuration is checked first; a bad
// one is reported and nothing is built.
func New(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) { return newTable(ctx, cfg) }

func newTable(ctx *scenes.Context, cfg tables.Config) (*Table, error) {
	t := &Table{}
	b, err := kit.NewBase(ctx, &look, cfg, t.animate, t.settle)
	if err != nil {
		return nil, err
	}
	t.Base, b.Reopen, b.TurnHint = b, New, t.turnHint
	t.Backdrop = pal.FeltDeep
	t.D.Private = func(int) bool { return true } // every hand is secret
	t.buildControls()
	t.OfferTools(t.logLine)
	t.rebuild()
	t.setBackOpening(t.D.Made())
	t.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return t, nil
}

// view is the position on screen as the viewer may know it.
func (t *Table) view() *nk.State { return t.D.Shown().(*nk.State) }

// Name implements scenes.Scene.
func (t *Table) Name() string { return SceneName }

// seatName names seat p; in solo play seat Rival is the rival jeweller.
func (t *Table) seatName(p int) string {
	if t.view().Solo() && p == nk.Rival {
		return t.Ctx.Words.T("necklace.rival.name")
	}
	return t.SeatName(p)
}

// rebuild lays the board out afresh from the shown view: at the start,
// and when the screen passes to another person (their hand, not the last
// one's) or is waiting to be passed (no hand at all).
func (t *Table) rebuild() {
	if t.b != nil {
		t.b.remove()
	}
	t.viewer = t.D.Viewer()
	if t.viewer >= 0 {
		t.bottom = t.viewer
	}
	v := t.view()
	// a table opened again mid-turn (Continue, an undo, a language
	// switch) finds the card taken in the view, not in an event
	taken := nk.NoCard
	if t.viewer >= 0 {
		taken = TakenInView(v, t.viewer)
	}
	t.mod = model.New(v, t.bottom, t.viewer, taken)
	t.b = newBoard(t.St, t.Ctx.Words, v, &t.mod, t.seatName(1-t.bottom))
	t.b.panel.node.SetVisible(t.viewer >= 0)
	t.b.shadeN.OnActivate = t.onDiscard // a tap on the spread squares it
	t.b.shadeN.NoFocus = true
	t.wire()
}

// buildControls makes what outlives a rebuild: the drop zones, the
// empty-pile choice, the status and the rival's rule, the note.
func (t *Table) buildControls() {
	w := t.Ctx.Words
	t.onDiscard, t.onHand = t.touchDiscard, t.touchHand
	t.zHand = sprites.NewNode()
	t.zHand.Name = "hand zone" //catalog:exempt a debugging name, never shown
	t.zHand.Target = sprites.TargetFuncs{AcceptsFunc: t.acceptsTake, DropFunc: t.dropTake}
	t.zDiscard = sprites.NewNode()
	t.zDiscard.Name = "discard zone" //catalog:exempt a debugging name, never shown
	t.zDiscard.Target = sprites.TargetFuncs{AcceptsFunc: t.acceptsDiscard, DropFunc: t.dropDiscard}
	t.zDiscard.OnActivate = t.onDiscard
	t.takeBtn = sprites.NewButton(w.T("necklace.choice.take"), 10, 10, func() { t.move(nk.TakeDiscard) })
	t.endBtn = sprites.NewButton(w.T("necklace.choice.end"), 10, 10, func() { t.move(nk.Decline) })
	t.status = sprites.NewText("", gfx.Bold, 16, pal.Text)
	t.status.SetAnchor(0.5, 0.5)
	t.status.SetAlign(sprites.AlignCenter)
	t.rival = sprites.NewText(w.T("necklace.rival.rule"), gfx.Regular, 13, pal.TextDim)
	t.note = kit.NewNote(pal.Panel, pal.Accent, pal.PanelText)
	for _, n := range []*sprites.Node{t.zHand, t.zDiscard, t.takeBtn.Node, t.endBtn.Node, t.status.Node, t.rival.Node} {
		n.SetZ(zPanel + 2)
	}
	// the zones lie under the whole board (its layer is at z 0), so a card
	// over them is picked up, not the zone
	t.zHand.SetZ(-1)
	t.zDiscard.SetZ(-1)
	t.St.Root.Add(t.zHand, t.zDiscard, t.takeBtn.Node, t.endBtn.Node, t.status.Node, t.rival.Node, t.note.Node)
	t.St.OnRefuse = func(_, _ *sprites.Node, reason string) { t.say(reason) }
}

// Layout implements scenes.Scene.
func (t *Table) Layout(_ *scenes.Context, w, h int) {
	t.LayoutBase(float64(w), float64(h))
	t.b.layout(float64(w), float64(h))
	g := &t.b.g
	// tips over the rival's hand: off the live-necklace panel's heading
	// and above the status line
	t.KeepHintsIn(sprites.Rect{X: g.play.X, Y: g.play.Y, W: g.play.W, H: g.oppRow.Y + g.oppRow.H - g.play.Y})
	t.KeepRoomIn(g.roomBar(), 1, 0)
	t.zHand.SetPos(g.handArea.X, g.handArea.Y)
	t.zHand.SetSize(g.handArea.W, g.handArea.H)
	t.zDiscard.SetPos(g.discardPos[0]-g.cardW*0.6, g.discardPos[1]-g.cardH*0.6)
	t.zDiscard.SetSize(g.cardW*1.2, g.cardH*1.2)
	bw, bh := g.cardW*1.5, max(26, 40*g.u)
	for _, b := range []*sprites.Button{t.takeBtn, t.endBtn} {
		b.Label().SetFont(gfx.Bold, g.small)
		lw, _ := b.Label().Size()
		bw = max(bw, lw+2*g.margin)
	}
	t.takeBtn.SetSize(bw, bh)
	t.endBtn.SetSize(bw, bh)
	t.takeBtn.SetPos(g.drawPos[0], g.drawPos[1]-bh*0.65)
	t.endBtn.SetPos(g.drawPos[0], g.drawPos[1]+bh*0.65)
	t.status.SetFont(gfx.Bold, g.font)
	t.status.SetPos(g.play.X+g.play.W/2, (g.oppRow.Y+g.oppRow.H+g.box.Y)/2)
	t.rival.SetFont(gfx.Regular, g.small)
	x, _ := g.oppLabelPos(nk.HandSize)
	t.rival.SetWrap(max(60, x-g.margin*2))
	t.rival.SetPos(g.margin, g.oppRow.Y+g.oppRow.H*0.5+g.small)
	t.note.Text.SetFont(gfx.Bold, g.font)
	t.refresh()
	t.planWarm()
	t.St.Invalidate()
}

// Update implements scenes.Scene.
func (t *Table) Update(_ *scenes.Context) scenes.Change {
	t.startOpening()
	t.Begin()
	if t.opening && !t.Q.Busy() {
		t.opening = false
	}
	if v := t.D.Viewer(); v != t.viewer && !t.Q.Busy() && !t.Ended() {
		t.rebuild()
		t.Layout(t.Ctx, t.Ctx.Width, t.Ctx.Height)
	}
	t.hover()
	t.refresh()
	return t.End()
}

// Targets implements scenes.Scene: draw, discard, hand, hand:ID, the
// choice buttons, and the kit's.
func (t *Table) Targets(dst []scenes.Target) []scenes.Target {
	dst = t.appendTargets(dst)
	return t.AppendTargets(dst)
}

// endHold is how long (ticks at normal speed) the strung necklaces stay
// before the results frame.
const endHold = 150

// seatToMove is the human at the screen who may act now, or -1.
func (t *Table) seatToMove() int {
	if t.viewer >= 0 && t.D.CanAct(t.viewer) {
		return t.viewer
	}
	return -1
}

// move makes the viewer's move through the kit's one apply path; a
// refusal is worded for them and the state stays as it was.
func (t *Table) move(m rules.Move) {
	if err := t.D.Apply(t.viewer, m); err != nil {
		t.say(t.refusal(err))
	}
}

func (t *Table) refusal(err error) string { return t.Ctx.Words.Refusal(err, t.seatName) }

// check says why the viewer's move m would be refused ("" if allowed).
func (t *Table) check(m rules.Move) string {
	if t.viewer < 0 {
		return t.Ctx.Words.T("kit.wait_moving")
	}
	if err := t.D.Check(t.viewer, m); err != nil {
		return t.refusal(err)
	}
	return ""
}

func (t *Table) acceptsTake(p any) (bool, string) {
	pt, ok := p.(*pileTake)
	if !ok {
		return false, ""
	}
	r := t.check(pt.move)
	return r == "", r
}

func (t *Table) dropTake(p any, _ *sprites.Node) { t.move(p.(*pileTake).move) }

func (t *Table) acceptsDiscard(p any) (bool, string) {
	n, ok := p.(*cardNode)
	if !ok {
		return false, ""
	}
	r := t.check(nk.DiscardMove(n.card))
	return r == "", r
}

func (t *Table) dropDiscard(p any, _ *sprites.Node) { t.move(nk.DiscardMove(p.(*cardNode).card)) }

// touchDiscard is a tap or Enter on the discard pile: it fans the pile
// out (or squares it), and on the viewer's turn to take when the pile
// cannot be taken from (the first turn of the game) it says why.
func (t *Table) touchDiscard() {
	if t.seatToMove() >= 0 && !t.view().Discarding() {
		if r := t.check(nk.TakeDiscard); r != "" {
			t.say(r)
		}
	}
	if len(t.b.discard) > 0 {
		t.St.Play(t.b.fanDiscards(!t.b.fanned))
		// squared by hand, the pile stays square while the pointer or
		// the focus stays on it: resting there does not fan it again
		t.dwell = noDwell
	}
}

// say shows a line over the table for a moment.
func (t *Table) say(s string) {
	g := &t.b.g
	t.St.Play(t.note.Show(s, g.play.X+g.play.W/2, g.box.Y+g.box.H/2, g.play.X, g.play.X+g.play.W, 2.2))
}

// Settled implements scenes.Scene: the kit's, but never once the game is
// over and the results are still to come, so an idle loop (the browser
// sleeps on a settled screen until input) keeps ticking the end's hold
// and brings the results.
func (t *Table) Settled() bool { return t.Base.Settled() && t.over == nil }
