package dolcevita

import (
	"math"

	"salotto/art"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// geom is the table's geometry for one screen size: everything is derived
// from the width and height, so the same code lays out a 1280×720 window
// and an 844×390 phone in landscape (smaller cards, tighter gaps, the
// same arrangement: seats down the left, the grid with its drop zones to
// the right, the active player's hand along the bottom).
type geom struct {
	w, h    float64
	mt      scenes.Metrics
	u       float64 // one design pixel, in device pixels (mt.U)
	margin  float64
	side    sprites.Rect // seat panels
	banner  sprites.Rect
	colX    [dv.NumColumns]float64 // column centres
	pitch   float64                // distance between columns
	cardW   float64                // luxury card in the grid
	cardH   float64
	step    float64 // vertical overlap step within a column
	gridBot float64 // bottom edge of a column's bottom card
	zone    [dv.NumColumns]sprites.Rect
	hand    sprites.Rect
	handW   float64 // number card in the hand
	handH   float64
	seats   []sprites.Rect
	font    float64 // body text size
}

// stepShare is how much of a luxury card shows above the card below it:
// enough for its value and symbol (the face's index row).
const stepShare = 0.27

// newGeom lays the table out on a screen of metrics mt (the one layout
// unit every screen shares; minimums are in window pixels, so a HiDPI
// screen gets the same table, sharper).
func newGeom(mt scenes.Metrics, players int) geom {
	w, h := mt.W, mt.H
	g := geom{w: w, h: h, mt: mt}
	g.u = mt.U
	g.margin = mt.PxMin(10, 5)
	m := g.margin
	g.font = mt.Font(17, 11)

	sideW := math.Round(math.Max(mt.Dp(160), math.Min(w*0.2, 270*g.u+mt.Dp(40))))
	g.side = sprites.Rect{X: m, Y: m, W: sideW, H: h - 2*m}
	x0 := g.side.X + g.side.W + m
	x1 := w - m
	g.pitch = (x1 - x0) / dv.NumColumns
	for c := range g.colX {
		g.colX[c] = x0 + g.pitch*(float64(c)+0.5)
	}

	bannerH := mt.PxMin(40, 22)
	g.banner = sprites.Rect{X: x0, Y: m * 0.6, W: kit.MenuCorner(mt).X - m - x0, H: bannerH} // clear of the menu button
	handH := mt.PxMin(150, 62)
	g.hand = sprites.Rect{X: x0, Y: h - handH, W: x1 - x0, H: handH}
	g.handH = math.Round(handH * 0.86)
	g.handW = math.Round(g.handH * art.PokerAspect)

	top := g.banner.Y + g.banner.H + m*0.4
	bottom := g.hand.Y - m*0.4
	avail := bottom - top
	// the grid takes what the zones leave; a zone needs a row per player
	zoneH := math.Max(avail*0.36, float64(players)*g.px(26, 18)+2*m)
	gridH := avail - zoneH - m
	// a column of nine: one whole card and eight index strips
	cardH := gridH / (1 + 8*stepShare) / 1.06 // room for the enlarged bottom card
	cardW := cardH * art.SmallAspect
	if cardW > g.pitch*0.8 {
		cardW = g.pitch * 0.8
		cardH = cardW / art.SmallAspect
	}
	g.cardW, g.cardH = math.Round(cardW), math.Round(cardH)
	g.step = math.Round(g.cardH * stepShare)
	g.gridBot = top + gridH
	zoneTop := g.gridBot + m
	for c := range g.zone {
		zw := g.pitch - g.px(14, 8)
		g.zone[c] = sprites.Rect{X: g.colX[c] - zw/2, Y: zoneTop, W: zw, H: bottom - zoneTop}
	}

	g.seats = g.seats[:0]
	gap := g.px(8, 4)
	ph := (g.side.H - gap*float64(players-1)) / float64(players)
	for i := 0; i < players; i++ {
		g.seats = append(g.seats, sprites.Rect{X: g.side.X, Y: g.side.Y + float64(i)*(ph+gap), W: g.side.W, H: ph})
	}
	return g
}

// px is v design pixels, never less than min window pixels.
func (g *geom) px(v, min float64) float64 { return g.mt.PxMin(v, min) }

// gridPos is the centre of card i (0 = bottom, the next to be won) of a
// column: the bottom card sits just above the drop zone and the column
// grows upwards, so the card in play never moves.
func (g *geom) gridPos(c, i int) (x, y float64) {
	return g.colX[c], g.gridBot - g.cardH*0.53 - float64(i)*g.step
}

// zoneRow is the band of a zone that holds seat p's placed cards.
func (g *geom) zoneRow(c, p, players int) sprites.Rect {
	z := g.zone[c]
	pad := g.px(5, 3)
	rh := (z.H - 2*pad) / float64(players)
	return sprites.Rect{X: z.X + pad, Y: z.Y + pad + float64(p)*rh, W: z.W - 2*pad, H: rh}
}

// placedSize is a number card shown under a column.
func (g *geom) placedSize(players int) (w, h float64) {
	r := g.zoneRow(0, 0, players)
	h = math.Round(math.Min(r.H*0.92, r.W*0.5/art.PokerAspect))
	return math.Round(h * art.PokerAspect), h
}

// placedPos is the centre of the k-th of n cards seat p placed under
// column c; they overlap left to right and leave room for the total.
func (g *geom) placedPos(c, p, k, n, players int) (x, y float64) {
	r := g.zoneRow(c, p, players)
	w, _ := g.placedSize(players)
	room := r.W*0.64 - w
	stepX := w * 0.55
	if n > 1 && stepX*float64(n-1) > room {
		stepX = room / float64(n-1)
	}
	return r.X + w/2 + float64(k)*stepX, r.Y + r.H/2
}

// totalPos is where seat p's running total under column c is written
// (its right edge).
func (g *geom) totalPos(c, p, players int) (x, y float64) {
	r := g.zoneRow(c, p, players)
	return r.X + r.W, r.Y + r.H/2
}

// seatLayout is the inside of one seat panel: a header line (symbol,
// name, total) and a slot per luxury kind plus one for money.
type seatLayout struct {
	header       sprites.Rect
	slotW, slotH float64
	slots        [dv.NumLuxuries + 1]sprites.Rect // luxuries, then money
}

func (g *geom) seatLayout(p int) seatLayout {
	r := g.seats[p]
	var s seatLayout
	pad := g.px(8, 4)
	headH := math.Round(math.Max(g.mt.Dp(18), math.Min(r.H*0.22, 34*g.u)))
	s.header = sprites.Rect{X: r.X + pad, Y: r.Y + pad*0.6, W: r.W - 2*pad, H: headH}
	area := sprites.Rect{X: r.X + pad, Y: r.Y + pad*0.6 + headH + pad*0.4, W: r.W - 2*pad, H: r.H - headH - pad*1.6}
	// one row of eight, or two rows of four: whichever gives bigger cards
	best := 0.0
	for _, rows := range []int{1, 2} {
		per := (dv.NumLuxuries + 1 + rows - 1) / rows
		gap := g.px(4, 2)
		w := (area.W - gap*float64(per-1)) / float64(per)
		h := (area.H - gap*float64(rows-1)) / float64(rows)
		cw, ch := sprites.FitAspect(w, h, art.SmallAspect)
		if cw <= best {
			continue
		}
		best = cw
		s.slotW, s.slotH = math.Round(cw), math.Round(ch)
		totalW := float64(per)*s.slotW + float64(per-1)*gap
		totalH := float64(rows)*s.slotH + float64(rows-1)*gap
		x0 := area.X + (area.W-totalW)/2
		y0 := area.Y + (area.H-totalH)/2
		for i := range s.slots {
			row, col := i/per, i%per
			s.slots[i] = sprites.Rect{X: x0 + float64(col)*(s.slotW+gap), Y: y0 + float64(row)*(s.slotH+gap), W: s.slotW, H: s.slotH}
		}
	}
	return s
}

// roomBar is where an online room's bar goes (kit.Base.KeepRoomIn): the
// strip's corner right of the fullest hand, which the row never reaches.
func (g *geom) roomBar(h *handRow) sprites.Rect {
	x, _ := h.Pos(dv.MaxNumber-1, dv.MaxNumber)
	x += h.CardW/2 + g.margin
	return sprites.Rect{X: x, Y: g.hand.Y + g.margin*0.5, W: g.hand.X + g.hand.W - x, H: g.hand.H - g.margin}
}
