package dolcevita

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// Results is the end-of-game screen, pushed over the table: each seat's
// wealth broken down card by card, the winner or the shared winners, and
// Rematch (same seats, a new deal) or Back to title.
type Results struct {
	ctx   *scenes.Context
	st    *sprites.Stage
	table *Table
	ev    dv.GameEnded
	order []int // seats, richest first

	bg      *sprites.Picture
	bgNode  *sprites.Node
	panel   *sprites.Picture
	panelN  *sprites.Node
	title   *sprites.Text
	rows    []*resultRow
	rematch *sprites.Button
	back    *sprites.Button
	next    scenes.Change
}

// resultRow is one seat's line.
type resultRow struct {
	seat   int
	badge  *sprites.Text
	name   *sprites.Text
	cards  []*gridCard
	money  *sprites.Text
	line   string // the money line on one row; see fitMoneyLine
	total  *sprites.Text
	symbol *sprites.Node
	symPic *sprites.Picture
}

func newResults(ctx *scenes.Context, t *Table, ev dv.GameEnded) *Results {
	r := &Results{ctx: ctx, st: ctx.NewStage(), table: t, ev: ev}
	r.bg = kit.NewPicture(func(dst *ebiten.Image, w, h float64) {
		art.Felt(dst, "dolcevita")
		gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), 0, gfx.WithAlpha(gfx.Hex("#0b1f1e"), 0.3), false)
	})
	r.bgNode = sprites.NewPainted(r.bg)
	r.bgNode.SetZ(-100)
	r.panel = kit.NewPicture(func(dst *ebiten.Image, w, h float64) { r.paintPanel(dst, w, h) })
	r.panelN = sprites.NewPainted(r.panel)
	r.panelN.SetZ(-50)
	r.st.Root.Add(r.bgNode, r.panelN)

	for p := range ev.Scores {
		r.order = append(r.order, p)
	}
	// Highest total first, ties in seat order: an insertion sort over at
	// most five seats (slices.SortStableFunc would link a generic merge
	// sort into the browser download for this one call).
	for i := 1; i < len(r.order); i++ {
		for j := i; j > 0 && ev.Scores[r.order[j]].Total > ev.Scores[r.order[j-1]].Total; j-- {
			r.order[j], r.order[j-1] = r.order[j-1], r.order[j]
		}
	}
	r.title = sprites.NewText(r.headline(), gfx.Bold, 32, pal.Text)
	r.title.SetAnchor(0.5, 0)
	r.title.SetAlign(sprites.AlignCenter)
	r.st.Root.Add(r.title.Node)

	for _, p := range r.order {
		row := &resultRow{seat: p}
		sc := ev.Scores[p]
		badge := ""
		if r.isWinner(p) {
			badge = "Winner"
			if len(ev.Winners) > 1 {
				badge = "Shared win"
			}
		}
		row.badge = sprites.NewText(strings.ToUpper(badge), gfx.Bold, 16, pal.Warning)
		row.name = sprites.NewText(t.name(p), gfx.Bold, 18, pal.PanelText)
		row.total = sprites.NewText(r.money(sc.Total), gfx.Bold, 22, pal.PanelText)
		row.total.SetAnchor(1, 0)
		row.total.SetAlign(sprites.AlignRight)
		row.line = r.moneyLine(sc)
		row.money = sprites.NewText(row.line, gfx.Regular, 15, pal.PanelText)
		color := t.colors[p]
		row.symPic = kit.NewPicture(func(dst *ebiten.Image, w, h float64) {
			art.SeatSymbol(dst, color, float32(w/2), float32(h/2), float32(w*0.8))
		})
		row.symbol = sprites.NewPainted(row.symPic)
		row.symbol.SetAnchor(0.5, 0.5)
		for _, c := range sc.Luxuries {
			gc := newGridCard(c, 10, 14)
			row.cards = append(row.cards, gc)
			r.st.Root.Add(gc.Node)
		}
		r.st.Root.Add(row.badge.Node, row.name.Node, row.total.Node, row.money.Node, row.symbol)
		r.rows = append(r.rows, row)
	}
	r.rematch = sprites.NewButton("Rematch", 200, 48, r.doRematch)
	r.rematch.Name = "button:rematch"
	r.back = sprites.NewButton("Back to title", 200, 48, r.doTitle)
	r.back.Name = "button:title"
	r.st.Root.Add(r.rematch.Node, r.back.Node)
	r.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	ctx.Play(scenes.SoundWin)
	return r
}

