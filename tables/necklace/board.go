package necklace

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/sprites"
	"salotto/tables/necklace/model"
)

// board is what the table shows, as nodes on a stage (over the kit's
// felt): the opponent's hand, the draw pile with its count, the jewel box with the
// common card, the discard pile, the player's hand and the live-necklace
// panel. It is built from one seat's View and changed only by the table
// (by animating events), so it never holds a card the seat may not see.
type board struct {
	st    *sprites.Stage
	layer *sprites.Node // every node of the board, so it can be rebuilt whole
	words *lang.Catalog
	g     geom
	seat  int // whose hand is shown at the bottom

	box     *sprites.Picture
	boxN    *sprites.Node
	opp     []*cardNode // in hand order: backs, and face up the cards seen taken from the discard pile
	hand    []*cardNode
	pile    [3]*cardNode // the top of the draw pile and two edges under it
	mod     *model.Model // the cards as the screen knows them
	discard []*cardNode  // oldest first
	common  *cardNode
	fanned  bool             // the discard pile is spread out
	shade   *sprites.Picture // behind the spread pile
	shadeN  *sprites.Node

	oppName, drawTx, leftTx, boxTx, discardTx *sprites.Text
	panel                                     *panel
	strung                                    [2]*strung // by seat, once the end strings them
}

// Drawing order, bottom to top.
const (
	zBox = iota
	zPile
	zCards
	zHand
	zPanel
	zFan // the fanned discard pile lies over everything but a drag
)

var pal = art.NecklaceColors

// newBoard lays out seat's View of a game on st at the stage's size;
// taken is the card seat took this turn (nk.NoCard if none or unknown).
func newBoard(st *sprites.Stage, words *lang.Catalog, view *nk.State, mod *model.Model, opponent string) *board {
	w, h := st.Size()
	seat := mod.Bottom
	b := &board{st: st, layer: sprites.NewNode(), words: words, g: newGeom(w, h, st.Scale()), seat: seat, mod: mod}
	st.Root.Add(b.layer)
	b.box = sprites.NewPicture(1, 1, b.paintBox)
	b.boxN = sprites.NewPainted(b.box)
	b.boxN.SetZ(zBox)
	b.layer.Add(b.boxN)

	text := func(s string, face gfx.Face) *sprites.Text {
		t := sprites.NewText(s, face, b.g.small, pal.Text)
		t.SetAnchor(0.5, 0.5)
		t.SetZ(zBox)
		b.layer.Add(t.Node)
		return t
	}
	b.oppName = text(opponent, gfx.Bold)
	b.oppName.SetAnchor(1, 0.5)
	b.shade = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) {
		gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), float32(12*b.g.u*w/max(b.g.play.W, 1)), gfx.WithAlpha(gfx.Hex("#1A0508"), 0.72), true)
	})
	b.shadeN = sprites.NewPainted(b.shade)
	b.shadeN.SetZ(zFan - 1)
	b.shadeN.SetVisible(false)
	b.layer.Add(b.shadeN)
	b.drawTx = text(words.T("necklace.pile.draw"), gfx.Bold)
	b.leftTx = text("", gfx.Regular)
	b.boxTx = text(words.T("necklace.jewel_box"), gfx.Bold)
	b.discardTx = text(words.T("necklace.pile.discard"), gfx.Bold)

	for i := range b.pile {
		b.pile[i] = b.newCard(nk.NoCard, zPile)
	}
	for _, c := range mod.Opp {
		// the View names only the cards everyone saw the opponent take
		// from the discard pile: those lie face up, the others are backs
		b.opp = append(b.opp, b.newCard(c, zCards))
	}
	for _, c := range mod.Hand {
		b.hand = append(b.hand, b.newCard(c, zHand))
	}
	for _, c := range mod.Discard {
		b.discard = append(b.discard, b.newCard(c, zCards))
	}
	b.common = b.newCard(view.Common(), zCards)
	b.panel = newPanel(words, b.g)
	b.panel.node.SetZ(zPanel)
	b.layer.Add(b.panel.node)
	b.panel.set(AppraisalFromView(view, seat, mod.Taken))
	b.layout(w, h)
	return b
}

func (b *board) newCard(c nk.Card, z int) *cardNode {
	n := newCardNode(b.words, c, 1, 1)
	n.SetZ(z)
	b.layer.Add(n.Node)
	return n
}

// remove takes the whole board off the stage.
func (b *board) remove() { b.layer.Detach() }

// layout places everything for a w×h stage, without animation.
func (b *board) layout(w, h float64) {
	b.g = newGeom(w, h, b.st.Scale())
	b.place()
	b.panel.layout(b.g)
	for _, s := range b.strung {
		if s != nil {
			s.relayout(&b.g)
		}
	}
}

// place puts every node where the board's model says (after an
// animation, so nothing drifts).
func (b *board) place() {
	g := &b.g
	b.boxN.SetPos(g.box.X, g.box.Y)
	b.boxN.SetSize(g.box.W, g.box.H)
	b.box.Resize(g.box.W, g.box.H)
	for _, t := range []*sprites.Text{b.oppName, b.drawTx, b.boxTx, b.discardTx} {
		t.SetFont(gfx.Bold, g.small)
	}
	b.leftTx.SetFont(gfx.Regular, g.small)
	for k, n := range b.opp {
		n.SetSize(g.oppW, g.oppH)
		n.SetPos(g.oppPos(k, len(b.opp)))
		n.SetRotation(0)
		n.SetScale(1)
		n.SetZ(zCards)
	}
	b.oppName.SetPos(g.oppLabelPos(len(b.opp)))
	fan := g.fanArea()
	b.shadeN.SetPos(fan.X, fan.Y)
	b.shadeN.SetSize(fan.W, fan.H)
	b.shade.Resize(fan.W, fan.H)
	b.placePile()
	b.placeCommon()
	b.placeDiscards()
	b.placeHand()
	b.drawTx.SetPos(g.drawPos[0], g.labelY)
	b.boxTx.SetPos(g.commonPos[0], g.labelY)
	b.discardTx.SetPos(g.discardPos[0], g.labelY)
}

