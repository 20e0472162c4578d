package dolores

import (
	"bytes"
	"fmt"
	"testing"

	d "salotto/rules/dolores"
)

// frame renders the table's screen as the player sees it and returns its
// pixels (RGBA, row by row).
func (r *rig) frame() []byte {
	r.Screen.Clear()
	r.App.Top().Draw(r.Screen)
	w, h := r.Screen.Bounds().Dx(), r.Screen.Bounds().Dy()
	px := make([]byte, 4*w*h)
	r.Screen.ReadPixels(px)
	return px
}

// toHandOver plays two humans at one screen up to the first gesture of a
// share: the human holding the screen holds out gesture, and the table
// ticks until the screen waits to be handed to the other participant
// (whoever passes windows on the way, the same in every run). It returns
// the seat that chose.
func (r *rig) toHandOver(gesture string) int {
	r.T.Helper()
	tb := r.table
	for i := 0; i < 6000; i++ {
		if tb.gest.seat >= 0 && !tb.Q.Busy() && !tb.St.Animating() {
			p := tb.gest.seat
			r.Click(r.Target("gesture:" + gesture))
			r.Until(600, "the hand-over", func() bool {
				return tb.D.HandingOver() >= 0 && !tb.Q.Busy() && !tb.St.Animating()
			})
			r.Tick(5)
			return p
		}
		for _, id := range []string{"handover", "button:pass"} {
			if tg, ok := r.Find(id); ok {
				r.Click(tg)
				break
			}
		}
		r.Tick(1)
	}
	r.T.Fatal("no gesture was offered")
	return -1
}

// TestHotSeatPixelsHideTheGesture renders, pixel by pixel, what the
// screen shows once a participant has chosen a gesture in secret: on the
// hand-over screen and once the other participant has taken the screen.
// Two games, the same in everything but that secret gesture, must give
// the very same frames; a gesture drawn anywhere (even faintly under the
// hand-over's veil) would tell them apart.
func TestHotSeatPixelsHideTheGesture(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprint(size[0], "x", size[1]), func(t *testing.T) {
			var frames [2][2][]byte
			var seats [2]int
			for k, gesture := range []string{"share", "fight"} {
				r := newRig(t, size[0], size[1], config(2, []int{0, 1}, 12))
				r.speed(1)
				seats[k] = r.toHandOver(gesture)
				frames[k][0] = r.frame()
				r.Click(r.Target("handover"))
				r.Until(600, "the other participant's turn", func() bool {
					return r.table.gest.seat >= 0 && r.table.gest.seat != seats[k] && !r.table.St.Animating()
				})
				r.Tick(5)
				frames[k][1] = r.frame()
				if k == 1 {
					r.Shot(fmt.Sprintf("%dx%d-hotseat-after-gesture", size[0], size[1]))
				}
			}
			if seats[0] != seats[1] {
				t.Fatalf("the two games diverged before the secret: seats %v", seats)
			}
			for i, when := range []string{"on the hand-over screen", "at the other participant's turn"} {
				if !bytes.Equal(frames[0][i], frames[1][i]) {
					t.Errorf("%s, the frame differs with the secret gesture", when)
				}
			}
		})
	}
}

// TestHotSeatPixelsHideTheLanternPeek: two humans at one screen, each
// using a Broken Lantern when they hold it. Each settled frame is
// rendered twice, the second time with every face-down share card given
// another face. While the lantern's user holds the screen the two frames
// differ (their faces are drawn) and the cards wear the peek's mark; on
// the hand-over screen and while the other player holds the screen the
// frames are the same pixel for pixel (only backs are drawn) and no peek
// mark shows.
func TestHotSeatPixelsHideTheLanternPeek(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6} {
		r := newRig(t, 1280, 720, config(2, []int{0, 1}, seed))
		r.speed(0)
		seenPeek, seenHidden := false, false
		for i := 0; i < 3000 && r.App.SceneName() != ResultsName && !(seenPeek && seenHidden); i++ {
			r.playHotSeat([]string{"share", "dodge"}[i%2])
			tb := r.table
			if tb.Q.Busy() || tb.St.Animating() {
				continue
			}
			var down []int
			for k := range tb.slots {
				if tb.mod.Filled[k] && tb.mod.Down[k] {
					down = append(down, k)
				}
			}
			if len(down) == 0 {
				continue
			}
			user := tb.view().LanternUser()
			peeking := user >= 0 && tb.D.Viewer() == user && tb.D.HandingOver() < 0
			// the same frame with another secret: every face-down card given
			// another face (the back still shows if it is face down)
			px := r.frame()
			for _, k := range down {
				tb.slots[k].SetFace(faceOf(tb.Ctx.Words, d.Dawn))
			}
			tb.St.Invalidate()
			same := bytes.Equal(px, r.frame())
			tb.snapShare()
			marked := tb.peekTx.VisibleInTree()
			for _, k := range down {
				marked = marked || (tb.marks[k].node.VisibleInTree() && tb.marks[k].kind == markPeek)
			}
			switch {
			case peeking && (same || !marked):
				t.Fatalf("seed %d: the lantern's user sees backs (%v) or no peek mark (%v)", seed, same, marked)
			case !peeking && (!same || marked):
				r.Shot("1280x720-lantern-leak")
				t.Fatalf("seed %d: viewer %d (hand-over to %d) sees seat %d's lantern cards: faces %v, peek mark %v", seed, tb.D.Viewer(), tb.D.HandingOver(), user, !same, marked)
			case peeking:
				if !seenPeek {
					r.Shot("1280x720-lantern-peek")
				}
				seenPeek = true
			default:
				seenHidden = true
			}
		}
		if seenPeek && seenHidden {
			return
		}
	}
	t.Fatal("no game showed a lantern peek and then hid it")
}
