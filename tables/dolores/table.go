// Package dolores is the HMS Dolores table (scene "play:dolores"), built on
// the table kit (tables/kit), which drives the turns (both participants
// choose their gestures at once), the event queue and the hand-over.
//
// As in every table, the screen never diffs states: a model of what lies
// where (model.go) changes only by animating the events the rules return,
// so a share plays out exactly as the rules resolved it; what the table
// reads of the game besides that comes from the kit's shown view, never the
// live state, so a secret gesture or a Broken Lantern card stays hidden.
package dolores

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/dolores/model"
	"salotto/tables/kit"
)

// SceneName is the name the table reports (the browser bridge shows it as
// window.salotto.scene).
const SceneName = "play:dolores"

var pal = art.DoloresColors

// Table is the HMS Dolores table scene.
type Table struct {
	*kit.Base
	g   geom
	n   int
	mod model.Model

	banner  *sprites.Text
	prompt  *sprites.Text
	note    *kit.Note
	seats   []*seatArea
	cards   [d.NumCards]*sprites.Card // a card in an area or on the discard
	slots   [6]*sprites.Card          // the share
	marks   [6]*slotMark              // over the share's cards (marks.go)
	goods   kit.Marks                 // the panels' goods symbols, painted once
	peekTx  *sprites.Text             // under a side its lantern user peeks at
	pile    *sprites.Card
	pileTx  *sprites.Text
	discard *sprites.Card
	discTx  *sprites.Text
	sideTx  [2]*sprites.Text
	beach   *sprites.Picture
	beachN  *sprites.Node
	gest    gestures
	choices choices
	pick    pickState
	swirl   swirlState
	picker  int // the seat taking a share card now, or -1
	targets scenes.TargetList

	tip     *bubble // what the hovered Message in a Bottle card does
	tipCard d.Card
	tapped  d.Card // the card tapped for its sentence, or d.NoCard

	sayBtn   *sprites.Button
	talkOpen bool // the phrases are offered in place of the hands
	legalBuf []rules.Move
	text     textKey // what the banner and prompt say now

	shown *d.State // the view the share was last laid out from
}

// pickState is what the area cards answer to now (areapick.go).
type pickState struct {
	mode, seat, share int
	cards             [d.NumCards]int8
	targets           scenes.TargetList
}

// New builds a table for cfg. The configuration is checked first; a bad
// one is reported and nothing is built.
func New(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) { return newTable(ctx, cfg) }

func newTable(ctx *scenes.Context, cfg tables.Config) (*Table, error) {
	t := &Table{}
	b, err := kit.NewBase(ctx, &look, cfg, t.animate, t.snapAll)
	if err != nil {
		return nil, err
	}
	t.Base, b.Reopen, b.TurnHint = b, New, t.turnHint
	// a participant's gesture is private until the reveal: another human
	// takes the screen only after a hand-over
	t.D.Private = func(int) bool { return true }
	// a bot across the share talks and then chooses its hand: both pauses
	// and the gesture's beat stay within a second at normal speed
	t.D.BotPause = botPause
	v := t.view()
	t.n = v.Players()
	t.mod = model.New(v)
	r := resume(cfg, t.mod.Top)
	t.mod.Top, t.mod.Convoyed = r.top, r.convoyed
	t.build()
	t.OfferTools(LogLine)
	t.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	// the share already dealt flies in from the pile when the table opens
	t.Q.Push(t.mod.OpeningEvents(v))
	return t, nil
}

// view is the position on screen, as the viewer may know it.
func (t *Table) view() *d.State { return t.D.Shown().(*d.State) }

// name is seat p's name as players see it.
func (t *Table) name(p int) string { return t.SeatName(p) }

// Name implements scenes.Scene.
func (t *Table) Name() string { return SceneName }

