package sprites

import "math"

// DragThreshold is how far (in window pixels; the stage's Scale turns it
// into device pixels) a press must travel before it becomes a drag rather
// than a click: enough to absorb a shaky tap.
const DragThreshold = 6.0

type pressState struct {
	node *Node
	x, y float64
}

// liftable painters (cards) rise a little under the pointer and a lot
// while dragged.
type liftable interface {
	Lift() float64
	SetLift(v float64)
}

func (s *Stage) readInput() {
	var p PointerState
	if s.pointer != nil {
		p = s.pointer.Pointer()
	}
	acts := readActions(s.keys)
	if e, ok := s.keys.(interface{ endTick() }); ok {
		e.endTick()
	}
	if p.Cancel {
		acts |= ActBack
	}
	// A click, tap or Confirm while a skippable animation runs finishes it
	// instead of acting; the matching release is swallowed too.
	if s.skippable() && (p.JustDown || acts&ActConfirm != 0) {
		s.SkipAnimations()
		s.collect()
		acts &^= ActConfirm
		acts |= ActSkip
		if p.JustDown {
			p.JustDown = false
			s.swallowRelease()
		}
	}
	s.pointerInput(p)
	s.actions = s.keyInput(acts)
}

func (s *Stage) swallowRelease() {
	s.clearPress()
	s.pressBuf = pressState{}
	s.press = &s.pressBuf // a press on nothing: the release does nothing
}

func (s *Stage) clearPress() {
	if s.press != nil && s.press.node != nil {
		s.press.node.interact.pressed = false
		s.gen++
	}
	s.press = nil
}

func (s *Stage) pointerInput(p PointerState) {
	if p.Abort {
		s.abortGesture()
	}
	moved := p.X != s.lastPX || p.Y != s.lastPY
	s.lastPX, s.lastPY = p.X, p.Y
	if moved && p.Present && !p.Touch {
		// the mouse moved: the player is pointing, not tabbing
		if s.showFocus && (p.JustDown || p.Down) {
			s.showFocus = false
			s.gen++
		}
	}
	if s.drag != nil && s.drag.started {
		if moved {
			s.moveDrag(p.X, p.Y)
		}
		if p.JustUp || !p.Down {
			s.endDrag()
		}
		return
	}
	if !p.Present {
		s.setHover(nil)
	} else if moved || p.JustDown || s.hoverVer != s.hits.version {
		s.setHover(s.topAt(p.X, p.Y, nil))
		s.hoverVer = s.hits.version
	}
	if p.JustDown {
		if s.showFocus {
			s.showFocus = false
			s.gen++
		}
		if s.carry != nil {
			s.carryClick(p.X, p.Y)
			s.swallowRelease()
		} else if top := s.topAt(p.X, p.Y, nil); top != nil && top != s.settling {
			s.clearPress()
			s.pressBuf = pressState{node: top, x: p.X, y: p.Y}
			s.press = &s.pressBuf
			top.interact.pressed = true
			s.gen++
		} else {
			s.swallowRelease()
		}
	}
	if s.press != nil && s.press.node != nil && p.Down && s.press.node.Draggable {
		if math.Hypot(p.X-s.press.x, p.Y-s.press.y) >= DragThreshold*s.Scale() {
			n, px, py := s.press.node, s.press.x, s.press.y
			s.clearPress()
			s.startDrag(n, px, py, p.X, p.Y)
			return
		}
	}
	if p.JustUp && s.press != nil {
		n := s.press.node
		s.clearPress()
		if n != nil && s.hits.contains(n, p.X, p.Y) {
			s.activate(n, false)
		}
	}
}

// abortGesture abandons the press or drag in progress (a second finger
// came down): a dragged node glides home, and the coming release does
// nothing. A card carried by an earlier tap stays carried.
func (s *Stage) abortGesture() {
	if d := s.drag; d != nil && d.started {
		s.drag = nil
		s.drop(d, nil)
	}
	s.swallowRelease()
}

// NodeAt returns the top-most interactive node under (x, y) in stage
// coordinates, or nil: the same answer a click there would get.
func (s *Stage) NodeAt(x, y float64) *Node { return s.topAt(x, y, nil) }

// topAt returns the top-most interactive node under (x, y), skipping
// skip and its subtree.
func (s *Stage) topAt(x, y float64, skip *Node) *Node { return s.hitAt(x, y, skip, false) }

// targetAt returns the top-most drop target under (x, y) other than the
// dragged node.
func (s *Stage) targetAt(x, y float64, dragged *Node) *Node { return s.hitAt(x, y, dragged, true) }

// hitAt returns the top-most (last drawn) interactive node under (x, y)
// that is outside skip's subtree, within its clip, and a drop target if
// targets is set.
func (s *Stage) hitAt(x, y float64, skip *Node, targets bool) *Node {
	var best *Node
	for _, n := range s.hits.at(x, y) {
		if targets && n.Target == nil || n.interact.order < 0 || (skip != nil && isWithin(n, skip)) || !n.interact.clip.Contains(x, y) {
			continue
		}
		if best == nil || n.interact.order > best.interact.order {
			best = n
		}
	}
	return best
}

func isWithin(n, root *Node) bool {
	for p := n; p != nil; p = p.parent {
		if p == root {
			return true
		}
	}
	return false
}

func (s *Stage) setHover(n *Node) {
	if n == s.hover {
		return
	}
	if old := s.hover; old != nil {
		old.interact.hovered = false
		if pickable(old) && s.Dragging() != old && old != s.settling {
			s.liftTo(old, 0, 0.12)
		}
	}
	s.hover = n
	if n != nil {
		n.interact.hovered = true
		if pickable(n) && n != s.settling {
			s.liftTo(n, 0.35, 0.12)
		}
	}
	s.gen++
}

// pickable nodes rise a little under the pointer: cards that can be
// dragged or chosen.
func pickable(n *Node) bool { return n.Draggable || n.OnActivate != nil }

// liftTo animates a liftable painter's lift (unskippable: it is feedback,
// and must not swallow the next click).
func (s *Stage) liftTo(n *Node, v, dur float64) {
	l, ok := n.painter.(liftable)
	if !ok {
		return
	}
	// one lift at a time per node: a hover lift must not outlast the
	// drop's settle and leave a card raised
	if old := n.interact.lift; old != nil {
		old.Stop()
	}
	t := s.Play(TweenFunc(l.Lift, l.SetLift, v, dur, QuadOut))
	t.Skippable = false
	n.interact.lift = t
}

// activate runs a node's action: OnActivate, or for a draggable without
// one, picks it up to be placed by a click or Enter on a target.
func (s *Stage) activate(n *Node, keyboard bool) {
	if n.OnActivate != nil {
		s.activated = n
		n.OnActivate()
		return
	}
	if n.Draggable && n != s.settling {
		s.beginCarry(n, keyboard)
	}
}
