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
	"fmt"
	"image/color"

	"salotto/art"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/kit"
)

// SceneName and ResultsName are the names the scenes report (the browser
// bridge shows them as window.salotto.scene).
const (
	SceneName   = "play:dolcevita"
	ResultsName = "results:dolcevita"
)

// Register adds the table to reg as "play:dolcevita". Opened by name it
// seats one human against bots at normal (tables.DefaultConfig); a setup
// screen calls New with its own configuration instead.
func Register(reg *scenes.Registry) {
	reg.Add("play", []string{"dolcevita"}, Factory)
}

// Factory opens the table with the default seats for ctx.Seed.
func Factory(ctx *scenes.Context, _ string) (scenes.Scene, error) {
	cfg, err := tables.DefaultConfig(ctx.Words, "dolcevita", ctx.Seed)
	if err != nil {
		return nil, err
	}
	return New(ctx, cfg)
}

// Table is the Dolce Vita table scene.
type Table struct {
	*kit.Base
	ctx *scenes.Context
	cfg tables.Config
	st  *sprites.Stage
	g   geom
	n   int // players

	colors []int

	bg      *sprites.Picture
	bgNode  *sprites.Node
	roundTx *sprites.Text
	status  *sprites.Text
	note    *kit.Note
	handTx  *sprites.Text

	cols     [dv.NumColumns][]*gridCard
	glow     [dv.NumColumns]*sprites.Node
	glowPic  *sprites.Picture
	zones    [dv.NumColumns]*sprites.Node
	zoneLook [dv.NumColumns]*kit.TwoLooks
	zoneTot  [dv.NumColumns][]*sprites.Text
	placed   [dv.NumColumns][][]*numCard
	nums     [][dv.MaxNumber + 1]*numCard
	owned    [][dv.NumLuxuries]*gridCard
	money    [][]*gridCard
	tradeOld []*gridCard
	seats    []*seatPanel

	handSeat  int // the human whose hand is shown, or -1
	round     int // the round shown (from 1)
	start     int // its start player
	resolving int // column being resolved, or -1

	over    *dv.GameEnded
	menu    *kit.MenuButton
	targets []target

	lastStatus statusKey
}

// target ties an interactive node to its stable id.
type target struct {
	id, label string
	node      *sprites.Node
	num       *numCard // for hand:N, the card, listed only while in the shown hand
}

// New builds a table for cfg. The configuration is checked first; a bad
// one is reported and nothing is built.
func New(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) {
	return newTable(ctx, cfg)
}

func newTable(ctx *scenes.Context, cfg tables.Config) (*Table, error) {
	if cfg.Game != "dolcevita" {
		return nil, fmt.Errorf("the Dolce Vita table cannot play %q", cfg.Game)
	}
	t := &Table{ctx: ctx, cfg: cfg, resolving: -1}
	b, err := kit.NewBase(ctx, cfg, t.animate, t.snapAll)
	if err != nil {
		return nil, err
	}
	t.Base, t.st = b, b.St
	v := t.view()
	t.n = v.Players()
	t.round, t.start, t.handSeat = v.Round(), v.StartPlayer(), t.D.Holder()
	for _, s := range cfg.Seats {
		t.colors = append(t.colors, s.Color)
	}
	t.build()
	t.menu = kit.NewMenuButton(ctx, t.st, "dolcevita")
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
	t.g = newGeom(float64(w), float64(h), t.n)
	t.layoutStatic()
	t.snapAll()
	t.planWarm()
	t.st.Invalidate()
}

// Update implements scenes.Scene.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.Begin()
	if t.menu.Opened(t.st) && t.Next.IsNone() {
		t.Next = scenes.Push(kit.NewMenu(ctx, "dolcevita"))
	}
	if h := t.D.Holder(); h != t.handSeat {
		t.handSeat = h
		t.snapAll()
	}
	if t.over != nil && !t.Q.Busy() && !t.st.Animating() && t.Next.IsNone() {
		t.Next = scenes.Replace(newResults(t.ctx, t, *t.over))
		t.over = nil
	}
	t.refreshStatus()
	return t.End()
}

// Targets implements scenes.Scene: hand:N, column:C, button:menu (and the
// kit's).
func (t *Table) Targets(dst []scenes.Target) []scenes.Target {
	for _, tg := range t.targets {
		if !tg.node.VisibleInTree() || tg.num != nil && (tg.num.col != inHand || tg.num.seat != t.handSeat) {
			continue
		}
		dst = append(dst, scenes.NodeTarget(tg.id, tg.label, tg.node))
	}
	return t.AppendTargets(t.menu.AppendTarget(dst))
}

// busy reports whether events are still being shown.
func (t *Table) busy() bool { return t.Q.Busy() }

// apply makes seat p's placement through the kit's one apply path.
func (t *Table) apply(p, n, c int) error { return t.D.Apply(p, dv.Place(n, c)) }

// seatInk is seat p's colour for text on the felt.
func (t *Table) seatInk(p int) color.RGBA { return art.SeatColor(t.colors[p]) }
