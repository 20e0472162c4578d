package dolores

import (
	"math"

	"salotto/art"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/dolores/model"
	"salotto/tables/kit"
)

// geom is the table's geometry for one screen size, derived from the
// width and height alone, so the same code lays out a 1280×720 window and
// an 844×390 phone: the seats' areas in a band along the top and another
// along the bottom, and between them the beach: the pile, the sharing
// zone with its two sides (the left player's, then the dealer's) around
// the middle where the gestures meet, and the three hands a participant
// chooses from.
type geom struct {
	w, h   float64
	m      scenes.Metrics
	margin float64
	font   float64 // body text size

	seats []sprites.Rect // one area per seat, by screen place (see place)

	banner sprites.Rect // the status line over the beach
	beach  sprites.Rect
	cardW  float64 // a card in the share and on the pile
	cardH  float64
	pile   sprites.Rect
	slots  [6]sprites.Rect // share slots 0–2 the left side, 3–5 the dealer's
	sides  [2]sprites.Rect // each side's box, slots and label
	middle sprites.Rect    // where the gestures meet
	hands  [d.NumGestures]sprites.Rect
}

func newGeom(w, h float64, scale float64, players int) geom {
	g := geom{w: w, h: h, m: scenes.NewMetrics(int(w), int(h), scale)}
	m := &g.m
	g.margin = math.Max(4*m.Scale, m.Px(10))
	g.font = m.Font(17, 11)
	mg := g.margin

	// the seat bands: 30% of the height each, a third on a phone, whose
	// small cards need the room more than the share does
	share := 0.3
	if m.Compact {
		share = 0.335
	}
	seatH := math.Round((h - 4*mg) * share)
	top := sprites.Rect{X: mg, Y: mg, W: w - 2*mg, H: seatH}
	bottom := sprites.Rect{X: mg, Y: h - mg - seatH, W: w - 2*mg, H: seatH}
	// the top band stays clear of the menu button
	corner := kit.MenuCorner(g.m)
	top.W = corner.X - mg - top.X
	g.seats = seatRects(top, bottom, mg, players)

	beachY := top.Y + top.H + mg
	g.beach = sprites.Rect{X: mg, Y: beachY, W: w - 2*mg, H: bottom.Y - mg - beachY}
	bh := math.Round(math.Max(g.font*1.7, 26*m.Scale)) // room for the Say button
	g.banner = sprites.Rect{X: g.beach.X, Y: g.beach.Y, W: g.beach.W, H: bh}

	// the row under the banner: pile, left side, middle, dealer's side,
	// the three hands; a side is three cards wide, the middle 1.6, a hand
	// 0.95, the pile one, with a gap between any two
	gap := math.Max(3*m.Scale, m.Px(8))
	labelH := math.Round(g.font * 1.3)
	rowY := g.banner.Y + bh
	rowH := g.beach.Y + g.beach.H - rowY
	const widths = 1 + 2*model.SlotsPerSide + 1.6 + 3*0.95
	gaps := float64(2*model.SlotsPerSide+6) * gap
	cw := math.Floor((g.beach.W - gaps - gap*2) / widths)
	ch := cw / art.PokerAspect
	if lim := rowH - labelH - gap; ch > lim {
		ch = lim
		cw = ch * art.PokerAspect
	}
	g.cardW, g.cardH = math.Floor(cw), math.Floor(ch)
	used := g.cardW*widths + gaps
	x := g.beach.X + (g.beach.W-used)/2
	cy := rowY + labelH + (rowH-labelH-g.cardH)/2
	// the pile's count goes under it, on the beach: where the row leaves
	// no room for it below the share's cards (a phone), the pile is drawn
	// smaller, so its count never covers it
	pileH := math.Min(g.cardH, math.Floor(g.beach.Y+g.beach.H-cy-pileLabelH(m)-g.margin*0.3))
	pileW := math.Floor(pileH * art.PokerAspect)
	g.pile = sprites.Rect{X: x + (g.cardW-pileW)/2, Y: cy, W: pileW, H: pileH}
	x += g.cardW + gap*2
	for side := 0; side < 2; side++ {
		g.sides[side] = sprites.Rect{X: x - gap/2, Y: cy - labelH, W: model.SlotsPerSide*g.cardW + (model.SlotsPerSide-1)*gap + gap, H: g.cardH + labelH + gap/2}
		for k := 0; k < model.SlotsPerSide; k++ {
			g.slots[side*model.SlotsPerSide+k] = sprites.Rect{X: x, Y: cy, W: g.cardW, H: g.cardH}
			x += g.cardW + gap
		}
		if side == 0 {
			mw := math.Round(g.cardW * 1.6)
			g.middle = sprites.Rect{X: x, Y: cy - labelH*0.5, W: mw, H: g.cardH + labelH*0.5}
			x += mw + gap
		}
	}
	x += gap
	hw := math.Round(g.cardW * 0.95)
	for k := range g.hands {
		g.hands[k] = sprites.Rect{X: x, Y: cy + (g.cardH-hw*1.25)/2, W: hw, H: math.Round(hw * 1.25)}
		x += hw + gap
	}
	return g
}

