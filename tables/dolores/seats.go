package dolores

import (
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	d "salotto/rules/dolores"
	"salotto/sprites"
	"salotto/tables/dolores/model"
	"salotto/tables/kit"
)

// seatArea is one seat's area: its name, its marks (dealer, the dealer's
// left) and its collections as columns, each with its total above.
type seatArea struct {
	node   *sprites.Node
	look   *kit.TwoLooks
	name   *sprites.Text
	mark   *sprites.Text
	totals [d.NumTypes]*sprites.Text
	rect   sprites.Rect
	lay    area
	bubble *bubble
}

func (t *Table) buildSeats() {
	for p := 0; p < t.n; p++ {
		s := &seatArea{}
		seat := p
		s.look = kit.NewTwoLooks(func(dst *ebiten.Image, w, h float64, lit bool) { t.paintSeat(dst, w, h, seat, lit) },
			func() bool {
				dr := t.St.Dragging()
				return slices.Contains(t.D.ToAct(), seat) || dr != nil && t.picker == seat && dr.Payload != nil
			})
		s.node = sprites.NewPainted(s.look)
		s.node.SetZ(-10)
		// a Dodge or Wager pick may be dragged into the taker's area
		s.node.Target = sprites.TargetFuncs{
			AcceptsFunc: func(payload any) (bool, string) { return t.acceptsPick(payload, seat) },
			DropFunc: func(payload any, _ *sprites.Node) {
				if c, ok := payload.(pickedCard); ok {
					t.take(seat, c.slot)
				}
			},
		}
		s.name = sprites.NewText(t.name(p), gfx.Bold, 16, pal.PanelText)
		s.name.SetAnchor(0, 0.5)
		s.mark = sprites.NewText("", gfx.Bold, 14, pal.Accent)
		s.mark.SetAnchor(1, 0.5)
		s.mark.SetAlign(sprites.AlignRight)
		t.St.Root.Add(s.node, s.name.Node, s.mark.Node)
		for ty := range s.totals {
			tx := sprites.NewText("", gfx.Bold, 14, gfx.Mix(art.GoodsTint(ty), pal.Text, 0.55))
			tx.SetAnchor(0.5, 0.5)
			tx.SetAlign(sprites.AlignCenter)
			s.totals[ty] = tx
			t.St.Root.Add(tx.Node)
		}
		t.seats = append(t.seats, s)
		t.targets.Add("seat:"+strconv.Itoa(p), t.name(p), s.node)
	}
}

// place is seat p's place on screen: the first human sits at the bottom
// left (or bottom), the others follow clockwise.
func (t *Table) place(p int) int {
	base := 0
	for q := 0; q < t.n; q++ {
		if t.D.Human(q) {
			base = q
			break
		}
	}
	return (p - base + t.n) % t.n
}

func (t *Table) layoutSeats() {
	t.goods.Forget()
	g := &t.g
	// every area's cards have one size, the smallest that fits them all,
	// so a card keeps its size from area to area (and is painted once)
	cw := math.Inf(1)
	for p, s := range t.seats {
		s.rect = g.seats[t.place(p)]
		s.lay = g.area(s.rect)
		cw = math.Min(cw, s.lay.cardW)
	}
	for _, s := range t.seats {
		s.lay.cardW, s.lay.cardH = cw, math.Round(cw/art.PokerAspect)
	}
	for _, s := range t.seats {
		s.look.Resize(s.rect.W, s.rect.H)
		s.node.SetPos(s.rect.X, s.rect.Y)
		h := s.lay.header
		s.name.SetFont(gfx.Bold, g.font)
		s.mark.SetFont(gfx.Bold, g.m.Font(15, 10))
		s.name.SetPos(h.X+h.H*1.1, h.Y+h.H/2)
		s.mark.SetPos(h.X+h.W, h.Y+h.H/2)
		for ty, tx := range s.totals {
			c := s.lay.cols[ty]
			tx.SetFont(gfx.Bold, g.m.Font(15, 10))
			tx.SetPos(c.X+c.W/2, c.Y+s.lay.totalH/2)
		}
	}
}

