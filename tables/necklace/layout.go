package necklace

import (
	"math"

	"salotto/art"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// geom is the table's geometry for one screen size. Everything derives
// from the width and height, so the same code lays out a 1280×720 window
// and an 844×390 phone held sideways: the opponent's hand of backs along
// the top, the draw pile, the Duchess's jewel box (the common card) and
// the discard pile in a row across the middle, the player's hand in a fan
// along the bottom, and the live-necklace panel down the right. At the end
// the panel's place holds the two strung necklaces, each beside its hand.
type geom struct {
	w, h   float64 // device pixels
	m      scenes.Metrics
	u      float64 // one design pixel (m.U): 1 at 1280×720, scale 1
	margin float64
	font   float64 // body text
	small  float64 // labels and captions

	panel sprites.Rect // the live necklace
	play  sprites.Rect // the felt left of the panel

	oppW, oppH float64 // a back in the opponent's hand
	oppRow     sprites.Rect

	cardW, cardH float64 // the piles and the common card
	drawPos      [2]float64
	commonPos    [2]float64
	discardPos   [2]float64
	box          sprites.Rect // the jewel box round the common card
	labelY       float64      // centre of the captions under the piles

	handW, handH float64
	handArea     sprites.Rect

	gem float64 // a stone strung on a necklace at the end
}

// compact screens (a phone held sideways, judged on the logical size) get
// larger type than the unit alone would give, so captions stay readable.
func (g *geom) compact() bool { return g.m.Compact }

// newGeom lays out a w×h surface in device pixels at scale device pixels
// per window pixel: the unit and the floors come from scenes.NewMetrics,
// so a HiDPI screen shows the same table as 1×, only sharper.
func newGeom(w, h, scale float64) geom {
	g := geom{w: w, h: h, m: scenes.NewMetrics(int(w), int(h), scale)}
	g.u = g.m.U
	g.margin = g.m.PxMin(10, 5)
	m := g.margin
	g.font = g.m.Font(17, 11)
	g.small = g.m.Font(14, 10)

	panelW := math.Round(math.Max(g.m.Dp(230), math.Min(w*0.3, 380*g.u)))
	// the panel starts under the kit's menu button in the corner
	corner := kit.MenuCorner(g.m)
	py := corner.Y + corner.H + m*0.5
	g.panel = sprites.Rect{X: w - m - panelW, Y: py, W: panelW, H: h - m - py}
	g.play = sprites.Rect{X: m, Y: m, W: g.panel.X - 2*m, H: h - 2*m}

	// the opponent's backs along the top
	g.oppH = math.Round(h * 0.16)
	g.oppW = math.Round(g.oppH * art.PokerAspect)
	g.oppRow = sprites.Rect{X: g.play.X, Y: m, W: g.play.W, H: g.oppH}

	// the hand along the bottom, with room for the fan's arc
	g.handH = math.Round(h * 0.30)
	g.handW = math.Round(g.handH * art.PokerAspect)
	areaH := math.Round(g.handH * 1.12)
	g.handArea = sprites.Rect{X: g.play.X, Y: h - m - areaH, W: g.play.W, H: areaH}

	// the middle row fills what is left, with a caption line under it
	captionH := math.Round(g.small * 1.6)
	top := g.oppRow.Y + g.oppRow.H + m
	bottom := g.handArea.Y - m*0.5
	avail := bottom - top - captionH
	g.cardH = math.Round(math.Min(h*0.26, avail*0.92))
	g.cardW = math.Round(g.cardH * art.PokerAspect)
	cy := top + avail/2
	cx := g.play.X + g.play.W/2
	pitch := math.Min(g.cardW*1.75, g.play.W/3)
	g.commonPos = [2]float64{cx, cy}
	g.drawPos = [2]float64{cx - pitch, cy}
	g.discardPos = [2]float64{cx + pitch, cy}
	pad := g.m.PxMin(9, 4)
	g.box = sprites.Rect{X: cx - g.cardW/2 - pad, Y: cy - g.cardH/2 - pad, W: g.cardW + 2*pad, H: g.cardH + 2*pad}
	g.labelY = cy + g.cardH/2 + pad + captionH/2

	g.gem = math.Round(math.Max(g.m.Dp(12), math.Min(g.panel.W/15, 26*g.u)))
	if g.compact() {
		g.font = math.Max(g.font, g.m.Dp(12))
	}
	return g
}

// oppPos is the centre of the k-th of n backs in the opponent's hand: a
// tight row, centred over the felt.
func (g *geom) oppPos(k, n int) (x, y float64) {
	step := math.Round(g.oppW * 0.62)
	total := g.oppW + step*float64(n-1)
	x0 := g.play.X + g.play.W/2 - total/2 + g.oppW/2
	return x0 + float64(k)*step, g.oppRow.Y + g.oppRow.H/2
}

// oppLabelPos is where the opponent's name ends (right-aligned): just
// left of their first card.
func (g *geom) oppLabelPos(n int) (x, y float64) {
	x0, y0 := g.oppPos(0, n)
	return x0 - g.oppW/2 - g.margin, y0
}

// handSlots are the card centres (and turns) of a hand of n: an open fan,
// each card turned a little about the middle and dropped along a gentle
// arc, spaced so every card shows its stones and wish band whole unless
// the felt is too narrow.
func (g *geom) handSlots(n int) []sprites.Slot {
	if n <= 0 {
		return nil
	}
	step := g.handW * 0.9
	if n > 1 {
		step = math.Min(step, (g.handArea.W-g.handW*1.2)/float64(n-1))
	}
	const turn = 3.5 * math.Pi / 180 // between neighbours
	cx := g.handArea.X + g.handArea.W/2
	// the outer cards sit lowest: lift the fan so their corners stay on screen
	edge := float64(n-1) / 2
	drop := edge*edge*g.handH*0.02 + g.handW/2*math.Sin(edge*turn) + g.handH/2*(1-math.Cos(edge*turn))
	cy := g.handArea.Y + g.handArea.H - g.handH/2 - drop
	out := make([]sprites.Slot, n)
	for k := range out {
		off := float64(k) - float64(n-1)/2
		out[k] = sprites.Slot{X: cx + off*step, Y: cy + off*off*g.handH*0.02, Rotation: off * turn}
	}
	return out
}

// discardFan is where the k-th of n discards lies when the pile is fanned
// out (on a tap or hover), and its scale: a row across the felt at the
// middle, oldest on the left, each card showing at least its left column
// of stones (a long pile shrinks its cards rather than hide them).
func (g *geom) discardFan(k, n int) (x, y, scale float64) {
	const show = 0.45 // of a card's width left uncovered by the next
	area := g.fanArea()
	scale = 1
	if n > 1 {
		scale = math.Min(1, area.W/(g.cardW*(1+show*float64(n-1))))
	}
	cw := g.cardW * scale
	step := cw * 0.66
	if n > 1 {
		step = math.Min(step, (area.W-cw)/float64(n-1))
	}
	total := cw + step*float64(n-1)
	x0 := area.X + area.W/2 - total/2 + cw/2
	return x0 + float64(k)*step, g.discardPos[1], scale
}

// fanArea is where the discard pile spreads when it fans out: the felt's
// middle row right of the draw pile. The draw pile stays uncovered, so
// that a player whose pointer rested on the discard pile (it fans out
// then) can still reach the draw pile at their turn: the spread stays
// open while the pointer is anywhere over it.
func (g *geom) fanArea() sprites.Rect {
	x := g.drawPos[0] + g.cardW/2 + g.m.PxMin(4, 2)
	return sprites.Rect{X: x, Y: g.discardPos[1] - g.cardH*0.62, W: g.play.X + g.play.W - x, H: g.cardH * 1.24}
}

// stringArea is where seat's necklace is strung at the end: in the
// panel's place, the viewer's (seat 0 on screen) beside their hand at the
// bottom, the opponent's beside theirs at the top.
func (g *geom) stringArea(bottom bool) sprites.Rect {
	half := (g.panel.H - g.margin) / 2
	r := sprites.Rect{X: g.panel.X, Y: g.panel.Y, W: g.panel.W, H: half}
	if bottom {
		r.Y = g.panel.Y + half + g.margin
	}
	return r
}

// stringSlots are the places of n stones strung on a necklace in area: a
// drape (the lower half of an ellipse) with the stones spaced evenly
// along it, a gap between one wish's stones and the next. groups are the
// sizes of the wishes' runs, in order.
func (g *geom) stringSlots(area sprites.Rect, groups []int) [][2]float64 {
	n := 0
	for _, k := range groups {
		n += k
	}
	if n == 0 {
		return nil
	}
	pt, length := g.drape(area)
	const samples = len(length) - 1
	// positions in "stone units": a stone is 1, the gap between wishes 0.6
	units := float64(n-1) + 0.6*float64(len(groups)-1)
	span := length[samples] * 0.98
	step := math.Min(g.gem*1.15, span/math.Max(units, 1))
	start := (length[samples] - step*units) / 2
	out := make([][2]float64, 0, n)
	at := start
	for gi, k := range groups {
		if gi > 0 {
			at += step * 0.6
		}
		for j := 0; j < k; j++ {
			i := 1
			for i < samples && length[i] < at {
				i++
			}
			f := 0.0
			if d := length[i] - length[i-1]; d > 0 {
				f = (at - length[i-1]) / d
			}
			x0, y0 := pt(i - 1)
			x1, y1 := pt(i)
			out = append(out, [2]float64{x0 + (x1-x0)*f, y0 + (y1-y0)*f})
			at += step
		}
	}
	return out
}

// drapeSamples is how finely a drape is measured.
const drapeSamples = 256

// drape is the curve a necklace lies along in area, the lower half of an
// ellipse open at the top, and its length measured from the left end at
// each of drapeSamples steps.
func (g *geom) drape(area sprites.Rect) (pt func(i int) (x, y float64), length [drapeSamples + 1]float64) {
	cx := area.X + area.W/2
	rx := area.W/2 - g.gem*0.9
	room := area.H - g.gem*3.2 // the caption below, the clasp above
	ry := math.Min(room, area.W*0.42)
	y0 := area.Y + g.gem*0.9 + (room-ry)/2
	pt = func(i int) (float64, float64) {
		a := math.Pi * float64(i) / drapeSamples
		return cx - rx*math.Cos(a), y0 + ry*math.Sin(a)
	}
	px, py := pt(0)
	for i := 1; i <= drapeSamples; i++ {
		x, y := pt(i)
		length[i] = length[i-1] + math.Hypot(x-px, y-py)
		px, py = x, y
	}
	return pt, length
}

// stringCaption is the centre of the line under a strung necklace, just
// below the foot of its drape.
func (g *geom) stringCaption(area sprites.Rect) (x, y float64) {
	pt, _ := g.drape(area)
	_, foot := pt(drapeSamples / 2)
	return area.X + area.W/2, math.Min(foot+g.gem*1.5, area.Y+area.H-g.gem*0.6)
}

// stonePos is where stone slot (0..3) sits on a card of w×h centred at
// (cx, cy), unturned: the face puts its four stones in a 2×2 block (see
// art.NecklaceFace, in units of 1 % of the width).
func stonePos(slot int, cx, cy, w, h float64) (x, y float64) {
	u := w / 100
	sx := 31 + 38*float64(slot%2)
	sy := 33 + 36*float64(slot/2)
	return cx - w/2 + sx*u, cy - h/2 + sy*u
}

// maxHand is the most cards a hand holds on screen (while discarding).
const maxHand = nk.HandSize + 1

// roomBar is where an online room's bar goes (kit.Base.KeepRoomIn): the
// felt right of the opponent's fullest hand, along the top.
func (g *geom) roomBar() sprites.Rect {
	x, _ := g.oppPos(maxHand-1, maxHand)
	x += g.oppW/2 + g.margin
	return sprites.Rect{X: x, Y: g.oppRow.Y, W: g.play.X + g.play.W - x, H: g.oppRow.H}
}
