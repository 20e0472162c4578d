package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/rulesref"
	"salotto/sprites"
)

// Rules is one game's reference, typeset from the rulesref Markdown on a
// paper column: headings, short paragraphs, bullet lists and the cards
// themselves. It scrolls with the wheel, by dragging the page, with the
// arrow, Page and Home/End keys, and with its scrollbar. Tabs switch game.
type Rules struct {
	ctx    *Context
	game   string
	blocks []Block
	st     *sprites.Stage
	ts     *typesetter
	m      metrics

	bg     *picture
	paper  *picture
	paperN *sprites.Node
	header *picture
	headN  *sprites.Node
	doc    *sprites.Node // the typeset text; scrolled by moving it
	back   *button
	tabs   []*button
	bar    *scrollbar
	tl     targetList
	next   Change

	items []docItem

	viewTop, viewH float64 // the visible part of the page, screen y
	docH           float64
	scroll, target float64 // current and wanted offset
	dragFrom       float64
	dragScroll     float64
	dragging       bool
}

// docItem is a node of the page and the band of page y it covers.
type docItem struct {
	n           *sprites.Node
	top, bottom float64
}

// NewRules opens game's reference in the context's language.
func NewRules(ctx *Context, game string) (*Rules, error) {
	md, err := rulesref.Text(ctx.Settings.Language, game)
	if err != nil {
		return nil, err
	}
	return newRulesFrom(ctx, game, md)
}

// NewRulesFromText typesets md as game's rules page (tests use samples).
func NewRulesFromText(ctx *Context, game, md string) (*Rules, error) {
	return newRulesFrom(ctx, game, md)
}

func newRulesFrom(ctx *Context, game, md string) (*Rules, error) {
	blocks, err := ParseRules(md)
	if err != nil {
		return nil, err
	}
	for _, b := range blocks {
		for _, p := range b.Pictures {
			if _, err := resolveCard(p); err != nil {
				return nil, err
			}
		}
	}
	r := &Rules{ctx: ctx, game: game, blocks: blocks, st: ctx.NewStage(), ts: newTypesetter()}
	r.bg = newPicture(1, 1, paintBackdrop)
	bgN := sprites.NewPainted(r.bg)
	bgN.SetZ(-10)
	r.paper = newPicture(1, 1, paintPaper)
	r.paperN = sprites.NewPainted(r.paper)
	r.paperN.SetZ(-5)
	r.doc = sprites.NewNode()
	r.header = newPicture(1, 1, paintHeader)
	r.headN = sprites.NewPainted(r.header)
	r.headN.SetZ(10)
	r.st.Root.Add(bgN, r.paperN, r.doc, r.headN)

	r.back = newButton("button:back", "‹ Back", func() { r.ctx.Play(SoundButton); r.next = Pop() })
	r.back.Node.SetZ(11)
	r.st.Root.Add(r.back.Node)
	r.tl.add(r.back.ID, "Back", r.back.Node)
	for _, g := range Games {
		id := g.ID
		b := newButton("rules-tab:"+id, g.Title, func() {
			if id == r.game {
				return
			}
			if s, err := r.ctx.Open("rules:" + id); err == nil {
				r.ctx.Play(SoundButton)
				r.next = Replace(s)
			}
		})
		if id == game {
			b.SetStyle(styleSelected)
		}
		b.Node.SetZ(11)
		r.tabs = append(r.tabs, b)
		r.st.Root.Add(b.Node)
		r.tl.add(b.ID, g.Title+" rules", b.Node)
	}
	r.bar = newScrollbar()
	r.bar.Node.SetZ(11)
	r.st.Root.Add(r.bar.Node)
	r.tl.add("scrollbar", "Scroll", r.bar.Node)
	return r, nil
}

// Name implements Scene.
func (r *Rules) Name() string { return "rules:" + r.game }

// shortTitles fit the tabs on a phone.
var shortTitles = map[string]string{"dolcevita": "Dolce Vita", "dolores": "Dolores", "necklace": "Necklace"}

