package dolores

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	d "salotto/rules/dolores"
	"salotto/sprites"
	"salotto/tables/kit"
)

// bubble is a seat's speech bubble: its last announcement this share,
// readable until the reveal.
type bubble struct {
	node *sprites.Node
	box  *sprites.Picture
	text *sprites.Text
	said int8 // the phrase shown, -1: none
}

func (t *Table) buildBubbles() {
	for _, s := range t.seats {
		b := &bubble{said: -1}
		b.box = kit.NewPicture(paintBubble)
		b.node = sprites.NewPainted(b.box)
		b.node.SetAnchor(0.5, 0.5)
		b.node.SetZ(400)
		b.node.SetVisible(false)
		b.text = sprites.NewText("", gfx.Bold, 15, bubbleInk)
		b.text.SetAnchor(0.5, 0.5)
		b.text.SetAlign(sprites.AlignCenter)
		b.node.Add(b.text.Node)
		t.st.Root.Add(b.node)
		s.bubble = b
	}
}

// The bubble's colours: the parchment of the cards, dark ink.
var (
	bubblePaper = gfx.Hex("#efe3c6")
	bubbleInk   = gfx.Hex("#2a2f3a")
)

// paintBubble is a rounded parchment bubble edged in ink.
func paintBubble(dst *ebiten.Image, w, h float64) {
	fw, fh := float32(w), float32(h)
	r := float32(h * 0.4)
	gfx.FillRoundRect(dst, 0, 0, fw, fh, r, bubblePaper, true)
	gfx.StrokeRoundRect(dst, 1, 1, fw-2, fh-2, r, float32(math.Max(1.5, h*0.06)), bubbleInk, true)
}

// snapBubbles shows each seat's last phrase by its name.
func (t *Table) snapBubbles() {
	for p, s := range t.seats {
		b := s.bubble
		said := t.mod.said[p]
		if said < 0 {
			b.node.SetVisible(false)
			b.said = -1
			continue
		}
		if said != b.said {
			b.said = said
			b.text.SetText(t.ctx.Words.T("dolores.phrase." + d.PhraseName(int(said))))
		}
		b.text.SetFont(gfx.Bold, t.g.m.Font(15, 10))
		w, h := b.text.Size()
		pad := t.g.margin
		bw, bh := w+2*pad, h+pad
		b.box.Resize(bw, bh)
		b.node.SetSize(bw, bh)
		b.text.SetPos(bw/2, bh/2)
		hd := s.lay.header
		nw, _ := s.name.Size()
		x := min(hd.X+hd.H*1.1+nw+pad+bw/2, hd.X+hd.W-bw/2)
		b.node.SetPos(x, hd.Y+hd.H/2)
		b.node.SetVisible(true)
	}
}
