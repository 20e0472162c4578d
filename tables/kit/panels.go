package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// Banner is the line of text across the top of a table: what the table
// is at on the left (round, dealer), whose turn it is on the right.
type Banner struct {
	Left, Right *sprites.Text
}

// NewBanner adds an empty banner in ink to b's stage.
func (b *Base) NewBanner(ink color.RGBA) *Banner {
	bn := &Banner{Left: sprites.NewText("", gfx.Bold, 18, ink), Right: sprites.NewText("", gfx.Bold, 18, ink)}
	bn.Right.SetAlign(sprites.AlignRight)
	bn.Right.SetAnchor(1, 0)
	b.St.Root.Add(bn.Left.Node, bn.Right.Node)
	return bn
}

// Layout places the banner's lines in r, in type half r's height.
func (bn *Banner) Layout(r sprites.Rect) {
	fs := math.Round(math.Max(12, r.H*0.5))
	bn.Left.SetFont(gfx.Bold, fs)
	bn.Right.SetFont(gfx.Bold, fs)
	_, th := bn.Left.Size()
	bn.Left.SetPos(r.X, r.Y+(r.H-th)/2)
	bn.Right.SetPos(r.X+r.W, r.Y+(r.H-th)/2)
}

// SeatPanel is a seat's panel: a painted look (lit while the seat is to
// act), its player's name and a score on its header line.
type SeatPanel struct {
	Node        *sprites.Node
	Look        *TwoLooks
	Name, Score *sprites.Text
}

// NewSeatPanel adds seat's panel, painted by paint, to b's stage.
func (b *Base) NewSeatPanel(seat int, paint func(dst *ebiten.Image, w, h float64, lit bool), ink color.RGBA) *SeatPanel {
	sp := &SeatPanel{Look: NewTwoLooks(paint, func() bool { return b.Acting(seat) })}
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
func (sp *SeatPanel) Layout(r, head sprites.Rect) {
	sp.Node.SetPos(r.X, r.Y)
	sp.Look.Resize(r.W, r.H)
	size := math.Round(math.Max(12, head.H*0.62))
	sp.Name.SetFont(gfx.Bold, size)
	sp.Score.SetFont(gfx.Bold, size)
	sp.Name.SetPos(head.X+head.H*1.1+6, head.Y+head.H/2)
	sp.Score.SetPos(head.X+head.W, head.Y+head.H/2)
}

// Acting reports whether seat is to act on screen (never while events
// are being shown or after the game).
func (b *Base) Acting(seat int) bool { return contains(b.D.ToAct(), seat) }

// addFelt lays the table's cloth, the game's own, under everything.
func (b *Base) addFelt() {
	b.felt = scenes.Felt(b.St, b.Look)
	n := sprites.NewPainted(b.felt)
	n.SetZ(-100)
	b.St.Root.Add(n)
}
