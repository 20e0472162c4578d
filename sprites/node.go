package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Painter draws a node's own content (not its children). world maps the
// node's local box (0,0)-(w,h) to the destination; alpha is the node's
// alpha multiplied down the parent chain.
type Painter interface {
	Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32)
	// Size is the painter's natural size in local pixels.
	Size() (w, h float64)
}

// Node is one element of the scene graph. Its local transform places the
// anchor point (AnchorX, AnchorY as fractions of its size) at (X, Y) in the
// parent's space, scaled then rotated about that anchor. World transforms
// are derived from the parent chain on demand and cached behind stamps, so
// nothing is stored twice.
type Node struct {
	x, y, sx, sy, rot, alpha float64
	ax, ay                   float64
	w, h                     float64
	z                        int
	hidden                   bool

	parent   *Node
	children []*Node
	seq      uint64 // insertion order among siblings, the tie-break for equal z
	nextSeq  uint64 // the seq the next child added gets
	unsorted bool
	// gen counts visible changes in the tree this node roots (only a
	// root's counter moves): a Stage compares its roots' counts with the
	// ones at its last Draw to know whether a redraw is needed.
	gen uint64

	painter Painter
	clip    clipState

	// world cache
	dirty   bool
	pstamp  uint64
	wstamp  uint64
	world   ebiten.GeoM
	walpha  float64
	hasPrnt bool

	// Name is for debugging and tests only.
	Name string
	// Payload travels with a drag and is what drop targets judge.
	Payload any
	// OnActivate runs on a click, a tap, or Enter/Space while focused.
	OnActivate func()
	// OnAdjust runs on Left (-1) or Right (+1) while the node is focused:
	// a slider or stepper keeps those keys instead of passing focus on.
	OnAdjust func(step int)
	// Draggable nodes can be picked up by pointer, or by keyboard (Enter
	// on a focused draggable without OnActivate, then Enter on a target).
	Draggable bool
	// Target makes the node a drop target.
	Target DropTarget
	// NoFocus keeps an interactive node out of the keyboard focus order.
	NoFocus bool

	interact interactState
}

// interactState is what the Stage tracks about an interactive node.
type interactState struct {
	hovered, pressed, focused, highlighted bool
	shape                                  hitShape
	order                                  int       // position in the last draw traversal
	lift                                   *Timeline // the running lift tween, if any
	clip                                   Rect      // where it can be hit (its clipping ancestors' boxes)
}

// NewNode returns an empty, visible node with unit scale and full alpha,
// anchored at its top-left corner.
func NewNode() *Node {
	n := &Node{}
	n.init()
	return n
}

func (n *Node) init() {
	n.sx, n.sy, n.alpha = 1, 1, 1
	n.dirty = true
	n.interact.order = -1 // not collected by a stage yet
}

// NewPainted returns a node drawn by p, sized by p.
func NewPainted(p Painter) *Node {
	n := NewNode()
	n.painter = p
	return n
}

func (n *Node) changed() {
	n.dirty = true
	n.touch()
}

// touch records a visible change in n's tree: the counter lives on the
// tree's root, so a stage learns of changes without any package-level
// counter (a walk of the few ancestors a node has).
func (n *Node) touch() {
	r := n
	for r.parent != nil {
		r = r.parent
	}
	r.gen++
}

// X, Y and the other getters return local values.
func (n *Node) X() float64        { return n.x }
func (n *Node) Y() float64        { return n.y }
func (n *Node) ScaleX() float64   { return n.sx }
func (n *Node) ScaleY() float64   { return n.sy }
func (n *Node) Rotation() float64 { return n.rot }
func (n *Node) Alpha() float64    { return n.alpha }
func (n *Node) Z() int            { return n.z }
func (n *Node) Visible() bool     { return !n.hidden }
func (n *Node) Parent() *Node     { return n.parent }
func (n *Node) Painter() Painter  { return n.painter }

// Children returns the children in draw order (z, then insertion). The
// slice is the node's own; do not modify it.
func (n *Node) Children() []*Node { n.sortChildren(); return n.children }

// Anchor returns the anchor as fractions of the node's size.
func (n *Node) Anchor() (ax, ay float64) { return n.ax, n.ay }

// SetPos moves the node's anchor to (x, y) in its parent's space.
func (n *Node) SetPos(x, y float64) {
	if n.x != x || n.y != y {
		n.x, n.y = x, y
		n.changed()
	}
}
func (n *Node) SetX(x float64) { n.SetPos(x, n.y) }
func (n *Node) SetY(y float64) { n.SetPos(n.x, y) }

// SetScale sets both scale factors.
func (n *Node) SetScale(s float64) { n.SetScaleXY(s, s) }
func (n *Node) SetScaleXY(sx, sy float64) {
	if n.sx != sx || n.sy != sy {
		n.sx, n.sy = sx, sy
		n.changed()
	}
}

