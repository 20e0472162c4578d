package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// Menu is the in-game menu, opened over a table by its menu button or
// Escape: Resume, Rules, Settings, (at a table that offers them: Undo last
// move, Move log,) Leave game. It is a scenes.Overlay, so
// the table stays on screen, dimmed and standing still, beneath it.
//
// Rules and Settings take the menu's place on the stack, so their Back
// returns straight to the table as it was. Leaving asks first; Yes starts
// the stack again at the title, No (or Escape) returns to the menu.
type Menu struct {
	ctx  *scenes.Context
	game *scenes.Game
	st   *sprites.Stage
	pal  art.Colors

	dim    *sprites.Picture
	panel  *sprites.Picture
	panelN *sprites.Node
	title  *sprites.Text
	body   *sprites.Text // the confirmation's warning
	msg    *sprites.Text // why a screen could not open
	main   []*sprites.Button
	ask    []*sprites.Button // Yes, No
	tl     scenes.TargetList

	confirming bool
	next       scenes.Change
	room       *roomGame // the online room the table plays, if any
}

// The menu's target ids.
const (
	MenuResumeID   = "button:resume"
	MenuRulesID    = "button:rules"
	MenuSettingsID = "button:settings"
	MenuLeaveID    = "button:leave"
	MenuUndoID     = "button:menu-undo"
	MenuLogID      = "button:menu-log"
	MenuYesID      = "button:leave-yes"
	MenuNoID       = "button:leave-no"
)

// NewMenu builds the menu for a table of game (its id: "dolcevita"),
// whose rules page is "rules:GAME". Resume has the keyboard focus.
func NewMenu(ctx *scenes.Context, game *scenes.Game) *Menu { return newMenu(ctx, game, nil, nil) }

// Menu is the menu for b's table: NewMenu's, with Undo and Move log
// before Leave when the table offers them (OfferTools). At an online
// room's table, Leave closes the room's session and goes to Play online.
func (b *Base) Menu() *Menu { return newMenu(b.Ctx, b.Look, b.tools, b.D.room) }

func newMenu(ctx *scenes.Context, game *scenes.Game, t *tools, room *roomGame) *Menu {
	m := &Menu{ctx: ctx, game: game, st: ctx.NewStage(), pal: game.Colors, room: room}
	m.dim = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) {
		dst.Fill(gfx.WithAlpha(gfx.Black, 0.6))
	})
	dimN := sprites.NewPainted(m.dim)
	dimN.SetZ(-20)
	m.panel = sprites.NewPicture(1, 1, m.paintPanel)
	m.panelN = sprites.NewPainted(m.panel)
	m.panelN.SetZ(-10)
	w := ctx.Words
	m.title = sprites.NewText(w.T("menu.title"), gfx.Bold, 28, m.pal.PanelText)
	m.title.SetAnchor(0.5, 0)
	m.title.SetAlign(sprites.AlignCenter)
	m.body = sprites.NewText(w.T(m.leaveBody()), gfx.Regular, 18, m.pal.PanelText)
	m.body.SetAnchor(0.5, 0)
	m.body.SetAlign(sprites.AlignCenter)
	m.msg = sprites.NewText("", gfx.Bold, 16, m.pal.Warning)
	m.msg.SetAnchor(0.5, 0)
	m.msg.SetAlign(sprites.AlignCenter)
	m.st.Root.Add(dimN, m.panelN, m.title.Node, m.body.Node, m.msg.Node)

	add := func(list *[]*sprites.Button, id, key string, do func()) {
		b := sprites.NewButton(w.T(key), 240, 48, func() { m.ctx.Play(scenes.SoundButton); do() })
		b.Name = id
		m.st.Root.Add(b.Node)
		m.tl.Add(id, b.Label().Text(), b.Node)
		*list = append(*list, b)
	}
	add(&m.main, MenuResumeID, "menu.resume", m.resume)
	add(&m.main, MenuRulesID, "menu.rules", func() { m.open("rules:" + m.game.ID()) })
	add(&m.main, MenuSettingsID, "menu.settings", func() { m.open("settings") })
	if t != nil {
		add(&m.main, MenuUndoID, "undo.menu", func() { m.undo(t) })
		add(&m.main, MenuLogID, "log.menu", func() { m.next = scenes.Replace(newLogScene(t.b)) })
	}
	add(&m.main, MenuLeaveID, "menu.leave", func() { m.confirm(true) })
	add(&m.ask, MenuYesID, "menu.confirm.yes", m.leave)
	add(&m.ask, MenuNoID, "menu.confirm.no", func() { m.confirm(false) })
	m.confirm(false)
	m.st.SetFocus(m.main[0].Node)
	m.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return m
}

