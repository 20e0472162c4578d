package necklace

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	nk "salotto/rules/necklace"
	"salotto/sprites"
)

func centred(x, y, w, h float64) sprites.Rect {
	return sprites.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
}

func overlaps(a, b sprites.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func inside(r sprites.Rect, w, h float64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= w+0.5 && r.Y+r.H <= h+0.5
}

// TestLayoutFits: at the desktop and phone sizes (and a few between),
// every region is on screen, the felt's rows and the panel do not
// overlap, cards keep their proportions and stay big enough to read.
func TestLayoutFits(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {844, 390}, {1920, 1080}, {1024, 768}, {667, 375}} {
		t.Run(fmt.Sprintf("%vx%v", sz[0], sz[1]), func(t *testing.T) {
			g := newGeom(sz[0], sz[1], 1)
			var boxes []sprites.Rect
			names := []string{}
			add := func(name string, r sprites.Rect) {
				if !inside(r, g.w, g.h) {
					t.Errorf("%s %+v is off a %vx%v screen", name, r, g.w, g.h)
				}
				boxes = append(boxes, r)
				names = append(names, name)
			}
			add("panel", g.panel)
			x0, _ := g.oppPos(0, maxHand)
			x1, y := g.oppPos(maxHand-1, maxHand)
			add("opponent", sprites.Rect{X: x0 - g.oppW/2, Y: y - g.oppH/2, W: x1 - x0 + g.oppW, H: g.oppH})
			add("draw", centred(g.drawPos[0], g.drawPos[1], g.cardW, g.cardH))
			add("box", g.box)
			add("discard", centred(g.discardPos[0], g.discardPos[1], g.cardW, g.cardH))
			add("captions", sprites.Rect{X: g.drawPos[0] - g.cardW/2, Y: g.labelY - g.small/2, W: g.discardPos[0] - g.drawPos[0] + g.cardW, H: g.small})
			slots := g.handSlots(maxHand)
			turned := func(s sprites.Slot) sprites.Rect {
				// the bounding box of the card turned by the slot
				sin, cos := math.Abs(math.Sin(s.Rotation)), math.Abs(math.Cos(s.Rotation))
				return centred(s.X, s.Y, g.handW*cos+g.handH*sin, g.handW*sin+g.handH*cos)
			}
			hb := turned(slots[0])
			for _, s := range slots[1:] {
				r := turned(s)
				hb = sprites.Rect{X: math.Min(hb.X, r.X), Y: math.Min(hb.Y, r.Y), W: math.Max(hb.X+hb.W, r.X+r.W) - math.Min(hb.X, r.X), H: math.Max(hb.Y+hb.H, r.Y+r.H) - math.Min(hb.Y, r.Y)}
			}
			add("hand", hb)
			for i := range boxes {
				for j := i + 1; j < len(boxes); j++ {
					if names[i] == "box" && (names[j] == "draw" || names[j] == "discard") {
						continue // checked below with a gap
					}
					if overlaps(boxes[i], boxes[j]) {
						t.Errorf("%s %+v overlaps %s %+v", names[i], boxes[i], names[j], boxes[j])
					}
				}
			}
			if g.drawPos[0]+g.cardW/2 >= g.box.X || g.discardPos[0]-g.cardW/2 <= g.box.X+g.box.W {
				t.Errorf("the piles touch the jewel box")
			}
			if g.cardH < 80 || g.handH < 100 || g.oppH < 55 {
				t.Errorf("cards too small to read: piles %v, hand %v, backs %v", g.cardH, g.handH, g.oppH)
			}
			for _, a := range [][2]float64{{g.cardW, g.cardH}, {g.handW, g.handH}, {g.oppW, g.oppH}} {
				if math.Abs(a[0]/a[1]-63.0/88) > 0.02 {
					t.Errorf("card %vx%v is not 63:88", a[0], a[1])
				}
			}
			// a full discard pile fans out on the felt, each card visible
			n := 14
			fx0, _, sc := g.discardFan(0, n)
			fx1, _, _ := g.discardFan(1, n)
			fxl, _, _ := g.discardFan(n-1, n)
			cw := g.cardW * sc
			if fx0-cw/2 < g.play.X-0.5 || fxl+cw/2 > g.play.X+g.play.W+0.5 {
				t.Errorf("the fanned discard pile runs off the felt: %v..%v", fx0-cw/2, fxl+cw/2)
			}
			// and leaves the draw pile uncovered, to be reached for
			if fan := g.fanArea(); fx0-cw/2 < g.drawPos[0]+g.cardW/2 || fan.X < g.drawPos[0]+g.cardW/2 {
				t.Errorf("the fanned discard pile (from %v, its spread from %v) covers the draw pile (to %v)", fx0-cw/2, fan.X, g.drawPos[0]+g.cardW/2)
			}
			if fx1-fx0 < cw*0.4 || sc < 0.5 {
				t.Errorf("fanned discards show only %v px each (scale %v)", fx1-fx0, sc)
			}
			// twenty stones strung in each half of the panel, apart
			for _, bottom := range []bool{false, true} {
				area := g.stringArea(bottom)
				pts := g.stringSlots(area, []int{4, 4, 4, 4, 4})
				if len(pts) != 20 {
					t.Fatalf("%d slots", len(pts))
				}
				for i, p := range pts {
					if !area.Contains(p[0], p[1]) {
						t.Errorf("stone %d at %v is outside %+v", i, p, area)
					}
					if i > 0 && math.Hypot(p[0]-pts[i-1][0], p[1]-pts[i-1][1]) < g.gem*0.8 {
						t.Errorf("stones %d and %d overlap", i-1, i)
					}
				}
			}
		})
	}
}

