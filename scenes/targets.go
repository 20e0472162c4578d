package scenes

import "salotto/sprites"

// targetNode ties an interactive node to its stable id and label.
type targetNode struct {
	id, label string
	node      *sprites.Node
}

// targetList is a scene's interactive nodes in focus order.
type targetList []targetNode

func (tl *targetList) add(id, label string, n *sprites.Node) {
	*tl = append(*tl, targetNode{id, label, n})
}

// appendTo appends the visible ones with their world bounds.
func (tl targetList) appendTo(dst []Target) []Target {
	for _, t := range tl {
		if !t.node.VisibleInTree() {
			continue
		}
		r := t.node.WorldBounds()
		dst = append(dst, Target{ID: t.id, Label: t.label, X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	return dst
}
