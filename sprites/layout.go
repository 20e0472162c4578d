package sprites

import "math"

// Layouts are pure functions: given the container rectangle (usually a
// share of the stage, recomputed when the window changes size or aspect)
// they return slots, and the scene places nodes into them (often with a
// MoveTo tween). They never touch nodes themselves.

// Slot is a position for a node's centre with a rotation: fans and seats.
type Slot struct{ X, Y, Rotation float64 }

// FitAspect returns the largest size with aspect w/h = aspect inside
// maxW × maxH.
func FitAspect(maxW, maxH, aspect float64) (w, h float64) {
	if maxW <= 0 || maxH <= 0 || aspect <= 0 {
		return 0, 0
	}
	if maxH*aspect <= maxW {
		return maxH * aspect, maxH
	}
	return maxW, maxW / aspect
}

// Grid returns rows × cols cells in row-major order. With aspect > 0 the
// cells keep that aspect (w/h) at the largest size that fits, and the block
// is centred in area; with aspect 0 the cells stretch to fill area.
func Grid(area Rect, rows, cols int, gap, aspect float64) []Rect {
	if rows <= 0 || cols <= 0 {
		return nil
	}
	cw := (area.W - gap*float64(cols-1)) / float64(cols)
	ch := (area.H - gap*float64(rows-1)) / float64(rows)
	if aspect > 0 {
		cw, ch = FitAspect(cw, ch, aspect)
	}
	cw, ch = math.Max(cw, 0), math.Max(ch, 0)
	bw := cw*float64(cols) + gap*float64(cols-1)
	bh := ch*float64(rows) + gap*float64(rows-1)
	x0 := area.X + (area.W-bw)/2
	y0 := area.Y + (area.H-bh)/2
	out := make([]Rect, 0, rows*cols)
	for r := range rows {
		for c := range cols {
			out = append(out, Rect{x0 + float64(c)*(cw+gap), y0 + float64(r)*(ch+gap), cw, ch})
		}
	}
	return out
}

// Row places n items of w × h side by side, centred in area. When they do
// not fit with the gap, they overlap evenly so the row still spans at most
// the area's width (a long hand or a tableau).
func Row(area Rect, n int, w, h, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	step := w + gap
	if n > 1 && w*float64(n)+gap*float64(n-1) > area.W {
		step = (area.W - w) / float64(n-1)
	}
	total := w + step*float64(n-1)
	x0 := area.X + (area.W-total)/2
	y0 := area.Y + (area.H-h)/2
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x0 + step*float64(i), y0, w, h}
	}
	return out
}

// Stack returns n offset slots for a pile or a column: the first at the
// area's top-left, each next one shifted by (dx, dy). When the pile would
// leave the area, the offsets shrink so the last card still fits.
func Stack(area Rect, n int, w, h, dx, dy float64) []Rect {
	if n <= 0 {
		return nil
	}
	if n > 1 {
		if dx != 0 {
			if room := area.W - w; math.Abs(dx)*float64(n-1) > room {
				dx = math.Copysign(math.Max(room, 0)/float64(n-1), dx)
			}
		}
		if dy != 0 {
			if room := area.H - h; math.Abs(dy)*float64(n-1) > room {
				dy = math.Copysign(math.Max(room, 0)/float64(n-1), dy)
			}
		}
	}
	x0, y0 := area.X, area.Y
	if dx < 0 {
		x0 = area.X + area.W - w
	}
	if dy < 0 {
		y0 = area.Y + area.H - h
	}
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{x0 + dx*float64(i), y0 + dy*float64(i), w, h}
	}
	return out
}

// FanMaxStep is the widest angle between neighbouring cards of a fan, in
// degrees: a two-card hand is a slight V, not a wide spread.
const FanMaxStep = 9.0

// Fan spreads n cards of w × h along an arc of at most arcDeg degrees, as
// a hand is held: each card turns with the arc about a pivot below the
// hand. The arc narrows until the fan fits the area's width, and the fan's
// bounding box is centred in area. Slots give card centres.
func Fan(area Rect, n int, w, h, arcDeg float64) []Slot {
	if n <= 0 {
		return nil
	}
	arc := math.Min(arcDeg, FanMaxStep*float64(n-1)) * math.Pi / 180
	radius := 2.4 * h
	tooBig := func(a float64) bool {
		b := fanBox(n, a, radius, w, h)
		return b.W > area.W+1e-9 || (b.H > area.H+1e-9 && a > 0)
	}
	if tooBig(arc) {
		lo, hi := 0.0, arc
		for range 40 {
			mid := (lo + hi) / 2
			if tooBig(mid) {
				hi = mid
			} else {
				lo = mid
			}
		}
		arc = lo
	}
	b := fanBox(n, arc, radius, w, h)
	// pivot placed so the fan's bounding box is centred in area
	px := area.X + (area.W-b.W)/2 - b.X
	py := area.Y + (area.H-b.H)/2 - b.Y
	out := fanSlots(n, arc, radius)
	for i := range out {
		out[i].X += px
		out[i].Y += py
	}
	return out
}

// fanSlots returns the card centres about a pivot at the origin.
func fanSlots(n int, arc, radius float64) []Slot {
	out := make([]Slot, n)
	for i := range out {
		a := 0.0
		if n > 1 {
			a = -arc/2 + arc*float64(i)/float64(n-1)
		}
		out[i] = Slot{radius * math.Sin(a), -radius * math.Cos(a), a}
	}
	return out
}

// fanBox is the bounding box of every corner of a fan about the origin.
func fanBox(n int, arc, radius, w, h float64) Rect {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, s := range fanSlots(n, arc, radius) {
		sin, cos := math.Sincos(s.Rotation)
		for _, c := range [4][2]float64{{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}} {
			x := s.X + c[0]*cos - c[1]*sin
			y := s.Y + c[0]*sin + c[1]*cos
			minX, maxX = math.Min(minX, x), math.Max(maxX, x)
			minY, maxY = math.Min(minY, y), math.Max(maxY, y)
		}
	}
	return Rect{minX, minY, maxX - minX, maxY - minY}
}

// Seats places n seats on the ellipse inscribed in area, the first at the
// bottom centre (the player at the screen) and the rest clockwise, as
// players sit round a table. Rotation turns each seat to face the centre.
func Seats(area Rect, n int) []Slot {
	if n <= 0 {
		return nil
	}
	cx, cy := area.Center()
	rx, ry := area.W/2, area.H/2
	out := make([]Slot, n)
	for i := range out {
		// angle 0 at the bottom; clockwise on screen runs bottom→left→top→right
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = Slot{cx - rx*math.Sin(a), cy + ry*math.Cos(a), a}
	}
	return out
}

// PlaceAt moves n's anchor to the slot and turns it (no tween).
func (sl Slot) PlaceAt(n *Node) {
	n.SetPos(sl.X, sl.Y)
	n.SetRotation(sl.Rotation)
}

// MoveTo returns a tween that slides and turns n onto the slot.
func (sl Slot) MoveTo(n *Node, dur float64, ease Ease) Anim {
	return Parallel(MoveTo(n, sl.X, sl.Y, dur, ease), To(n, PropRotation, sl.Rotation, dur, ease))
}

// MoveInto returns a tween that slides n (anchored anywhere, sized to the
// rect) into r.
func (r Rect) MoveInto(n *Node, dur float64, ease Ease) Anim {
	n.SetSize(r.W, r.H)
	return MoveTo(n, r.X+n.ax*r.W, r.Y+n.ay*r.H, dur, ease)
}
