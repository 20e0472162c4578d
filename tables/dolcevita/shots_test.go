package dolcevita

import (
	"fmt"
	"salotto/tables/dolcevita/model"
	"testing"
	"time"
)

// TestShots writes the table at a desktop and a phone size: mid-round on
// the human's turn, during a resolution, and the results screen. Look at
// them (shots/tables/dolcevita/*.png) after a layout change.
func TestShots(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			t0 := time.Now()
			r := newRig(t, sz[0], sz[1], config(t, 4, []int{0}, "0", 5))
			r.speed(4)
			// mid-round: the human has placed two cards, the bots answered
			for k, move := range [][2]string{{"hand:5", "column:2"}, {"hand:3", "column:6"}} {
				r.waitTurn(0)
				r.Drag(r.Target(move[0]), r.Target(move[1]))
				if k == 0 {
					r.Tick(3)
				}
			}
			r.waitTurn(0)
			// a card held over column 4
			from := r.Target("hand:6")
			r.Hold(from, r.Target("column:4"), 6)
			r.Tick(10)
			r.Shot(fmt.Sprintf("%dx%d-dragging", sz[0], sz[1]))
			fx, fy := from.Centre()
			r.In.Move(float64(fx), float64(fy))
			r.Tick(1)
			r.In.Release()
			r.Tick(40)
			t.Logf("mid-round reached at %v", time.Since(t0))
			r.Shot(fmt.Sprintf("%dx%d-mid-round", sz[0], sz[1]))
			// finish the round: the rest of the hand, left to right
			for c := 0; r.table.handCount(0) > 1; c++ {
				r.waitTurn(0)
				for n := 1; n <= 6; n++ {
					if r.table.mod.Num[0][n] == model.InHand {
						if err := r.table.apply(0, n, c%7); err != nil {
							t.Fatal(err)
						}
						break
					}
				}
				r.Tick(1)
			}
			t.Logf("after loop: round %d placed %d turn %d busy %v resolving %d hand %d", r.table.live().Round(), r.table.live().Placed(), r.table.live().Turn(), r.table.busy(), r.table.mod.Resolving, r.table.handCount(0))
			r.speed(1)
			r.Until(3000, "column 4 resolving", func() bool { return r.table.mod.Resolving >= 3 })
			r.Until(3000, "a note", func() bool { return r.table.note.Node.Alpha() == 1 })
			r.Tick(5)
			t.Logf("resolving reached at %v", time.Since(t0))
			r.Shot(fmt.Sprintf("%dx%d-resolving", sz[0], sz[1]))
			// the rest of the game at once
			r.speed(0)
			for r.App.SceneName() != ResultsName {
				if !r.table.busy() && r.table.live().Turn() == 0 && !r.table.live().Done() {
					for n := 1; n <= 6; n++ {
						if r.table.mod.Num[0][n] == model.InHand {
							_ = r.table.apply(0, n, n%7)
							break
						}
					}
				}
				r.Tick(1)
			}
			r.Tick(30)
			r.Shot(fmt.Sprintf("%dx%d-results", sz[0], sz[1]))
		})
	}
}
