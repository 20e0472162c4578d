package dolores

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/sprites"
	"salotto/tables/kit"
)

// A share slot can carry a mark over its card, saying where the card
// came from or who sees it: the third card of a side dealt by a Convoy
// wears a brass rope frame with the Convoy's bottle symbol, so nobody
// takes it for one of the deal's; a card dealt face down under a Broken
// Lantern that the viewer's own view holds is the lantern user's private
// peek: shown face up in a lantern-amber glow with the lantern's symbol,
// and the side says that only they see it. Both are drawn from the
// screen model and the viewer's View, so a peek is never on screen when
// another player holds it (hot-seat: not behind the hand-over either).

// markKind is what a slot's mark says.
type markKind uint8

const (
	markNone markKind = iota
	markConvoy
	markPeek
)

// slotMark is the mark of one share slot: a frame painted round the card
// and a badge on its top corner.
type slotMark struct {
	kind markKind
	pic  *sprites.Picture
	node *sprites.Node
}

// Colours of the marks: brass rope for the Convoy, a lantern's warm glow
// for the peek (Okabe–Ito orange, told apart from the brass by its glow
// and by the badge's symbol).
var (
	convoyRope = gfx.Hex("#C9A04E")
	peekGlow   = gfx.Hex("#E69F00")
)

// buildMarks makes one mark per share slot, over its card.
func (t *Table) buildMarks() {
	for i := range t.marks {
		mk := &slotMark{}
		mk.pic = kit.NewPicture(func(dst *ebiten.Image, w, h float64) { paintMark(dst, w, h, mk.kind) })
		mk.node = sprites.NewPainted(mk.pic)
		mk.node.SetAnchor(0.5, 0.5)
		mk.node.SetZ(21)
		mk.node.SetVisible(false)
		t.marks[i] = mk
		t.St.Root.Add(mk.node)
	}
	t.peekTx = sprites.NewText("", gfx.Bold, 13, peekGlow)
	t.peekTx.SetAnchor(0.5, 0)
	t.peekTx.SetAlign(sprites.AlignCenter)
	t.peekTx.SetZ(21)
	t.St.Root.Add(t.peekTx.Node)
}

// markFor is the mark share slot i wears now: peek when the viewer peeks
// at it, Convoy for the card a Convoy dealt to the third slot of a side.
func (t *Table) markFor(i int, peek bool) markKind {
	switch {
	case peek:
		return markPeek
	case t.mod.Convoyed[i]:
		return markConvoy
	}
	return markNone
}

// snapMark puts slot i's mark of kind k round a card centred at (x, y).
func (t *Table) snapMark(i int, k markKind, x, y float64) {
	mk := t.marks[i]
	mk.node.SetVisible(k != markNone)
	if k == markNone {
		return
	}
	if mk.kind != k {
		mk.kind = k
		mk.pic.Repaint()
	}
	g := &t.g
	pad := g.cardW * 0.08
	w, h := g.cardW+2*pad, g.cardH+2*pad
	mk.pic.Resize(w, h)
	mk.node.SetSize(w, h)
	mk.node.SetPos(x, y)
}

// snapPeekNote writes, under the sides from and to (the sides the viewer
// peeks at), that only they see those cards; nothing when from is -1.
func (t *Table) snapPeekNote(from, to int) {
	if from < 0 {
		t.peekTx.SetVisible(false)
		return
	}
	g := &t.g
	a, b := g.sides[from], g.sides[to]
	r := sprites.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: a.H}
	t.peekTx.SetText(t.Ctx.Words.T("polish.lantern.peek"))
	t.peekTx.SetFont(gfx.Bold, g.m.Font(13, 9))
	t.peekTx.SetWrap(r.W)
	t.peekTx.SetPos(r.X+r.W/2, g.slots[0].Y+g.cardH+g.cardW*0.1)
	t.peekTx.SetVisible(true)
}

// paintMark paints a mark of kind k filling w×h: a frame inset from the
// edge and a badge with the card's symbol at the top right corner.
func paintMark(dst *ebiten.Image, w, h float64, k markKind) {
	W, H := float32(w), float32(h)
	u := W / 100
	var c color.RGBA
	var symbol string
	switch k {
	case markConvoy:
		c, symbol = convoyRope, "convoy"
	case markPeek:
		c, symbol = peekGlow, "broken-lantern"
		// the glow: soft, widening halos under the frame
		for k := float32(3); k >= 1; k-- {
			gfx.StrokeRoundRect(dst, 2*u, 2*u, W-4*u, H-4*u, 8*u, 2.5*u*k, gfx.WithAlpha(c, 0.16), true)
		}
	default:
		return
	}
	gfx.StrokeRoundRect(dst, 3*u, 3*u, W-6*u, H-6*u, 7*u, 2.6*u, c, true)
	gfx.StrokeRoundRect(dst, 3*u, 3*u, W-6*u, H-6*u, 7*u, 0.8*u, gfx.Hex("#F3E9D2"), true)
	r := 12 * u
	cx, cy := W-r-1*u, r+1*u
	gfx.FillCircle(dst, cx, cy, r, gfx.Hex("#1F2E40"), true)
	gfx.StrokeCircle(dst, cx, cy, r, 1.6*u, c, true)
	art.EventSymbol(dst, symbol, cx, cy, r*1.3, c)
}
