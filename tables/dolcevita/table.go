// Package dolcevita is the playable Dolce Vita table (scene
// "play:dolcevita") and its results screen ("results:dolcevita").
//
// The table never diffs states: it keeps a model of what is on screen
// (which card node lies where) and changes it only by animating the
// events the rules return, one after another, so resolution plays column
// by column exactly as the rules resolved it. Everything in Dolce Vita is
// public, so hot-seat players simply take turns at one screen: the hand
// along the bottom is always the hand of the human whose turn it is, and
// no hand-over screen is needed.
package dolcevita

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/rules"
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
	cfg, err := tables.DefaultConfig("dolcevita", ctx.Seed)
	if err != nil {
		return nil, err
	}
	return New(ctx, cfg)
}

// Table is the Dolce Vita table scene.
type Table struct {
	ctx   *scenes.Context
	cfg   tables.Config
	st    *sprites.Stage
	g     geom
	state *dv.State
	n     int // players

	human  []bool
	agents []rules.Agent
	colors []int

	bg       *picture
	bgNode   *sprites.Node
	roundTx  *sprites.Text
	status   *sprites.Text
	note     *sprites.Text
	noteBox  *picture
	noteNode *sprites.Node
	handTx   *sprites.Text

	cols     [dv.NumColumns][]*gridCard
	glow     [dv.NumColumns]*sprites.Node
	glowPic  *picture
	zones    [dv.NumColumns]*sprites.Node
	zoneLook [dv.NumColumns]*twoLooks
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

	queue []rules.Event
	qHead int
	cur   *sprites.Timeline
	ff    bool // a click asked to skip: play the queued events instantly

	thinking   bool
	thinkTicks int
	done       bool // the thinking bot has decided
	// thinkSlice is how long a bot may think per frame, in seconds.
	thinkSlice float64

	over    *dv.GameEnded
	menu    *kit.MenuButton
	next    scenes.Change
	targets []target

	warm       warmer
	stats      frameStats
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
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	state, err := dv.NewState(cfg.Options, cfg.Seed)
	if err != nil {
		return nil, err
	}
	t := &Table{ctx: ctx, cfg: cfg, st: ctx.NewStage(), state: state, n: state.Players(),
		handSeat: -1, resolving: -1, thinkSlice: 0.004}
	t.round, t.start = state.Round(), state.StartPlayer()
	for i, s := range cfg.Seats {
		t.human = append(t.human, s.IsHuman())
		t.colors = append(t.colors, s.Color)
		var a rules.Agent
		if !s.IsHuman() {
			a, err = dv.Game.NewBot(s.Level, cfg.Seed^(uint64(i+1)*0x9e3779b97f4a7c15))
			if err != nil {
				return nil, fmt.Errorf("seat %d (%s): %w", i+1, s.Name, err)
			}
		}
		t.agents = append(t.agents, a)
	}
	for p, h := range t.human {
		if h {
			t.handSeat = p
			break
		}
	}
	t.build()
	t.menu = kit.NewMenuButton(ctx, t.st, "dolcevita")
	t.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return t, nil
}

// name is seat p's name as players see it.
func (t *Table) name(p int) string {
	if p >= 0 && p < len(t.cfg.Seats) && t.cfg.Seats[p].Name != "" {
		return t.cfg.Seats[p].Name
	}
	return fmt.Sprintf("Player %d", p+1)
}

// humans counts the seats played at this screen.
func (t *Table) humans() int {
	k := 0
	for _, h := range t.human {
		if h {
			k++
		}
	}
	return k
}

// Name implements scenes.Scene.
func (t *Table) Name() string { return SceneName }

// Layout implements scenes.Scene: everything lands where the model says
// for the new size (a running animation is finished first).
func (t *Table) Layout(ctx *scenes.Context, w, h int) {
	t.st.SkipAnimations()
	t.pump()
	t.st.SetSize(float64(w), float64(h))
	t.g = newGeom(float64(w), float64(h), t.n)
	t.layoutStatic()
	t.snapAll()
	t.planWarm()
	t.st.Invalidate()
}

// Update implements scenes.Scene.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.stats.beginUpdate()
	t.st.Update()
	if t.st.Action(sprites.ActSkip) {
		t.ff = true
	}
	if t.menu.Opened(t.st) && t.next.IsNone() {
		t.next = scenes.Push(kit.NewMenu(ctx, "dolcevita"))
	}
	t.pump()
	if !t.busy() {
		t.ff = false
		t.play()
	}
	t.refreshStatus()
	if !t.st.Animating() && !t.busy() && (t.state.Done() || t.human[t.state.Turn()] || t.humans() == 0) {
		// a face painted while a player decides (nothing moves, no bot
		// thinks) costs no visible frame
		t.warmStep()
	}
	t.stats.endUpdate()
	ch := t.next
	t.next = scenes.None
	return ch
}

// Draw implements scenes.Scene.
func (t *Table) Draw(dst *ebiten.Image) {
	t.stats.beginDraw()
	t.st.Draw(dst)
	t.stats.endDraw()
}

// NeedsRedraw implements scenes.Scene.
func (t *Table) NeedsRedraw() bool { return t.st.NeedsRedraw() }

// Settled implements scenes.Scene: nothing moves, no bot is about to, and
// the faces painted ahead are done (the app may then stop ticking).
func (t *Table) Settled() bool {
	return !t.st.Animating() && !t.busy() && t.Warmed() && (t.state.Done() || t.human[t.state.Turn()])
}

// Targets implements scenes.Scene: hand:N, column:C, button:menu.
func (t *Table) Targets(dst []scenes.Target) []scenes.Target {
	for _, tg := range t.targets {
		if !tg.node.VisibleInTree() || tg.num != nil && (tg.num.col != inHand || tg.num.seat != t.handSeat) {
			continue
		}
		dst = append(dst, scenes.NodeTarget(tg.id, tg.label, tg.node))
	}
	return t.menu.AppendTarget(dst)
}

// Stage exposes the scene graph to tests.
func (t *Table) Stage() *sprites.Stage { return t.st }

// State is the game being played (read it, do not apply moves to it).
func (t *Table) State() *dv.State { return t.state }

// busy reports whether events are still being shown.
func (t *Table) busy() bool {
	return (t.cur != nil && !t.cur.Done()) || t.qHead < len(t.queue)
}

// play moves the game on when the table is still: a bot's turn, or the
// results once the last event has been shown.
func (t *Table) play() {
	if t.over != nil {
		if t.next.IsNone() && !t.st.Animating() {
			t.next = scenes.Replace(newResults(t.ctx, t, *t.over))
			t.over = nil
		}
		return
	}
	if t.state.Done() {
		return
	}
	p := t.state.Turn()
	if t.human[p] {
		if t.handSeat != p {
			t.handSeat = p
			t.snapAll()
		}
		return
	}
	t.botStep(p)
}

// apply makes seat p's placement and queues its events for showing.
func (t *Table) apply(p, n, c int) error {
	evs, err := t.state.Apply(p, dv.Place(n, c))
	if err != nil {
		return err
	}
	t.queue = append(t.queue, evs...)
	return nil
}

// seatColor is the colour index of seat p's cards.
func (t *Table) seatColor(p int) int { return t.colors[p] }

// seatInk is seat p's colour for text on the felt.
func (t *Table) seatInk(p int) color.RGBA { return art.SeatColor(t.colors[p]) }
