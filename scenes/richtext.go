package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/gfx"
	"salotto/sprites"
)

// typesetter holds the two renderers paragraphs are set with. One belongs
// to each scene that sets text, so nothing is shared between goroutines or
// kept in package state.
type typesetter struct {
	faces [2]*etxt.Renderer // regular, bold
}

func newTypesetter() *typesetter {
	ts := &typesetter{}
	ts.faces[0] = gfx.NewText(gfx.Regular, 16, color.White)
	ts.faces[1] = gfx.NewText(gfx.Bold, 16, color.White)
	for _, r := range ts.faces {
		r.SetAlign(etxt.Top | etxt.Left)
	}
	return ts
}

func (ts *typesetter) face(bold bool, size float64) *etxt.Renderer {
	r := ts.faces[0]
	if bold {
		r = ts.faces[1]
	}
	r.SetSize(size)
	return r
}

// word is one placed word of a paragraph.
type word struct {
	text string
	bold bool
	x, y float64
}

// Paragraph is a wrapped run of regular and bold text, laid out word by
// word (etxt wraps only single-style strings) and painted once into a
// sprites.Picture. It is a sprites.Painter.
type Paragraph struct {
	ts      *typesetter
	spans   []Span
	size    float64
	leading float64 // line advance as a multiple of the size
	width   float64
	color   color.Color

	words []word
	h     float64
	pic   *sprites.Picture
}

// paragraphBleed is the room the cached image keeps around the text box
// for glyphs that reach past it.
const paragraphBleed = 4

// bodyLeading is the line advance of body text, as a multiple of its size.
const bodyLeading = 1.45

// newParagraph sets spans at size pixels within width, lines leading×size
// apart.
func newParagraph(ts *typesetter, spans []Span, size, leading, width float64, c color.Color) *Paragraph {
	p := &Paragraph{ts: ts, spans: spans, size: size, leading: leading, width: width, color: c}
	p.pic = sprites.NewPicture(1, 1, p.paint)
	p.layout()
	return p
}

func (p *Paragraph) layout() {
	p.words = p.words[:0]
	space := p.measure(false, "x x") - p.measure(false, "xx") //catalog:exempt measures a space, never shown
	lineH := math.Round(p.size * p.leading)
	x, y := 0.0, 0.0
	for _, sp := range p.spans {
		// A span that starts or ends with a space keeps that gap from its
		// neighbour; within a span words are separated by single spaces.
		if strings.HasPrefix(sp.Text, " ") && x > 0 {
			x += space
		}
		for i, w := range strings.Fields(sp.Text) {
			ww := p.measure(sp.Bold, w)
			if i > 0 {
				x += space
			}
			if x > 0 && x+ww > p.width {
				x, y = 0, y+lineH
			}
			p.words = append(p.words, word{w, sp.Bold, x, y})
			x += ww
		}
		if strings.HasSuffix(sp.Text, " ") {
			x += space
		}
	}
	p.h = y + lineH
	p.pic.Resize(p.width+paragraphBleed, p.h+paragraphBleed)
	p.pic.Repaint()
}

func (p *Paragraph) measure(bold bool, s string) float64 {
	return p.ts.face(bold, p.size).Measure(s).Width().ToFloat64()
}

// Size implements sprites.Painter.
func (p *Paragraph) Size() (float64, float64) { return p.width, p.h }

// Lines is the number of lines the paragraph wraps to.
func (p *Paragraph) Lines() int { return int(math.Round(p.h / math.Round(p.size*p.leading))) }

// paint sets the words into the picture's image (device pixels).
func (p *Paragraph) paint(dst *ebiten.Image, _, _ float64) {
	// Centre the glyphs in the taller line box.
	pad := math.Round((p.size*p.leading - p.size*1.2) / 2)
	for _, wd := range p.words {
		r := p.ts.face(wd.bold, p.size)
		r.SetColor(p.color)
		r.Draw(dst, wd.text, int(wd.x), int(wd.y+pad))
	}
}

// Paint implements sprites.Painter.
func (p *Paragraph) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	p.pic.Paint(dst, world, alpha)
}
