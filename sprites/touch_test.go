package sprites

import "testing"

// TestSecondFingerAbortsADrag: a second finger during a drag sends the
// card home, and lifting the fingers over the accepting target drops
// nothing.
func TestSecondFingerAbortsADrag(t *testing.T) {
	tb := newTable(t)
	x0, y0 := tb.card.X(), tb.card.Y()
	tb.drag(690, 215)
	if tb.st.Dragging() != tb.card.Node {
		t.Fatal("not dragging")
	}
	tb.in.SecondFinger()
	tb.tick(1)
	if tb.st.Dragging() != nil {
		t.Fatal("still dragging after a second finger")
	}
	tb.in.Move(700, 200)
	tb.tick(1)
	tb.in.Release()
	tb.tick(40)
	if len(tb.dropped) != 0 {
		t.Fatalf("an aborted drag dropped %v", tb.dropped)
	}
	if tb.card.Parent() != tb.hand || tb.card.X() != x0 || tb.card.Y() != y0 {
		t.Fatalf("card not back home: parent %v at (%v,%v)", tb.card.Parent().Name, tb.card.X(), tb.card.Y())
	}
}

// TestSecondFingerAbortsATap: a press that a second finger joins does not
// activate on release; a long press held still is still a tap.
func TestSecondFingerAbortsATap(t *testing.T) {
	st := NewStage(400, 300)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	taps := 0
	b := NewButton("Go", 120, 40, func() { taps++ })
	b.SetPos(100, 100)
	st.Root.Add(b.Node)
	st.Step(1.0 / 60)
	cx, cy := b.WorldCenter()
	in.Move(cx, cy)
	in.Press()
	st.Step(1.0 / 60)
	in.SecondFinger()
	st.Step(1.0 / 60)
	in.Release()
	st.Step(1.0 / 60)
	if taps != 0 {
		t.Fatalf("a two-finger touch activated the button %d times", taps)
	}
	in.Press()
	for range 90 { // a second and a half, held still
		st.Step(1.0 / 60)
	}
	in.Release()
	st.Step(1.0 / 60)
	if taps != 1 {
		t.Fatalf("a long press then release activated %d times, want 1 (a tap)", taps)
	}
}
