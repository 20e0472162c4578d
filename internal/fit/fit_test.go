package fit_test

import (
	"strings"
	"testing"

	"salotto/internal/fit"
	"salotto/sprites"
)

// TestButtonsOverButtons: two buttons in one place are a misfit, two
// side by side, or one hidden, are not.
func TestButtonsOverButtons(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bx     float64 // the second button's centre; the first's is 100
		hidden bool
		want   bool
	}{
		{"side by side", 240, false, false},
		{"touching", 220, false, false},
		{"crossing", 160, false, true},
		{"crossing, one hidden", 160, true, false},
	} {
		root := sprites.NewNode()
		a := sprites.NewButton("A", 120, 40, nil)
		b := sprites.NewButton("B", 120, 40, nil)
		a.SetPos(100, 100)
		b.SetPos(tc.bx, 100)
		b.SetVisible(!tc.hidden)
		root.Add(a.Node, b.Node)
		got := false
		for _, m := range fit.Check(root, 1280, 720, nil) {
			got = got || strings.Contains(m, "lies over the button")
		}
		if got != tc.want {
			t.Errorf("%s: reported %v, want %v (%v)", tc.name, got, tc.want, fit.Check(root, 1280, 720, nil))
		}
	}
}
