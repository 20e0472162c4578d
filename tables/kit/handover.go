package kit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// handOver is the screen shown while a hot-seat table waits to be passed
// to the next human: it covers the whole table (whose private things the
// driver has already hidden: the viewer is the public one), names the
// player, and goes away when that player clicks or presses a key.
type handOver struct {
	b     *Base
	node  *sprites.Node
	pic   *sprites.Picture
	title *sprites.Text
	hint  *sprites.Text
	seat  int
}

func newHandOver(b *Base) *handOver {
	pal := b.Look.Colors
	b.Backdrop = pal.Felt
	h := &handOver{b: b, seat: -1}
	h.pic = NewPicture(func(dst *ebiten.Image, w, hh float64) {
		gfx.FillRoundRect(dst, 0, 0, float32(w), float32(hh), 0, gfx.WithAlpha(pal.FeltDeep, 0.97), false)
	})
	h.node = sprites.NewPainted(h.pic)
	h.node.Name = "handover"
	h.node.SetZ(10_000)
	h.node.SetVisible(false)
	h.node.OnActivate = b.D.Acknowledge
	h.title = sprites.NewText("", gfx.Bold, 36, pal.Text)
	h.hint = sprites.NewText("", gfx.Regular, 18, pal.TextDim)
	for _, t := range []*sprites.Text{h.title, h.hint} {
		t.SetAnchor(0.5, 0.5)
		t.SetAlign(sprites.AlignCenter)
		h.node.Add(t.Node)
	}
	b.St.Root.Add(h.node)
	return h
}

// layout covers a w×h screen.
func (h *handOver) layout(w, hh float64) {
	h.pic.Resize(w, hh)
	m := scenes.NewMetrics(int(w), int(hh), h.b.Ctx.Scale)
	h.title.SetFont(gfx.Bold, m.Font(40, 20))
	h.hint.SetFont(gfx.Regular, m.Font(20, 13))
	h.title.SetWrap(w * 0.9)
	h.hint.SetWrap(w * 0.9)
	h.title.SetPos(w/2, hh*0.45)
	h.hint.SetPos(w/2, hh*0.45+m.PxMin(60, 30))
}

// refresh shows or hides the screen as the driver says.
func (h *handOver) refresh() {
	p := h.b.D.handover
	if p == h.seat {
		return
	}
	h.seat = p
	h.node.SetVisible(p >= 0)
	if p >= 0 {
		name := h.b.SeatName(p)
		h.title.SetText(h.b.Ctx.Words.T("kit.pass_screen", name))
		h.hint.SetText(h.b.Ctx.Words.T("kit.pass_hint", name))
	}
	h.b.St.Invalidate()
}
