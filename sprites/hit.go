package sprites

import (
	"math"

	"github.com/solarlune/resolv"
)

// hitShape is the resolv polygon mirroring an interactive node's world
// quad. It is rebuilt only when the node's world stamp changes.
type hitShape struct {
	poly    *resolv.ConvexPolygon
	stamp   uint64
	w, h    float64
	inSpace bool
}

// hitSpace keeps resolv shapes for interactive nodes and answers point
// queries: which shapes contain a point.
type hitSpace struct {
	space *resolv.Space
	probe *resolv.ConvexPolygon
	found []*Node
	// version counts changes to the shapes: hover is recomputed only when
	// it (or the pointer) moves, since resolv's tests allocate
	version uint64
}

const hitCell = 64

func newHitSpace(w, h float64) *hitSpace {
	hs := &hitSpace{
		space: resolv.NewSpace(int(math.Ceil(w)), int(math.Ceil(h)), hitCell, hitCell),
		// A 1-pixel probe: a point. resolv's IsIntersecting sees only edge
		// crossings, so containment needs IsContainedBy too
		// (docs/toolchain.md#resolvs-hit-tests).
		probe: resolv.NewRectangle(0, 0, 1, 1),
		found: make([]*Node, 0, 16),
	}
	return hs
}

// resize regrids the space; resolv's Resize counts cells, not pixels, and
// re-files every shape itself.
func (hs *hitSpace) resize(w, h float64) {
	hs.space.Resize(int(math.Ceil(w/hitCell)), int(math.Ceil(h/hitCell)))
	hs.version++
}

// sync brings n's shape in line with its world quad. Degenerate quads
// (a card mid-flip) leave the space until they have area again.
func (hs *hitSpace) sync(n *Node) {
	st := n.refresh()
	w, h := n.Size()
	s := &n.interact.shape
	if s.poly != nil && s.stamp == st && s.w == w && s.h == h && s.inSpace {
		return
	}
	s.stamp, s.w, s.h = st, w, h
	hs.version++
	q := n.WorldQuad()
	area := math.Abs((q[1][0]-q[0][0])*(q[3][1]-q[0][1]) - (q[1][1]-q[0][1])*(q[3][0]-q[0][0]))
	if area < 1 {
		hs.remove(n)
		return
	}
	cx := (q[0][0] + q[1][0] + q[2][0] + q[3][0]) / 4
	cy := (q[0][1] + q[1][1] + q[2][1] + q[3][1]) / 4
	if s.poly == nil {
		s.poly = resolv.NewConvexPolygon(cx, cy, []float64{0, 0, 1, 0, 1, 1, 0, 1})
		s.poly.SetData(n)
	}
	// A mirrored node (negative scale) reverses the winding; resolv's SAT
	// does not care, but keep the quad as drawn.
	for i := range 4 {
		s.poly.Points[i] = resolv.Vector{X: q[i][0] - cx, Y: q[i][1] - cy}
	}
	if !s.inSpace {
		hs.space.Add(s.poly)
		s.inSpace = true
	}
	s.poly.SetPosition(cx, cy)
	s.poly.SetRotation(0) // recomputes bounds from the new points and re-files the cells
}

func (hs *hitSpace) remove(n *Node) {
	s := &n.interact.shape
	if s.poly != nil && s.inSpace {
		hs.space.Remove(s.poly)
		s.inSpace = false
		hs.version++
	}
}

// at returns the nodes whose shapes contain (x, y), in no order. The
// slice is reused by the next call.
func (hs *hitSpace) at(x, y float64) []*Node {
	hs.found = hs.found[:0]
	// A point lies in one cell, and every shape covering it is filed
	// there; reading the cell directly skips resolv's filter closures.
	cell := hs.space.Cell(int(math.Floor(x/hitCell)), int(math.Floor(y/hitCell)))
	if cell == nil {
		return hs.found
	}
	hs.probe.SetPosition(x, y)
	for _, sh := range cell.Shapes {
		if b := sh.Bounds(); x < b.Min.X || x > b.Max.X || y < b.Min.Y || y > b.Max.Y {
			continue // cheap reject before the SAT tests
		}
		if hs.probe.IsContainedBy(sh) || hs.probe.IsIntersecting(sh) {
			if n, ok := sh.Data().(*Node); ok {
				hs.found = append(hs.found, n)
			}
		}
	}
	return hs.found
}

// contains reports whether n's shape holds (x, y).
func (hs *hitSpace) contains(n *Node, x, y float64) bool {
	s := &n.interact.shape
	if s.poly == nil || !s.inSpace {
		return false
	}
	hs.probe.SetPosition(x, y)
	return hs.probe.IsContainedBy(s.poly) || hs.probe.IsIntersecting(s.poly)
}