// Layout implements Scene: it sets the page again for the new width.
func (r *Rules) Layout(ctx *Context, w, h int) {
	r.m = newMetrics(w, h)
	m := r.m
	r.st.SetSize(m.w, m.h)
	r.bg.Resize(m.w, m.h)

	margin := math.Max(10, m.px(28))
	btnH := math.Max(34, m.px(46))
	font := m.font(18, 13)
	headH := margin*2 + btnH
	if m.compact {
		headH = margin*1.4 + btnH
	}
	r.header.Resize(m.w, headH)
	backW := math.Max(88, m.px(120))
	r.back.Place(margin, (headH-btnH)/2, backW, btnH, font)

	tabGap := math.Max(6, m.px(10))
	tabW := math.Min(m.px(250), (m.w-2*margin-backW-tabGap*4)/3)
	tabsX := math.Max(margin+backW+tabGap*2, m.w/2-(3*tabW+2*tabGap)/2)
	for i, b := range r.tabs {
		if tabW < m.px(230) || m.compact {
			b.SetLabel(shortTitles[Games[i].ID])
		} else {
			b.SetLabel(Games[i].Title)
		}
		b.Place(tabsX+float64(i)*(tabW+tabGap), (headH-btnH)/2, tabW, btnH, font)
	}

	// The paper column.
	barW := math.Max(10, m.px(12))
	colW := math.Min(m.w-2*margin-barW*2-m.px(20), m.px(800))
	if m.compact {
		colW = math.Min(m.w-2*margin-barW*3, 680)
	}
	pad := math.Max(16, m.px(44))
	paperW := colW + 2*pad
	if paperW > m.w-2*margin-barW*2 {
		paperW = m.w - 2*margin - barW*2
		colW = paperW - 2*pad
	}
	paperX := math.Round((m.w - paperW) / 2)
	r.viewTop, r.viewH = headH, m.h-headH
	r.paper.Resize(paperW, m.h-headH+20)
	r.paperN.SetPos(paperX, headH-10)
	r.bar.Place(paperX+paperW+math.Max(6, m.px(12)), headH+8, barW, r.viewH-16)

	// Keep the reader's place across a reflow, as a fraction of the page.
	frac := 0.0
	if r.docH > r.viewH {
		frac = r.scroll / (r.docH - r.viewH)
	}
	r.docH = r.typeset(paperX+pad, colW, pad)
	r.scroll = frac * math.Max(0, r.docH-r.viewH)
	r.target = r.scroll
	r.applyScroll()
}

// typeset lays the blocks out in a column of width colW starting at x and
// returns the page height.
func (r *Rules) typeset(x, colW, pad float64) float64 {
	m := r.m
	r.doc.RemoveAll()
	r.items = r.items[:0]
	body := m.font(19, 14)
	y := pad * 0.8
	last := BlockKind(-1)
	for _, b := range r.blocks {
		switch b.Kind {
		case BlockTitle:
			t := newParagraph(r.ts, b.Spans, m.font(46, 26), colW, paperInk)
			t.leading = 1.2
			t.layout()
			n := sprites.NewPainted(t)
			n.SetPos(x, y)
			_, h := t.Size()
			r.put(n, y, h)
			y += h + body*0.2
			rule := newPicture(colW, 6, func(dst *ebiten.Image) { paintRule(dst, r.game) })
			rn := sprites.NewPainted(rule)
			rn.SetPos(x, y)
			r.put(rn, y, 6)
			y += 6 + body*0.9
		case BlockHeading:
			if last != BlockTitle {
				y += body * 1.3
			}
			t := newParagraph(r.ts, boldSpans(b.Spans), m.font(28, 18), colW, headingInk(r.game))
			t.leading = 1.25
			t.layout()
			n := sprites.NewPainted(t)
			n.SetPos(x, y)
			_, h := t.Size()
			r.put(n, y, h)
			y += h + body*0.35
		case BlockParagraph:
			if last == BlockBullet {
				y += body * 0.5
			}
			p := newParagraph(r.ts, b.Spans, body, colW, paperInk)
			n := sprites.NewPainted(p)
			n.SetPos(x, y)
			_, h := p.Size()
			r.put(n, y, h)
			y += h + body*0.7
		case BlockBullet:
			indent := math.Round(body * 1.3)
			p := newParagraph(r.ts, b.Spans, body, colW-indent, paperInk)
			n := sprites.NewPainted(p)
			n.SetPos(x+indent, y)
			dot := newPicture(indent, body*1.45, func(dst *ebiten.Image) { paintBullet(dst, r.game) })
			dn := sprites.NewPainted(dot)
			dn.SetPos(x, y)
			_, h := p.Size()
			r.put(dn, y, body*1.45)
			r.put(n, y, h)
			y += h + body*0.3
		case BlockPictures:
			if last == BlockBullet {
				y += body * 0.5
			}
			y += body * 0.3
			y += r.pictureRow(b, x, y, colW, body) + body*0.9
		}
		last = b.Kind
	}
	return y + pad
}

