package scenes_test

import (
	stdimage "image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// veil is an overlay that darkens the top half of the screen.
type veil struct{ plain }

func (*veil) Overlay() {}

func (v *veil) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	dst.SubImage(stdimage.Rect(0, 0, b.Dx(), b.Dy()/2)).(*ebiten.Image).Fill(v.fill)
}

// TestOverlayDrawsOverTheSceneBeneath: the scene below an overlay shows
// where the overlay paints nothing, and is not updated while covered.
func TestOverlayDrawsOverTheSceneBeneath(t *testing.T) {
	ctx, _ := newTestContext(64, 48)
	table := &plain{name: "table", fill: color.RGBA{0, 200, 0, 255}}
	menu := &veil{plain{name: "menu", fill: color.RGBA{10, 10, 10, 255}}}
	app := scenes.NewApp(ctx, table)
	app.Layout(64, 48)
	table.next = scenes.Push(menu)
	if err := app.Update(); err != nil {
		t.Fatal(err)
	}
	before := table.updates
	for range 3 {
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if table.updates != before {
		t.Errorf("the covered table was updated %d times", table.updates-before)
	}
	screen := ebiten.NewImage(64, 48)
	defer screen.Deallocate()
	app.Paint(screen)
	if got := screen.At(10, 5).(color.RGBA); got != menu.fill {
		t.Errorf("top half %v, want the overlay's %v", got, menu.fill)
	}
	if got := screen.At(10, 40).(color.RGBA); got != table.fill {
		t.Errorf("bottom half %v, want the table beneath, %v", got, table.fill)
	}
}

// TestResetLeavesOneScene: Reset empties the stack, however deep, and a
// Pop afterwards ends the game (nothing of the old stack is left).
func TestResetLeavesOneScene(t *testing.T) {
	ctx, _ := newTestContext(64, 48)
	a := &plain{name: "title"}
	b := &plain{name: "table"}
	c := &plain{name: "menu"}
	d := &plain{name: "title"}
	app := scenes.NewApp(ctx, a)
	app.Layout(64, 48)
	for _, s := range []struct {
		on *plain
		ch scenes.Change
	}{{a, scenes.Push(b)}, {b, scenes.Push(c)}, {c, scenes.Reset(d)}} {
		s.on.next = s.ch
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if app.Depth() != 1 || app.Top() != d {
		t.Fatalf("after Reset: depth %d, top %s", app.Depth(), app.SceneName())
	}
	if d.w != 64 {
		t.Errorf("the new scene was not laid out (w=%d)", d.w)
	}
	d.next = scenes.Pop()
	if err := app.Update(); err != ebiten.Termination {
		t.Errorf("popping the only scene after Reset: %v, want the end", err)
	}
}
