package sprites

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// table is a small scene: a hand holding one card and two targets, one
// that accepts it and one that refuses with a reason.
type table struct {
	st      *Stage
	in      *SyntheticInput
	hand    *Node
	card    *Card
	yes, no *Node
	dropped []any
	screen  *ebiten.Image
}

func newTable(t *testing.T) *table {
	tb := &table{st: NewStage(1280, 720), in: NewSyntheticInput(), screen: ebiten.NewImage(1280, 720)}
	tb.st.SetInput(tb.in, tb.in)
	tb.hand = NewNode()
	tb.hand.SetPos(100, 400)
	tb.hand.SetRotation(0.1) // the hand is tilted: coordinates must still add up
	tb.card = NewCard("t/7", DefaultFace("7", "", gfx.Blue), "t/back", DefaultBack(gfx.Vermilion), 120, 168)
	tb.card.Name = "card"
	tb.card.SetPos(150, 120)
	tb.card.SetRotation(-0.15)
	tb.card.Draggable = true
	tb.card.Payload = "seven"
	other := NewCard("t/8", DefaultFace("8", "", gfx.Blue), "t/back", DefaultBack(gfx.Vermilion), 120, 168)
	other.SetPos(200, 120) // drawn above the card: restoring order matters
	tb.hand.Add(tb.card.Node, other.Node)
	tb.st.Root.Add(tb.hand)

	mkTarget := func(name string, x, y float64, tg DropTarget) *Node {
		n := NewNode()
		n.Name = name
		n.SetSize(140, 190)
		n.SetAnchor(0.5, 0.5)
		n.SetPos(x, y)
		n.Target = tg
		tb.st.Root.Add(n)
		return n
	}
	tb.yes = mkTarget("yes", 700, 200, TargetFuncs{
		AcceptsFunc: func(p any) (bool, string) { return p == "seven", "wrong card" },
		DropFunc:    func(p any, n *Node) { tb.dropped = append(tb.dropped, p) },
	})
	tb.no = mkTarget("no", 1000, 200, TargetFuncs{
		AcceptsFunc: func(any) (bool, string) { return false, "Only a higher card fits here" },
		DropFunc:    func(p any, n *Node) { t.Errorf("refusing target received a drop") },
	})
	tb.tick(1)
	return tb
}

// tick steps the stage n times and draws once at the end (drawing a
// 1280×720 frame per step would only feed llvmpipe work).
func (tb *table) tick(n int) {
	for range n {
		tb.st.Step(1.0 / 60)
	}
	tb.st.Draw(tb.screen)
}

// drag presses at the card's centre and moves to (x, y) in small steps.
func (tb *table) drag(x, y float64) {
	cx, cy := tb.card.WorldCenter()
	tb.in.Move(cx, cy)
	tb.in.Press()
	tb.tick(1)
	for i := 1; i <= 20; i++ {
		f := float64(i) / 20
		tb.in.Move(cx+(x-cx)*f, cy+(y-cy)*f)
		tb.tick(1)
	}
}

func TestDragOntoAcceptingTargetSnaps(t *testing.T) {
	tb := newTable(t)
	tb.drag(690, 215) // near but not on the target's centre
	if tb.st.Dragging() != tb.card.Node {
		t.Fatalf("not dragging")
	}
	if !tb.yes.Highlighted() || tb.no.Highlighted() {
		t.Fatalf("highlights: yes=%v no=%v, want only the accepting target lit", tb.yes.Highlighted(), tb.no.Highlighted())
	}
	if tb.st.DragOver() != tb.yes {
		t.Fatalf("drag over %v, want the accepting target", tb.st.DragOver())
	}
	if tb.card.Lift() != 1 {
		t.Fatalf("dragged card lift %v, want 1", tb.card.Lift())
	}
	tb.in.Release()
	tb.tick(40)
	if len(tb.dropped) != 1 || tb.dropped[0] != "seven" {
		t.Fatalf("OnDrop calls %v", tb.dropped)
	}
	cx, cy := tb.card.WorldCenter()
	tx, ty := tb.yes.WorldCenter()
	if math.Hypot(cx-tx, cy-ty) > 0.5 {
		t.Fatalf("card at (%.2f,%.2f), target at (%.2f,%.2f)", cx, cy, tx, ty)
	}
	if _, _, rot := worldScaleRot(tb.card.World()); math.Abs(rot) > 1e-6 {
		t.Fatalf("card rotation %v, want the target's 0", rot)
	}
	if tb.yes.Highlighted() || tb.card.Lift() != 0 || tb.st.Animating() {
		t.Fatalf("not settled: highlight=%v lift=%v animating=%v", tb.yes.Highlighted(), tb.card.Lift(), tb.st.Animating())
	}
}

