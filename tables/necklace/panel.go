package necklace

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"github.com/tinne26/etxt/fract"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/sprites"
)

// panel is the live necklace beside the felt: the value of the player's
// necklace and the wishes it fulfils, each with the stones that serve it
// and the card they are printed on; while a candidate is hovered or
// dragged it shows, in place, the necklace that candidate leads to and the
// change ("+6 (3 × jet)", "−9"). It is one cached picture, repainted only
// when the model or the preview changes, so a quiet frame costs a copy.
type panel struct {
	node  *sprites.Node
	pic   *sprites.Picture
	words *lang.Catalog
	g     geom
	live  Appraisal
	prev  Preview
	rows  [maxRows]Row
	rowsN int
	text  *etxt.Renderer
	k     float64 // device pixels per layout pixel, while painting
}

var panelColors = struct {
	ground, edge, title, ink, dim, gain, loss, chip color.RGBA
}{
	ground: gfx.Hex("#3E0F19"), edge: gfx.Hex("#C49A3C"), title: gfx.Hex("#E8C874"),
	ink: gfx.Hex("#F6EBD6"), dim: gfx.Hex("#B8968A"), gain: gfx.Hex("#9BE0A6"),
	loss: gfx.Hex("#F4A582"), chip: gfx.Hex("#F3E7C9"),
}

func newPanel(words *lang.Catalog, g geom) *panel {
	p := &panel{words: words, text: gfx.NewText(gfx.Regular, 16, color.White)}
	p.pic = sprites.NewPicture(1, 1, p.paint)
	p.node = sprites.NewPainted(p.pic)
	p.layout(g)
	return p
}

// layout places the panel for a new screen size.
func (p *panel) layout(g geom) {
	p.g = g
	p.node.SetPos(g.panel.X, g.panel.Y)
	p.node.SetSize(g.panel.W, g.panel.H)
	p.pic.Resize(g.panel.W, g.panel.H)
}

// set shows a new necklace now (after a take, a discard, a deal) and
// drops any preview.
func (p *panel) set(l Appraisal) {
	p.live, p.prev = l, Preview{}
	p.refresh()
}

// preview shows what candidate pr would do; NoPreview returns to now.
// Only a change repaints.
func (p *panel) preview(pr Preview) {
	if pr.Kind == p.prev.Kind && pr.Candidate == p.prev.Candidate {
		return
	}
	p.prev = pr
	p.refresh()
}

func (p *panel) refresh() {
	p.rowsN = p.live.Rows(&p.prev, &p.rows)
	p.pic.Repaint()
}

// paint draws the panel into dst (device pixels; k of them per layout
// pixel).
func (p *panel) paint(dst *ebiten.Image, pw, ph float64) {
	g := &p.g
	k := pw / g.panel.W
	u := g.u * k
	if g.compact() {
		u = max(u, 0.62*g.m.Scale*k)
	}
	p.k = k
	c := panelColors
	pad := float32(14 * u)
	W, H := float32(pw), float32(ph)
	gfx.FillRoundRect(dst, 0, 0, W, H, float32(12*u), c.ground, true)
	gfx.StrokeRoundRect(dst, 1, 1, W-2, H-2, float32(12*u), float32(max(1, 1.5*u)), c.edge, true)
	gfx.StrokeRoundRect(dst, float32(5*u), float32(5*u), W-float32(10*u), H-float32(10*u), float32(9*u), float32(max(0.6, 0.6*u)), gfx.WithAlpha(c.edge, 0.7), true)

	y := pad + float32(12*u)
	p.write(dst, gfx.Bold, 19*u, c.title, pad, y, etxt.Left, p.words.T("necklace.panel.title"))
	y += float32(36 * u)
	value := p.live.Necklace.Value
	if p.prev.Kind != NoPreview {
		value = p.prev.Value
	}
	florins := p.florins(value)
	p.write(dst, gfx.Bold, 30*u, c.ink, pad, y, etxt.Left, florins)
	if p.prev.Kind != NoPreview {
		col := c.gain
		if p.prev.Delta < 0 {
			col = c.loss
		} else if p.prev.Delta == 0 {
			col = c.dim
		}
		delta := p.prev.Text(p.words)
		if p.deltaBelow(u, float64(W-2*pad), florins, delta) {
			y += float32(28 * u)
			p.write(dst, gfx.Bold, 22*u, col, pad, y, etxt.Left, delta)
		} else {
			p.write(dst, gfx.Bold, 22*u, col, W-pad, y, etxt.Right, delta)
		}
		y += float32(28 * u)
		p.write(dst, gfx.Regular, 14*u, c.dim, pad, y, etxt.Left, p.caption())
	}
	y += float32(26 * u)
	gfx.FillRoundRect(dst, pad, y, W-2*pad, float32(max(1, u)), 0, gfx.WithAlpha(c.edge, 0.6), true)
	y += float32(10 * u)

	if p.rowsN == 0 || p.rows[0].State == RowOpen {
		y += float32(12 * u)
		p.write(dst, gfx.Regular, 15*u, c.dim, pad, y, etxt.Left, p.words.T("necklace.panel.none"))
		y += float32(16 * u)
	}
	rowH := (float64(H-y) - 8*u) / float64(max(p.rowsN, 5))
	rowH = min(rowH, 66*u)
	for i := 0; i < p.rowsN; i++ {
		p.paintRow(dst, &p.rows[i], pad, y, W-2*pad, float32(rowH), u)
		y += float32(rowH)
	}
}

