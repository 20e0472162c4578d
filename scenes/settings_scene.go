package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/lang"
	"salotto/sprites"
)

// SettingsScene lets the player set sound, volume, animation speed,
// fullscreen and the language. Changes apply at once (the App carries them to the audio
// player, the window and the scene graph, and saves them); Back returns
// to where the player came from.
type SettingsScene struct {
	ctx   *Context
	st    *sprites.Stage
	m     Metrics
	bg    *picture
	panel *picture
	panN  *sprites.Node
	title *sprites.Text
	back  *button
	rows  []*settingRow
	sound [2]*button
	full  [2]*button
	hints [2]*button // first-game hints on, off
	speed []*button
	langs []*button // one per language, lang.Tags() order
	vol   *slider
	volDn *button
	volUp *button
	volTx *sprites.Text
	tl    TargetList
	next  Change
}

type settingRow struct {
	label *sprites.Text
	hint  *sprites.Text
}

// NewSettings builds the settings screen.
func NewSettings(ctx *Context) *SettingsScene {
	s := &SettingsScene{ctx: ctx, st: ctx.NewStage()}
	s.bg = newPicture(1, 1, paintBackdrop)
	bgN := sprites.NewPainted(s.bg)
	bgN.SetZ(-10)
	s.panel = newPicture(1, 1, func(dst *ebiten.Image) { paintPanel(dst, len(s.rows)) })
	s.panN = sprites.NewPainted(s.panel)
	w := ctx.Words
	s.title = sprites.NewText(w.T("scenes.settings"), gfx.Bold, 40, cream)
	s.title.SetAnchor(0.5, 0)
	s.st.Root.Add(bgN, s.panN, s.title.Node)

	s.back = newButton("button:back", w.T("scenes.back"), func() { s.ctx.Play(SoundButton); s.next = Pop() })
	s.st.Root.Add(s.back.Node)
	s.tl.Add(s.back.ID, w.T("scenes.back_to"), s.back.Node)

	for _, r := range []struct{ label, hint string }{
		{"scenes.settings.sound", "scenes.settings.sound_hint"},
		{"scenes.settings.volume", ""},
		{"scenes.settings.speed", "scenes.settings.speed_hint"},
		{"scenes.settings.fullscreen", "scenes.settings.fullscreen_hint"},
		{"language.setting", "language.hint"},
		{"hints.settings", "hints.settings_hint"},
	} {
		hint := ""
		if r.hint != "" {
			hint = w.T(r.hint)
		}
		row := &settingRow{label: sprites.NewText(w.T(r.label), gfx.Bold, 22, cream), hint: sprites.NewText(hint, gfx.Regular, 15, muted)}
		s.rows = append(s.rows, row)
		s.st.Root.Add(row.label.Node, row.hint.Node)
	}

	set := ctx.Settings
	for i, v := range []bool{true, false} {
		on := v
		id := map[bool]string{true: "on", false: "off"}[on]
		label := w.T("scenes.settings." + id)
		s.sound[i] = newButton("choice:sound:"+id, label, func() { set.Sound = on; s.refresh(); s.ctx.Play(SoundButton) })
		s.full[i] = newButton("choice:fullscreen:"+id, label, func() { set.Fullscreen = on; s.refresh(); s.ctx.Play(SoundButton) })
		s.hints[i] = newButton("choice:hints:"+id, label, func() { set.Hints = on; s.refresh(); s.ctx.Play(SoundButton) })
	}
	s.volDn = newButton("button:volume-down", "−", func() { s.setVolume(set.Volume - 0.1) })
	s.vol = newSlider("slider:volume", func(v float64) { s.setVolume(v) })
	s.volUp = newButton("button:volume-up", "+", func() { s.setVolume(set.Volume + 0.1) })
	s.volTx = sprites.NewText(w.T("scenes.settings.percent", 100), gfx.Bold, 20, cream)
	for _, sp := range AnimationSpeeds {
		f := sp.Factor
		b := newButton("choice:speed:"+strings.ReplaceAll(sp.Key, "_", "-"), w.T("scenes.speed."+sp.Key), func() { set.AnimationSpeed = f; s.refresh(); s.ctx.Play(SoundButton) })
		s.speed = append(s.speed, b)
	}

	add := func(b *button, label string) {
		s.st.Root.Add(b.Node)
		s.tl.Add(b.ID, label, b.Node)
	}
	add(s.sound[0], w.T("scenes.settings.sound_on"))
	add(s.sound[1], w.T("scenes.settings.sound_off"))
	add(s.volDn, w.T("scenes.settings.quieter"))
	s.st.Root.Add(s.vol.Node)
	s.tl.Add(s.vol.ID, w.T("scenes.settings.volume"), s.vol.Node)
	add(s.volUp, w.T("scenes.settings.louder"))
	s.st.Root.Add(s.volTx.Node)
	for i, b := range s.speed {
		add(b, w.T("scenes.settings.speed_label", w.T("scenes.speed."+AnimationSpeeds[i].Key)))
	}
	add(s.full[0], w.T("scenes.settings.fullscreen_on"))
	add(s.full[1], w.T("scenes.settings.fullscreen_off"))
	s.buildLanguages(add)
	add(s.hints[0], w.T("hints.settings_on"))
	add(s.hints[1], w.T("hints.settings_off"))
	s.refresh()
	return s
}

