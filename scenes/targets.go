package scenes

import "salotto/sprites"

// targetNode ties an interactive node to its stable id and label.
type targetNode struct {
	id, label string
	node      *sprites.Node
}

// TargetList is a scene's interactive nodes in focus order, for its
// Targets method; the tables keep one too.
type TargetList []targetNode

// Add lists n under id and label.
func (tl *TargetList) Add(id, label string, n *sprites.Node) {
	*tl = append(*tl, targetNode{id, label, n})
}

// AppendTo appends the visible ones with their world bounds.
func (tl TargetList) AppendTo(dst []Target) []Target {
	for _, t := range tl {
		if t.node.VisibleInTree() {
			dst = append(dst, NodeTarget(t.id, t.label, t.node))
		}
	}
	return dst
}

// NodeTarget is n as a target: its id, label and world bounds.
func NodeTarget(id, label string, n *sprites.Node) Target {
	r := n.WorldBounds()
	return Target{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H}
}
