package kit

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/sprites"
)

// ResultRow is one seat's line on the results frame. The frame draws what
// every game's results share (the seat's symbol and colour, a winner's
// badge and band, the name, the total); the game writes the total and the
// detail, and may put its own nodes between the name and the total.
type ResultRow struct {
	Seat  int
	Name  string
	Color int  // the seat's colour (art.SeatColor)
	Human bool // played at this screen: a lone human winner reads "You win"
	// Total is the seat's score as the game writes it ("4.8M").
	Total string
	// Detail is how the total came about, a phrase each: on one line
	// (joined by results.detail_sep, " · ") where it fits, a phrase a line
	// where it does not.
	Detail []string
	// Content, if any, is shown between the name and the total.
	Content ResultContent
}

// ResultContent is a game's own picture in a results row (Dolce Vita's
// luxury cards).
type ResultContent interface {
	// Node is added to the frame once.
	Node() *sprites.Node
	// Place lays the content out in area, in screen pixels; u is the
	// frame's design unit (1 at 1280×720).
	Place(area sprites.Rect, u float64)
}

// ResultsSpec is what a game hands the results frame.
type ResultsSpec struct {
	// Game names the scene ("results:GAME") and gives its felt and colours.
	Game *scenes.Game
	// Rows are the seats, in the order shown (the winners first).
	Rows []ResultRow
	// Winners are the seats that won; several share the win.
	Winners []int
	// Rematch makes the next game with the same seats. An error is shown
	// on the frame, which stays.
	Rematch func() (scenes.Scene, error)
	// Record is the finished game, for Save this game (none: no button).
	Record *record.Record
}

// Results is the end-of-game screen every game shares. It takes the
// table's place on the stack: Rematch puts the next table in its own place,
// Back to title (or Escape) starts the stack again at the title.
type Results struct {
	ctx  *scenes.Context
	spec ResultsSpec
	st   *sprites.Stage
	pal  art.Colors

	bg      *sprites.SharedPicture
	panel   *sprites.Picture
	panelN  *sprites.Node
	title   *sprites.Text
	rows    []*resultLine
	msg     *sprites.Text
	rematch *sprites.Button
	back    *sprites.Button
	save    *sprites.Button // Save this game; nil without a record
	room    *roomResults    // an online room's game (results_room.go)
	tl      scenes.TargetList
	open    opening
	next    scenes.Change
}

// resultLine is one row's nodes.
type resultLine struct {
	row    ResultRow
	badge  *sprites.Text
	name   *sprites.Text
	detail *sprites.Text
	total  *sprites.Text
	symbol *sprites.Node
	symPic *sprites.Picture
}

// The results frame's target ids.
const (
	ResultsRematchID = "button:rematch"
	ResultsTitleID   = "button:title"
)

// resultsShade is how dark the results frame's felt is, the table's felt
// under a veil of black at 0.3 (drawn with the table's shared image).
const resultsShade = 0.7

// shaded is a colour channel at resultsShade, as the felt is drawn.
func shaded(c uint8) uint8 { return uint8(float64(c) * resultsShade) }

