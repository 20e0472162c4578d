package necklace

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"salotto/art"
	"salotto/gfx"
	nk "salotto/rules/necklace"
	"salotto/sprites"
)

// strung is one necklace strung at the end: its chain, its stones (in the
// order they were strung) and its caption.
type strung struct {
	seat    int
	bottom  bool // strung beside the hand along the bottom
	area    sprites.Rect
	groups  []int // the sizes of the fulfilled wishes' runs of stones
	slots   [][2]float64
	chain   *sprites.Node
	chainP  *sprites.Picture
	stones  []*sprites.Node
	pics    []*sprites.Picture
	gems    []nk.Gem // what each stone counts as
	caption *sprites.Text
}

// Timings of the end, in seconds (docs/art.md#motion: 150–400 ms a move,
// deals staggered 40–70 ms).
const (
	endFlip    = 0.3
	endFlipGap = 0.06
	stoneFly   = 0.34
	stoneGap   = 0.07
)

// endTimeline is the end of the game as the rules announce it (e, the
// GameEnded event): the panel makes way, the opponent's hand turns over,
// and each necklace is strung gem by gem beside its cards, the stones
// flying from the cards they are printed on in the order of the wishes
// they serve, the viewer's first, then each caption with its value.
// names names the seats. Skipping it lands everything in place.
func (b *board) endTimeline(e nk.GameEnded, names [2]string) (sprites.Anim, [2]*strung) {
	opp := 1 - b.seat
	var flips []sprites.Anim
	// the opponent's hand first, then the bottom one (a fixed order: the
	// flips are staggered in it)
	hands := [2]struct {
		seat  int
		nodes []*cardNode
	}{{opp, b.opp}, {b.seat, b.hand}}
	for _, h := range hands {
		if h.seat == b.seat && !slices.ContainsFunc(h.nodes, func(n *cardNode) bool { return !n.card.Valid() }) {
			continue // the viewer's own hand already shows
		}
		revealHand(h.nodes, e.Necklaces[h.seat].Cards[:nk.HandSize])
		for _, n := range h.nodes {
			if !n.FaceUp() {
				flips = append(flips, n.FlipTo(true, endFlip))
			}
		}
	}
	var out [2]*strung
	var strings []sprites.Anim
	for _, seat := range [2]int{b.seat, opp} {
		s := b.string(e.Necklaces[seat], seat, names[seat], seat == b.seat)
		out[seat] = s
		strings = append(strings, s.timeline())
	}
	b.strung = out
	return sprites.Sequence(
		sprites.Parallel(sprites.FadeTo(b.panel.node, 0, 0.25), sprites.Stagger(endFlipGap, flips...)),
		sprites.Call(func() { b.panel.node.SetVisible(false) }),
		sprites.Sequence(strings...),
	), out
}

// revealHand gives the hidden cards of hand the cards the rules reveal:
// the cards already shown keep their nodes, the others go to the backs in
// order.
func revealHand(hand []*cardNode, cards []nk.Card) {
	rest := slices.Clone(cards)
	for _, n := range hand {
		if i := slices.Index(rest, n.card); n.card.Valid() && i >= 0 {
			rest = slices.Delete(rest, i, i+1)
		}
	}
	for _, n := range hand {
		if !n.card.Valid() && len(rest) > 0 {
			n.reveal(rest[0])
			rest = rest[1:]
		}
	}
}

// string builds seat's necklace: a stone node on the card each serving
// stone is printed on, and its place on the chain.
func (b *board) string(n nk.Necklace, seat int, name string, bottom bool) *strung {
	g := &b.g
	s := &strung{seat: seat, bottom: bottom, area: g.stringArea(bottom)}
	var lines [nk.NecklaceCards]WishLine
	ln := linesOf(&n, &lines)
	var groups []int
	for _, l := range lines[:ln] {
		if l.Fulfilled {
			groups = append(groups, l.StonesN)
		}
	}
	s.groups = groups
	s.slots = g.stringSlots(s.area, groups)
	s.chainP = sprites.NewPicture(s.area.W, s.area.H, func(dst *ebiten.Image, w, h float64) {
		paintChain(dst, w/s.area.W, g, s.area)
	})
	s.chain = sprites.NewPainted(s.chainP)
	s.chain.SetPos(s.area.X, s.area.Y)
	s.chain.SetZ(zPanel)
	s.chain.SetAlpha(0)
	b.layer.Add(s.chain)
	for _, l := range lines[:ln] {
		if !l.Fulfilled {
			continue
		}
		for _, st := range l.Stones[:l.StonesN] {
			from := b.nodeFor(st.From, seat)
			x, y := stoneOn(st.Slot, from)
			w, _ := from.Size()
			scale := w * 0.25 / g.gem // the size it is printed at
			gem, as := st.Printed, st.As
			pic := sprites.NewPicture(g.gem, g.gem, func(dst *ebiten.Image, w, h float64) {
				paintStone(dst, 0, 0, float32(w), gem, as)
			})
			node := sprites.NewPainted(pic)
			node.SetAnchor(0.5, 0.5)
			node.SetSize(g.gem, g.gem)
			node.SetPos(x, y)
			node.SetScale(scale)
			node.SetZ(zFan + 1)
			node.SetVisible(false)
			b.layer.Add(node)
			s.stones = append(s.stones, node)
			s.pics = append(s.pics, pic)
			s.gems = append(s.gems, as)
		}
	}
	s.caption = sprites.NewText(b.words.T("necklace.strung", name, n.Value), gfx.Bold, g.font, pal.Text)
	s.caption.SetAnchor(0.5, 0.5)
	s.caption.SetPos(g.stringCaption(s.area))
	s.caption.SetZ(zPanel + 1)
	s.caption.SetAlpha(0)
	b.layer.Add(s.caption.Node)
	return s
}