func (s *SettingsScene) setVolume(v float64) {
	v = math.Round(math.Max(0, math.Min(1, v))*20) / 20
	if v != s.ctx.Settings.Volume {
		s.ctx.Settings.Volume = v
		s.refresh()
		s.ctx.Play(SoundButton)
	}
}

// refresh shows the current settings on the controls.
func (s *SettingsScene) refresh() {
	set := s.ctx.Settings
	pick := func(b *button, on bool) {
		if on {
			b.SetStyle(styleSelected)
		} else {
			b.SetStyle(stylePlain)
		}
	}
	pick(s.sound[0], set.Sound)
	pick(s.sound[1], !set.Sound)
	pick(s.full[0], set.Fullscreen)
	pick(s.full[1], !set.Fullscreen)
	pick(s.hints[0], set.Hints)
	pick(s.hints[1], !set.Hints)
	for i, b := range s.speed {
		pick(b, AnimationSpeeds[i].Factor == set.AnimationSpeed)
	}
	for i, b := range s.langs {
		pick(b, lang.Tags()[i] == set.Language)
	}
	s.vol.SetValue(set.Volume, set.Sound)
	s.volTx.SetText(s.ctx.Words.T("scenes.settings.percent", int(math.Round(set.Volume*100))))
}

// Name implements Scene.
func (s *SettingsScene) Name() string { return "settings" }

