package sprites

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestWorldTransformNested(t *testing.T) {
	cases := []struct {
		name         string
		build        func() *Node // returns the leaf
		lx, ly       float64      // a point in the leaf's box
		wantX, wantY float64
	}{
		{"translate only", func() *Node {
			p := NewNode()
			p.SetPos(100, 50)
			c := NewNode()
			c.SetPos(10, 20)
			p.Add(c)
			return c
		}, 1, 2, 111, 72},
		{"parent scale applies to child offset", func() *Node {
			p := NewNode()
			p.SetPos(100, 100)
			p.SetScale(2)
			c := NewNode()
			c.SetPos(10, 0)
			p.Add(c)
			return c
		}, 5, 5, 130, 110},
		{"parent rotation quarter turn", func() *Node {
			p := NewNode()
			p.SetPos(200, 200)
			p.SetRotation(math.Pi / 2) // x axis now points down the screen
			c := NewNode()
			c.SetPos(10, 0)
			p.Add(c)
			return c
		}, 0, 0, 200, 210},
		{"centre anchor rotates about centre", func() *Node {
			c := NewNode()
			c.SetSize(40, 20)
			c.SetAnchor(0.5, 0.5)
			c.SetPos(100, 100)
			c.SetRotation(math.Pi)
			return c
		}, 0, 0, 120, 110},
		{"rotation then scale in grandchild", func() *Node {
			g := NewNode()
			g.SetPos(50, 0)
			g.SetScale(3)
			p := NewNode()
			p.SetRotation(math.Pi / 2)
			g.Add(p)
			c := NewNode()
			c.SetPos(0, 10) // parent's y axis points left after a quarter turn
			p.Add(c)
			return c
		}, 0, 0, 20, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			leaf := tc.build()
			x, y := leaf.ToWorld(tc.lx, tc.ly)
			if !near(x, tc.wantX) || !near(y, tc.wantY) {
				t.Fatalf("ToWorld(%v,%v) = (%v,%v), want (%v,%v)", tc.lx, tc.ly, x, y, tc.wantX, tc.wantY)
			}
			bx, by, ok := leaf.ToLocal(x, y)
			if !ok || !near(bx, tc.lx) || !near(by, tc.ly) {
				t.Fatalf("ToLocal round trip = (%v,%v,%v)", bx, by, ok)
			}
		})
	}
}

func TestWorldCacheFollowsParentChanges(t *testing.T) {
	p := NewNode()
	c := NewNode()
	p.Add(c)
	c.SetPos(5, 5)
	if x, _ := c.ToWorld(0, 0); !near(x, 5) {
		t.Fatalf("x = %v", x)
	}
	p.SetPos(100, 0) // only the parent changes: the child's cache must notice
	if x, _ := c.ToWorld(0, 0); !near(x, 105) {
		t.Fatalf("after parent move x = %v, want 105", x)
	}
	p.SetAlpha(0.5)
	c.SetAlpha(0.5)
	if a := c.WorldAlpha(); !near(a, 0.25) {
		t.Fatalf("world alpha %v, want 0.25", a)
	}
	p.Remove(c)
	if x, _ := c.ToWorld(0, 0); !near(x, 5) {
		t.Fatalf("after detach x = %v, want 5", x)
	}
}

func TestReparentKeepsWorldPose(t *testing.T) {
	a := NewNode()
	a.SetPos(300, 100)
	a.SetScale(2)
	a.SetRotation(0.3)
	b := NewNode()
	b.SetPos(-40, 60)
	b.SetRotation(-0.2)
	c := NewNode()
	c.SetSize(30, 40)
	c.SetAnchor(0.5, 0.5)
	c.SetPos(10, 10)
	c.SetRotation(0.1)
	a.Add(c)
	before := c.WorldQuad()
	c.Reparent(b)
	after := c.WorldQuad()
	for i := range before {
		if math.Hypot(before[i][0]-after[i][0], before[i][1]-after[i][1]) > 1e-6 {
			t.Fatalf("corner %d moved: %v -> %v", i, before[i], after[i])
		}
	}
}

func TestDrawOrderZThenInsertion(t *testing.T) {
	p := NewNode()
	a, b, c := NewNode(), NewNode(), NewNode()
	a.Name, b.Name, c.Name = "a", "b", "c"
	p.Add(a, b, c)
	a.SetZ(1)
	got := ""
	for _, n := range p.Children() {
		got += n.Name
	}
	if got != "bca" {
		t.Fatalf("order %q, want bca", got)
	}
	a.SetZ(0)
	got = ""
	for _, n := range p.Children() {
		got += n.Name
	}
	if got != "abc" {
		t.Fatalf("order %q, want abc (insertion breaks ties)", got)
	}
}

// TestRestClearsWhatATweenLeft: a card snapped to rest has its place, size
// and layer, and none of the scale, turn or fade an animation left.
func TestRestClearsWhatATweenLeft(t *testing.T) {
	n := NewNode()
	n.SetScale(1.3)
	n.SetRotation(0.4)
	n.SetAlpha(0.2)
	n.Rest(10, 20, 30, 40, 7)
	w, h := n.Size()
	x, y := n.X(), n.Y()
	sx, sy := n.ScaleX(), n.ScaleY()
	if x != 10 || y != 20 || w != 30 || h != 40 || n.Z() != 7 || n.Rotation() != 0 || n.Alpha() != 1 || sx != 1 || sy != 1 {
		t.Errorf("at rest: pos %v,%v size %v×%v z %d rotation %v alpha %v scale %v,%v", x, y, w, h, n.Z(), n.Rotation(), n.Alpha(), sx, sy)
	}
}