// NewResults builds the results frame and plays the win chime.
func NewResults(ctx *scenes.Context, spec ResultsSpec) *Results {
	r := &Results{ctx: ctx, spec: spec, st: ctx.NewStage(), pal: spec.Game.Colors}
	r.open.frame = ctx.Frame // no batch in the frame that builds the frame
	w := ctx.Words
	r.bg = scenes.Felt(r.st, spec.Game)
	r.bg.SetShade(resultsShade)
	bgN := sprites.NewPainted(r.bg)
	bgN.SetZ(-100)
	r.panel = sprites.NewPicture(1, 1, r.paintPanel)
	r.panelN = sprites.NewPainted(r.panel)
	r.panelN.SetZ(-50)
	r.title = sprites.NewText(r.Headline(), gfx.Bold, 32, r.pal.Text)
	r.title.SetAnchor(0.5, 0)
	r.title.SetAlign(sprites.AlignCenter)
	r.msg = sprites.NewText("", gfx.Bold, 16, r.pal.Text)
	r.msg.SetAnchor(0.5, 1)
	r.msg.SetAlign(sprites.AlignCenter)
	r.msg.SetVisible(false)
	r.st.Root.Add(bgN, r.panelN, r.title.Node, r.msg.Node)

	badge := ""
	if len(spec.Winners) == 1 {
		badge = w.T("results.badge.winner")
	} else if len(spec.Winners) > 1 {
		badge = w.T("results.badge.shared")
	}
	for _, row := range spec.Rows {
		l := &resultLine{row: row}
		b := ""
		if r.IsWinner(row.Seat) {
			b = badge
		}
		l.badge = sprites.NewText(b, gfx.Bold, 16, r.badgeInk())
		l.name = sprites.NewText(row.Name, gfx.Bold, 18, r.pal.PanelText)
		l.detail = sprites.NewText("", gfx.Regular, 15, r.pal.PanelText)
		l.total = sprites.NewText(row.Total, gfx.Bold, 22, r.pal.PanelText)
		l.total.SetAnchor(1, 0)
		l.total.SetAlign(sprites.AlignRight)
		color := row.Color
		l.symPic = sprites.NewPicture(1, 1, func(dst *ebiten.Image, pw, ph float64) {
			art.SeatSymbol(dst, color, float32(pw/2), float32(ph/2), float32(pw*0.8))
		})
		l.symbol = sprites.NewPainted(l.symPic)
		l.symbol.SetAnchor(0.5, 0.5)
		r.st.Root.Add(l.badge.Node, l.name.Node, l.detail.Node, l.total.Node, l.symbol)
		if row.Content != nil {
			r.st.Root.Add(row.Content.Node())
		}
		r.rows = append(r.rows, l)
	}
	r.rematch = r.button(ResultsRematchID, w.T("results.rematch"), r.doRematch)
	r.back = r.button(ResultsTitleID, w.T("results.title"), r.doTitle)
	r.addSave()
	r.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	ctx.Play(scenes.SoundWin)
	return r
}

func (r *Results) button(id, label string, do func()) *sprites.Button {
	b := sprites.NewButton(label, 200, 48, func() { r.ctx.Play(scenes.SoundButton); do() })
	b.Name = id
	r.st.Root.Add(b.Node)
	r.tl.Add(id, label, b.Node)
	return b
}

// IsWinner reports whether seat won (alone or sharing the win).
func (r *Results) IsWinner(seat int) bool { return slices.Contains(r.spec.Winners, seat) }

// Headline names the winner, or the players sharing the win, with the
// winning total. The one person playing against bots is "you" in it, as in
// every sentence (LogWords.Say): "You and Sofia share the win".
func (r *Results) Headline() string {
	w := r.ctx.Words
	var others []string // the winners by name, but the person's
	total, humans, you, winners := "", 0, false, 0
	for _, row := range r.spec.Rows {
		if row.Human {
			humans++
		}
	}
	for _, row := range r.spec.Rows {
		if !r.IsWinner(row.Seat) {
			continue
		}
		if winners++; winners == 1 { // the first winner's total: the winning score
			total = row.Total
		}
		if row.Human && humans == 1 {
			you = true
		} else {
			others = append(others, row.Name)
		}
	}
	switch {
	case winners == 0:
		return w.T("results.game_over")
	case winners == 1 && you:
		return w.T("results.you_win", total)
	case winners == 1:
		return w.T("results.wins", others[0], total)
	case you:
		return w.T("results.share.you", r.list(others), total)
	}
	return w.T("results.share", r.list(others), total)
}

// list names several winners as one phrase: "A", "A and B", "A, B and C".
func (r *Results) list(names []string) string {
	w := r.ctx.Words
	list := names[0]
	for i, n := range names[1:] {
		key := "results.list_comma"
		if i == len(names)-2 {
			key = "results.list_and"
		}
		list = w.T(key, list, n)
	}
	return list
}

// Message is the note shown when a button could not do its work.
func (r *Results) Message() string { return r.msg.Text() }

func (r *Results) say(s string) {
	r.msg.SetText(s)
	r.msg.SetVisible(s != "")
	r.Layout(r.ctx, max(r.ctx.Width, 1), max(r.ctx.Height, 1))
}

func (r *Results) doRematch() {
	if r.spec.Rematch == nil {
		return
	}
	nt, err := r.spec.Rematch()
	if err != nil {
		r.ctx.Play(scenes.SoundRefused)
		r.say(r.ctx.Words.T("results.rematch_failed", err.Error()))
		return
	}
	r.next = scenes.Replace(nt)
}

func (r *Results) doTitle() {
	if r.room != nil {
		r.leaveRoom()
		return
	}
	title, err := r.ctx.Open("title")
	if err != nil {
		r.say(r.ctx.Words.T("results.title_failed", err.Error()))
		return
	}
	r.next = scenes.Reset(title)
}

// Name implements scenes.Scene.
func (r *Results) Name() string { return "results:" + r.spec.Game.ID() }

