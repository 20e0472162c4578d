package sprites

import (
	"math"
	"testing"
)

func TestEasingEndpoints(t *testing.T) {
	for name, e := range map[string]Ease{"Linear": Linear, "QuadOut": QuadOut, "SineOut": SineOut,
		"CubicIn": CubicIn, "CubicOut": CubicOut, "CubicInOut": CubicInOut, "BackOut": BackOut} {
		if v := e(0); math.Abs(v) > 1e-12 {
			t.Errorf("%s(0) = %v", name, v)
		}
		if v := e(1); math.Abs(v-1) > 1e-12 {
			t.Errorf("%s(1) = %v", name, v)
		}
	}
	if CubicInOut(0.5) != 0.5 {
		t.Errorf("CubicInOut(0.5) = %v", CubicInOut(0.5))
	}
	overshoot := false
	for i := 1; i < 100; i++ {
		if BackOut(float64(i)/100) > 1 {
			overshoot = true
		}
	}
	if !overshoot {
		t.Error("BackOut never overshoots")
	}
}

func TestTweenEveryProp(t *testing.T) {
	for _, p := range []Prop{PropX, PropY, PropScale, PropScaleX, PropScaleY, PropRotation, PropAlpha} {
		n := NewNode()
		tw := To(n, p, 0.75, 1, CubicInOut)
		tw.Start()
		from := n.prop(p)
		tw.Advance(0.5)
		mid := n.prop(p)
		if want := from + (0.75-from)*0.5; !near(mid, want) {
			t.Errorf("prop %d mid = %v, want %v", p, mid, want)
		}
		left, done := tw.Advance(0.7)
		if !done || !near(left, 0.2) || n.prop(p) != 0.75 {
			t.Errorf("prop %d end: done=%v left=%v value=%v", p, done, left, n.prop(p))
		}
	}
}

func TestTweenReadsStartWhenItsTurnComes(t *testing.T) {
	n := NewNode()
	a := Sequence(To(n, PropX, 100, 1, Linear), To(n, PropX, 50, 1, Linear))
	a.Start()
	a.Advance(1.5) // first done at 100, second half way from 100 to 50
	if !near(n.X(), 75) {
		t.Fatalf("x = %v, want 75", n.X())
	}
}

func TestSequenceParallelTiming(t *testing.T) {
	var log []string
	n := NewNode()
	a := Sequence(
		Call(func() { log = append(log, "start") }),
		Parallel(
			Sequence(Delay(0.2), Call(func() { log = append(log, "p1") })),
			Sequence(Delay(0.5), Call(func() { log = append(log, "p2") })),
			To(n, PropY, 10, 0.3, Linear),
		),
		Call(func() { log = append(log, "end") }),
	)
	a.Start()
	steps := 0
	for {
		steps++
		if _, done := a.Advance(0.1); done {
			break
		}
		if steps > 100 {
			t.Fatal("never finished")
		}
	}
	if got := join(log); got != "start p1 p2 end" {
		t.Fatalf("order %q", got)
	}
	if steps != 5 {
		t.Fatalf("took %d ticks of 0.1 s, want 5 (parallel lasts as long as its longest)", steps)
	}
}

func TestSkipLandsEverythingAndFiresCallbacksInOrder(t *testing.T) {
	var log []string
	rec := func(s string) Anim { return Call(func() { log = append(log, s) }) }
	cards := []*Node{NewNode(), NewNode(), NewNode()}
	var deals []Anim
	for i, c := range cards {
		deals = append(deals, Sequence(MoveTo(c, float64(100*i), 300, 0.3, CubicInOut), rec("dealt"+string(rune('0'+i)))))
	}
	st := NewStage(800, 600)
	st.SetInput(NewSyntheticInput(), NewSyntheticInput())
	done := false
	tl := st.Play(rec("begin"), Stagger(0.06, deals...), FadeTo(cards[0], 0.5, 0.2), rec("end"))
	tl.OnDone = func() { done = true }
	st.Step(0.05) // part way
	st.SkipAnimations()
	for i, c := range cards {
		if c.X() != float64(100*i) || c.Y() != 300 {
			t.Errorf("card %d at (%v,%v)", i, c.X(), c.Y())
		}
	}
	if cards[0].Alpha() != 0.5 {
		t.Errorf("alpha %v", cards[0].Alpha())
	}
	if got := join(log); got != "begin dealt0 dealt1 dealt2 end" {
		t.Errorf("callbacks %q", got)
	}
	if !done || !tl.Done() || st.Animating() {
		t.Errorf("timeline not finished: done=%v Done()=%v animating=%v", done, tl.Done(), st.Animating())
	}
}

func TestClickSkipsInsteadOfActing(t *testing.T) {
	st := NewStage(400, 300)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	b := NewNode()
	b.SetSize(100, 50)
	clicks := 0
	b.OnActivate = func() { clicks++ }
	st.Root.Add(b)
	mover := NewNode()
	st.Play(To(mover, PropX, 500, 1, Linear))
	st.Step(0.01)
	in.Move(50, 25)
	in.Press()
	st.Step(0.01)
	in.Release()
	st.Step(0.01)
	if clicks != 0 {
		t.Fatalf("click acted while animating (clicks=%d)", clicks)
	}
	if mover.X() != 500 {
		t.Fatalf("animation not skipped: x=%v", mover.X())
	}
	in.Press()
	st.Step(0.01)
	in.Release()
	st.Step(0.01)
	if clicks != 1 {
		t.Fatalf("second click: clicks=%d, want 1", clicks)
	}
}

func TestSpeedZeroIsInstantAndSpeedScales(t *testing.T) {
	st := NewStage(100, 100)
	st.SetInput(NewSyntheticInput(), NewSyntheticInput())
	n := NewNode()
	st.SetSpeed(0)
	fired := false
	st.Play(To(n, PropX, 40, 5, Linear), Call(func() { fired = true }))
	st.Step(1.0 / 60)
	if n.X() != 40 || !fired {
		t.Fatalf("speed 0: x=%v fired=%v", n.X(), fired)
	}
	st.SetSpeed(2)
	st.Play(To(n, PropX, 0, 1, Linear))
	st.Step(0.25)
	if !near(n.X(), 20) {
		t.Fatalf("speed 2 after 0.25 s: x=%v, want 20", n.X())
	}
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}
