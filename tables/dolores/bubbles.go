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
		s.bubble = t.newBubble()
	}
	t.tip = t.newBubble()
	t.tip.node.SetZ(600)
	t.tapped = d.NoCard
	for m := 0; m < d.NumMiB; m++ {
		c := d.MiBCard(m)
		// a tap shows the card's sentence until the next tap (a touch
		// screen has no hover)
		t.cards[c].OnActivate = func() {
			if t.tapped == c {
				t.tapped = d.NoCard
			} else {
				t.tapped = c
			}
		}
		t.targets.Add("mib:"+d.MiBName(m), t.Ctx.Words.T("dolores.mib."+d.MiBName(m)), t.cards[c].Node)
	}
}

func (t *Table) newBubble() *bubble {
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
	t.St.Root.Add(b.node)
	return b
}

// fit writes s in the bubble, wrapped at wrap, and sizes the box round it.
func (b *bubble) fit(s string, font, pad, wrap float64) (w, h float64) {
	b.text.SetFont(gfx.Bold, font)
	b.text.SetWrap(wrap)
	b.text.SetText(s)
	tw, th := b.text.Size()
	w, h = tw+2*pad, th+pad
	b.box.Resize(w, h)
	b.node.SetSize(w, h)
	b.text.SetPos(w/2, h/2)
	return w, h
}

// refreshTip shows what a Message in a Bottle card does, and when, while
// the pointer is over it.
func (t *Table) refreshTip() {
	card := d.NoCard
	if t.tapped != d.NoCard && t.mod.Where[t.tapped] >= 0 {
		card = t.tapped
	}
	for m := 0; m < d.NumMiB; m++ {
		c := d.MiBCard(m)
		if n := t.cards[c]; t.mod.Where[c] >= 0 && n.VisibleInTree() && n.Hovered() {
			card = c
		}
	}
	if card == t.tipCard {
		return
	}
	t.tipCard = card
	if card == d.NoCard {
		t.tip.node.SetVisible(false)
		t.St.Invalidate()
		return
	}
	g := &t.g
	bw, bh := t.tip.fit(t.mibText(card.MiB()), g.m.Font(15, 10), g.margin, g.w*0.4)
	n := t.cards[card]
	_, ch := n.Size()
	x := min(max(n.X(), bw/2+g.margin), g.w-bw/2-g.margin)
	y := n.Y() - ch/2 - bh/2 - g.margin*0.5
	if y-bh/2 < 0 {
		y = n.Y() + ch/2 + bh/2 + g.margin*0.5
	}
	t.tip.node.SetPos(x, y)
	t.tip.node.SetVisible(true)
	t.St.Invalidate()
}

// mibText is a card's name and what it does, in one sentence.
func (t *Table) mibText(m int) string {
	w := t.Ctx.Words
	name := d.MiBName(m)
	return w.T("dolores.mib_does", w.T("dolores.mib."+name), w.T("dolores.mib_does."+name))
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
		said := t.mod.Said[p]
		if said < 0 {
			b.node.SetVisible(false)
			b.said = -1
			continue
		}
		b.said = said
		b.text.SetText(t.Ctx.Words.T("dolores.phrase." + d.PhraseName(int(said))))
		pad := t.g.margin
		bw, _ := b.fit(b.text.Text(), t.g.m.Font(15, 10), pad, 0)
		hd := s.lay.header
		nw, _ := s.name.Size()
		x := min(hd.X+hd.H*1.1+nw+pad+bw/2, hd.X+hd.W-bw/2)
		b.node.SetPos(x, hd.Y+hd.H/2)
		b.node.SetVisible(true)
	}
}