// pictureRow places a row of card pictures (or one picture with its caption
// beside it) at y and returns its height.
func (r *Rules) pictureRow(b Block, x, y, colW, body float64) float64 {
	m := r.m
	cardH := math.Max(104, m.px(188))
	if m.compact {
		cardH = math.Max(96, math.Min(cardH, 128))
	}
	gap := math.Max(8, m.px(16))
	arts := make([]cardArt, len(b.Pictures))
	total := -gap
	for i, p := range b.Pictures {
		arts[i], _ = resolveCard(p) // checked when the scene was made
		total += cardH*arts[i].aspect + gap
	}
	if len(b.Caption) > 0 {
		// A figure: the card on the left, its explanation beside it.
		cw := math.Round(cardH * 0.8 * arts[0].aspect)
		ch := math.Round(cardH * 0.8)
		r.addCard(arts[0], x, y, cw, ch)
		capX := cw + gap*1.5
		p := newParagraph(r.ts, b.Caption, body, colW-capX, paperInk)
		n := sprites.NewPainted(p)
		_, ph := p.Size()
		n.SetPos(x+capX, y+math.Max(0, (ch-ph)/2))
		r.put(n, y+math.Max(0, (ch-ph)/2), ph)
		return math.Max(ch, ph)
	}
	scale := 1.0
	if total > colW {
		scale = colW / total
	}
	cx := x
	for _, a := range arts {
		ch := math.Round(cardH * scale)
		cw := math.Round(ch * a.aspect)
		r.addCard(a, cx, y+math.Round((cardH*scale-ch)/2), cw, ch)
		cx += cw + gap*scale
	}
	return cardH * scale
}

// addCard puts one card picture, with its shadow, on the page.
func (r *Rules) addCard(a cardArt, x, y, w, h float64) {
	c := newCardNode(a, w, h)
	c.SetPos(x+w/2, y+h/2)
	r.put(c.Node, y-4, h+12) // with its shadow
}

func boldSpans(s []Span) []Span {
	out := make([]Span, len(s))
	for i, sp := range s {
		out[i] = Span{sp.Text, true}
	}
	return out
}

func (r *Rules) maxScroll() float64 { return math.Max(0, r.docH-r.viewH) }

// scrollTo sets where the page should glide to.
func (r *Rules) scrollTo(v float64) { r.target = math.Max(0, math.Min(r.maxScroll(), v)) }

// ScrollOffset is how far the page is scrolled, in pixels (tests).
func (r *Rules) ScrollOffset() float64 { return r.scroll }

// ScrollTo jumps to offset y at once (tests, and a later "jump to
// section").
func (r *Rules) ScrollTo(y float64) {
	r.scrollTo(y)
	r.scroll = r.target
	r.applyScroll()
}

// MaxScroll is the largest offset (tests).
func (r *Rules) MaxScroll() float64 { return r.maxScroll() }

// put adds n to the page, remembering the band of page it covers so that
// only what is in view is drawn (and card faces are painted only when
// first scrolled to).
func (r *Rules) put(n *sprites.Node, top, h float64) {
	r.doc.Add(n)
	r.items = append(r.items, docItem{n, top, top + h})
}

func (r *Rules) applyScroll() {
	r.doc.SetPos(0, math.Round(r.viewTop-r.scroll))
	r.bar.SetView(r.scroll, r.viewH, r.docH)
	lo, hi := r.scroll-r.viewH*0.25, r.scroll+r.viewH*1.25
	for _, it := range r.items {
		it.n.SetVisible(it.bottom > lo && it.top < hi)
	}
}

