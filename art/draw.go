package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"salotto/gfx"
)

// shape builds a vector path in a local frame: a point (x, y) lands at
// (ox + s*(x*cos - y*sin), oy + s*(x*sin + y*cos)). Symbols are designed in a
// unit square centred on 0 and placed by the frame, so every pictogram
// scales and rotates without touching its numbers.
type shape struct {
	p        vector.Path
	ox, oy   float32
	s        float32
	cos, sin float32
	rot      float32
	// rev reverses the winding of closed shapes added while set: with the
	// non-zero rule they cut holes wherever they lie over a single layer.
	rev bool
}

// hole runs add with reversed winding, so what it adds is cut out of
// what lies beneath in the same shape (fill, non-zero).
func (sh *shape) hole(add func()) *shape {
	sh.rev = !sh.rev
	add()
	sh.rev = !sh.rev
	return sh
}

func newShape(ox, oy, s float32) *shape {
	return &shape{ox: ox, oy: oy, s: s, cos: 1}
}

// rotated returns an empty shape in the same frame turned by a radians.
func (sh *shape) rotated(a float32) *shape {
	n := &shape{ox: sh.ox, oy: sh.oy, s: sh.s, rot: sh.rot + a}
	n.cos = float32(math.Cos(float64(n.rot)))
	n.sin = float32(math.Sin(float64(n.rot)))
	return n
}

// sub returns an empty shape whose frame is centred on local (x, y) and
// scaled by k, keeping the rotation.
func (sh *shape) sub(x, y, k float32) *shape {
	X, Y := sh.at(x, y)
	n := &shape{ox: X, oy: Y, s: sh.s * k, rot: sh.rot, cos: sh.cos, sin: sh.sin}
	return n
}

func (sh *shape) at(x, y float32) (float32, float32) {
	return sh.ox + sh.s*(x*sh.cos-y*sh.sin), sh.oy + sh.s*(x*sh.sin+y*sh.cos)
}

func (sh *shape) moveTo(x, y float32) *shape {
	X, Y := sh.at(x, y)
	sh.p.MoveTo(X, Y)
	return sh
}

func (sh *shape) lineTo(x, y float32) *shape {
	X, Y := sh.at(x, y)
	sh.p.LineTo(X, Y)
	return sh
}

func (sh *shape) quadTo(cx, cy, x, y float32) *shape {
	CX, CY := sh.at(cx, cy)
	X, Y := sh.at(x, y)
	sh.p.QuadTo(CX, CY, X, Y)
	return sh
}

func (sh *shape) cubicTo(c1x, c1y, c2x, c2y, x, y float32) *shape {
	A, B := sh.at(c1x, c1y)
	C, D := sh.at(c2x, c2y)
	X, Y := sh.at(x, y)
	sh.p.CubicTo(A, B, C, D, X, Y)
	return sh
}

func (sh *shape) close() *shape { sh.p.Close(); return sh }

// poly adds a closed polygon through local points x0, y0, x1, y1...
func (sh *shape) poly(pts ...float32) *shape {
	if len(pts) < 6 {
		return sh
	}
	if sh.rev {
		r := make([]float32, 0, len(pts))
		for i := len(pts) - 2; i >= 0; i -= 2 {
			r = append(r, pts[i], pts[i+1])
		}
		pts = r
	}
	return sh.polyline(pts...).close()
}

// polyline adds an open path through local points (for strokes).
func (sh *shape) polyline(pts ...float32) *shape {
	if len(pts) < 4 {
		return sh
	}
	sh.moveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		sh.lineTo(pts[i], pts[i+1])
	}
	return sh
}

// arc adds an arc of radius r around local (x, y) from angle a0 to a1
// (radians, clockwise on screen when a1 > a0), starting with a line from the
// current point (or a move when the path is fresh).
func (sh *shape) arc(x, y, r, a0, a1 float32, fresh bool) *shape {
	n := int(math.Ceil(math.Abs(float64(a1-a0)) / (math.Pi / 24)))
	if n < 2 {
		n = 2
	}
	for i := 0; i <= n; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/float32(n))
		px := x + r*float32(math.Cos(a))
		py := y + r*float32(math.Sin(a))
		if i == 0 && fresh {
			sh.moveTo(px, py)
		} else {
			sh.lineTo(px, py)
		}
	}
	return sh
}