// pileLabelH is the height of the pile's count under it.
func pileLabelH(m *scenes.Metrics) float64 { return m.Font(15, 10) * 1.25 }

// seatRects divides the bands among the seats: two players face each
// other across the beach; three put one along the bottom and two along
// the top; four take a half band each. Screen places go clockwise from
// the bottom left, so the seat to a player's left is the next place.
func seatRects(top, bottom sprites.Rect, gap float64, players int) []sprites.Rect {
	half := func(r sprites.Rect, k int) sprites.Rect {
		w := (r.W - gap) / 2
		return sprites.Rect{X: r.X + float64(k)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
	switch players {
	case 2:
		return []sprites.Rect{bottom, top}
	case 3:
		return []sprites.Rect{bottom, half(top, 0), half(top, 1)}
	}
	return []sprites.Rect{half(bottom, 0), half(top, 0), half(top, 1), half(bottom, 1)}
}

// area is the inside of one seat's area: a header line (name, marks) and
// a column per goods type, then one for Message in a Bottle cards (and
// Dawn, if won after a Lookout).
type area struct {
	header       sprites.Rect
	cols         [d.NumTypes + 1]sprites.Rect // a column's box; its total above the cards
	cardW, cardH float64
	totalH       float64
}

func (g *geom) area(r sprites.Rect) area {
	var a area
	pad := math.Max(3*g.m.Scale, g.m.Px(8))
	headH := math.Round(g.font * 1.5)
	a.header = sprites.Rect{X: r.X + pad, Y: r.Y + pad*0.5, W: r.W - 2*pad, H: headH}
	a.totalH = math.Round(g.m.Font(15, 10) * 1.25)
	// the columns end inside the panel's frame, drawn thick while the
	// seat is to act (paintSeat)
	foot := math.Max(pad*0.5, 2*g.edge()+g.m.Scale)
	body := sprites.Rect{X: r.X + pad, Y: a.header.Y + headH, W: r.W - 2*pad, H: r.Y + r.H - foot - a.header.Y - headH}
	n := float64(len(a.cols))
	colGap := math.Max(2*g.m.Scale, g.m.Px(5))
	colW := (body.W - colGap*(n-1)) / n
	// a card leaves room under it for the value rows of the longest
	// collection a game sees, each at least a value's height
	cw := math.Min(colW, (body.H-a.totalH)/(1+(stackRows-1)*minStep)*art.PokerAspect)
	a.cardW, a.cardH = math.Round(cw), math.Round(cw/art.PokerAspect)
	for k := range a.cols {
		a.cols[k] = sprites.Rect{X: body.X + float64(k)*(colW+colGap), Y: body.Y, W: colW, H: body.H}
	}
	return a
}

// stackStep is how much of a card shows above the next in a column, as a
// share of its height: the corner with its value and symbol. A long
// collection's cards come closer, down to minStep, the corner's value
// alone, and an area's cards are small enough that stackRows of them fit
// so: no game of thousands the bots played had a longer one.
const (
	stackStep = 0.3
	minStep   = 0.2
	stackRows = 6
)

// edge is the width of a seat panel's frame (twice that while the seat is
// to act).
func (g *geom) edge() float64 { return math.Max(2, g.m.Px(3)) }

// stackPos is the centre of card k of n in column c: the column's cards
// go down from under its total, closer together when they would not fit.
func (a *area) stackPos(c, k, n int) (x, y float64) {
	col := a.cols[c]
	room := col.H - a.totalH - a.cardH
	step := a.cardH * stackStep
	if n > 1 && step*float64(n-1) > room {
		step = room / float64(n-1)
	}
	return col.X + col.W/2, col.Y + a.totalH + a.cardH/2 + float64(k)*step
}

// centre is the middle of r.
func centre(r sprites.Rect) (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// roomBar is where an online room's bar goes (kit.Base.KeepRoomIn): the
// corner under the menu's buttons, which the top band of seats leaves
// clear, down to the beach.
func (g *geom) roomBar() sprites.Rect {
	c := kit.MenuCorner(g.m)
	y := c.Y + c.H + g.margin*0.6
	return sprites.Rect{X: c.X, Y: y, W: g.w - g.margin - c.X, H: g.beach.Y - g.margin - y}
}
