package bot

import (
	"math"

	"salotto/rules"
)

// The search tree lives in flat slices indexed by int32, reused from one
// decision to the next, so that a search allocates almost nothing beyond
// the states the game itself clones.

const none = -1

// node is a point of the tree: the position reached by a sequence of moves
// (different determinizations may reach different positions at one node;
// each player's moves are told apart by edges).
type node struct {
	firstEdge, lastEdge int32 // this node's edges, a linked list in order of discovery
	firstJoint          int32 // children reached by several players moving at once
}

// edge is one player's move at a node, with its statistics. avail counts the
// iterations in which the move was legal at this node (information-set MCTS
// uses it in place of the parent's visits, since a move is not available in
// every determinization).
type edge struct {
	move     rules.Move
	player   int32
	next     int32
	child    int32 // the node reached when this player alone moved
	n, avail int32
	w        float64 // sum of this player's rewards
}

// joint is the child reached when several players moved at once: the edges
// they chose, stored in tree.jointEdges[off:off+len].
type joint struct {
	next, off, len, child int32
}

type tree struct {
	nodes      []node
	edges      []edge
	joints     []joint
	jointEdges []int32
}

func (t *tree) reset() {
	t.nodes, t.edges, t.joints, t.jointEdges = t.nodes[:0], t.edges[:0], t.joints[:0], t.jointEdges[:0]
	t.newNode()
}

func (t *tree) newNode() int32 {
	t.nodes = append(t.nodes, node{firstEdge: none, lastEdge: none, firstJoint: none})
	return int32(len(t.nodes) - 1)
}

// edgeFor finds player's edge for move m at node ni, adding it if new. hint
// is where to look first: games list moves in a stable order, so the edge
// after the previous match is usually the one.
func (t *tree) edgeFor(ni int32, player int32, m rules.Move, hint int32) int32 {
	if hint != none {
		if e := &t.edges[hint]; e.move == m && e.player == player {
			return hint
		}
	}
	for i := t.nodes[ni].firstEdge; i != none; i = t.edges[i].next {
		if e := &t.edges[i]; e.move == m && e.player == player {
			return i
		}
	}
	t.edges = append(t.edges, edge{move: m, player: player, next: none, child: none})
	i := int32(len(t.edges) - 1)
	n := &t.nodes[ni]
	if n.lastEdge == none {
		n.firstEdge = i
	} else {
		t.edges[n.lastEdge].next = i
	}
	n.lastEdge = i
	return i
}

// childOf returns the node reached from ni by the chosen edges (one per
// acting player), creating it if new; created says whether it was.
func (t *tree) childOf(ni int32, chosen []int32) (child int32, created bool) {
	if len(chosen) == 1 {
		if c := t.edges[chosen[0]].child; c != none {
			return c, false
		}
		c := t.newNode()
		t.edges[chosen[0]].child = c
		return c, true
	}
	for j := t.nodes[ni].firstJoint; j != none; j = t.joints[j].next {
		jt := t.joints[j]
		if int(jt.len) == len(chosen) && equal32(t.jointEdges[jt.off:jt.off+jt.len], chosen) {
			return jt.child, false
		}
	}
	c := t.newNode()
	t.joints = append(t.joints, joint{next: t.nodes[ni].firstJoint, off: int32(len(t.jointEdges)), len: int32(len(chosen)), child: c})
	t.jointEdges = append(t.jointEdges, chosen...)
	t.nodes[ni].firstJoint = int32(len(t.joints) - 1)
	return c, true
}

func equal32(a, b []int32) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// ucb is the UCT value of an edge already tried.
func (e *edge) ucb(c float64) float64 {
	n := float64(e.n)
	return e.w/n + c*math.Sqrt(math.Log(float64(e.avail))/n)
}
