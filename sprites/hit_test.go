package sprites

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestHitTestThroughResolv(t *testing.T) {
	st := NewStage(1280, 720)
	st.SetInput(NewSyntheticInput(), NewSyntheticInput())
	big := NewNode()
	big.Name = "big"
	big.SetSize(400, 300)
	big.SetPos(100, 100)
	big.OnActivate = func() {}
	small := NewNode()
	small.Name = "small"
	small.SetSize(60, 60)
	small.SetPos(50, 50) // inside big's box, a child drawn on top
	small.OnActivate = func() {}
	big.Add(small)
	rot := NewNode()
	rot.Name = "rotated"
	rot.SetSize(200, 20)
	rot.SetAnchor(0.5, 0.5)
	rot.SetPos(800, 400)
	rot.SetRotation(math.Pi / 4)
	rot.Draggable = true
	scaled := NewNode()
	scaled.Name = "scaled"
	scaled.SetSize(10, 10)
	scaled.SetPos(1000, 100)
	scaled.SetScale(5)
	scaled.OnActivate = func() {}
	st.Root.Add(big, rot, scaled)
	st.collect()

	d := math.Sqrt2 / 2
	cases := []struct {
		x, y float64
		want string
	}{
		{300, 250, "big"},     // a point deep inside: resolv's IsIntersecting alone misses this
		{175, 175, "small"},   // the child on top wins
		{90, 90, ""},          // outside
		{800, 400, "rotated"}, // centre of the rotated bar
		{800 + 80*d, 400 + 80*d, "rotated"},
		{800 + 80*d, 400 - 80*d, ""}, // would be inside if the bar were not rotated the right way
		{880, 400, ""},               // inside its unrotated box, outside the rotated one
		{1045, 145, "scaled"},
		{1055, 145, ""},
	}
	for _, c := range cases {
		got := ""
		if n := st.topAt(c.x, c.y, nil); n != nil {
			got = n.Name
		}
		if got != c.want {
			t.Errorf("hit at (%.1f,%.1f) = %q, want %q", c.x, c.y, got, c.want)
		}
	}

	// moving a node moves its shape; hiding it removes it
	big.SetPos(500, 100)
	st.collect()
	if n := st.topAt(300, 250, nil); n != nil {
		t.Errorf("stale shape hit %q after move", n.Name)
	}
	if n := st.topAt(700, 250, nil); n == nil || n.Name != "big" {
		t.Errorf("moved node not hit")
	}
	big.SetVisible(false)
	st.collect()
	if n := st.topAt(700, 250, nil); n != nil {
		t.Errorf("hidden node hit: %q", n.Name)
	}

	// a node leaving the tree leaves the space; shapes are never doubled
	before := len(st.hits.space.Shapes())
	rot.Detach()
	st.collect()
	if after := len(st.hits.space.Shapes()); after != before-1 {
		t.Errorf("shapes in space %d -> %d after removing a node", before, after)
	}

	// a bigger window: nodes out in the new area are hit
	far := NewNode()
	far.Name = "far"
	far.SetSize(50, 50)
	far.SetPos(1500, 820)
	far.OnActivate = func() {}
	st.Root.Add(far)
	st.SetSize(1600, 900)
	st.collect()
	if n := st.topAt(1520, 840, nil); n != far {
		t.Errorf("node in the enlarged area not hit")
	}
	if n := st.NodeAt(1045, 145); n != scaled {
		t.Errorf("existing node lost after resize")
	}
	if got, want := len(st.hits.space.Shapes()), len(st.interactive); got != want {
		t.Errorf("%d shapes in space for %d interactive nodes", got, want)
	}
}

func TestFocusMovesByTabAndGeometry(t *testing.T) {
	st := NewStage(1280, 720)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	var got []string
	mk := func(name string, x, y float64) *Node {
		n := NewNode()
		n.Name = name
		n.SetSize(100, 50)
		n.SetPos(x, y)
		n.OnActivate = func() { got = append(got, name) }
		st.Root.Add(n)
		return n
	}
	a := mk("a", 100, 100)
	b := mk("b", 400, 100)
	c := mk("c", 100, 400)
	mk("d", 400, 420)
	key := func(k ...int) {}
	_ = key
	in.Key(keyTab)
	st.Step(0.016)
	if st.Focus() != a || !st.FocusVisible() {
		t.Fatalf("first Tab focuses %v", st.Focus())
	}
	in.Key(keyRight)
	st.Step(0.016)
	if st.Focus() != b {
		t.Fatalf("Right from a went to %v", st.Focus().Name)
	}
	in.Key(keyDown)
	st.Step(0.016)
	if st.Focus().Name != "d" {
		t.Fatalf("Down from b went to %v", st.Focus().Name)
	}
	in.Key(keyLeft)
	st.Step(0.016)
	if st.Focus() != c {
		t.Fatalf("Left from d went to %v", st.Focus().Name)
	}
	in.Hold(keyShift)
	in.Key(keyTab)
	st.Step(0.016)
	in.Unhold(keyShift)
	if st.Focus() != b {
		t.Fatalf("Shift-Tab from c went to %v", st.Focus().Name)
	}
	in.Key(keyEnter)
	st.Step(0.016)
	if len(got) != 1 || got[0] != "b" || st.Activated() != b {
		t.Fatalf("Enter activated %v", got)
	}
	in.Key(keyEscape)
	st.Step(0.016)
	if !st.Action(ActBack) {
		t.Fatalf("Escape not reported as Back")
	}
}

// TestAdjustableKeepsLeftRight: a focused node with OnAdjust gets Left and
// Right as steps and keeps the focus; Down still moves focus on.
func TestAdjustableKeepsLeftRight(t *testing.T) {
	st := NewStage(1280, 720)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	level := 0
	s := NewNode()
	s.Name = "slider"
	s.SetSize(300, 40)
	s.SetPos(100, 100)
	s.OnActivate = func() {}
	s.OnAdjust = func(step int) { level += step }
	right, below := NewNode(), NewNode()
	right.Name, below.Name = "right", "below"
	for i, n := range []*Node{right, below} {
		n.SetSize(100, 40)
		n.OnActivate = func() {}
		n.SetPos([]float64{600, 100}[i], []float64{100, 300}[i])
	}
	st.Root.Add(s, right, below)
	st.SetFocus(s)
	for _, step := range []struct {
		key  ebiten.Key
		want int
	}{{keyRight, 1}, {keyRight, 2}, {keyLeft, 1}} {
		in.Key(step.key)
		st.Step(0.016)
		if level != step.want || st.Focus() != s {
			t.Fatalf("after %v: level %d (want %d), focus %v", step.key, level, step.want, st.Focus().Name)
		}
		if st.Action(ActLeft) || st.Action(ActRight) {
			t.Fatalf("%v was also left for the scene", step.key)
		}
	}
	in.Key(keyDown)
	st.Step(0.016)
	if st.Focus() != below {
		t.Fatalf("Down from the slider went to %v", st.Focus().Name)
	}
}
