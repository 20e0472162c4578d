package setup

import (
	"image/color"
	"runtime"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
)

// mallocs runs f in up to three windows and returns the fewest
// allocations of one window: MemStats counts every goroutine, and under a
// loaded machine the runtime or the GL thread now and then allocates on
// its own, while an allocation of ours happens in every window.
func mallocs(f func()) uint64 {
	var counts []uint64
	var ms runtime.MemStats
	for range 3 {
		runtime.ReadMemStats(&ms)
		before := ms.Mallocs
		f()
		runtime.ReadMemStats(&ms)
		if counts = append(counts, ms.Mallocs-before); counts[len(counts)-1] == 0 {
			break
		}
	}
	return slices.Min(counts)
}

// TestIdleSetupDrawsNothingAndAllocatesNothing: a screen nobody touches
// asks for no redraw and allocates nothing per tick.
func TestIdleSetupDrawsNothingAndAllocatesNothing(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.App.Top().Draw(r.Screen)
	r.Tick(5)
	const ticks = 120
	n := mallocs(func() {
		for i := 0; i < ticks; i++ {
			if r.App.Top().NeedsRedraw() {
				t.Fatalf("tick %d: the idle setup screen asks for a redraw", i)
			}
			r.Tick(1)
		}
	})
	if n > 0 {
		t.Errorf("%d allocations in %d idle ticks", n, ticks)
	}
}

// TestKeystrokeRestylesOnlyItsField: typing a character changes one
// field's label, so the tick and the redraw after it must not repaint
// every button and colour swatch on the screen (which cost about 2,500
// allocations and 15 ms a keystroke). Repainting the field's label
// costs a couple of hundred.
func TestKeystrokeRestylesOnlyItsField(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:2:name")
	r.clearField()
	r.App.Top().Draw(r.Screen)
	const keys = 10 // five letters, then five Backspaces
	n := mallocs(func() {
		for i := 0; i < 5; i++ {
			r.typed = append(r.typed, 'a'+rune(i))
			r.Tick(1)
			r.App.Top().Draw(r.Screen)
		}
		if got := string(r.s.edit.Text); got != "abcde" {
			t.Fatalf("typed text %q, want abcde", got)
		}
		for i := 0; i < 5; i++ {
			r.key(ebiten.KeyBackspace)
			r.App.Top().Draw(r.Screen)
		}
	})
	if got := r.s.w.rows[1].name.Label().Text(); got != "|" {
		t.Fatalf("the field shows %q after deleting what was typed", got)
	}
	if per := float64(n) / keys; per > 800 {
		t.Errorf("a keystroke and its redraw allocate %.0f times: more than its field is being repainted", per)
	} else {
		t.Logf("a keystroke and its redraw allocate %.0f times", per)
	}
}

// TestSwatchShowsTheNewColour: a swatch is repainted only when its
// seat's colour changes, so check that a change does reach the screen.
func TestSwatchShowsTheNewColour(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	pic := r.s.w.rows[0].swPic
	w, h := pic.Size()
	img := ebiten.NewImage(int(w), int(h))
	defer img.Deallocate()
	centre := func() color.RGBA {
		img.Clear()
		pic.Paint(img, ebiten.GeoM{}, 1)
		return img.At(int(w)/2, int(h)/2-1).(color.RGBA)
	}
	for k := 0; k < 3; k++ {
		want := art.SeatColor(r.s.seats[0].Color)
		if got := centre(); !near(got, want) {
			t.Fatalf("after %d clicks seat 1's swatch shows %v, want its colour %v", k, got, want)
		}
		r.click("seat:1:color")
	}
}

// near reports whether two colours differ by a few levels at most
// (antialiasing and blending).
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= 8 && d(a.G, b.G) <= 8 && d(a.B, b.B) <= 8
}