// resultsPanel is the sheet the rows go on, for a screen of metrics mt
// with margin m.
func resultsPanel(mt scenes.Metrics, m float64) sprites.Rect {
	top := m + mt.PxMin(60, 30)
	bottom := mt.H - m - mt.PxMin(60, 40) - m*0.5
	pw := math.Min(mt.W-2*m, mt.Px(1100)+mt.Dp(200))
	return sprites.Rect{X: (mt.W - pw) / 2, Y: top, W: pw, H: bottom - top}
}

// Layout implements scenes.Scene: the headline across the top, a band per
// row on the sheet (symbol, badge, name and detail on the left, the game's
// content from about a third across, the total at the right), the buttons
// at the bottom.
func (r *Results) Layout(ctx *scenes.Context, w, h int) {
	fw, fh := float64(w), float64(h)
	r.st.SetSize(fw, fh)
	r.open.backdrop = false
	r.bg.Resize(fw, fh)
	mt := scenes.NewMetrics(w, h, ctx.Scale)
	u := mt.U
	m := mt.PxMin(24, 8)
	r.title.SetFont(gfx.Bold, mt.Font(40, 18))
	r.title.SetWrap(fw - 2*m)
	r.title.SetPos(fw/2, m*0.8)
	pr := resultsPanel(mt, m)
	r.msg.SetFont(gfx.Bold, mt.Font(17, 12))
	r.msg.SetWrap(fw - 2*m)
	if r.msg.Visible() { // the sheet makes room for the message above the buttons
		_, mh := r.msg.Size()
		pr.H -= mh + m*0.4
	}
	checkH := r.layoutCheck(mt, fw-2*m)
	if checkH > 0 {
		pr.H -= checkH + m*0.4
	}
	r.panelN.SetPos(pr.X, pr.Y)
	r.panel.Resize(pr.W, pr.H)
	rh := pr.H / float64(max(len(r.rows), 1))
	pad := mt.PxMin(14, 6)
	for i, l := range r.rows {
		y := pr.Y + float64(i)*rh
		fs := math.Round(math.Max(mt.Dp(12), math.Min(rh*0.24, 24*u)))
		l.name.SetFont(gfx.Bold, fs)
		l.badge.SetFont(gfx.Bold, math.Round(fs*0.75))
		l.detail.SetFont(gfx.Regular, math.Round(fs*0.75))
		l.total.SetFont(gfx.Bold, math.Round(fs*1.3))
		sym := math.Round(fs * 1.4)
		l.symPic.Resize(sym, sym)
		l.symbol.SetSize(sym, sym)
		l.symbol.SetPos(pr.X+pad+mt.Px(14)+sym/2, y+rh/2)
		nameX := pr.X + pad*1.6 + mt.Px(14) + sym
		// the game's content starts at cx0; the detail wraps to stay clear
		cx0 := pr.X + pr.W*0.36
		fitDetail(l.detail, l.row.Detail, ctx.Words.T("results.detail_sep"), cx0-nameX-pad)
		_, nh := l.name.Size()
		_, bh := l.badge.Size()
		_, dh := l.detail.Size()
		top := y + (rh-bh-nh-dh)/2
		l.badge.SetPos(nameX, top)
		l.name.SetPos(nameX, top+bh)
		l.detail.SetPos(nameX, top+bh+nh)
		_, th := l.total.Size()
		l.total.SetPos(pr.X+pr.W-pad, y+(rh-th)/2)
		if l.row.Content != nil {
			cx1 := pr.X + pr.W - pad - mt.PxMin(90, 60)
			l.row.Content.Place(sprites.Rect{X: cx0, Y: y, W: cx1 - cx0, H: rh}, u)
		}
	}
	bw, bh := mt.PxMin(220, 150), mt.PxMin(54, 38)
	by := fh - m - bh/2
	row := r.rowButtons()
	for i, b := range row {
		b.SetSize(bw, bh)
		b.Label().SetFont(gfx.Bold, math.Round(math.Min(mt.Px(22), bh*0.42)))
		b.SetPos(fw/2+(float64(i)-float64(len(row)-1)/2)*(bw+m), by)
	}
	r.msg.SetPos(fw/2, by-bh/2-m*0.3)
	if checkH > 0 {
		_, mh := r.msg.Size()
		if !r.msg.Visible() {
			mh = 0
		}
		r.room.check.SetPos(fw/2, by-bh/2-m*0.3-mh-m*0.2)
	}
	r.st.Invalidate()
}

