package scenes_test

import (
	"testing"

	"salotto/scenes"
)

// The layout unit is one design pixel at 1280×720; a screen at scale S is
// laid out as its logical size, S times larger, and a phone is compact
// whatever its device pixels.
func TestMetrics(t *testing.T) {
	for _, c := range []struct {
		w, h    int
		scale   float64
		u       float64
		compact bool
	}{
		{1280, 720, 1, 1, false},
		{2560, 1440, 2, 2, false},
		{1280, 720, 0, 1, false}, // a context made without NewContext
		{1920, 1080, 1, 1.5, false},
		{844, 390, 1, 0.62, true},
		{1688, 780, 2, 1.24, true},
		{2532, 1170, 3, 1.86, true},
		{640, 360, 1, 0.55, true}, // never below readable
	} {
		m := scenes.NewMetrics(c.w, c.h, c.scale)
		if d := m.U - c.u; d > 1e-9 || d < -1e-9 || m.Compact != c.compact {
			t.Errorf("NewMetrics(%d, %d, %v) = U %v compact %v, want U %v compact %v", c.w, c.h, c.scale, m.U, m.Compact, c.u, c.compact)
		}
	}
	m := scenes.NewMetrics(1688, 780, 2) // a phone at scale 2
	if got := m.Font(12, 14); got != 28 {
		t.Errorf("Font(12, 14) at scale 2 = %v, want the floor of 14 logical pixels, 28", got)
	}
	if got := m.Font(40, 14); got != 50 {
		t.Errorf("Font(40, 14) = %v, want round(40 × 1.24) = 50", got)
	}
	if got, want := m.Px(100), 124.0; got != want {
		t.Errorf("Px(100) = %v, want %v", got, want)
	}
	if got := m.PxMin(10, 34); got != 68 {
		t.Errorf("PxMin(10, 34) = %v, want 34 logical pixels, 68", got)
	}
	if got := m.Dp(12); got != 24 {
		t.Errorf("Dp(12) = %v, want 24", got)
	}
}
