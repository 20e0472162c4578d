package dolcevita

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	dv "salotto/rules/dolcevita"
)

// seatPanel is one seat's area on the left: the kit's panel (symbol,
// name, running total) with the newest card of each luxury kind and the
// seat's money in its slots.
type seatPanel struct {
	*seatFrame
	lay seatLayout
}

func (t *Table) buildSeats() {
	for p := 0; p < t.n; p++ {
		seat := p
		paint := func(dst *ebiten.Image, w, h float64, lit bool) { t.paintSeat(dst, w, h, seat, lit) }
		t.seats = append(t.seats, &seatPanel{seatFrame: newSeatFrame(t.Base, p, paint, pal.PanelText)})
	}
}

// paintSeat paints a seat panel: cream card stock edged in the seat's
// colour (thick and gold-lit while the seat is to act), its symbol, and
// the empty slots, each with its kind's faint symbol.
func (t *Table) paintSeat(dst *ebiten.Image, w, h float64, p int, lit bool) {
	s := float32(1) // the panel is painted at its drawn size (device pixels)
	col := art.SeatColor(t.SeatColor(p))
	r := float32(math.Min(w, h) * 0.07)
	fw, fh := float32(w), float32(h)
	if lit {
		gfx.FillRoundRect(dst, 0, 0, fw, fh, r+3, pal.Highlight, true)
		gfx.FillRoundRect(dst, 4*s, 4*s, fw-8*s, fh-8*s, r, gfx.WithAlpha(pal.Panel, 1), true)
	} else {
		gfx.FillRoundRect(dst, 0, 0, fw, fh, r, gfx.WithAlpha(pal.Panel, 0.9), true)
	}
	gfx.FillRoundRect(dst, 4*s, 4*s, 6*s, fh-8*s, 3*s, col, true)
	// slots are placed in table coordinates; shift them into the panel
	ox, oy := t.g.seats[p].X, t.g.seats[p].Y
	lay := t.g.seatLayout(p)
	hx := float32((lay.header.X-ox)*float64(s)) + float32(lay.header.H)*s*0.5 + 6*s
	hy := float32((lay.header.Y - oy + lay.header.H/2) * float64(s))
	art.SeatSymbol(dst, t.SeatColor(p), hx, hy, float32(lay.header.H)*s*0.7)
	for i, sl := range lay.slots {
		x, y := float32((sl.X-ox)*float64(s)), float32((sl.Y-oy)*float64(s))
		sw, sh := float32(sl.W)*s, float32(sl.H)*s
		gfx.FillRoundRect(dst, x, y, sw, sh, sw*0.08, gfx.WithAlpha(pal.FeltDeep, 0.2), true)
		gfx.StrokeRoundRect(dst, x, y, sw, sh, sw*0.08, 1, gfx.WithAlpha(pal.FeltDeep, 0.35), true)
		t.marks.Draw(dst, i, x+sw/2, y+sh/2, sw*0.6, func(dst *ebiten.Image, cx, cy float32) {
			if i < dv.NumLuxuries {
				art.LuxurySymbol(dst, i, cx, cy, sw*0.6, gfx.WithAlpha(art.LuxuryTint(i), 0.3))
			} else {
				art.MoneySymbol(dst, cx, cy, sw*0.6, gfx.WithAlpha(art.MoneyTint(), 0.3))
			}
		})
	}
}

// layoutSeats places the panels and their texts.
func (t *Table) layoutSeats() {
	t.marks.Forget()
	for p, sp := range t.seats {
		r := t.g.seats[p]
		sp.lay = t.g.seatLayout(p)
		sp.Layout(r, sp.lay.header)
	}
}

// snapSeats puts owned cards and money in their slots and writes totals.
func (t *Table) snapSeats() {
	for p, sp := range t.seats {
		lay := sp.lay
		total := 0
		for l, gc := range t.mod.Owned[p] {
			if gc == nil {
				continue
			}
			total += gc.card.Worth()
			sl := lay.slots[l]
			gc.SetSize(sl.W, sl.H)
			gc.SetScale(1)
			gc.SetPos(sl.X+sl.W/2, sl.Y+sl.H/2)
			gc.SetZ(20)
		}
		ms := lay.slots[dv.NumLuxuries]
		k := len(t.mod.Money[p])
		dy := math.Min(3, ms.H*0.3/float64(max(k-1, 1)))
		for i, gc := range t.mod.Money[p] {
			total += gc.card.Worth()
			gc.SetSize(ms.W, ms.H)
			gc.SetScale(1)
			gc.SetPos(ms.X+ms.W/2, ms.Y+ms.H/2-float64(k-1-i)*dy)
			gc.SetZ(20 + i)
		}
		sp.Score.SetText(t.Ctx.Words.Money(total))
	}
}
