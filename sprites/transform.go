package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Local returns the matrix from the node's box (0,0)-(w,h) to its
// parent's space: move the anchor to the origin, scale, rotate, then
// translate to (X, Y).
func (n *Node) Local() ebiten.GeoM {
	var g ebiten.GeoM
	w, h := n.Size()
	g.Translate(-n.ax*w, -n.ay*h)
	g.Scale(n.sx, n.sy)
	if n.rot != 0 {
		g.Rotate(n.rot)
	}
	g.Translate(n.x, n.y)
	return g
}

// refresh recomputes the cached world matrix and alpha when the node or
// any ancestor changed since the last computation. It returns the stamp
// identifying the current world value.
func (n *Node) refresh() uint64 {
	var pst uint64
	if n.parent != nil {
		pst = n.parent.refresh()
	}
	if !n.dirty && pst == n.pstamp && (n.parent != nil) == n.hasPrnt && n.wstamp != 0 {
		return n.wstamp
	}
	n.world = n.Local()
	n.walpha = n.alpha
	if n.parent != nil {
		n.world.Concat(n.parent.world)
		n.walpha *= n.parent.walpha
	}
	n.hasPrnt = n.parent != nil
	n.pstamp = pst
	n.dirty = false
	n.wstamp++ // a child compares it with the value it last saw
	return n.wstamp
}

// World returns the matrix from the node's box to the root's space.
func (n *Node) World() ebiten.GeoM { n.refresh(); return n.world }

// WorldAlpha is the node's alpha times every ancestor's.
func (n *Node) WorldAlpha() float64 { n.refresh(); return n.walpha }

// ToWorld maps a point of the node's box to root space.
func (n *Node) ToWorld(lx, ly float64) (x, y float64) {
	n.refresh()
	return n.world.Apply(lx, ly)
}

// ToLocal maps a root-space point into the node's box; ok is false when
// the node is degenerate (a scale of 0, mid-flip).
func (n *Node) ToLocal(x, y float64) (lx, ly float64, ok bool) {
	n.refresh()
	g := n.world
	if !g.IsInvertible() {
		return 0, 0, false
	}
	g.Invert()
	lx, ly = g.Apply(x, y)
	return lx, ly, true
}

// ParentToLocalPoint maps a root-space point into the space the node's
// X, Y live in (its parent's box, or root space for a root).
func (n *Node) parentSpace(x, y float64) (float64, float64) {
	if n.parent == nil {
		return x, y
	}
	if lx, ly, ok := n.parent.ToLocal(x, y); ok {
		return lx, ly
	}
	return x, y
}

// WorldAnchor is where the node's anchor point is in root space.
func (n *Node) WorldAnchor() (x, y float64) {
	w, h := n.Size()
	return n.ToWorld(n.ax*w, n.ay*h)
}

// WorldCenter is where the centre of the node's box is in root space.
func (n *Node) WorldCenter() (x, y float64) {
	w, h := n.Size()
	return n.ToWorld(w/2, h/2)
}

// WorldQuad returns the four corners of the node's box in root space,
// clockwise from the top-left.
func (n *Node) WorldQuad() [4][2]float64 {
	w, h := n.Size()
	n.refresh()
	var q [4][2]float64
	q[0][0], q[0][1] = n.world.Apply(0, 0)
	q[1][0], q[1][1] = n.world.Apply(w, 0)
	q[2][0], q[2][1] = n.world.Apply(w, h)
	q[3][0], q[3][1] = n.world.Apply(0, h)
	return q
}

// WorldBounds is the axis-aligned box around WorldQuad.
func (n *Node) WorldBounds() Rect {
	q := n.WorldQuad()
	minX, minY, maxX, maxY := q[0][0], q[0][1], q[0][0], q[0][1]
	for _, p := range q[1:] {
		minX, maxX = math.Min(minX, p[0]), math.Max(maxX, p[0])
		minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
	}
	return Rect{minX, minY, maxX - minX, maxY - minY}
}

// worldScaleRot extracts the uniform-ish scale and the rotation of a
// matrix (used when a node changes parent but must not jump).
func worldScaleRot(g ebiten.GeoM) (sx, sy, rot float64) {
	a, b := g.Element(0, 0), g.Element(1, 0)
	c, d := g.Element(0, 1), g.Element(1, 1)
	sx = math.Hypot(a, b)
	rot = math.Atan2(b, a)
	det := a*d - b*c
	if sx != 0 {
		sy = det / sx
	}
	return sx, sy, rot
}

// Reparent moves n under p keeping its on-screen position, scale and
// rotation (as far as a similarity transform allows).
func (n *Node) Reparent(p *Node) {
	ax, ay := n.WorldAnchor()
	wsx, wsy, wrot := worldScaleRot(n.World())
	psx, psy, prot := 1.0, 1.0, 0.0
	if p != nil {
		psx, psy, prot = worldScaleRot(p.World())
	}
	if n.parent != nil {
		n.parent.Remove(n)
	}
	if p != nil {
		p.Add(n)
	}
	lx, ly := n.parentSpace(ax, ay)
	n.SetPos(lx, ly)
	if psx != 0 && psy != 0 {
		n.SetScaleXY(wsx/psx, wsy/psy)
	}
	n.SetRotation(wrot - prot)
}