// TestLayoutAtScale2: on a HiDPI screen (two device pixels per window
// pixel) the table is the 1× table at twice the size, only sharper: every
// region, card and type size doubles (within the rounding of the sizes a
// position adds up: under two window pixels).
func TestLayoutAtScale2(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {844, 390}} {
		one, two := newGeom(sz[0], sz[1], 1), newGeom(2*sz[0], 2*sz[1], 2)
		near := func(name string, a, b float64) {
			if math.Abs(2*a-b) > 3 {
				t.Errorf("%vx%v: %s is %v at 1× but %v at 2×", sz[0], sz[1], name, a, b)
			}
		}
		if one.compact() != two.compact() {
			t.Errorf("%vx%v: compact %v at 1×, %v at 2×", sz[0], sz[1], one.compact(), two.compact())
		}
		for _, v := range []struct {
			name string
			a, b float64
		}{
			{"unit", one.u, two.u}, {"margin", one.margin, two.margin}, {"font", one.font, two.font},
			{"small", one.small, two.small}, {"panel x", one.panel.X, two.panel.X},
			{"panel width", one.panel.W, two.panel.W}, {"card height", one.cardH, two.cardH},
			{"hand height", one.handH, two.handH}, {"back height", one.oppH, two.oppH},
			{"gem", one.gem, two.gem}, {"discard x", one.discardPos[0], two.discardPos[0]},
			{"caption y", one.labelY, two.labelY},
		} {
			near(v.name, v.a, v.b)
		}
	}
}

// TestDrawPileTakesAPressAsTheFanSquares: the discard pile fans out under
// a pointer resting on it; reaching for the draw pile squares it up
// again, and a press on the draw pile meanwhile starts dragging its top
// card. The spread's motion is ambient: it never turns the player's
// press into "finish the animation" and swallows it.
func TestDrawPileTakesAPressAsTheFanSquares(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "rainbow+gold", 6))
	tb := r.table
	r.waitTurn(0)
	r.Until(600, "the opening", tb.Settled)
	r.turnThenHoverDiscard(2, fanDwell+2)
	if !tb.b.fanned {
		t.Fatal("resting on the discard pile does not fan it out")
	}
	r.App.Context().Settings.AnimationSpeed = 1
	x, y := r.Target("draw").Centre()
	r.In.Move(float64(x), float64(y))
	r.Until(120, "the spread to square up", func() bool { return !tb.b.fanned })
	if !tb.St.Animating() {
		t.Fatalf("reaching for the draw pile: fanned %v, squaring up %v", tb.b.fanned, tb.St.Animating())
	}
	r.In.Press()
	r.Tick(1)
	r.In.Move(float64(x)+30, float64(y)+40)
	r.Tick(2)
	if tb.St.Dragging() == nil {
		t.Fatal("a press on the draw pile while the spread squared up was swallowed")
	}
	r.In.Release()
	r.Tick(1)
}

// TestKeyboardFansTheDiscardPile: Enter on the focused discard pile fans
// it out, and it stays so while the focus rests there, the pointer away;
// Enter again squares it, and it stays square; a hand card focused shows
// its discard's preview, as the pointer on it does.
func TestKeyboardFansTheDiscardPile(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "rainbow+gold", 6))
	tb := r.table
	r.waitTurn(0)
	r.Until(600, "the opening", tb.Settled)
	r.turnThenHoverDiscard(2, 1)
	r.In.Move(5, 5) // the pointer on the felt, away from everything
	r.Tick(2)
	if len(tb.b.discard) < 2 || tb.b.fanned {
		t.Fatalf("set-up: %d discards, fanned %v", len(tb.b.discard), tb.b.fanned)
	}
	press := func(k ebiten.Key) { r.In.Key(k); r.Tick(1) }
	tb.St.SetFocus(tb.zDiscard)
	r.Tick(1)
	press(ebiten.KeyEnter)
	r.Tick(fanDwell + 20)
	if !tb.b.fanned {
		t.Fatal("Enter on the focused discard pile did not leave it fanned out")
	}
	press(ebiten.KeyEnter)
	r.Tick(fanDwell + 20)
	if tb.b.fanned {
		t.Fatal("Enter again did not leave the discard pile square")
	}
	r.act(0, nk.TakeDraw)
	r.waitTurn(0)
	tb.St.SetFocus(tb.b.hand[1].Node)
	r.Tick(2)
	if tb.b.panel.prev.Kind != PreviewDiscard {
		t.Fatal("a focused hand card shows no preview of its discard")
	}
}
