package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/gfx"
	"salotto/sprites"
)

// Title is the first screen: the Salotto wordmark, a tile per game with a
// fanned mini-deck in that game's card style (dealt in when the screen
// opens), and the Rules and Settings entries.
type Title struct {
	ctx   *Context
	st    *sprites.Stage
	m     Metrics
	bg    *picture
	word  *picture
	wordN *sprites.Node
	tiles []*gameTile
	rules *button
	sets  *button
	more  []*button // watch mode, records (title_entries.go)
	tl    TargetList
	next  Change
	dealt bool
	// resume is Continue, when a game is saved (title_continue.go).
	resume resumeOffer
}

// NewTitle builds the title screen.
func NewTitle(ctx *Context) *Title {
	t := &Title{ctx: ctx, st: ctx.NewStage()}
	t.bg = newPicture(1, 1, paintBackdrop)
	bgN := sprites.NewPainted(t.bg)
	bgN.SetZ(-10)
	t.word = newPicture(1, 1, t.paintWordmark)
	t.wordN = sprites.NewPainted(t.word)
	t.wordN.SetAnchor(0.5, 0)
	t.st.Root.Add(bgN, t.wordN)
	games := ctx.Scenes.Games()
	for i := range games {
		g := &games[i]
		title := GameTitle(ctx.Words, g.ID())
		tile := newGameTile(ctx, g, title, func(name string) {
			if s, err := ctx.Open(name); err == nil {
				ctx.Play(SoundButton)
				t.next = Push(s)
			}
		})
		t.tiles = append(t.tiles, tile)
		t.st.Root.Add(tile.node)
		label := title
		if tile.rulesOnly {
			label = ctx.Words.T("scenes.tile.label_rules_only", title)
		}
		t.tl.Add("tile:"+g.ID(), label, tile.node)
	}
	t.rules = newButton("button:rules", ctx.Words.T("scenes.rules"), func() {
		if ids := ctx.Scenes.rules; len(ids) > 0 {
			t.open("rules:" + ids[0])
		}
	})
	t.sets = newButton("button:settings", ctx.Words.T("scenes.settings"), func() { t.open("settings") })
	t.st.Root.Add(t.rules.Node, t.sets.Node)
	t.tl.Add(t.rules.ID, t.rules.Label, t.rules.Node)
	t.tl.Add(t.sets.ID, t.sets.Label, t.sets.Node)
	t.addEntries()
	t.offerContinue()
	return t
}

func (t *Title) open(name string) {
	s, err := t.ctx.Open(name)
	if err != nil {
		return
	}
	t.ctx.Play(SoundButton)
	t.next = Push(s)
}

// Name implements Scene.
func (t *Title) Name() string { return "title" }

// Layout implements Scene.
func (t *Title) Layout(ctx *Context, w, h int) {
	t.m = NewMetrics(w, h, ctx.Scale)
	m := t.m
	t.st.SetSize(float64(w), float64(h))
	t.bg.Resize(m.W, m.H)

	margin := m.PxMin(40, 14)
	gap := m.PxMin(28, 12)
	wordSize := m.Font(112, 40)
	if m.Compact {
		wordSize = m.Font(64, 34)
	}
	wordH := math.Round(wordSize * 1.55)
	t.word.Resize(m.W-2*margin, wordH) // repainted only when its size changes
	t.wordN.SetPos(m.W/2, margin*0.7)

	btnH := m.PxMin(52, 38)
	btnW := m.PxMin(200, 132)
	btnFont := m.Font(21, 15)
	btnY := m.H - margin - btnH
	t.placeRow(m.W/2, btnY, btnW, btnH, gap, m.W-2*margin, btnFont)

	top := margin*0.7 + wordH + gap*0.6
	bottom := t.placeContinue(m, btnY, btnW, btnH, btnFont, gap)
	tileH := bottom - top
	n := float64(max(len(t.tiles), 1))
	tileW := math.Min((m.W-2*margin-(n-1)*gap)/n, tileH*1.05)
	tileW = math.Min(tileW, m.Px(360))
	tileH = math.Min(tileH, tileW*1.18)
	x0 := m.W/2 - (n*tileW+(n-1)*gap)/2
	y0 := top + (bottom-top-tileH)/2
	for i, tile := range t.tiles {
		tile.place(m, x0+float64(i)*(tileW+gap), y0, tileW, tileH)
	}
	if !t.dealt {
		t.dealt = true
		t.deal()
	} else {
		t.st.SkipAnimations()
		for _, tile := range t.tiles {
			tile.settle()
		}
	}
}