// money writes an amount the one way the game writes amounts.
func (r *Results) money(v int) string { return r.ctx.Words.Money(v) }

func (r *Results) isWinner(p int) bool { return slices.Contains(r.ev.Winners, p) }

// headline names the winner, or the players sharing the win.
func (r *Results) headline() string {
	w := r.ev.Winners
	if len(w) == 0 {
		return "Game over"
	}
	total := r.money(r.ev.Scores[w[0]].Total)
	if len(w) == 1 {
		name := r.table.name(w[0])
		if r.table.D.Human(w[0]) && r.table.D.Humans() == 1 {
			return "You win with " + total + "!"
		}
		return name + " wins with " + total
	}
	names := make([]string, len(w))
	for i, p := range w {
		names[i] = r.table.name(p)
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " share the win with " + total
}

// fitMoneyLine sets line on t, breaking it after the luxuries when it is
// wider than room (a phrase per line reads better than a wrap mid-sum).
func fitMoneyLine(t *sprites.Text, line string, room float64) {
	t.SetWrap(0)
	t.SetText(line)
	if w, _ := t.Size(); w > room {
		t.SetText(strings.Replace(line, " · ", "\n", 1))
	}
	t.SetWrap(room)
}

// moneyLine sums a seat's luxuries and explains its money cards:
// "luxuries 2.1M · money 3 × 100k + 1 × 200k = 500k".
func (r *Results) moneyLine(s dv.Score) string {
	lux := "luxuries " + r.money(s.LuxuryTotal) + " · "
	if s.Money100+s.Money200 == 0 {
		return lux + "no money"
	}
	var parts []string
	if s.Money100 > 0 {
		parts = append(parts, strconv.Itoa(s.Money100)+" × 100k")
	}
	if s.Money200 > 0 {
		parts = append(parts, strconv.Itoa(s.Money200)+" × 200k")
	}
	return lux + "money " + strings.Join(parts, " + ") + " = " + r.money(s.MoneyTotal)
}

// Name implements scenes.Scene.
func (r *Results) Name() string { return ResultsName }

// panelRect is the sheet the rows go on, for a w×h screen with design
// unit u and margin m.
func panelRect(w, h, u, m float64) sprites.Rect {
	top := m + math.Max(30, 60*u)
	bottom := h - m - math.Max(40, 60*u) - m*0.5
	pw := math.Min(w-2*m, 1100*u+200)
	return sprites.Rect{X: (w - pw) / 2, Y: top, W: pw, H: bottom - top}
}

// Layout implements scenes.Scene.
func (r *Results) Layout(ctx *scenes.Context, w, h int) {
	fw, fh := float64(w), float64(h)
	r.st.SetSize(fw, fh)
	r.bg.Resize(fw, fh)
	u := designUnit(fw, fh)
	m := math.Max(8, 24*u)
	r.title.SetFont(gfx.Bold, math.Round(math.Max(18, 40*u)))
	r.title.SetWrap(fw - 2*m)
	r.title.SetPos(fw/2, m*0.8)
	pr := panelRect(fw, fh, u, m)
	r.panelN.SetPos(pr.X, pr.Y)
	r.panel.Resize(pr.W, pr.H)
	n := len(r.rows)
	rh := pr.H / float64(n)
	pad := math.Max(6, 14*u)
	for i, row := range r.rows {
		y := pr.Y + float64(i)*rh
		ch := math.Round(math.Min(rh*0.7, 110*u))
		cw := math.Round(ch * art.SmallAspect)
		fs := math.Round(math.Max(12, math.Min(rh*0.24, 24*u)))
		row.name.SetFont(gfx.Bold, fs)
		row.badge.SetFont(gfx.Bold, math.Round(fs*0.75))
		row.money.SetFont(gfx.Regular, math.Round(fs*0.75))
		row.total.SetFont(gfx.Bold, math.Round(fs*1.3))
		sym := math.Round(fs * 1.4)
		row.symPic.Resize(sym, sym)
		row.symbol.SetSize(sym, sym)
		row.symbol.SetPos(pr.X+pad+14+sym/2, y+rh/2)
		nameX := pr.X + pad*1.6 + 14 + sym
		// the cards start at cx0; the breakdown wraps to stay clear of them
		cx0 := pr.X + pr.W*0.36
		fitMoneyLine(row.money, row.line, cx0-nameX-pad)
		_, nh := row.name.Size()
		_, bh := row.badge.Size()
		_, mh := row.money.Size()
		block := bh + nh + mh
		row.badge.SetPos(nameX, y+(rh-block)/2)
		row.name.SetPos(nameX, y+(rh-block)/2+bh)
		row.money.SetPos(nameX, y+(rh-block)/2+bh+nh)
		_, th := row.total.Size()
		row.total.SetPos(pr.X+pr.W-pad, y+(rh-th)/2)
		// the luxury cards, in a row between the name and the total
		cx1 := pr.X + pr.W - pad - math.Max(90*u, 60)
		step := math.Min(cw+4*u, (cx1-cx0-cw)/math.Max(float64(len(row.cards)-1), 1))
		for k, gc := range row.cards {
			gc.SetSize(cw, ch)
			gc.SetPos(cx0+cw/2+float64(k)*step, y+rh/2)
		}
	}
	bw, bh := math.Round(math.Max(150, 220*u)), math.Round(math.Max(38, 54*u))
	r.rematch.SetSize(bw, bh)
	r.back.SetSize(bw, bh)
	by := fh - m - bh/2
	r.rematch.SetPos(fw/2-bw/2-m/2, by)
	r.back.SetPos(fw/2+bw/2+m/2, by)
	r.st.Invalidate()
}

// paintPanel paints the cream sheet with a band per seat, the winners'
// bands in gold.
func (r *Results) paintPanel(dst *ebiten.Image, w, h float64) {
	rad := float32(math.Min(w, h) * 0.03)
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), rad, gfx.WithAlpha(pal.Panel, 0.96), true)
	rh := h / float64(len(r.rows))
	for i, row := range r.rows {
		y := float32(float64(i) * rh)
		if r.isWinner(row.seat) {
			gfx.FillRoundRect(dst, 4, y+3, float32(w)-8, float32(rh)-6, rad, gfx.Mix(pal.Panel, pal.Highlight, 0.55), true)
		}
		if i > 0 {
			gfx.FillRoundRect(dst, float32(w)*0.02, y-0.5, float32(w)*0.96, 1, 0, gfx.WithAlpha(pal.FeltDeep, 0.4), false)
		}
		gfx.FillRoundRect(dst, 6, y+6, 5, float32(rh)-12, 2, art.SeatColor(r.table.colors[row.seat]), true)
	}
}

