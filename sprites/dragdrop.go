package sprites

import "math"

// DropTarget judges and receives dropped nodes.
type DropTarget interface {
	// Accepts says whether payload may be dropped here and, if not, why
	// (shown to the player next to the card).
	Accepts(payload any) (ok bool, reason string)
	// OnDrop runs after the dropped node has snapped onto the target.
	OnDrop(payload any, n *Node)
}

// TargetFuncs adapts two functions to a DropTarget.
type TargetFuncs struct {
	AcceptsFunc func(payload any) (bool, string)
	DropFunc    func(payload any, n *Node)
}

// Accepts implements DropTarget; a nil AcceptsFunc accepts everything.
func (t TargetFuncs) Accepts(p any) (bool, string) {
	if t.AcceptsFunc == nil {
		return true, ""
	}
	return t.AcceptsFunc(p)
}

// OnDrop implements DropTarget.
func (t TargetFuncs) OnDrop(p any, n *Node) {
	if t.DropFunc != nil {
		t.DropFunc(p, n)
	}
}

// Durations of the drag feedback, in seconds at speed 1.
const (
	liftDur   = 0.12
	snapDur   = 0.28
	returnDur = 0.32
	liftScale = 1.06
)

// dragState remembers where a picked-up node came from, so a refused
// drop can put it back exactly.
type dragState struct {
	node              *Node
	parent            *Node
	x, y, sx, sy, rot float64
	z                 int
	seq               uint64
	wsx, wsy, wrot    float64 // world scale and rotation before lifting
	grabDX, grabDY    float64
	started, keyboard bool
	over              *Node
}

func (s *Stage) pickUp(n *Node) *dragState {
	d := &dragState{node: n, parent: n.parent, x: n.x, y: n.y, sx: n.sx, sy: n.sy, rot: n.rot, z: n.z, seq: n.seq}
	d.wsx, d.wsy, d.wrot = worldScaleRot(n.World())
	n.Reparent(s.overlay)
	if _, ok := n.painter.(liftable); ok {
		s.liftTo(n, 1, liftDur) // cards grow and cast a longer shadow themselves
	} else {
		t := s.Play(Parallel(
			To(n, PropScaleX, n.sx*liftScale, liftDur, QuadOut),
			To(n, PropScaleY, n.sy*liftScale, liftDur, QuadOut)))
		t.Skippable = false
	}
	s.highlightTargets(n)
	if s.OnPickUp != nil {
		s.OnPickUp(n)
	}
	return d
}

func (s *Stage) startDrag(n *Node, pressX, pressY, x, y float64) {
	ax, ay := n.WorldAnchor()
	d := s.pickUp(n)
	d.started = true
	d.grabDX, d.grabDY = ax-pressX, ay-pressY
	s.drag = d
	s.moveDrag(x, y)
}

func (s *Stage) moveDrag(x, y float64) {
	d := s.drag
	d.node.SetPos(x+d.grabDX, y+d.grabDY)
	s.collect()
	over := s.targetAt(x, y, d.node)
	if over == nil {
		cx, cy := d.node.WorldCenter()
		over = s.targetAt(cx, cy, d.node)
	}
	if d.over != over {
		s.gen++ // the drop-here ring moves
	}
	d.over = over
	s.setHover(over)
}

func (s *Stage) endDrag() {
	d := s.drag
	s.drag = nil
	s.drop(d, d.over)
}

// drop settles a picked-up node on target (snap), or sends it home and
// says why when the target refuses. A nil target just sends it home.
func (s *Stage) drop(d *dragState, target *Node) {
	s.clearHighlights()
	if target == nil {
		s.sendHome(d)
		return
	}
	ok, reason := target.Target.Accepts(d.node.Payload)
	if !ok {
		s.refuse(d, target, reason)
		return
	}
	n := d.node
	tx, ty := target.WorldCenter()
	_, _, trot := worldScaleRot(target.World())
	// Where the anchor must be for the centre to land on the target's
	// centre once scale and rotation are back to rest.
	w, h := n.Size()
	ox, oy := (0.5-n.ax)*w*d.wsx, (0.5-n.ay)*h*d.wsy
	sin, cos := math.Sincos(trot)
	fx, fy := tx-(ox*cos-oy*sin), ty-(ox*sin+oy*cos)
	s.glide(d, fx, fy, trot, snapDur, BackOut, CubicInOut, func() {
		n.Reparent(d.parent)
		s.restoreOrder(n, d)
		if s.OnDrop != nil {
			s.OnDrop(n, target)
		}
		target.Target.OnDrop(n.Payload, n)
	})
}

