package sprites

import "math"

// focusable reports whether keyboard focus may rest on n: things that do
// something (not a disabled button), or, while a card is carried, the
// places it could go.
func (s *Stage) focusable(n *Node) bool {
	if n.interact.order < 0 || n.NoFocus {
		return false
	}
	if d, ok := n.painter.(interface{ Disabled() bool }); ok && d.Disabled() {
		return false
	}
	if s.carry != nil {
		return n.Target != nil && !isWithin(n, s.carry.node)
	}
	return n.OnActivate != nil || n.Draggable
}

// setFocus moves keyboard focus (nil clears it).
func (s *Stage) setFocus(n *Node) {
	if s.focus == n {
		return
	}
	if s.focus != nil {
		s.focus.interact.focused = false
	}
	s.focus = n
	if n != nil {
		n.interact.focused = true
	}
	s.gen++
}

// SetFocus moves keyboard focus to n and shows the focus ring.
func (s *Stage) SetFocus(n *Node) {
	s.setFocus(n)
	s.showFocus = n != nil
}

// FocusVisible reports whether the focus ring is shown (after keyboard
// navigation; pointer use hides it).
func (s *Stage) FocusVisible() bool { return s.showFocus }

// keyInput applies navigation and activation keys and returns the
// actions left for the scene.
func (s *Stage) keyInput(a Action) Action {
	if s.focus != nil && s.focus.interact.order < 0 {
		s.setFocus(nil) // removed or hidden
	}
	if s.carry != nil {
		switch {
		case a&ActBack != 0:
			s.carryCancel()
			return a &^ ActBack
		case a&ActConfirm != 0:
			s.showFocus = true
			s.carryConfirm()
			return a &^ ActConfirm
		}
	}
	if a&(ActNext|ActPrev) != 0 {
		if s.cycleFocus(a&ActNext != 0) {
			a &^= ActNext | ActPrev
		}
	}
	if f := s.focus; f != nil && f.OnAdjust != nil && s.carry == nil {
		if a&ActLeft != 0 {
			f.OnAdjust(-1)
		}
		if a&ActRight != 0 {
			f.OnAdjust(+1)
		}
		if a&(ActLeft|ActRight) != 0 {
			s.showFocus = true
			s.gen++
		}
		a &^= ActLeft | ActRight
	}
	for _, dir := range [4]Action{ActLeft, ActRight, ActUp, ActDown} {
		if a&dir != 0 && s.moveFocus(dir) {
			a &^= dir
		}
	}
	if a&ActConfirm != 0 && s.focus != nil && s.showFocus {
		s.activate(s.focus, true)
		a &^= ActConfirm
	}
	return a
}

// cycleFocus moves focus to the next (or previous) focusable node in
// draw order, wrapping around. It reports false when nothing is focusable.
func (s *Stage) cycleFocus(forward bool) bool {
	n := len(s.interactive)
	if n == 0 {
		return false
	}
	start := -1
	if s.focus != nil {
		start = s.focus.interact.order
	}
	for i := 1; i <= n; i++ {
		var k int
		if forward {
			k = (start + i + n) % n
		} else {
			if start < 0 {
				start = 0
			}
			k = ((start-i)%n + n) % n
		}
		if c := s.interactive[k]; s.focusable(c) {
			s.setFocus(c)
			s.showFocus = true
			s.gen++
			return true
		}
	}
	return false
}

// moveFocus moves focus to the nearest focusable node in direction dir,
// judged by the centres of their world boxes: distance along the
// direction plus twice the sideways offset, so a card straight ahead
// beats a nearer one off to the side.
func (s *Stage) moveFocus(dir Action) bool {
	if s.focus == nil {
		return s.cycleFocus(true)
	}
	fx, fy := s.focus.WorldCenter()
	var best *Node
	bestScore := math.Inf(1)
	for _, c := range s.interactive {
		if c == s.focus || !s.focusable(c) {
			continue
		}
		cx, cy := c.WorldCenter()
		dx, dy := cx-fx, cy-fy
		var along, side float64
		switch dir {
		case ActLeft:
			along, side = -dx, dy
		case ActRight:
			along, side = dx, dy
		case ActUp:
			along, side = -dy, dx
		case ActDown:
			along, side = dy, dx
		}
		if along <= 0.5 {
			continue
		}
		if score := along + 2*math.Abs(side); score < bestScore {
			best, bestScore = c, score
		}
	}
	s.showFocus = true
	s.gen++
	if best != nil {
		s.setFocus(best)
	}
	return true
}