func (t *Table) build() {
	root := t.St.Root
	t.beach = kit.NewPicture(t.paintBeach)
	t.beachN = sprites.NewPainted(t.beach)
	t.beachN.SetZ(-50)
	t.banner = sprites.NewText("", gfx.Bold, 18, pal.Text)
	t.banner.SetAnchor(0, 0.5)
	t.prompt = sprites.NewText("", gfx.Bold, 18, pal.Highlight)
	t.prompt.SetAnchor(1, 0.5)
	t.prompt.SetAlign(sprites.AlignRight)
	t.note = kit.NewNote(pal.Panel, pal.Accent, pal.PanelText)
	root.Add(t.beachN, t.banner.Node, t.prompt.Node, t.note.Node)
	for side := range t.sideTx {
		t.sideTx[side] = sprites.NewText("", gfx.Bold, 15, pal.Text)
		t.sideTx[side].SetAnchor(0.5, 0.5)
		t.sideTx[side].SetAlign(sprites.AlignCenter)
		root.Add(t.sideTx[side].Node)
	}
	t.pile = newCardNode(t.Ctx.Words, d.NoCard, 10, 14)
	t.pile.Name = "pile"
	t.discard = newCardNode(t.Ctx.Words, d.NoCard, 10, 14)
	t.pileTx = sprites.NewText("", gfx.Bold, 15, pal.Text)
	t.pileTx.SetAnchor(0.5, 0)
	t.discTx = sprites.NewText("", gfx.Bold, 15, pal.TextDim)
	t.discTx.SetAnchor(0.5, 0)
	root.Add(t.pile.Node, t.discard.Node, t.pileTx.Node, t.discTx.Node)
	for c := range t.cards {
		n := newCardNode(t.Ctx.Words, d.Card(c), 10, 14)
		n.SetVisible(false)
		t.cards[c] = n
		root.Add(n.Node)
	}
	for i := range t.slots {
		n := newCardNode(t.Ctx.Words, d.NoCard, 10, 14)
		n.SetVisible(false)
		n.SetZ(20)
		t.slots[i] = n
		root.Add(n.Node)
	}
	t.buildMarks()
	t.buildSeats()
	t.buildGestures()
	t.buildBubbles()
	t.buildTalk()
	t.choices.key.seat = -1
	t.pick.seat = -1
	t.picker = -1
	t.tipCard = d.NoCard
	t.text.share = -1
}

// Layout implements scenes.Scene: everything lands where the model says
// for the new size (a running animation is finished first).
func (t *Table) Layout(ctx *scenes.Context, w, h int) {
	t.LayoutBase(float64(w), float64(h))
	t.g = newGeom(float64(w), float64(h), ctx.Scale, t.n)
	g := &t.g
	t.KeepRoomIn(g.roomBar(), 1, 0)
	t.beach.Resize(g.beach.W, g.beach.H)
	t.beachN.SetPos(g.beach.X, g.beach.Y)
	t.banner.SetFont(gfx.Bold, g.font)
	t.prompt.SetFont(gfx.Bold, g.font)
	t.banner.SetPos(g.banner.X+g.margin, g.banner.Y+g.banner.H/2)
	t.note.Text.SetFont(gfx.Bold, g.font)
	t.note.Pad = g.margin
	small := g.m.Font(15, 10)
	for side, tx := range t.sideTx {
		tx.SetFont(gfx.Bold, small)
		r := g.sides[side]
		tx.SetPos(r.X+r.W/2, r.Y+(g.slots[0].Y-r.Y)/2)
	}
	for _, tx := range []*sprites.Text{t.pileTx, t.discTx} {
		tx.SetFont(gfx.Bold, small)
	}
	t.layoutSeats()
	t.layoutGestures()
	t.layoutChoices()
	t.layoutTalk()
	t.layoutBanner()
	t.snapAll()
	t.planWarm()
	t.St.Invalidate()
}

// planWarm lists the faces the table will need later at the sizes it will
// need them, so the kit paints them one a tick while a player decides.
func (t *Table) planWarm() {
	w := &t.Warm
	w.Reset()
	if len(t.seats) == 0 {
		return
	}
	a := t.seats[0].lay
	g := &t.g
	for c := d.Card(0); c < d.NumCards; c++ {
		w.Card(newCardNode(t.Ctx.Words, c, a.cardW, a.cardH))
		w.Card(newCardNode(t.Ctx.Words, c, g.cardW, g.cardH))
		w.Card(newCardNode(t.Ctx.Words, c, g.pile.W*0.7, g.pile.H*0.7)) // on the discard
	}
}

// Update implements scenes.Scene.
func (t *Table) Update(ctx *scenes.Context) scenes.Change {
	t.Begin()
	t.refresh()
	return t.End()
}

// Targets implements scenes.Scene: gesture:NAME, middle, slot:N while a
// card may be taken, button:menu (and the kit's).
func (t *Table) Targets(dst []scenes.Target) []scenes.Target {
	for i, n := range t.slots {
		if n.VisibleInTree() && (n.OnActivate != nil || n.Draggable) {
			dst = append(dst, scenes.NodeTarget(slotName(t.swirlPos(i)), n.Name, n.Node))
		}
	}
	for _, list := range []scenes.TargetList{t.targets, t.choices.targets, t.pick.targets} {
		dst = list.AppendLive(dst)
	}
	return t.AppendTargets(dst)
}

// paintBeach is the sand band the share lies on, with the middle where
// the gestures meet.
func (t *Table) paintBeach(dst *ebiten.Image, w, h float64) {
	g := &t.g
	r := float32(g.margin)
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), r, gfx.WithAlpha(pal.FeltDeep, 0.55), true)
	for _, s := range g.sides {
		gfx.FillRoundRect(dst, float32(s.X-g.beach.X), float32(s.Y-g.beach.Y), float32(s.W), float32(s.H), r, gfx.WithAlpha(pal.Panel, 0.16), true)
	}
}
