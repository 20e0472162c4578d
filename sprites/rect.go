package sprites

// Rect is an axis-aligned rectangle in pixels: the container a layout
// fills, or a slot it returns.
type Rect struct{ X, Y, W, H float64 }

// Center returns the rectangle's centre.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks the rectangle by d on every side (never below zero size).
func (r Rect) Inset(d float64) Rect {
	r.X += d
	r.Y += d
	r.W = max(0, r.W-2*d)
	r.H = max(0, r.H-2*d)
	return r
}

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Place sets n's size to the slot's and puts its anchor at the matching
// point of the slot, so a node with any anchor fills the slot exactly.
func (r Rect) Place(n *Node) {
	n.SetSize(r.W, r.H)
	n.SetPos(r.X+n.ax*r.W, r.Y+n.ay*r.H)
}