// Overlay implements scenes.Overlay: the table shows beneath the menu.
func (m *Menu) Overlay() {}

// Confirming reports whether the menu is asking to confirm leaving.
func (m *Menu) Confirming() bool { return m.confirming }

// Message is the note shown when a screen could not open ("" for none).
func (m *Menu) Message() string { return m.msg.Text() }

func (m *Menu) resume() { m.next = scenes.Pop() }

// undo returns to the table, which takes the move back at its next tick,
// or says here why it may not.
func (m *Menu) undo(t *tools) {
	if why := t.b.UndoRefusal(); why != "" {
		m.say(why)
		return
	}
	t.asked = true
	m.next = scenes.Pop()
}

// open puts the screen called name in the menu's place, so that its Back
// returns to the table.
func (m *Menu) open(name string) {
	s, err := m.ctx.Open(name)
	if err != nil {
		m.say(m.ctx.Words.T("menu.cannot_open", err.Error()))
		return
	}
	m.next = scenes.Replace(s)
}

// leave drops the game and starts again at the title; an online room's
// session is closed, and the player goes to Play online.
func (m *Menu) leave() {
	if m.room != nil {
		m.room.link.close()
		m.next = leaveTo(m.ctx)
		return
	}
	title, err := m.ctx.Open("title")
	if err != nil {
		m.say(m.ctx.Words.T("menu.cannot_open", err.Error()))
		return
	}
	m.next = scenes.Reset(title)
}

// confirm switches between the menu's choices and the question whether
// to leave, moving the focus to the safe answer (No) or back to Leave.
func (m *Menu) confirm(on bool) {
	was := m.confirming
	m.confirming = on
	for _, b := range m.main {
		b.SetVisible(!on)
	}
	for _, b := range m.ask {
		b.SetVisible(on)
	}
	m.body.SetVisible(on)
	key := "menu.title"
	if on {
		key = "menu.confirm.title"
	}
	m.title.SetText(m.ctx.Words.T(key))
	m.say("")
	if was != on {
		if on {
			m.st.SetFocus(m.ask[1].Node)
		} else {
			m.st.SetFocus(m.main[len(m.main)-1].Node) // Leave
		}
		m.Layout(m.ctx, max(m.ctx.Width, 1), max(m.ctx.Height, 1))
	}
}

func (m *Menu) say(s string) {
	m.msg.SetText(s)
	m.msg.SetVisible(s != "")
	m.Layout(m.ctx, max(m.ctx.Width, 1), max(m.ctx.Height, 1))
}

// Name implements scenes.Scene.
func (m *Menu) Name() string { return "menu:" + m.game.ID() }

