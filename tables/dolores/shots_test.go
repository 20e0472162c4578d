package dolores

import (
	"fmt"
	"testing"
)

// TestShots writes the table at a desktop and a phone size with four
// players: the human choosing a gesture, a hand dragged over the middle,
// the reveal, a window's buttons, and the results. Look at them
// (shots/tables/dolores/*.png) after a layout change.
func TestShots(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			r := newRig(t, sz[0], sz[1], config(4, []int{0}, 5))
			r.speed(0)
			// a few shares in, the human choosing
			for k := 0; k < 3; k++ {
				r.waitGesture(0)
				if k < 2 {
					r.Click(r.Target("gesture:share"))
				}
			}
			r.Tick(20)
			r.Shot(fmt.Sprintf("%dx%d-gesture", sz[0], sz[1]))
			r.Hold(r.Target("gesture:dodge"), r.Target("middle"), 6)
			r.Tick(5)
			r.Shot(fmt.Sprintf("%dx%d-dragging", sz[0], sz[1]))
			r.In.Release()
			r.Tick(1)
			r.speed(1)
			r.Until(600, "the reveal", func() bool { return r.table.mod.Gesture[0] >= 0 && r.table.mod.Gesture[1] >= 0 })
			r.Tick(26)
			r.Shot(fmt.Sprintf("%dx%d-reveal", sz[0], sz[1]))
			// on to the first window with the human's buttons, then to Dawn
			r.speed(0)
			window := false
			for i := 0; i < 30000 && r.App.SceneName() != ResultsName; i++ {
				if _, ok := r.Find("button:pass"); ok && !window && !r.table.Q.Busy() {
					window = true
					r.Tick(2)
					r.Shot(fmt.Sprintf("%dx%d-window", sz[0], sz[1]))
				}
				r.playHotSeat([]string{"share", "fight", "dodge"}[i%3])
			}
			r.Tick(30)
			r.Shot(fmt.Sprintf("%dx%d-results", sz[0], sz[1]))
		})
	}
}