// SetRotation sets the rotation in radians, clockwise on screen.
func (n *Node) SetRotation(r float64) {
	if n.rot != r {
		n.rot = r
		n.changed()
	}
}

// SetAlpha sets the opacity (0..1); children inherit it multiplicatively.
func (n *Node) SetAlpha(a float64) {
	if a < 0 {
		a = 0
	} else if a > 1 {
		a = 1
	}
	if n.alpha != a {
		n.alpha = a
		n.changed()
	}
}

// SetAnchor sets the point (fractions of the size) that X, Y place and
// about which the node scales and rotates: 0.5, 0.5 is the centre.
func (n *Node) SetAnchor(ax, ay float64) {
	if n.ax != ax || n.ay != ay {
		n.ax, n.ay = ax, ay
		n.changed()
	}
}

// SetSize fixes the node's local size; 0, 0 falls back to the painter's.
func (n *Node) SetSize(w, h float64) {
	if n.w != w || n.h != h {
		n.w, n.h = w, h
		n.changed()
	}
}

// Size is the explicit size if set, else the painter's natural size.
func (n *Node) Size() (w, h float64) {
	if (n.w != 0 || n.h != 0) || n.painter == nil {
		return n.w, n.h
	}
	return n.painter.Size()
}

// SetZ changes the draw order among siblings: higher z draws on top.
func (n *Node) SetZ(z int) {
	if n.z != z {
		n.z = z
		if n.parent != nil {
			n.parent.unsorted = true
		}
		n.touch()
	}
}

// SetVisible shows or hides the node and its subtree (hidden nodes are
// neither drawn nor hit).
func (n *Node) SetVisible(v bool) {
	if n.hidden == v {
		n.hidden = !v
		n.touch()
	}
}

// SetPainter replaces what the node draws.
func (n *Node) SetPainter(p Painter) { n.painter = p; n.changed() }

// Add appends children (detaching them from any previous parent).
func (n *Node) Add(children ...*Node) {
	for _, c := range children {
		if c.parent != nil {
			c.parent.Remove(c)
		}
		c.parent = n
		n.nextSeq++
		c.seq = n.nextSeq
		c.dirty = true
		n.children = append(n.children, c)
	}
	n.unsorted = true
	n.touch()
}

// Remove detaches c if it is a child of n.
func (n *Node) Remove(c *Node) {
	for i, k := range n.children {
		if k == c {
			copy(n.children[i:], n.children[i+1:])
			n.children[len(n.children)-1] = nil
			n.children = n.children[:len(n.children)-1]
			c.parent = nil
			c.dirty = true
			n.touch()
			return
		}
	}
}

// RemoveAll detaches every child.
func (n *Node) RemoveAll() {
	for i, c := range n.children {
		c.parent = nil
		c.dirty = true
		n.children[i] = nil
	}
	n.children = n.children[:0]
	n.touch()
}

// Detach removes n from its parent.
func (n *Node) Detach() {
	if n.parent != nil {
		n.parent.Remove(n)
	}
}

// sortChildren orders children by z then insertion with an in-place
// insertion sort: stable, allocation-free, and nearly free when only one
// child changed z.
func (n *Node) sortChildren() {
	if !n.unsorted {
		return
	}
	cs := n.children
	for i := 1; i < len(cs); i++ {
		c := cs[i]
		j := i - 1
		for j >= 0 && less(c, cs[j]) {
			cs[j+1] = cs[j]
			j--
		}
		cs[j+1] = c
	}
	n.unsorted = false
}

func less(a, b *Node) bool {
	if a.z != b.z {
		return a.z < b.z
	}
	return a.seq < b.seq
}

// interactive reports whether the Stage should hit-test the node.
func (n *Node) interactive() bool {
	return n.OnActivate != nil || n.Draggable || n.Target != nil
}

// Hovered, Pressed, Focused and Highlighted expose the Stage's view of the
// node so painters (buttons, targets) can show state.
func (n *Node) Hovered() bool     { return n.interact.hovered }
func (n *Node) Pressed() bool     { return n.interact.pressed }
func (n *Node) Focused() bool     { return n.interact.focused }
func (n *Node) Highlighted() bool { return n.interact.highlighted }

// VisibleInTree reports whether n and all its ancestors are visible, that
// is whether it is drawn and can be hit (Visible looks at n alone).
func (n *Node) VisibleInTree() bool {
	for p := n; p != nil; p = p.parent {
		if p.hidden {
			return false
		}
	}
	return true
}

// Rest puts n at rest at x, y with size w×h on layer z, with no scale,
// rotation or fade left over from a tween: what a table does to each card
// it snaps to where its model says.
func (n *Node) Rest(x, y, w, h float64, z int) {
	n.SetSize(w, h)
	n.SetScale(1)
	n.SetRotation(0)
	n.SetAlpha(1)
	n.SetPos(x, y)
	n.SetZ(z)
}
