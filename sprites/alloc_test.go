package sprites

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// busyTable builds a settled table of n cards (a 7-column grid and a fan),
// a few targets, a button and some text: the shape of a real game scene.
func busyTable(n int, in *SyntheticInput) *Stage {
	st := NewStage(1280, 720)
	if in != nil {
		st.SetInput(in, in)
	}
	back := DefaultBack(gfx.Blue)
	grid := Grid(Rect{20, 20, 1240, 430}, 7, 9, 6, 63.0/88)
	hand := Fan(Rect{200, 470, 880, 240}, 9, 110, 154, 40)
	handNode := NewNode()
	st.Root.Add(handNode)
	for i := range n {
		rank := fmt.Sprint(i%13 + 1)
		c := NewCard("bench/"+rank, DefaultFace(rank, "", gfx.Blue), "bench/back", back, 1, 1)
		if i < len(hand) {
			c.SetSize(110, 154)
			hand[i].PlaceAt(c.Node)
			c.Draggable = true
			handNode.Add(c.Node)
		} else {
			g := grid[(i-len(hand))%len(grid)]
			c.SetSize(g.W, g.H)
			c.SetPos(g.X+g.W/2, g.Y+g.H/2)
			c.SetFaceUp(i%3 != 0)
			c.Target = TargetFuncs{}
			st.Root.Add(c.Node)
		}
	}
	b := NewButton("Done", 160, 48, func() {})
	b.SetPos(1180, 680)
	st.Root.Add(b.Node)
	// the title sits in a clipping panel, so the proof covers clipping
	panel := NewNode()
	panel.SetSize(300, 40)
	panel.SetPos(20, 670)
	panel.SetClip(true)
	title := NewText("Dolce Vita", gfx.Bold, 28, gfx.White)
	title.SetPos(0, 4)
	panel.Add(title.Node)
	st.Root.Add(panel)
	return st
}

var feltColour = gfx.Hex("#2f6b5a")

// TestSteadyFrameAllocatesNothing checks a settled table does not ask to
// be redrawn and that one Update+Draw inside a single tick allocates only
// what Ebitengine's command queue takes (ours: nothing); then it asks
// TestMain for the real proof across frames (see main_test.go).
func TestSteadyFrameAllocatesNothing(t *testing.T) {
	in := NewSyntheticInput()
	st := busyTable(70, in)
	screen := ebiten.NewImage(1280, 720)
	in.Key(keyTab) // focus ring on: part of the frame
	in.Move(640, 600)
	for i := range 30 {
		st.Update()
		if i%10 == 0 {
			st.Draw(screen)
		}
	}
	if st.Animating() || !st.FocusVisible() {
		t.Fatalf("table not settled (animating=%v) or focus hidden", st.Animating())
	}
	// Update alone never reaches Ebitengine: it must be allocation-free
	// even without frame boundaries, with either input source.
	if a := testing.AllocsPerRun(200, func() {
		st.Update()
		if st.NeedsRedraw() {
			t.Fatal("a still table asks for a redraw")
		}
	}); a != 0 {
		t.Fatalf("steady Update allocates %v times", a)
	}
	st.SetInput(NewEbitenInput(), NewEbitenInput())
	st.Update()
	if a := testing.AllocsPerRun(200, st.Update); a != 0 {
		t.Fatalf("steady Update with EbitenInput allocates %v times", a)
	}
	// Draw needs real frames: Ebitengine moves freshly painted images onto
	// its shared atlas only after some frames, and recycles its command
	// buffers only when a frame ends. TestMain measures it after the suite.
	if testing.Short() {
		t.Log("-short: skipping the real-frame Draw proof")
		return
	}
	wantFrameProof = true
}

func TestNeedsRedrawTracksChanges(t *testing.T) {
	in := NewSyntheticInput()
	st := busyTable(12, in)
	screen := ebiten.NewImage(1280, 720)
	if !st.NeedsRedraw() {
		t.Fatal("first frame must draw")
	}
	st.Update()
	st.Draw(screen)
	st.Update()
	if st.NeedsRedraw() {
		t.Fatal("nothing moved but a redraw is asked for")
	}
	c := st.Root.Children()[1]
	st.Play(To(c, PropX, c.X()+50, 0.2, CubicInOut))
	st.Update()
	if !st.NeedsRedraw() {
		t.Fatal("an animation is running but no redraw is asked for")
	}
	for range 30 {
		st.Update()
	}
	st.Draw(screen)
	st.Update()
	if st.NeedsRedraw() {
		t.Fatal("after the animation the table should be still")
	}
	in.Move(640, 600) // hovering a hand card lifts it
	st.Update()
	if !st.NeedsRedraw() {
		t.Fatal("hover change does not redraw")
	}
}

// BenchmarkUpdate70Cards measures a settled 70-card table's Update (input,
// hit-shape sync, timelines). Draw is measured over real frames by the
// frame proof in TestMain (go test -v -run Steady ./sprites/): looping
// Draw inside one tick would time Ebitengine's warm-up, not a frame.
func BenchmarkUpdate70Cards(b *testing.B) {
	st := busyTable(70, NewSyntheticInput())
	for range 30 {
		st.Update()
	}
	b.ReportAllocs()
	for b.Loop() {
		st.Update()
	}
}

// BenchmarkNodeAt measures one hover/click hit test on a 70-card table
// (resolv's SAT tests allocate; the stage runs them only when the pointer
// or the shapes move).
func BenchmarkNodeAt(b *testing.B) {
	st := busyTable(70, NewSyntheticInput())
	st.Update()
	b.ReportAllocs()
	for b.Loop() {
		st.NodeAt(640, 600)
	}
}