// glide moves a picked-up node's anchor to world (x, y) with its
// pre-lift world scale and rotation rot over dur, lowers it, and then
// runs land. The glide is feedback, not skippable; until it lands the
// node is settling and cannot be picked up again.
func (s *Stage) glide(d *dragState, x, y, rot, dur float64, ease, turn Ease, land func()) {
	n := d.node
	s.settling = n
	t := s.Play(
		Parallel(
			MoveTo(n, x, y, dur, ease),
			To(n, PropScaleX, d.wsx, dur, ease),
			To(n, PropScaleY, d.wsy, dur, ease),
			To(n, PropRotation, rot, dur, turn),
		),
		Call(func() {
			s.settled(d)
			land()
		}))
	t.Skippable = false
	s.liftTo(n, 0, dur)
}

func (s *Stage) refuse(d *dragState, target *Node, reason string) {
	s.lastRefusal = reason
	x, y := d.node.WorldCenter()
	if reason != "" {
		s.showToast(reason, x, y-d.node.WorldBounds().H/2)
	}
	if s.OnRefuse != nil {
		s.OnRefuse(d.node, target, reason)
	}
	s.sendHome(d)
}

// sendHome glides the node back to where it was picked up and restores
// its exact local values and draw order.
func (s *Stage) sendHome(d *dragState) {
	n := d.node
	hx, hy := d.x, d.y
	if d.parent != nil {
		hx, hy = d.parent.ToWorld(d.x, d.y)
	}
	s.glide(d, hx, hy, d.wrot, returnDur, CubicInOut, CubicInOut, func() {
		n.Detach()
		if d.parent != nil {
			d.parent.Add(n)
		}
		n.SetPos(d.x, d.y)
		n.SetScaleXY(d.sx, d.sy)
		n.SetRotation(d.rot)
		s.restoreOrder(n, d)
	})
}

func (s *Stage) settled(d *dragState) {
	if s.settling == d.node {
		s.settling = nil
	}
}

// restoreOrder gives the node back its z and insertion rank so it does
// not jump to the top of its pile.
func (s *Stage) restoreOrder(n *Node, d *dragState) {
	n.seq = d.seq
	n.z = d.z
	if n.parent != nil {
		n.parent.unsorted = true
	}
	s.gen++
}

func (s *Stage) highlightTargets(dragged *Node) {
	s.collect()
	for _, t := range s.interactive {
		if t.Target != nil && !isWithin(t, dragged) {
			if ok, _ := t.Target.Accepts(dragged.Payload); ok {
				t.interact.highlighted = true
			}
		}
	}
	s.gen++
}

func (s *Stage) clearHighlights() {
	for _, t := range s.interactive {
		t.interact.highlighted = false
	}
	s.gen++
}

// beginCarry picks a node up without dragging (a click or Enter on a
// draggable): the next click or Enter on a target places it.
func (s *Stage) beginCarry(n *Node, keyboard bool) {
	d := s.pickUp(n)
	d.keyboard = keyboard
	s.carry = d
	if keyboard {
		for _, t := range s.interactive {
			if t.interact.highlighted {
				s.setFocus(t)
				break
			}
		}
	}
}

// carryClick places the carried node on the target under (x, y); a click
// on anything else puts it back.
func (s *Stage) carryClick(x, y float64) {
	d := s.carry
	s.carry = nil
	s.drop(d, s.targetAt(x, y, d.node))
}

// carryConfirm places the carried node on the focused node if it is a
// target; otherwise it goes home.
func (s *Stage) carryConfirm() {
	d := s.carry
	s.carry = nil
	var t *Node
	if s.focus != nil && s.focus.Target != nil && !isWithin(s.focus, d.node) {
		t = s.focus
	}
	s.drop(d, t)
}

// carryCancel puts the carried node back.
func (s *Stage) carryCancel() {
	d := s.carry
	s.carry = nil
	s.drop(d, nil)
}
