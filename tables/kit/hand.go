package kit

import (
	"image/color"
	"math"

	"salotto/gfx"
	"salotto/sprites"
)

// HandRow is the row of the viewer's cards along the bottom of a table,
// centred in its strip, with a label on the left naming whose cards they
// are (hidden when the cards leave it no room).
type HandRow struct {
	Area         sprites.Rect // the strip along the bottom
	CardW, CardH float64
	Margin       float64
	Label        *sprites.Text
}

// NewHandRow adds an empty hand row, its label in ink, to b's stage.
func (b *Base) NewHandRow(ink color.RGBA) *HandRow {
	h := &HandRow{Label: sprites.NewText("", gfx.Bold, 16, ink)}
	h.Label.SetAnchor(0, 0.5)
	b.St.Root.Add(h.Label.Node)
	return h
}

// Layout sets the strip, the cards' size, the margin and the label's type.
func (h *HandRow) Layout(area sprites.Rect, cardW, cardH, margin, font float64) {
	h.Area, h.CardW, h.CardH, h.Margin = area, cardW, cardH, margin
	h.Label.SetFont(gfx.Bold, math.Round(math.Max(12, font)))
}

// Pos is the centre of the k-th of n cards: a gap of a seventh of a card
// between them, less when the row would fill more than four fifths of the
// strip.
func (h *HandRow) Pos(k, n int) (x, y float64) {
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
func (h *HandRow) Relabel(b *Base, n int) {
	h.Label.SetText(b.HandLabel())
	x0, _ := h.Pos(0, max(n, 1))
	h.Label.SetPos(h.Area.X, h.Area.Y+h.Area.H/2)
	tw, _ := h.Label.Size()
	h.Label.SetVisible(x0-h.CardW/2-h.Area.X > tw+h.Margin)
}
