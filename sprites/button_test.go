package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

func TestButtonStatesAndActivation(t *testing.T) {
	st := NewStage(400, 300)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	clicks := 0
	b := NewButton("Play", 160, 50, func() { clicks++ })
	b.SetPos(200, 150)
	st.Root.Add(b.Node)
	screen := ebiten.NewImage(400, 300)
	shot := func() func(x, y int) [4]uint8 {
		screen.Clear()
		st.Draw(screen)
		at := readBack(screen)
		return func(x, y int) [4]uint8 { c := at(x, y); return [4]uint8{c.R, c.G, c.B, c.A} }
	}
	st.Step(0.016)
	normal := shot()(140, 140)

	in.Move(150, 150)
	st.Step(0.016)
	if !b.Hovered() {
		t.Fatal("not hovered")
	}
	hover := shot()(140, 140)
	in.Press()
	st.Step(0.016)
	if !b.Pressed() {
		t.Fatal("not pressed")
	}
	pressed := shot()(140, 140)
	if normal == hover || hover == pressed || normal == pressed {
		t.Fatalf("states look alike: normal %v hover %v pressed %v", normal, hover, pressed)
	}
	in.Release()
	st.Step(0.016)
	if clicks != 1 || st.Activated() != b.Node {
		t.Fatalf("clicks %d", clicks)
	}
	// press on the button, release elsewhere: no click
	in.Press()
	st.Step(0.016)
	in.Move(10, 10)
	in.Release()
	st.Step(0.016)
	if clicks != 1 {
		t.Fatalf("release outside clicked")
	}
	b.SetDisabled(true)
	in.Move(200, 150)
	in.Press()
	st.Step(0.016)
	in.Release()
	st.Step(0.016)
	if clicks != 1 {
		t.Fatalf("disabled button clicked")
	}
	if w, _ := b.Label().Size(); w <= 0 {
		t.Fatal("label not measured")
	}
	// a layout resizing the node keeps the label centred: dark label
	// pixels sit around the middle of the new box
	b.SetDisabled(false)
	in.Move(0, 0)
	st.Step(0.016)
	Rect{50, 100, 300, 80}.Place(b.Node)
	at := shot()
	var sx, n int
	for y := 100; y < 180; y++ {
		for x := 50; x < 350; x++ {
			if c := at(x, y); c[0] < 80 && c[3] == 255 && y > 104 && y < 176 && x > 54 && x < 346 {
				sx += x
				n++
			}
		}
	}
	if n < 30 {
		t.Fatalf("label pixels %d", n)
	}
	if cx := sx / n; cx < 190 || cx > 210 {
		t.Fatalf("label centred at x=%d, want about 200", cx)
	}
}

// TestButtonRestyleSameIsFree: setting the style or disabled state a
// button already has asks for no redraw; a new style does, and shows.
func TestButtonRestyleSameIsFree(t *testing.T) {
	st := NewStage(400, 300)
	st.SetInput(NewSyntheticInput(), NewSyntheticInput())
	b := NewButton("Play", 160, 50, nil)
	b.SetPos(200, 150)
	st.Root.Add(b.Node)
	screen := ebiten.NewImage(400, 300)
	st.Step(0.016)
	st.Draw(screen)
	before := readBack(screen)(140, 140)
	b.SetStyle(DefaultButtonStyle)
	b.SetDisabled(false)
	if st.NeedsRedraw() {
		t.Error("restyling with the same style and state asked for a redraw")
	}
	red := DefaultButtonStyle
	red.Fill = gfx.Hex("#c03030")
	b.SetStyle(red)
	if !st.NeedsRedraw() {
		t.Fatal("a new style asked for no redraw")
	}
	screen.Clear()
	st.Draw(screen)
	if after := readBack(screen)(140, 140); after == before {
		t.Errorf("the new fill does not show: %v", after)
	}
}
