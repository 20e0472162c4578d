package dolcevita

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
	"salotto/tables/kit"
)

// The table's frame around the grid: the banner across the top, a panel
// per seat, the row of the viewer's number cards. Dolce Vita's alone.

// banner is the line of text across the top of a table: what the table
// is at on the left (round, dealer), whose turn it is on the right.
type banner struct {
	Left, Right *sprites.Text
}

// newBanner adds an empty banner in ink to b's stage.
func newBanner(b *kit.Base, ink color.RGBA) *banner {
	bn := &banner{Left: sprites.NewText("", gfx.Bold, 18, ink), Right: sprites.NewText("", gfx.Bold, 18, ink)}
	bn.Right.SetAlign(sprites.AlignRight)
	bn.Right.SetAnchor(1, 0)
	b.St.Root.Add(bn.Left.Node, bn.Right.Node)
	return bn
}

// Layout places the banner's lines in r, in type half r's height.
func (bn *banner) Layout(r sprites.Rect) {
	fs := math.Round(math.Max(12, r.H*0.5))
	bn.Left.SetFont(gfx.Bold, fs)
	bn.Right.SetFont(gfx.Bold, fs)
	_, th := bn.Left.Size()
	bn.Left.SetPos(r.X, r.Y+(r.H-th)/2)
	bn.Right.SetPos(r.X+r.W, r.Y+(r.H-th)/2)
}

// seatFrame is a seat's panel: a painted look (lit while the seat is to
// act), its player's name and a score on its header line.
type seatFrame struct {
	Node        *sprites.Node
	Look        *kit.TwoLooks
	Name, Score *sprites.Text
}

// newSeatFrame adds seat's panel, painted by paint, to b's stage.
func newSeatFrame(b *kit.Base, seat int, paint func(dst *ebiten.Image, w, h float64, lit bool), ink color.RGBA) *seatFrame {
	sp := &seatFrame{Look: kit.NewTwoLooks(paint, func() bool { return b.Acting(seat) })}
	sp.Node = sprites.NewPainted(sp.Look)
	sp.Node.SetZ(2)
	sp.Name = sprites.NewText(b.SeatName(seat), gfx.Bold, 16, ink)
	sp.Name.SetAnchor(0, 0.5)
	sp.Score = sprites.NewText("0", gfx.Bold, 16, ink)
	sp.Score.SetAnchor(1, 0.5)
	sp.Score.SetAlign(sprites.AlignRight)
	for _, t := range []*sprites.Text{sp.Name, sp.Score} {
		t.SetZ(3)
	}
	b.St.Root.Add(sp.Node, sp.Name.Node, sp.Score.Node)
	return sp
}

// Layout puts the panel on r and its texts on the header line head,
// leaving a square of head's height on the left for the seat's symbol.
func (sp *seatFrame) Layout(r, head sprites.Rect) {
	sp.Node.SetPos(r.X, r.Y)
	sp.Look.Resize(r.W, r.H)
	size := math.Round(math.Max(12, head.H*0.62))
	sp.Name.SetFont(gfx.Bold, size)
	sp.Score.SetFont(gfx.Bold, size)
	sp.Name.SetPos(head.X+head.H*1.1+6, head.Y+head.H/2)
	sp.Score.SetPos(head.X+head.W, head.Y+head.H/2)
}

// handRow is the row of the viewer's cards along the bottom of a table,
// centred in its strip, with a label on the left naming whose cards they
// are (hidden when the cards leave it no room).
type handRow struct {
	Area         sprites.Rect // the strip along the bottom
	CardW, CardH float64
	Margin       float64
	Label        *sprites.Text
}

// newHandRow adds an empty hand row, its label in ink, to b's stage.
func newHandRow(b *kit.Base, ink color.RGBA) *handRow {
	h := &handRow{Label: sprites.NewText("", gfx.Bold, 16, ink)}
	h.Label.SetAnchor(0, 0.5)
	b.St.Root.Add(h.Label.Node)
	return h
}

// Layout sets the strip, the cards' size, the margin and the label's type.
func (h *handRow) Layout(area sprites.Rect, cardW, cardH, margin, font float64) {
	h.Area, h.CardW, h.CardH, h.Margin = area, cardW, cardH, margin
	h.Label.SetFont(gfx.Bold, math.Round(math.Max(12, font)))
}

// Pos is the centre of the k-th of n cards: a gap of a seventh of a card
// between them, less when the row would fill more than four fifths of the
// strip.
func (h *handRow) Pos(k, n int) (x, y float64) {
	gap := math.Round(h.CardW * 0.14)
	total := float64(n)*h.CardW + float64(n-1)*gap
	if room := h.Area.W * 0.8; total > room {
		gap = (room - float64(n)*h.CardW) / float64(max(n-1, 1))
		total = float64(n)*h.CardW + float64(n-1)*gap
	}
	x0 := h.Area.X + h.Area.W/2 - total/2 + h.CardW/2
	return x0 + float64(k)*(h.CardW+gap), h.Area.Y + h.Area.H/2 + h.Margin*0.2
}

// Relabel writes whose n cards the row shows (Base.HandLabel).
func (h *handRow) Relabel(b *kit.Base, n int) {
	h.Label.SetText(b.HandLabel())
	x0, _ := h.Pos(0, max(n, 1))
	h.Label.SetPos(h.Area.X, h.Area.Y+h.Area.H/2)
	tw, _ := h.Label.Size()
	h.Label.SetVisible(x0-h.CardW/2-h.Area.X > tw+h.Margin)
}