// Update implements scenes.Scene.
func (r *Results) Update(ctx *scenes.Context) scenes.Change {
	r.st.Update()
	if r.st.Action(sprites.ActBack) {
		r.doTitle()
	}
	ch := r.next
	r.next = scenes.None
	return ch
}

func (r *Results) doRematch() {
	cfg := r.table.cfg
	cfg.Seed = nextSeed(cfg.Seed)
	nt, err := newTable(r.ctx, cfg)
	if err != nil {
		return
	}
	r.ctx.Play(scenes.SoundButton)
	r.table.Next = scenes.Replace(nt)
	r.next = scenes.Pop()
}

func (r *Results) doTitle() {
	r.ctx.Play(scenes.SoundButton)
	if title, err := r.ctx.Open("title"); err == nil {
		r.table.Next = scenes.Replace(title)
	}
	r.next = scenes.Pop()
}

// nextSeed derives a rematch's deal from the last one (splitmix64), so a
// series of games is reproducible from the first seed.
func nextSeed(s uint64) uint64 {
	s += 0x9e3779b97f4a7c15
	z := s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Draw implements scenes.Scene.
func (r *Results) Draw(dst *ebiten.Image) { r.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (r *Results) NeedsRedraw() bool { return r.st.NeedsRedraw() }

// Settled implements scenes.Scene.
func (r *Results) Settled() bool { return !r.st.Animating() }

// Targets implements scenes.Scene: button:rematch and button:title.
func (r *Results) Targets(dst []scenes.Target) []scenes.Target {
	for _, b := range []*sprites.Button{r.rematch, r.back} {
		br := b.WorldBounds()
		dst = append(dst, scenes.Target{ID: b.Name, Label: b.Label().Text(), X: br.X, Y: br.Y, W: br.W, H: br.H})
	}
	return dst
}

// Stage exposes the scene graph to tests.
func (r *Results) Stage() *sprites.Stage { return r.st }