// placePile squares the draw pile and writes its count.
func (b *board) placePile() {
	g := &b.g
	for i, n := range b.pile {
		n.SetSize(g.cardW, g.cardH)
		d := float64(len(b.pile)-1-i) * math.Max(1.5*g.m.Scale, 2.5*g.u)
		n.SetPos(g.drawPos[0]+d, g.drawPos[1]+d)
		n.SetScale(1)
		n.SetRotation(0)
		n.SetZ(zPile)
	}
	b.updatePile()
}

func (b *board) placeCommon() {
	b.common.SetSize(b.g.cardW, b.g.cardH)
	b.common.SetPos(b.g.commonPos[0], b.g.commonPos[1])
}

// handSlot is where hand card k of n rests.
func (b *board) handSlot(k, n int) sprites.Slot { return b.g.handSlots(n)[k] }

func (b *board) placeHand() {
	slots := b.g.handSlots(len(b.hand))
	for k, n := range b.hand {
		n.SetSize(b.g.handW, b.g.handH)
		slots[k].PlaceAt(n.Node)
		n.SetScale(1)
		n.SetZ(zHand)
	}
}

// discardSlot is where discard k of n rests: squared on the pile, or
// spread across the felt when the pile is fanned out.
func (b *board) discardSlot(k, n int) (x, y, scale float64) {
	if b.fanned {
		return b.g.discardFan(k, n)
	}
	// a slight offset every few cards shows the pile's depth
	d := math.Min(float64(n-1-k), 3) * math.Max(b.g.m.Scale, 1.5*b.g.u)
	return b.g.discardPos[0] - d, b.g.discardPos[1] - d, 1
}

func (b *board) placeDiscards() {
	for k, n := range b.discard {
		x, y, s := b.discardSlot(k, len(b.discard))
		n.SetSize(b.g.cardW*s, b.g.cardH*s)
		n.SetPos(x, y)
		n.SetRotation(0)
		n.SetScale(1)
		if b.fanned {
			n.SetZ(zFan)
		} else {
			n.SetZ(zCards)
		}
	}
	b.shadeN.SetVisible(b.fanned)
}

// fanDiscards spreads the discard pile across the felt (open) or squares
// it again, in a short slide: its whole content is public.
func (b *board) fanDiscards(open bool) sprites.Anim {
	if b.fanned == open {
		return sprites.Delay(0)
	}
	b.fanned = open
	b.shadeN.SetVisible(open)
	var steps []sprites.Anim
	for k, n := range b.discard {
		x, y, s := b.discardSlot(k, len(b.discard))
		if open {
			n.SetZ(zFan)
		} else {
			n.SetZ(zCards)
		}
		n.SetSize(b.g.cardW*s, b.g.cardH*s)
		steps = append(steps, sprites.MoveTo(n.Node, x, y, 0.22, sprites.CubicInOut))
	}
	return sprites.Stagger(0.015, steps...)
}

// updatePile shows the draw pile's depth and count.
func (b *board) updatePile() {
	for i, n := range b.pile {
		n.SetVisible(b.mod.Pile > len(b.pile)-1-i)
	}
	if b.mod.Pile == 0 {
		b.leftTx.SetText(b.words.T("necklace.pile.empty"))
	} else {
		b.leftTx.SetText(b.words.T("necklace.pile.left", b.mod.Pile))
	}
	b.drawTx.SetPos(b.g.drawPos[0], b.g.labelY)
	b.leftTx.SetPos(b.g.drawPos[0], b.g.labelY+b.g.small*1.1)
	b.leftTx.SetVisible(true)
	if b.g.labelY+b.g.small*1.6 > b.g.handArea.Y {
		// no room for a second line: the count sits on the pile's top
		b.leftTx.SetPos(b.g.drawPos[0], b.g.drawPos[1]+b.g.cardH*0.36)
		b.leftTx.SetZ(zPile + 1)
	}
}

// paintBox paints the Duchess's jewel box: a deep velvet well in a gold
// filigree frame, the common card resting in it.
func (b *board) paintBox(dst *ebiten.Image, w, h float64) {
	k := w / b.g.box.W
	u := float32(b.g.u * k)
	W, H := float32(w), float32(h)
	r := float32(10) * u
	gfx.FillRoundRect(dst, 0, 0, W, H, r, gfx.Hex("#2A0810"), true)
	gfx.StrokeRoundRect(dst, 1, 1, W-2, H-2, r, max(1.2, 2.2*u), gfx.Hex("#C49A3C"), true)
	gfx.StrokeRoundRect(dst, 4*u, 4*u, W-8*u, H-8*u, r*0.7, max(0.6, 0.8*u), gfx.Hex("#E8C874"), true)
	for _, c := range [4][2]float32{{0, 0}, {W, 0}, {0, H}, {W, H}} {
		gfx.FillCircle(dst, c[0]+sign(c[0], W)*6*u, c[1]+sign(c[1], H)*6*u, 2.6*u, gfx.Hex("#E8C874"), true)
	}
}

// sign points a corner's stud inwards: from 0 towards full.
func sign(v, full float32) float32 {
	if v < full/2 {
		return 1
	}
	return -1
}