// relayout puts a necklace strung before the screen changed size where
// the new geometry strings it: its area, its chain, each stone on its
// slot (the end's animation was finished first), its caption.
func (s *strung) relayout(g *geom) {
	s.area = g.stringArea(s.bottom)
	s.slots = g.stringSlots(s.area, s.groups)
	s.chainP.Resize(s.area.W, s.area.H)
	s.chainP.Repaint() // the drape follows the new area as well as its size
	s.chain.SetPos(s.area.X, s.area.Y)
	s.chain.SetSize(s.area.W, s.area.H)
	for i, n := range s.stones {
		s.pics[i].Resize(g.gem, g.gem)
		n.SetSize(g.gem, g.gem)
		n.SetPos(s.slots[i][0], s.slots[i][1])
		n.SetScale(1)
	}
	s.caption.SetFont(gfx.Bold, g.font)
	s.caption.SetPos(g.stringCaption(s.area))
}

// nodeFor is the node showing card c of seat's necklace: a hand card, or
// the common card.
func (b *board) nodeFor(c nk.Card, seat int) *sprites.Node {
	hand := b.hand
	if seat != b.seat {
		hand = b.opp
	}
	for _, n := range hand {
		if n.card == c {
			return n.Node
		}
	}
	return b.common.Node
}

// stoneOn is where stone slot of the card node n is on screen, following
// its turn.
func stoneOn(slot int, n *sprites.Node) (x, y float64) {
	w, h := n.Size()
	sx, sy := stonePos(slot, 0, 0, w, h)
	sin, cos := math.Sincos(n.Rotation())
	return n.X() + sx*cos - sy*sin, n.Y() + sx*sin + sy*cos
}

// timeline strings the necklace: the chain shows, the stones fly one
// after another, the caption follows.
func (s *strung) timeline() sprites.Anim {
	var flights []sprites.Anim
	for i, n := range s.stones {
		n := n
		to := s.slots[i]
		flights = append(flights, sprites.Sequence(
			sprites.Call(func() { n.SetVisible(true) }),
			sprites.Parallel(sprites.MoveTo(n, to[0], to[1], stoneFly, sprites.CubicInOut), sprites.ScaleTo(n, 1, stoneFly, sprites.BackOut)),
		))
	}
	return sprites.Sequence(
		sprites.FadeTo(s.chain, 1, 0.2),
		sprites.Stagger(stoneGap, flights...),
		sprites.FadeTo(s.caption.Node, 1, 0.2),
	)
}

// paintChain draws the gold chain the stones hang on: a fine double
// strand along the drape, a bead at each open end (k device pixels per
// layout pixel).
func paintChain(dst *ebiten.Image, k float64, g *geom, area sprites.Rect) {
	pt, _ := g.drape(area)
	var p vector.Path
	at := func(i int) (float32, float32) {
		x, y := pt(i)
		return float32((x - area.X) * k), float32((y - area.Y) * k)
	}
	p.MoveTo(at(0))
	for i := 4; i <= drapeSamples; i += 4 {
		p.LineTo(at(i))
	}
	u := g.u * k
	gfx.StrokePath(dst, &p, float32(max(1.2, 2.2*u)), gfx.Hex("#8C6A24"), true)
	gfx.StrokePath(dst, &p, float32(max(0.6, 1*u)), gfx.Hex("#E8C874"), true)
	for _, i := range []int{0, drapeSamples} {
		x, y := at(i)
		gfx.FillCircle(dst, x, y, float32(max(2, 3.5*u)), gfx.Hex("#E8C874"), true)
	}
}

// paintStone draws one strung stone in its gold bezel; a rainbow stone
// wears a ring of the gem it stands for.
func paintStone(dst *ebiten.Image, x, y, w float32, printed, as nk.Gem) {
	cx, cy := x+w/2, y+w/2
	gfx.FillCircle(dst, cx, cy, w*0.48, gfx.Hex("#F3E7C9"), true)
	gfx.StrokeCircle(dst, cx, cy, w*0.48, max(1, w*0.05), gfx.Hex("#C49A3C"), true)
	art.GemIcon(dst, printed, cx, cy, w*0.74)
	if printed == nk.Rainbow && as != nk.Rainbow {
		gfx.StrokeCircle(dst, cx, cy, w*0.44, max(1, w*0.07), art.GemColor(as), true)
	}
}