// fitDetail writes the phrases on t, on one line joined by sep where they
// fit in room and a phrase a line where they do not (a phrase a line reads
// better than a wrap mid-sum).
func fitDetail(t *sprites.Text, phrases []string, sep string, room float64) {
	t.SetWrap(0)
	t.SetText(strings.Join(phrases, sep))
	if w, _ := t.Size(); w > room {
		t.SetText(strings.Join(phrases, "\n"))
	}
	t.SetWrap(room)
}

// winnerBand is the colour of a winner's band on the sheet: the panel
// warmed towards the game's highlight, but never so far that the names on
// it drop below a 4.5:1 contrast (WCAG's for text): on a dark panel with
// light text a bright band would swallow the names.
func (r *Results) winnerBand() color.RGBA {
	band := gfx.Mix(r.pal.Panel, r.pal.Highlight, 0.55)
	for k := 0.5; contrast(r.pal.PanelText, band) < 4.5 && k > 0; k -= 0.05 {
		band = gfx.Mix(r.pal.Panel, r.pal.Highlight, k)
	}
	return band
}

// badgeInk is the badge's colour: the game's warning colour where it reads
// on the winner's band (a contrast of 3:1, WCAG's for large bold type), else
// the panel's text colour (HMS Dolores's orange vanished on its olive band).
func (r *Results) badgeInk() color.RGBA {
	if contrast(r.pal.Warning, r.winnerBand()) >= 3 {
		return r.pal.Warning
	}
	return r.pal.PanelText
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.RGBA) float64 {
	la, lb := gfx.Luminance(a), gfx.Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// paintPanel paints the sheet with a band per row, the winners' bands in
// gold and each row's edge in its seat's colour.
func (r *Results) paintPanel(dst *ebiten.Image, w, h float64) {
	rad := float32(math.Min(w, h) * 0.03)
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), rad, gfx.WithAlpha(r.pal.Panel, 0.96), true)
	rh := h / float64(max(len(r.rows), 1))
	for i, l := range r.rows {
		y := float32(float64(i) * rh)
		if r.IsWinner(l.row.Seat) {
			gfx.FillRoundRect(dst, 4, y+3, float32(w)-8, float32(rh)-6, rad, r.winnerBand(), true)
		}
		if i > 0 {
			gfx.FillRoundRect(dst, float32(w)*0.02, y-0.5, float32(w)*0.96, 1, 0, gfx.WithAlpha(r.pal.FeltDeep, 0.4), false)
		}
		gfx.FillRoundRect(dst, 6, y+6, 5, float32(rh)-12, 2, art.SeatColor(l.row.Color), true)
	}
}

// Update implements scenes.Scene: Escape is Back to title. The frame is
// painted over its first ticks, as a table's opening is (warm.go).
func (r *Results) Update(ctx *scenes.Context) scenes.Change {
	r.st.Update()
	r.followRoom()
	if !r.open.done {
		r.open.waited, r.open.pace = &ctx.Waited, &ctx.Pace
		r.open.step(r.st, ctx.Frame)
	}
	if r.st.Action(sprites.ActBack) && r.next.IsNone() {
		ctx.Play(scenes.SoundButton)
		r.doTitle()
	}
	ch := r.next
	r.next = scenes.None
	return ch
}

// Draw implements scenes.Scene: until the frame is painted, the dimmed
// felt's colour.
func (r *Results) Draw(dst *ebiten.Image) {
	if !r.open.done {
		r.open.backdrop = true
		f := r.pal.Felt
		dst.Fill(color.RGBA{shaded(f.R), shaded(f.G), shaded(f.B), 0xff})
		return
	}
	r.st.Draw(dst)
}

// NeedsRedraw implements scenes.Scene.
func (r *Results) NeedsRedraw() bool {
	if !r.open.done {
		return !r.open.backdrop
	}
	return r.st.NeedsRedraw()
}

// Settled implements scenes.Scene (an online room's results wake when the
// room sends its end).
func (r *Results) Settled() bool { return r.open.done && !r.st.Animating() }

// Targets implements scenes.Scene: button:rematch and button:title.
func (r *Results) Targets(dst []scenes.Target) []scenes.Target { return r.tl.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (r *Results) Stage() *sprites.Stage { return r.st }

// Rows is how many rows the frame shows.
func (r *Results) Rows() int { return len(r.rows) }

// Row is row i as shown, for tests: the game's row, its badge and the
// detail's text node.
func (r *Results) Row(i int) (row ResultRow, badge, detail *sprites.Text) {
	l := r.rows[i]
	return l.row, l.badge, l.detail
}
