package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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
	m      Metrics

	bg     *picture
	paper  *picture
	paperN *sprites.Node
	header *picture
	headN  *sprites.Node
	doc    *sprites.Node // the typeset text; scrolled by moving it
	back   *button
	tabs   []*button
	tabIDs []string // the game each tab opens
	bar    *scrollbar
	tl     TargetList
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
			if _, err := resolveCard(ctx, p); err != nil {
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

	w := ctx.Words
	r.back = newButton("button:back", w.T("scenes.back"), func() { r.ctx.Play(SoundButton); r.next = Pop() })
	r.back.Node.SetZ(11)
	r.st.Root.Add(r.back.Node)
	r.tl.Add(r.back.ID, w.T("scenes.back_to"), r.back.Node)
	for _, id := range ctx.Scenes.rules {
		title := GameTitle(w, id)
		b := newButton("rules-tab:"+id, title, func() {
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
		r.tabs, r.tabIDs = append(r.tabs, b), append(r.tabIDs, id)
		r.st.Root.Add(b.Node)
		r.tl.Add(b.ID, w.T("scenes.rules.tab_label", title), b.Node)
	}
	r.bar = newScrollbar()
	r.bar.Node.SetZ(11)
	r.st.Root.Add(r.bar.Node)
	r.tl.Add("scrollbar", w.T("scenes.rules.scroll"), r.bar.Node)
	return r, nil
}

// Name implements Scene.
func (r *Rules) Name() string { return "rules:" + r.game }

// Layout implements Scene: it sets the page again for the new width.
func (r *Rules) Layout(ctx *Context, w, h int) {
	r.m = NewMetrics(w, h, ctx.Scale)
	m := r.m
	r.st.SetSize(m.W, m.H)
	r.bg.Resize(m.W, m.H)

	margin := m.PxMin(28, 10)
	btnH := m.PxMin(46, 34)
	font := m.Font(18, 13)
	headH := margin*2 + btnH
	if m.Compact {
		headH = margin*1.4 + btnH
	}
	r.header.Resize(m.W, headH)
	backW := m.PxMin(120, 88)
	r.back.Place(margin, (headH-btnH)/2, backW, btnH, font)

	tabGap := m.PxMin(10, 6)
	n := float64(len(r.tabs))
	tabW := math.Min(m.Px(250), (m.W-2*margin-backW-tabGap*(n+1))/n)
	tabsX := math.Max(margin+backW+tabGap*2, m.W/2-(n*tabW+(n-1)*tabGap)/2)
	for i, b := range r.tabs {
		// Short names fit the tabs on a phone.
		if id := r.tabIDs[i]; tabW < m.Px(230) || m.Compact {
			b.SetLabel(ctx.Words.T("scenes.short." + id))
		} else {
			b.SetLabel(GameTitle(ctx.Words, id))
		}
		b.Place(tabsX+float64(i)*(tabW+tabGap), (headH-btnH)/2, tabW, btnH, font)
	}

	// The paper column.
	barW := m.PxMin(12, 10)
	colW := math.Min(m.W-2*margin-barW*2-m.Px(20), m.Px(800))
	if m.Compact {
		colW = math.Min(m.W-2*margin-barW*3, m.Dp(680))
	}
	pad := m.PxMin(44, 16)
	paperW := colW + 2*pad
	if paperW > m.W-2*margin-barW*2 {
		paperW = m.W - 2*margin - barW*2
		colW = paperW - 2*pad
	}
	paperX := math.Round((m.W - paperW) / 2)
	r.viewTop, r.viewH = headH, m.H-headH
	r.paper.Resize(paperW, m.H-headH+20)
	r.paperN.SetPos(paperX, headH-10)
	r.bar.Place(paperX+paperW+m.PxMin(12, 6), headH+8, barW, r.viewH-16)

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
	line := r.ScrollStep()
	page := r.viewH * 0.85
	switch {
	case in.Wheel() != 0:
		r.scrollTo(r.target - in.Wheel()*line)
	case in.Action(sprites.ActDown):
		r.scrollTo(r.target + line)
	case in.Action(sprites.ActUp):
		r.scrollTo(r.target - line)
	case in.Action(sprites.ActPageDown), in.Action(sprites.ActPlay) && r.st.Focus() == nil:
		r.scrollTo(r.target + page)
	case in.Action(sprites.ActPageUp):
		r.scrollTo(r.target - page)
	case in.Action(sprites.ActHome):
		r.scrollTo(0)
	case in.Action(sprites.ActEnd):
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

// Targets implements Scene: the controls, and the scrollbar's thumb while
// the page scrolls.
func (r *Rules) Targets(dst []Target) []Target {
	dst = r.tl.AppendTo(dst)
	if r.bar.Node.VisibleInTree() {
		dst = append(dst, r.bar.thumbTarget(r.ctx.Words.T("scenes.rules.thumb")))
	}
	return dst
}

// ScrollStep is how far one wheel notch or arrow key moves the page:
// three lines of body text.
func (r *Rules) ScrollStep() float64 { return math.Round(r.bodySize() * bodyLeading * 3) }

// bodySize is the type size of the page's text.
func (r *Rules) bodySize() float64 { return r.m.Font(19, 14) }