// Layout implements Scene.
func (s *SettingsScene) Layout(ctx *Context, w, h int) {
	s.m = NewMetrics(w, h, ctx.Scale)
	m := s.m
	s.st.SetSize(m.W, m.H)
	s.bg.Resize(m.W, m.H)
	margin := m.PxMin(36, 12)
	btnH := m.PxMin(46, 34)
	font := m.Font(19, 14)

	s.back.Place(margin, margin, m.PxMin(130, 96), btnH, font)
	s.title.SetFont(gfx.Bold, m.Font(42, 24))
	_, th := s.title.Size()
	s.title.SetPos(m.W/2, margin+(btnH-th)/2)

	top := margin + btnH + m.PxMin(28, 10)
	panelW := math.Min(m.W-2*margin, m.Px(880))
	if m.Compact {
		panelW = math.Min(m.W-2*margin, m.Dp(760))
	}
	rowH := m.PxMin(84, 52)
	avail := m.H - top - margin
	rows := float64(len(s.rows))
	if rows*rowH > avail {
		rowH = math.Floor(avail / rows)
	}
	panelH := rows * rowH
	// Sit the panel a little above the middle of the free space.
	top += math.Floor((avail - panelH) * 0.4)
	px := (m.W - panelW) / 2
	s.panel.Resize(panelW, panelH)
	s.panN.SetPos(px, top)

	pad := m.PxMin(32, 14)
	labelSize := m.Font(23, 16)
	hintSize := m.Font(15, 11)
	ctlH := math.Min(math.Max(btnH, m.Dp(40)), rowH-m.Dp(12))
	ctlRight := px + panelW - pad
	labelW := panelW * 0.36
	ctlLeft := px + pad + labelW
	for i, r := range s.rows {
		y := top + float64(i)*rowH
		r.label.SetFont(gfx.Bold, labelSize)
		r.hint.SetFont(gfx.Regular, hintSize)
		_, lh := r.label.Size()
		_, hh := r.hint.Size()
		if r.hint.Text() == "" || m.Compact {
			hh = 0
		}
		r.hint.SetVisible(hh > 0)
		block := lh + hh
		r.label.SetPos(px+pad, y+(rowH-block)/2)
		r.hint.SetPos(px+pad, y+(rowH-block)/2+lh)
	}
	rowY := func(i int) float64 { return top + float64(i)*rowH + (rowH-ctlH)/2 }
	segW := func(n int) float64 { return math.Min(m.Px(150), (ctlRight-ctlLeft-float64(n-1)*8)/float64(n)) }

	place := func(bs []*button, row int) {
		w := segW(len(bs))
		if len(bs) == 2 {
			w = math.Min(w, m.Px(120))
		}
		for i, b := range bs {
			b.Place(ctlLeft+float64(i)*(w+8), rowY(row), w, ctlH, font)
		}
	}
	place(s.sound[:], 0)
	place(s.speed, 2)
	place(s.full[:], 3)
	place(s.langs, 4)
	place(s.hints[:], 5)

	small := ctlH
	s.volDn.Place(ctlLeft, rowY(1), small, ctlH, m.Font(24, 18))
	s.volTx.SetFont(gfx.Bold, font)
	tw := m.PxMin(78, 60)
	barX := ctlLeft + small + 12
	barW := ctlRight - barX - 12 - small - 12 - tw
	s.vol.Place(barX, rowY(1), barW, ctlH)
	s.volUp.Place(barX+barW+12, rowY(1), small, ctlH, m.Font(24, 18))
	_, vh := s.volTx.Size()
	s.volTx.SetPos(barX+barW+12+small+12, rowY(1)+(ctlH-vh)/2)
}

// Update implements Scene.
func (s *SettingsScene) Update(ctx *Context) Change {
	s.st.Update()
	s.vol.update(ctx.Input.Pointer())
	if s.st.Action(sprites.ActBack) {
		ctx.Play(SoundButton)
		return Pop()
	}
	ch := s.next
	s.next = None
	return ch
}

// Draw implements Scene.
func (s *SettingsScene) Draw(dst *ebiten.Image) { s.st.Draw(dst) }

// NeedsRedraw implements Scene.
func (s *SettingsScene) NeedsRedraw() bool { return s.st.NeedsRedraw() }

// Settled implements Scene.
func (s *SettingsScene) Settled() bool { return !s.st.Animating() }

// Stage exposes the scene graph to tests.
func (s *SettingsScene) Stage() *sprites.Stage { return s.st }

// Targets implements Scene.
func (s *SettingsScene) Targets(dst []Target) []Target { return s.tl.AppendTo(dst) }

// paintPanel is the settings card: a dark panel with brass hairlines
// between its rows.
func paintPanel(dst *ebiten.Image, rows int) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	gfx.FillRoundRect(dst, 0, 0, w, h, 14, gfx.WithAlpha(panelInk, 0.88), true)
	gfx.StrokeRoundRect(dst, 1, 1, w-2, h-2, 14, 1.2, gfx.WithAlpha(brass, 0.5), true)
	for i := 1; i < rows; i++ {
		y := h * float32(i) / float32(rows)
		gfx.FillPolygon(dst, gfx.WithAlpha(brass, 0.22), false, 18, y, w-18, y, w-18, y+1, 18, y+1)
	}
}