// deal plays the opening animation: the fans are dealt in one card after
// another across the tiles.
func (t *Title) deal() {
	var steps []sprites.Anim
	for ti, tile := range t.tiles {
		for ci := range tile.cards {
			steps = append(steps, sprites.Sequence(sprites.Delay(0.12*float64(ti)), tile.dealCard(ci)))
		}
	}
	t.ctx.Play(SoundDeal)
	t.st.Play(sprites.Stagger(0.055, steps...))
}

// Update implements Scene.
func (t *Title) Update(ctx *Context) Change {
	t.st.Update()
	for _, tile := range t.tiles {
		tile.hover(t.st)
	}
	ch := t.next
	t.next = None
	return ch
}

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image) { t.st.Draw(dst) }

// NeedsRedraw implements Scene.
func (t *Title) NeedsRedraw() bool { return t.st.NeedsRedraw() }

// Settled implements Scene.
func (t *Title) Settled() bool { return !t.st.Animating() }

// Targets implements Scene.
func (t *Title) Targets(dst []Target) []Target { return t.tl.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (t *Title) Stage() *sprites.Stage { return t.st }

// paintWordmark sets the name large in cream with a soft shadow, a brass
// rule with a lozenge beneath it, and a tracked subtitle.
func (t *Title) paintWordmark(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	size := h / 1.55
	r := gfx.NewText(gfx.Bold, size, gfx.WithAlpha(gfx.Hex("#000000"), 0.45))
	r.SetAlign(etxt.Top | etxt.HorzCenter)
	name := t.ctx.Words.T("scenes.wordmark")
	r.Draw(dst, name, int(w/2)+int(size/28)+1, int(size/28)+1)
	r.SetColor(cream)
	r.Draw(dst, name, int(w/2), 0)

	y := float32(size * 1.13)
	half := float32(math.Min(w*0.42, size*2.2))
	cx := float32(w / 2)
	d := float32(size * 0.07)
	gfx.FillPolygon(dst, brass, true, cx-half, y, cx-d*1.6, y-1, cx-d*1.6, y+1)
	gfx.FillPolygon(dst, brass, true, cx+half, y, cx+d*1.6, y-1, cx+d*1.6, y+1)
	gfx.FillPolygon(dst, brass, true, cx, y-d, cx+d, y, cx, y+d, cx-d, y)

	spaced := letterSpaced(t.ctx.Words.T("scenes.subtitle"))
	sub := math.Max(11, size*0.15)
	sr := gfx.NewText(gfx.Regular, sub, muted)
	if mw := sr.Measure(spaced).Width().ToFloat64(); mw > w*0.96 {
		sub = math.Max(8, math.Floor(sub*w*0.96/mw))
		sr.SetSize(sub)
	}
	sr.SetAlign(etxt.Top | etxt.HorzCenter)
	sr.Draw(dst, spaced, int(w/2), int(float64(y+d)+sub*0.35))
}

// letterSpaced is s in capitals with a space between letters and three
// between words: the title's tracked subtitle.
func letterSpaced(s string) string {
	var b strings.Builder
	for i, word := range strings.Fields(strings.ToUpper(s)) {
		if i > 0 {
			b.WriteString("   ")
		}
		for j, r := range word {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// gameTile is one game's entry: the game's felt, a fanned mini-deck, its
// name and a line about it. Clicking opens the game's setup when that scene
// exists, its rules page until then; such a tile says so in a note above
// its name, so that it does not look playable.
type gameTile struct {
	id, title string
	rulesOnly bool
	players   string        // "3–5 players", all a phone's narrow tile shows
	line      string        // "3–5 players · bid for the Riviera"
	note      *sprites.Text // "Opens the rules · table coming soon", or nil
	node      *sprites.Node
	bg        *picture
	lit       *picture
	face      *tileFace
	cards     []*sprites.Node
	arts      []CardArt
	name      *sprites.Text
	sub       *sprites.Text
	lifted    bool
	w, h      float64
	// final fan positions in tile space
	fanX, fanY, fanR []float64
	startX, startY   float64
}

// tileFace paints the tile's background, lit while hovered or focused.
type tileFace struct{ t *gameTile }

func (f tileFace) Size() (float64, float64) { return f.t.w, f.t.h }
func (f tileFace) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if f.t.node.Hovered() || f.t.node.Focused() {
		f.t.lit.Paint(dst, world, alpha)
		return
	}
	f.t.bg.Paint(dst, world, alpha)
}

func newGameTile(ctx *Context, g *Game, title string, open func(name string)) *gameTile {
	id := g.ID()
	t := &gameTile{id: id, title: title, rulesOnly: !ctx.Scenes.Has("setup:" + id)}
	lo, hi := g.Rules.PlayerRange()
	t.players = ctx.Words.T("scenes.tile.players", lo, hi)
	t.line = ctx.Words.T("scenes.tile.players_line", t.players, ctx.Words.T("scenes.tile.tagline."+id))
	t.bg = newPicture(1, 1, func(dst *ebiten.Image) { paintTile(dst, g, false) })
	t.lit = newPicture(1, 1, func(dst *ebiten.Image) { paintTile(dst, g, true) })
	t.face = &tileFace{t}
	t.node = sprites.NewPainted(t.face)
	t.node.Name = "tile:" + id
	t.node.SetAnchor(0.5, 0.5)
	t.node.OnActivate = func() {
		if ctx.Scenes.Has("setup:" + id) {
			open("setup:" + id)
			return
		}
		open("rules:" + id)
	}
	pal := g.Colors
	for _, spec := range g.Deck {
		cs, err := ParseCardSpec(spec)
		if err != nil {
			continue
		}
		a, err := resolveCard(ctx, cs)
		if err != nil {
			continue
		}
		c := newCardNode(a, 1, 1)
		t.cards = append(t.cards, c.Node)
		t.arts = append(t.arts, a)
		t.node.Add(c.Node)
	}
	t.name = sprites.NewText(title, gfx.Bold, 24, pal.Text)
	t.name.SetAlign(sprites.AlignCenter)
	t.sub = sprites.NewText(t.players, gfx.Regular, 15, pal.TextDim)
	t.sub.SetAlign(sprites.AlignCenter)
	t.node.Add(t.name.Node, t.sub.Node)
	if t.rulesOnly {
		t.note = sprites.NewText(ctx.Words.T("scenes.tile.rules_only"), gfx.Bold, 13, pal.Highlight)
		t.note.SetAlign(sprites.AlignCenter)
		t.node.Add(t.note.Node)
	}
	return t
}

// paintTile paints a game's felt in a rounded frame, brass-edged when lit.
func paintTile(dst *ebiten.Image, g *Game, lit bool) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	r := w * 0.05
	pal := g.Colors
	felt := ebiten.NewImage(b.Dx(), b.Dy())
	g.Felt(felt)
	mask := ebiten.NewImage(b.Dx(), b.Dy())
	gfx.FillRoundRect(mask, 2, 2, w-4, h-4, r, gfx.White, true)
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendSourceIn
	mask.DrawImage(felt, &op)
	gfx.FillRoundRect(dst, 2, 5, w-4, h-4, r, gfx.WithAlpha(gfx.Black, 0.45), true)
	dst.DrawImage(mask, nil)
	edge, width := gfx.WithAlpha(pal.Accent, 0.55), float32(1.5)
	if lit {
		edge, width = pal.Highlight, 3
	}
	gfx.StrokeRoundRect(dst, 3, 3, w-6, h-6, r, width, edge, true)
	felt.Deallocate()
	mask.Deallocate()
}

// place lays the tile out at (x, y, w, h) in screen space.
func (t *gameTile) place(m Metrics, x, y, w, h float64) {
	t.w, t.h = w, h
	t.node.SetSize(w, h)
	t.node.SetPos(x+w/2, y+h/2)
	t.bg.Resize(w, h)
	t.lit.Resize(w, h)

	nameSize := math.Max(m.Dp(15), math.Round(w*0.075))
	subSize := math.Max(m.Dp(11), math.Round(w*0.045))
	t.name.SetFont(gfx.Bold, nameSize)
	t.sub.SetFont(gfx.Regular, subSize)
	t.name.SetWrap(w * 0.92)
	t.sub.SetWrap(w * 0.92)
	if m.Compact {
		t.sub.SetText(t.players)
	} else {
		t.sub.SetText(t.line)
	}
	_, subH := t.sub.Size()
	_, nameH := t.name.Size()
	pad := math.Round(h * 0.06)
	t.sub.SetPos(w*0.05, h-pad-subH)
	t.name.SetPos(w*0.05, h-pad-subH-nameH-math.Round(subSize*0.2))
	if t.note != nil {
		// The note sits under the name, above the players line.
		t.note.SetFont(gfx.Bold, subSize)
		t.note.SetWrap(w * 0.92)
		_, noteH := t.note.Size()
		t.note.SetPos(w*0.05, h-pad-subH-noteH-math.Round(subSize*0.15))
		t.name.SetPos(w*0.05, h-pad-subH-noteH-nameH-math.Round(subSize*0.35))
		nameH += noteH + math.Round(subSize*0.15)
	}

	// The fan: five cards about a pivot below, centred in the space above
	// the name. The outer cards sit lower on the arc; centre the whole arc.
	areaTop, areaBottom := pad, h-pad-subH-nameH-pad*0.6
	n := len(t.cards)
	spread := 0.2 // radians between cards
	half := float64(n-1) / 2 * spread
	cardH := math.Min((areaBottom-areaTop)*0.86, w*0.43)
	pivotR := cardH * 1.5
	sag := pivotR * (1 - math.Cos(half))
	cardH = math.Min(cardH, (areaBottom-areaTop)-sag-cardH*math.Sin(half)*0.4)
	pivotR = cardH * 1.5
	sag = pivotR * (1 - math.Cos(half))
	cx := w / 2
	cy := areaTop + ((areaBottom-areaTop)-(cardH+sag))/2 + cardH/2 + pivotR
	t.fanX, t.fanY, t.fanR = t.fanX[:0], t.fanY[:0], t.fanR[:0]
	for i, c := range t.cards {
		ch := cardH
		if t.arts[i].Aspect < 0.7 { // Dolce Vita's small cards are smaller
			ch = cardH * 0.86
		}
		cw := math.Round(ch * t.arts[i].Aspect)
		c.SetSize(cw, math.Round(ch))
		a := (float64(i) - float64(n-1)/2) * spread
		t.fanX = append(t.fanX, cx+math.Sin(a)*pivotR)
		t.fanY = append(t.fanY, cy-math.Cos(a)*pivotR+(cardH-ch)/2)
		t.fanR = append(t.fanR, a)
	}
	t.startX, t.startY = w/2, -h*0.25
}

// dealCard is card i's deal: from above the tile into its place in the fan.
func (t *gameTile) dealCard(i int) sprites.Anim {
	c := t.cards[i]
	c.SetPos(t.startX, t.startY)
	c.SetRotation(-0.5)
	c.SetAlpha(0)
	return sprites.Parallel(
		sprites.MoveTo(c, t.fanX[i], t.fanY[i], 0.38, sprites.BackOut),
		sprites.RotateTo(c, t.fanR[i], 0.38, sprites.CubicOut),
		sprites.FadeTo(c, 1, 0.15),
	)
}

// settle puts the cards straight into the fan (after a resize).
func (t *gameTile) settle() {
	for i, c := range t.cards {
		c.SetPos(t.fanX[i], t.fanY[i])
		c.SetRotation(t.fanR[i])
		c.SetAlpha(1)
	}
}

// hover lifts the tile a little while the pointer or focus is on it.
func (t *gameTile) hover(st *sprites.Stage) {
	want := t.node.Hovered() || t.node.Focused()
	if want == t.lifted {
		return
	}
	t.lifted = want
	s := 1.0
	if want {
		s = 1.03
	}
	tl := st.Play(sprites.ScaleTo(t.node, s, 0.15, sprites.CubicOut))
	tl.Skippable = false
}
