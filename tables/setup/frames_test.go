package setup

import (
	"runtime"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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
	r.app.Top().Draw(r.screen)
	r.tick(5)
	const ticks = 120
	n := mallocs(func() {
		for i := 0; i < ticks; i++ {
			if r.app.Top().NeedsRedraw() {
				t.Fatalf("tick %d: the idle setup screen asks for a redraw", i)
			}
			r.tick(1)
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
	r.app.Top().Draw(r.screen)
	const keys = 10 // five letters, then five Backspaces
	n := mallocs(func() {
		for i := 0; i < 5; i++ {
			r.typed = append(r.typed, 'a'+rune(i))
			r.tick(1)
			r.app.Top().Draw(r.screen)
		}
		if got := string(r.s.edit.text); got != "abcde" {
			t.Fatalf("typed text %q, want abcde", got)
		}
		for i := 0; i < 5; i++ {
			r.key(ebiten.KeyBackspace)
			r.app.Top().Draw(r.screen)
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