// ellipse adds a closed ellipse around local (x, y).
func (sh *shape) ellipse(x, y, rx, ry float32) *shape {
	const n = 48
	pts := make([]float32, 0, 2*n)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / n
		pts = append(pts, x+rx*float32(math.Cos(a)), y+ry*float32(math.Sin(a)))
	}
	return sh.poly(pts...)
}

func (sh *shape) circle(x, y, r float32) *shape { return sh.ellipse(x, y, r, r) }

// rrect adds a rounded rectangle with top-left local corner (x, y).
func (sh *shape) rrect(x, y, w, h, r float32) *shape {
	r = min(r, w/2, h/2)
	if r <= 0 {
		return sh.poly(x, y, x+w, y, x+w, y+h, x, y+h)
	}
	return sh.poly(roundRectPoints(x, y, w, h, r, 8)...)
}

// roundRectPoints samples a rounded rectangle's outline clockwise from the
// top of its right edge, n segments per corner, not closed.
func roundRectPoints(x, y, w, h, r float32, n int) []float32 {
	pts := make([]float32, 0, 8*(n+1)+2)
	for k, c := range [4][2]float32{{x + w - r, y + r}, {x + w - r, y + h - r}, {x + r, y + h - r}, {x + r, y + r}} {
		a0 := math.Pi / 2 * float64(k-1)
		for i := 0; i <= n; i++ {
			a := a0 + math.Pi/2*float64(i)/float64(n)
			pts = append(pts, c[0]+r*float32(math.Cos(a)), c[1]+r*float32(math.Sin(a)))
		}
	}
	return pts
}

// regular adds a regular n-gon of circumradius r around (x, y), first vertex
// at angle a0.
func (sh *shape) regular(x, y, r float32, n int, a0 float64) *shape {
	pts := make([]float32, 0, 2*n)
	for i := 0; i < n; i++ {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		pts = append(pts, x+r*float32(math.Cos(a)), y+r*float32(math.Sin(a)))
	}
	return sh.poly(pts...)
}

// fill paints the shape's path with the non-zero rule.
func (sh *shape) fill(dst *ebiten.Image, c color.Color) {
	gfx.FillPathWith(dst, &sh.p, c, ebiten.FillRuleNonZero, ebiten.BlendSourceOver, aa)
}

// fillEO paints with the even-odd rule, so inner sub-paths become holes.
func (sh *shape) fillEO(dst *ebiten.Image, c color.Color) {
	gfx.FillPathWith(dst, &sh.p, c, ebiten.FillRuleEvenOdd, ebiten.BlendSourceOver, aa)
}

// fillAtop paints only where dst already has paint (textures on a card).
func (sh *shape) fillAtop(dst *ebiten.Image, c color.Color) {
	gfx.FillPathWith(dst, &sh.p, c, ebiten.FillRuleNonZero, ebiten.BlendSourceAtop, aa)
}

// stroke outlines the path; width is in local units.
func (sh *shape) stroke(dst *ebiten.Image, width float32, c color.Color) {
	gfx.StrokePathWith(dst, &sh.p, width*sh.s, c, vector.LineCapRound, ebiten.BlendSourceOver, aa)
}

// strokeButt outlines with square-cut ends.
func (sh *shape) strokeButt(dst *ebiten.Image, width float32, c color.Color) {
	gfx.StrokePathWith(dst, &sh.p, width*sh.s, c, vector.LineCapButt, ebiten.BlendSourceOver, aa)
}

// strokeAtop outlines only where dst already has paint.
func (sh *shape) strokeAtop(dst *ebiten.Image, width float32, c color.Color) {
	gfx.StrokePathWith(dst, &sh.p, width*sh.s, c, vector.LineCapRound, ebiten.BlendSourceAtop, aa)
}