// Layout implements scenes.Scene: a sheet in the middle of the screen,
// its title above a column of buttons (or the question above Yes and No,
// side by side where they fit).
func (m *Menu) Layout(ctx *scenes.Context, w, h int) {
	fw, fh := float64(w), float64(h)
	m.st.SetSize(fw, fh)
	m.dim.Resize(fw, fh)
	mt := scenes.NewMetrics(w, h, ctx.Scale)
	pad, gap := mt.PxMin(28, 12), mt.PxMin(12, 6)
	bw, bh := mt.PxMin(280, 180), mt.PxMin(52, 36)
	pw := math.Min(fw-2*gap, bw+2*pad)
	m.title.SetFont(gfx.Bold, mt.Font(30, 18))
	m.body.SetFont(gfx.Regular, mt.Font(19, 13))
	m.msg.SetFont(gfx.Bold, mt.Font(16, 12))
	buttons := m.main
	if m.confirming {
		buttons = m.ask
		pw = math.Min(fw-2*gap, math.Max(pw, 2*bw+gap+2*pad))
	}
	m.title.SetWrap(pw - 2*pad)
	m.body.SetWrap(pw - 2*pad)
	m.msg.SetWrap(pw - 2*pad)
	_, th := m.title.Size()
	y := pad + th + gap
	if m.confirming {
		_, bodyH := m.body.Size()
		y += bodyH + gap
	}
	if m.msg.Visible() {
		_, mh := m.msg.Size()
		y += mh + gap
	}
	side := m.confirming && 2*bw+gap <= pw-2*pad
	rows := len(buttons)
	if side {
		rows = 1
	}
	ph := y + float64(rows)*(bh+gap) - gap + pad
	px, py := math.Round((fw-pw)/2), math.Round(math.Max(0, (fh-ph)/2))
	m.panel.Resize(pw, ph)
	m.panelN.SetPos(px, py)
	cx := px + pw/2
	m.title.SetPos(cx, py+pad)
	_, th = m.title.Size()
	m.body.SetPos(cx, py+pad+th+gap)
	m.msg.SetPos(cx, py+y-gap-msgHeight(m.msg))
	for i, b := range buttons {
		b.SetSize(bw, bh)
		b.Label().SetFont(gfx.Bold, math.Round(math.Min(mt.Px(22), bh*0.42)))
		if side {
			b.SetPos(cx+(float64(i)-0.5)*(bw+gap), py+y+bh/2)
			continue
		}
		b.SetPos(cx, py+y+float64(i)*(bh+gap)+bh/2)
	}
	m.st.Invalidate()
}

// msgHeight is the room the message takes (none when hidden).
func msgHeight(t *sprites.Text) float64 {
	if !t.Visible() {
		return 0
	}
	_, h := t.Size()
	return h
}

// paintPanel paints the menu's sheet in the table's panel colours.
func (m *Menu) paintPanel(dst *ebiten.Image, w, h float64) { paintSheet(dst, w, h, m.pal) }

// paintSheet paints an overlay's sheet (the menu's, the move log's) in
// the table's panel colours.
func paintSheet(dst *ebiten.Image, w, h float64, pal art.Colors) {
	r := float32(math.Min(18, h*0.06))
	gfx.FillRoundRect(dst, 0, 3, float32(w), float32(h)-3, r, gfx.WithAlpha(gfx.Black, 0.35), true)
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h)-3, r, pal.Panel, true)
	gfx.StrokeRoundRect(dst, 1.5, 1.5, float32(w)-3, float32(h)-6, r, 1.5, gfx.WithAlpha(pal.Highlight, 0.8), true)
}

// Update implements scenes.Scene: Escape is Resume, or No while asking.
func (m *Menu) Update(ctx *scenes.Context) scenes.Change {
	m.st.Update()
	if m.st.Action(sprites.ActBack) && m.next.IsNone() {
		ctx.Play(scenes.SoundButton)
		if m.confirming {
			m.confirm(false)
		} else {
			m.resume()
		}
	}
	ch := m.next
	m.next = scenes.None
	return ch
}

// Draw implements scenes.Scene: the dimming veil and the sheet, over
// whatever the App drew beneath.
func (m *Menu) Draw(dst *ebiten.Image) { m.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (m *Menu) NeedsRedraw() bool { return m.st.NeedsRedraw() }

// Settled implements scenes.Scene.
func (m *Menu) Settled() bool { return !m.st.Animating() }

// Targets implements scenes.Scene: the buttons shown.
func (m *Menu) Targets(dst []scenes.Target) []scenes.Target { return m.tl.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (m *Menu) Stage() *sprites.Stage { return m.st }
