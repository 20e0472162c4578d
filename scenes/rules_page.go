package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// typeset lays the blocks out in a column of width colW starting at x and
// returns the page height.
func (r *Rules) typeset(x, colW, pad float64) float64 {
	m := r.m
	r.doc.RemoveAll()
	r.items = r.items[:0]
	body := r.bodySize()
	y := pad * 0.8
	last := BlockKind(-1)
	for _, b := range r.blocks {
		switch b.Kind {
		case BlockTitle:
			y += r.text(b.Spans, m.Font(46, 26), 1.2, x, y, colW, paperInk) + body*0.2
			rule := newPicture(colW, 6, func(dst *ebiten.Image) { paintRule(dst, r.ink()) })
			rn := sprites.NewPainted(rule)
			rn.SetPos(x, y)
			r.put(rn, y, 6)
			y += 6 + body*0.9
		case BlockHeading:
			if last != BlockTitle {
				y += body * 1.3
			}
			y += r.text(boldSpans(b.Spans), m.Font(28, 18), 1.25, x, y, colW, r.ink()) + body*0.35
		case BlockParagraph:
			if last == BlockBullet {
				y += body * 0.5
			}
			y += r.text(b.Spans, body, bodyLeading, x, y, colW, paperInk) + body*0.7
		case BlockBullet:
			indent := math.Round(body * 1.3)
			dot := newPicture(indent, body*bodyLeading, func(dst *ebiten.Image) { paintBullet(dst, r.ink()) })
			dn := sprites.NewPainted(dot)
			dn.SetPos(x, y)
			r.put(dn, y, body*bodyLeading)
			y += r.text(b.Spans, body, bodyLeading, x+indent, y, colW-indent, paperInk) + body*0.3
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

// text sets spans at size within width with its top-left at (x, y), on
// the page, lines leading×size apart, and returns its height.
func (r *Rules) text(spans []Span, size, leading, x, y, width float64, ink color.Color) float64 {
	p := newParagraph(r.ts, spans, size, leading, width, ink)
	n := sprites.NewPainted(p)
	n.SetPos(x, y)
	_, h := p.Size()
	r.put(n, y, h)
	return h
}

// pictureRow places a row of card pictures (or one picture with its caption
// beside it) at y and returns its height.
func (r *Rules) pictureRow(b Block, x, y, colW, body float64) float64 {
	m := r.m
	cardH := m.PxMin(188, 104)
	if m.Compact {
		cardH = math.Max(m.Dp(96), math.Min(cardH, m.Dp(128)))
	}
	gap := m.PxMin(16, 8)
	arts := make([]CardArt, len(b.Pictures))
	total := -gap
	for i, p := range b.Pictures {
		arts[i], _ = resolveCard(r.ctx, p) // checked when the scene was made
		total += cardH*arts[i].Aspect + gap
	}
	if len(b.Caption) > 0 {
		// A figure: the card on the left, its explanation beside it.
		cw := math.Round(cardH * 0.8 * arts[0].Aspect)
		ch := math.Round(cardH * 0.8)
		r.addCard(arts[0], x, y, cw, ch)
		capX := cw + gap*1.5
		p := newParagraph(r.ts, b.Caption, body, bodyLeading, colW-capX, paperInk)
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
		cw := math.Round(ch * a.Aspect)
		r.addCard(a, cx, y+math.Round((cardH*scale-ch)/2), cw, ch)
		cx += cw + gap*scale
	}
	return cardH * scale
}

// addCard puts one card picture, with its shadow, on the page.
func (r *Rules) addCard(a CardArt, x, y, w, h float64) {
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

// put adds n to the page, remembering the band of page it covers so that
// only what is in view is drawn (and card faces are painted only when
// first scrolled to).
func (r *Rules) put(n *sprites.Node, top, h float64) {
	r.doc.Add(n)
	r.items = append(r.items, docItem{n, top, top + h})
}