func TestRefusedDropGlidesBackAndSaysWhy(t *testing.T) {
	tb := newTable(t)
	x0, y0, r0 := tb.card.X(), tb.card.Y(), tb.card.Rotation()
	order0 := tb.hand.Children()[0]
	tb.drag(1000, 210)
	tb.in.Release()
	tb.tick(3)
	if !tb.st.ToastVisible() || tb.st.Toast().Text() != "Only a higher card fits here" {
		t.Fatalf("reason not shown: visible=%v", tb.st.ToastVisible())
	}
	tb.tick(40)
	if tb.card.Parent() != tb.hand {
		t.Fatalf("card not back in the hand")
	}
	if tb.card.X() != x0 || tb.card.Y() != y0 || tb.card.Rotation() != r0 || tb.card.ScaleX() != 1 {
		t.Fatalf("card at (%v,%v) rot %v scale %v, want exactly (%v,%v) rot %v", tb.card.X(), tb.card.Y(), tb.card.Rotation(), tb.card.ScaleX(), x0, y0, r0)
	}
	if tb.hand.Children()[0] != order0 {
		t.Fatalf("draw order within the hand changed")
	}
	if len(tb.dropped) != 0 || tb.st.LastRefusal() != "Only a higher card fits here" {
		t.Fatalf("dropped=%v refusal=%q", tb.dropped, tb.st.LastRefusal())
	}
	// the toast fades away on its own
	tb.tick(180)
	if tb.st.ToastVisible() {
		t.Fatalf("toast still visible after 3 s")
	}
}

func TestDropOnNothingReturnsSilently(t *testing.T) {
	tb := newTable(t)
	x0, y0 := tb.card.X(), tb.card.Y()
	tb.drag(500, 650)
	tb.in.Release()
	tb.tick(40)
	if tb.card.X() != x0 || tb.card.Y() != y0 || tb.card.Parent() != tb.hand || tb.st.ToastVisible() {
		t.Fatalf("card not home: (%v,%v) toast=%v", tb.card.X(), tb.card.Y(), tb.st.ToastVisible())
	}
}

func TestSmallMoveIsAClickNotADrag(t *testing.T) {
	tb := newTable(t)
	cx, cy := tb.card.WorldCenter()
	tb.in.Move(cx, cy)
	tb.in.Press()
	tb.tick(1)
	tb.in.Move(cx+4, cy+3) // under the 6 px threshold
	tb.tick(1)
	if tb.st.drag != nil && tb.st.drag.started {
		t.Fatalf("drag started below the threshold")
	}
	tb.in.Release()
	tb.tick(1)
	// a click on a draggable picks it up; a click on a target places it
	if tb.st.Dragging() != tb.card.Node || !tb.yes.Highlighted() {
		t.Fatalf("click did not pick the card up")
	}
	tb.tick(20)
	tb.in.Move(700, 200)
	tb.in.Press()
	tb.tick(1)
	tb.in.Release()
	tb.tick(40)
	if len(tb.dropped) != 1 {
		t.Fatalf("click on target did not drop: %v", tb.dropped)
	}
}

func TestKeyboardCarriesCardToTarget(t *testing.T) {
	tb := newTable(t)
	tb.st.SetFocus(tb.card.Node)
	tb.in.Key(keyEnter)
	tb.tick(1)
	if tb.st.Dragging() != tb.card.Node {
		t.Fatalf("Enter did not pick the card up")
	}
	if tb.st.Focus() != tb.yes {
		t.Fatalf("focus went to %v, want the accepting target", tb.st.Focus())
	}
	// while carrying, Tab visits only targets: the refusing one, then back
	tb.in.Key(keyTab)
	tb.tick(1)
	if tb.st.Focus() != tb.no {
		t.Fatalf("Tab while carrying went to %v, want the other target", tb.st.Focus().Name)
	}
	tb.in.Key(keyTab)
	tb.tick(1)
	if tb.st.Focus() != tb.yes {
		t.Fatalf("second Tab went to %v", tb.st.Focus().Name)
	}
	tb.tick(20)
	tb.in.Key(keyEnter)
	tb.tick(40)
	if len(tb.dropped) != 1 {
		t.Fatalf("Enter on target did not drop")
	}
	// Escape while carrying puts the card back
	tb2 := newTable(t)
	x0 := tb2.card.X()
	tb2.st.SetFocus(tb2.card.Node)
	tb2.in.Key(keyEnter)
	tb2.tick(10)
	tb2.in.Key(keyEscape)
	tb2.tick(1)
	if tb2.st.Action(ActBack) {
		t.Fatalf("Escape that cancelled a carry also reached the scene as Back")
	}
	tb2.tick(40)
	if tb2.card.X() != x0 || tb2.card.Parent() != tb2.hand || len(tb2.dropped) != 0 {
		t.Fatalf("Escape did not cancel the carry cleanly")
	}
}

func TestHoverLiftsAndLowersCard(t *testing.T) {
	tb := newTable(t)
	// a point on the card that the card drawn above it does not cover
	x, y := tb.card.ToWorld(10, 84)
	tb.in.Move(x, y)
	tb.tick(20)
	if !tb.card.Hovered() || tb.card.Lift() <= 0.3 {
		t.Fatalf("hovered=%v lift=%v", tb.card.Hovered(), tb.card.Lift())
	}
	tb.in.Move(1200, 700)
	tb.tick(20)
	if tb.card.Hovered() || tb.card.Lift() != 0 {
		t.Fatalf("after leaving: hovered=%v lift=%v", tb.card.Hovered(), tb.card.Lift())
	}
}