// caption says what is previewed: "Taking B15, then discard B01".
func (p *panel) caption() string {
	pr := &p.prev
	if pr.Kind == PreviewDiscard {
		return p.words.T("necklace.panel.if_drop", pr.Candidate.String())
	}
	s := p.words.T("necklace.panel.if_take", pr.Candidate.String())
	if pr.Then.Valid() && pr.Then != pr.Candidate {
		s = p.words.T("necklace.wish_list", s, p.words.T("necklace.panel.then_drop", pr.Then.String()))
	}
	return s
}

func (p *panel) florins(v int) string {
	if v == 1 {
		return p.words.T("necklace.florins_one")
	}
	return p.words.T("necklace.florins", v)
}

// paintRow draws one wish: the card's id, the stones wished for and the
// florins, then the stones serving it, each over the id of the card it is
// printed on (a rainbow stone wears a ring of the gem it stands for). A
// new wish is marked +, a lost one struck through; an open one is dim.
func (p *panel) paintRow(dst *ebiten.Image, r *Row, x, y, w, h float32, u float64) {
	c := panelColors
	ink, alpha := c.ink, float32(1)
	switch r.State {
	case RowGained:
		ink = c.gain
	case RowLost:
		ink, alpha = c.loss, 0.55
	case RowOpen:
		ink, alpha = c.dim, 0.7
	}
	mid := y + h*0.36
	if r.State == RowOpen {
		mid = y + h*0.5
	}
	if r.State == RowGained {
		p.write(dst, gfx.Bold, 16*u, c.gain, x, mid, etxt.Left, p.words.T("necklace.panel.new"))
	}
	id := x + float32(12*u)
	p.write(dst, gfx.Regular, 12*u, gfx.WithAlpha(ink, float64(alpha)), id, mid, etxt.Left, r.Card.String())
	gem := float32(min(18*u, float64(h)*0.42))
	gx := id + float32(34*u)
	for i := 0; i < r.Count; i++ {
		art.GemIcon(dst, r.Gem, gx+gem*0.55*float32(i)+gem/2, mid, gem*0.9)
	}
	fx := gx + gem*0.55*float32(max(r.Count-1, 0)) + gem + float32(6*u)
	p.write(dst, gfx.Bold, 17*u, gfx.WithAlpha(c.title, float64(alpha)), fx, mid, etxt.Left, strconv.Itoa(r.Florins))
	if r.State == RowLost {
		gfx.FillRoundRect(dst, id, mid-float32(u), fx+float32(22*u)-id, float32(max(1.2, 1.6*u)), 0, c.loss, true)
	}
	if r.StonesN == 0 || r.State == RowOpen {
		return
	}
	// the stones serving the wish, right-aligned
	s := min(gem*1.05, h*0.5)
	step := max(s*1.55, float32(24*p.k)) // room for the ids under the stones
	sx := x + w - step*float32(r.StonesN) + step/2
	for i, st := range r.Stones[:r.StonesN] {
		cx := sx + step*float32(i)
		gfx.FillCircle(dst, cx, mid, s*0.62, gfx.WithAlpha(c.chip, 0.16*float64(alpha)), true)
		art.GemIcon(dst, st.Printed, cx, mid, s)
		if st.Printed == nk.Rainbow {
			gfx.StrokeCircle(dst, cx, mid, s*0.66, float32(max(1, 1.4*u)), art.GemColor(st.As), true)
		}
		p.write(dst, gfx.Regular, 10*u, gfx.WithAlpha(c.dim, float64(alpha)), cx, mid+s*0.62+float32(7*u), etxt.HorzCenter, st.From.String())
	}
}

// write draws s aligned on x, its capitals centred on cy, at size px.
// deltaBelow reports whether a preview's change ("+11 (3 × diamond, 4 ×
// ruby)") goes on a line of its own under the value: set beside it at the
// right, a long one would run into the value's text ("22 florins"), in
// a panel inner wide.
func (p *panel) deltaBelow(u, inner float64, value, delta string) bool {
	return p.width(gfx.Bold, 30*u, value)+12*u+p.width(gfx.Bold, 22*u, delta) > inner
}

// width is how wide write would set s.
func (p *panel) width(face gfx.Face, size float64, s string) float64 {
	r := p.text
	r.SetFont(gfx.Font(face))
	r.SetSize(max(size, 9*p.k))
	return r.Measure(s).Width().ToFloat64()
}

func (p *panel) write(dst *ebiten.Image, face gfx.Face, size float64, col color.Color, x, cy float32, align etxt.Align, s string) {
	size = max(size, 9*p.k) // nothing smaller than 9 layout pixels
	r := p.text
	r.SetFont(gfx.Font(face))
	r.SetSize(size)
	r.SetColor(col)
	r.SetAlign(etxt.Baseline | align)
	r.Fract().Draw(dst, s, fract.FromFloat64(float64(x)), fract.FromFloat64(float64(cy)+size*0.36))
}
