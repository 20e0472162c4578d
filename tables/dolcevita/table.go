// Package dolcevita is the playable Dolce Vita table (scene
// "play:dolcevita") and its results screen ("results:dolcevita"), built
// on the table kit (tables/kit), which drives the turns and the event
// queue.
//
// The table never diffs states: it keeps a model of what is on screen
// (which card node lies where) and changes it only by animating the
// events the rules return, one after another, so resolution plays column
// by column exactly as the rules resolved it. What it reads of the game
// besides that comes from the kit's shown view. Everything in Dolce Vita
// is public, so hot-seat players simply take turns at one screen (the
// kit locks input for a moment when the turn passes to another human):
// the hand along the bottom is always the hand of the human whose turn
// it is, and no hand-over screen is needed.
package dolcevita

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/dolcevita/model"
	"salotto/tables/kit"
)

// SceneName and ResultsName are the names the scenes report (the browser
// bridge shows them as window.salotto.scene).
const (
	SceneName   = "play:dolcevita"
	ResultsName = "results:dolcevita"
)

// Table is the Dolce Vita table scene.
type Table struct {
	*kit.Base
	g geom
	n int // players

	banner *banner
	note   *kit.Note
	hand   *handRow
	marks  kit.Marks // the panels' faint symbols, painted once

	// mod is what the screen shows (model.Apply); the grid cards in it
	// are their nodes
	mod      model.Model[*gridCard]
	glow     [dv.NumColumns]*sprites.Node
	glowPic  *sprites.Picture
	zones    [dv.NumColumns]*sprites.Node
	zoneLook [dv.NumColumns]*kit.TwoLooks
	zoneTot  [dv.NumColumns][]*sprites.Text
	nums     [][dv.MaxNumber + 1]*numCard
	seats    []*seatPanel

	targets scenes.TargetList

	lastStatus statusKey
}

// New builds a table for cfg. The configuration is checked first; a bad
// one is reported and nothing is built.
func New(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) {
	return newTable(ctx, cfg)
}

func newTable(ctx *scenes.Context, cfg tables.Config) (*Table, error) {
	t := &Table{}
	b, err := kit.NewBase(ctx, &look, cfg, t.animate, t.snapAll)
	if err != nil {
		return nil, err
	}
	t.Base, b.Reopen, b.TurnHint = b, New, func() string { return "first_placement" }
	v := t.view()
	t.n = v.Players()
	t.mod = model.New(t.n, func(gc *gridCard) dv.Card { return gc.card })
	t.mod.Round, t.mod.Start = v.Round(), v.StartPlayer()
	t.build()
	t.restoreSeats(cfg)
	t.OfferTools(LogLine)
	t.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return t, nil
}

// view is the position on screen, as the viewer may know it.
func (t *Table) view() *dv.State { return t.D.Shown().(*dv.State) }

// name is seat p's name as players see it.
func (t *Table) name(p int) string { return t.SeatName(p) }

// Name implements scenes.Scene.
func (t *Table) Name() string { return SceneName }

// Layout implements scenes.Scene: everything lands where the model says
// for the new size (a running animation is finished first).
func (t *Table) Layout(ctx *scenes.Context, w, h int) {
	t.LayoutBase(float64(w), float64(h))
	t.g = newGeom(scenes.NewMetrics(w, h, ctx.Scale), t.n)
	t.layoutStatic()
	t.KeepRoomIn(t.g.roomBar(t.hand), 1, 1)
	t.snapAll()
	t.planWarm()
	t.St.Invalidate()
}

// Update implements scenes.Scene.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.Begin()
	t.refreshStatus()
	return t.End()
}

// Targets implements scenes.Scene: hand:N, column:C, button:menu (and the
// kit's).
func (t *Table) Targets(dst []scenes.Target) []scenes.Target {
	return t.AppendTargets(t.targets.AppendTo(dst))
}

// busy reports whether events are still being shown.
func (t *Table) busy() bool { return t.Q.Busy() }

// placement is the move a number card dropped under column c means.
func placement(payload any, c int) (seat int, m rules.Move, ok bool) {
	nc, ok := payload.(*numCard)
	if !ok {
		return 0, m, false
	}
	return nc.seat, dv.Place(nc.n, c), true
}

// apply makes seat p's placement through the kit's one apply path.
func (t *Table) apply(p, n, c int) error { return t.D.Apply(p, dv.Place(n, c)) }
