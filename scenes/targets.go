package scenes

import "salotto/sprites"

// targetNode ties an interactive node to its stable id and label, and the
// condition (nil: none) under which it is listed.
type targetNode struct {
	id, label string
	node      *sprites.Node
	when      func() bool
}

// TargetList is a scene's interactive nodes in focus order, for its
// Targets method (the browser bridge's and the tests' handles): every
// screen and every table keeps its own in one.
type TargetList []targetNode

// Add lists n under id and label.
func (tl *TargetList) Add(id, label string, n *sprites.Node) {
	*tl = append(*tl, targetNode{id, label, n, nil})
}

// AddWhen lists n under id and label while when holds (a card only while
// it is in the shown hand).
func (tl *TargetList) AddWhen(id, label string, n *sprites.Node, when func() bool) {
	*tl = append(*tl, targetNode{id, label, n, when})
}

// Relabel changes the label of the target id (a code or a seat that
// changed what it says).
func (tl TargetList) Relabel(id, label string) {
	for i := range tl {
		if tl[i].id == id {
			tl[i].label = label
		}
	}
}

// Reset empties the list, keeping its room, for a list made again.
func (tl *TargetList) Reset() { *tl = (*tl)[:0] }

// AppendTo appends the visible ones (whose condition holds) with their
// world bounds.
func (tl TargetList) AppendTo(dst []Target) []Target {
	for _, t := range tl {
		if t.node.VisibleInTree() && (t.when == nil || t.when()) {
			dst = append(dst, NodeTarget(t.id, t.label, t.node))
		}
	}
	return dst
}

// AppendLive appends those AppendTo would that also answer now: a click
// (OnActivate), a drop (Target) or a drag.
func (tl TargetList) AppendLive(dst []Target) []Target {
	for _, t := range tl {
		if n := t.node; n.OnActivate != nil || n.Target != nil || n.Draggable {
			dst = TargetList{t}.AppendTo(dst)
		}
	}
	return dst
}

// NodeTarget is n as a target: its id, label and world bounds.
func NodeTarget(id, label string, n *sprites.Node) Target {
	r := n.WorldBounds()
	return Target{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H}
}