// paintSeat is an area's panel: a sheet edged in the seat's colour (thick
// and gold while the seat is to act), its symbol by the name, and a faint
// symbol at the foot of each goods column.
func (t *Table) paintSeat(dst *ebiten.Image, w, h float64, p int, lit bool) {
	col := art.SeatColor(t.Cfg.Seats[p].Color)
	r := float32(math.Min(w, h) * 0.06)
	fw, fh := float32(w), float32(h)
	gfx.FillRoundRect(dst, 0, 0, fw, fh, r, gfx.WithAlpha(pal.Panel, 0.9), true)
	edge, ink := float32(t.g.edge()), col
	if lit {
		edge, ink = edge*2, pal.Highlight
	}
	gfx.StrokeRoundRect(dst, edge/2, edge/2, fw-edge, fh-edge, r, edge, ink, true)
	s := t.seats[p]
	hd := s.lay.header
	art.SeatSymbol(dst, t.Cfg.Seats[p].Color, float32(hd.X-s.rect.X+hd.H/2), float32(hd.Y-s.rect.Y+hd.H/2), float32(hd.H*0.8))
	for ty := 0; ty < d.NumTypes; ty++ {
		c := s.lay.cols[ty]
		sz := float32(math.Min(c.W, s.lay.cardH) * 0.5)
		t.goods.Draw(dst, ty, float32(c.X-s.rect.X+c.W/2), float32(c.Y-s.rect.Y+s.lay.totalH+s.lay.cardH/2), sz, func(dst *ebiten.Image, cx, cy float32) {
			art.GoodsSymbol(dst, ty, cx, cy, sz, gfx.WithAlpha(art.GoodsTint(ty), 0.22))
		})
	}
}

// snapSeats puts every area card where the model says and writes the
// collections' totals and the seats' marks.
func (t *Table) snapSeats() {
	var buf []d.Card
	for p, s := range t.seats {
		for ty := 0; ty <= model.ExtraCol; ty++ {
			buf = t.mod.Column(p, ty, buf)
			for k, c := range buf {
				x, y := s.lay.stackPos(ty, k, len(buf))
				t.settle(t.cards[c], x, y, s.lay.cardW, s.lay.cardH, 10+k)
			}
			if ty < d.NumTypes {
				tot := ""
				if v := t.mod.Total(p, ty); v > 0 {
					tot = strconv.Itoa(v)
				}
				s.totals[ty].SetText(tot)
			}
		}
		mark := ""
		switch p {
		case t.mod.Dealer:
			mark = t.Ctx.Words.T("dolores.mark.dealer")
		case t.mod.Left:
			mark = t.Ctx.Words.T("dolores.mark.left")
		}
		s.mark.SetText(mark)
	}
	t.snapBubbles()
}

// settle puts a card node at rest: shown, its size, no tween leftovers.
func (t *Table) settle(n *sprites.Card, x, y, w, h float64, z int) {
	if t.St.Dragging() == n.Node {
		return
	}
	n.Rest(x, y, w, h, z)
	n.SetVisible(true)
}

// areaPos is where a card of seat p's column for c would land if it
// joined now (the animation's end; snapSeats settles it exactly).
func (t *Table) areaPos(p int, c d.Card) (x, y, w float64) {
	s := t.seats[p]
	ty := c.Type()
	if ty < 0 {
		ty = model.ExtraCol
	}
	var buf [d.NumCards]d.Card
	col := t.mod.Column(p, ty, buf[:0])
	k := slices.Index(col, c)
	if k < 0 {
		k = len(col)
	}
	x, y = s.lay.stackPos(ty, k, max(len(col), k+1))
	return x, y, s.lay.cardW
}