// Update implements Scene.
func (r *Rules) Update(ctx *Context) Change {
	r.st.Update()
	in := ctx.Input
	line := r.m.font(19, 14) * 3
	page := r.viewH * 0.85
	switch {
	case in.Wheel() != 0:
		r.scrollTo(r.target - in.Wheel()*line)
	case in.KeyJustPressed(ebiten.KeyArrowDown):
		r.scrollTo(r.target + line)
	case in.KeyJustPressed(ebiten.KeyArrowUp):
		r.scrollTo(r.target - line)
	case in.KeyJustPressed(ebiten.KeyPageDown), in.KeyJustPressed(ebiten.KeySpace) && r.st.Focus() == nil:
		r.scrollTo(r.target + page)
	case in.KeyJustPressed(ebiten.KeyPageUp):
		r.scrollTo(r.target - page)
	case in.KeyJustPressed(ebiten.KeyHome):
		r.scrollTo(0)
	case in.KeyJustPressed(ebiten.KeyEnd):
		r.scrollTo(r.maxScroll())
	}
	r.dragPage(in.Pointer())
	if v, ok := r.bar.update(in.Pointer(), r.maxScroll()); ok {
		r.target, r.scroll = v, v
	}
	if r.scroll != r.target {
		d := r.target - r.scroll
		if math.Abs(d) < 0.5 {
			r.scroll = r.target
		} else {
			r.scroll += d * 0.3
		}
		r.applyScroll()
	}
	if r.st.Action(sprites.ActBack) {
		ctx.Play(SoundButton)
		return Pop()
	}
	ch := r.next
	r.next = None
	return ch
}

// dragPage scrolls by dragging the page itself (touch screens have no
// wheel).
func (r *Rules) dragPage(p sprites.PointerState) {
	if p.JustDown && p.Y > r.viewTop && !r.bar.Contains(p.X, p.Y) {
		r.dragging, r.dragFrom, r.dragScroll = true, p.Y, r.scroll
	}
	if !p.Down {
		r.dragging = false
		return
	}
	if r.dragging {
		r.scrollTo(r.dragScroll - (p.Y - r.dragFrom))
		r.scroll = r.target
		r.applyScroll()
	}
}

// Draw implements Scene.
func (r *Rules) Draw(dst *ebiten.Image) { r.st.Draw(dst) }

// NeedsRedraw implements Scene.
func (r *Rules) NeedsRedraw() bool { return r.st.NeedsRedraw() }

// Settled implements Scene.
func (r *Rules) Settled() bool { return !r.st.Animating() && r.scroll == r.target }

// Targets implements Scene.
func (r *Rules) Targets(dst []Target) []Target { return r.tl.appendTo(dst) }

// paintPaper is the page: warm paper with a soft edge shadow.
func paintPaper(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	gfx.FillRoundRect(dst, 0, 4, w, h, 10, gfx.WithAlpha(gfx.Black, 0.4), true)
	gfx.FillRoundRect(dst, 0, 0, w, h, 10, paper, true)
}

// paintHeader is the bar that stays on top while the page scrolls.
func paintHeader(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	dst.DrawTriangles([]ebiten.Vertex{vtx(0, 0, inkTop), vtx(w, 0, inkTop), vtx(0, h, gfx.Mix(inkTop, inkBottom, 0.4)), vtx(w, h, gfx.Mix(inkTop, inkBottom, 0.4))},
		[]uint16{0, 1, 2, 1, 3, 2}, whiteSub(), &ebiten.DrawTrianglesOptions{})
	gfx.FillPolygon(dst, gfx.WithAlpha(brass, 0.6), false, 0, h-1.5, w, h-1.5, w, h, 0, h)
	gfx.FillPolygon(dst, gfx.WithAlpha(gfx.Black, 0.25), false, 0, h, w, h, w, h-1.5, 0, h-1.5)
}

func headingInk(game string) gfxColor {
	switch game {
	case "dolcevita":
		return gfx.Hex("#a4442a")
	case "dolores":
		return gfx.Hex("#234a6e")
	case "necklace":
		return gfx.Hex("#7a1f34")
	}
	return paperInk
}

// paintRule is the ornament under the page title, in the game's colour.
func paintRule(dst *ebiten.Image, game string) {
	b := dst.Bounds()
	w := float32(b.Dx())
	c := headingInk(game)
	gfx.FillPolygon(dst, c, true, 0, 2, w*0.35, 2, w*0.35, 4, 0, 4)
	gfx.FillPolygon(dst, gfx.WithAlpha(c, 0.35), true, w*0.35+6, 2.5, w, 2.5, w, 3.5, w*0.35+6, 3.5)
}

// paintBullet is a small lozenge in the game's colour.
func paintBullet(dst *ebiten.Image, game string) {
	b := dst.Bounds()
	h := float32(b.Dy())
	cx, cy, d := float32(b.Dx())*0.35, h/2, h*0.13
	gfx.FillPolygon(dst, headingInk(game), true, cx, cy-d, cx+d, cy, cx, cy+d, cx-d, cy)
}
