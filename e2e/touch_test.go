package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// A phone held sideways, at two device pixels per CSS pixel: the game
// renders at 1688x780 device pixels and reports its targets in them.
const phoneW, phoneH, phoneScale = 844, 390, 2

// touchBrowser drives the page with a finger: Chrome's touch emulation on,
// every gesture a sequence of Input.dispatchTouchEvent calls a few
// animation frames apart (Ebitengine reads touches once per tick, so a
// touch that starts and ends between two ticks would never be seen).
type touchBrowser struct {
	*browser
	scale float64 // game pixels per CSS pixel, from window.salotto.scale
}

// TestDolceVitaByTouch plays Dolce Vita moves with a finger on a HiDPI
// phone: the game renders at the device's pixels, a drag of a number card
// to a column places it, a tap on a card then a tap on a column places it,
// a long press is a tap, and a second finger during a drag sends the card
// home without placing it.
func TestDolceVitaByTouch(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := &touchBrowser{browser: startBrowser(t, nil, 10*time.Minute)}
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(phoneW, phoneH, chromedp.EmulateScale(phoneScale), chromedp.EmulateTouch, chromedp.EmulateLandscape)); err != nil {
		t.Fatalf("emulating a phone: %v", err)
	}
	b.open(srv.URL + "/?mute=1&seed=3&scene=play:dolcevita")
	b.waitReady()
	b.waitScene("play:dolcevita")

	// HiDPI in the browser: Ebitengine reports devicePixelRatio as the
	// device scale factor, and the game draws at it.
	b.scale = eval[float64](b.browser, `window.salotto.scale`)
	canvas := eval[[]float64](b.browser, `[document.querySelector("canvas").width, document.querySelector("canvas").clientWidth]`)
	if b.scale != phoneScale || canvas[0] != phoneScale*canvas[1] {
		t.Fatalf("window.salotto.scale = %v, canvas %v px for %v CSS px; want the game at %d device pixels per CSS pixel", b.scale, canvas[0], canvas[1], phoneScale)
	}
	right := 0.0
	for _, tg := range b.targets() {
		right = math.Max(right, tg.X+tg.W)
	}
	if right <= phoneW {
		t.Fatalf("targets end at x=%v on a %d CSS px page: want device pixels (about %d)", right, phoneW, phoneW*phoneScale)
	}
	b.shot("touch-start")

	// 1. Drag the highest number card to a column with one finger.
	b.waitHand()
	hand, cols := b.handAndColumns()
	card := hand[len(hand)-1]
	b.touchDrag(card, cols[1], false)
	b.waitGone(card, "a finger drag to "+cols[1].ID)
	b.shot("touch-dragged")
	b.check()

	// 2. Tap a card to pick it up, then tap a column to place it.
	b.waitHand()
	hand, cols = b.handAndColumns()
	card = hand[0]
	b.tap(card, 2)
	b.frames(3)
	if !b.present(card) {
		t.Fatalf("a tap on %s placed it already", card.ID)
	}
	b.tap(cols[4], 2)
	b.waitGone(card, "a tap on the card then on "+cols[4].ID)
	b.check()

	// 3. A second finger during a drag aborts it: the card goes home and
	// lifting the fingers over the column places nothing.
	b.waitHand()
	hand, cols = b.handAndColumns()
	card = hand[len(hand)-1]
	before := len(hand)
	b.touchDrag(card, cols[2], true)
	b.frames(30) // the glide home
	if !b.present(card) {
		t.Fatalf("a drag a second finger joined placed %s", card.ID)
	}
	if n, _ := b.handAndColumns(); len(n) != before || !b.settledHand() {
		t.Fatalf("after a two-finger touch the hand holds %d cards (was %d), settled %v", len(n), before, b.settledHand())
	}
	b.check()

	// 4. A long press is a tap: hold a card still for a second, lift,
	// then tap a column.
	b.tap(card, 60)
	b.frames(3)
	b.tap(cols[6], 2)
	b.waitGone(card, "a long press on the card then a tap on "+cols[6].ID)
	b.shot("touch-long-press")
	b.check()
}

// css converts a target's centre from game pixels to the page's.
func (b *touchBrowser) css(tg target) (x, y float64) {
	x, y = (tg.X+tg.W/2)/b.scale, (tg.Y+tg.H/2)/b.scale
	if x < 0 || y < 0 || x >= phoneW || y >= phoneH {
		b.t.Fatalf("target %s centre (%.0f,%.0f) is off the %dx%d page", tg.ID, x, y, phoneW, phoneH)
	}
	return x, y
}

// touch dispatches one touch event with the given fingers down (none for
// the end), then waits for frames animation frames.
func (b *touchBrowser) touch(typ input.DispatchTouchEventType, frames int, fingers ...[2]float64) {
	b.t.Helper()
	points := make([]*input.TouchPoint, 0, len(fingers))
	for i, f := range fingers {
		id := float64(i + 1)
		points = append(points, &input.TouchPoint{X: f[0], Y: f[1], ID: &id})
	}
	if _, err := chromedp.Call(b.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points}); err != nil {
		b.t.Fatalf("touch %s: %v", typ, err)
	}
	b.frames(frames)
}

// tap puts a finger on tg's centre, keeps it there for held frames and
// lifts it.
func (b *touchBrowser) tap(tg target, held int) {
	b.t.Helper()
	x, y := b.css(tg)
	b.touch(input.DispatchTouchEventTypeTouchStart, held, [2]float64{x, y})
	b.touch(input.DispatchTouchEventTypeTouchEnd, 2)
}

// touchDrag slides a finger from from's centre to to's in steps, a frame
// or two apart. With second, a second finger comes down halfway, and the
// first lifts before it.
func (b *touchBrowser) touchDrag(from, to target, second bool) {
	b.t.Helper()
	fx, fy := b.css(from)
	tx, ty := b.css(to)
	b.touch(input.DispatchTouchEventTypeTouchStart, 2, [2]float64{fx, fy})
	const steps = 8
	other := [2]float64{tx + 60, ty}
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		p := [2]float64{fx + (tx-fx)*f + 10*math.Sin(f*math.Pi), fy + (ty-fy)*f}
		if second && i > steps/2 {
			b.touch(input.DispatchTouchEventTypeTouchMove, 1, p, other)
		} else {
			b.touch(input.DispatchTouchEventTypeTouchMove, 1, p)
		}
	}
	if second {
		// the first finger lifts over the column while the other rests:
		// the game must not press where the other finger is
		b.liftFirst(other)
	}
	b.touch(input.DispatchTouchEventTypeTouchEnd, 2)
}

// liftFirst lifts finger 1 and keeps finger 2 at rest (a touchMove that
// lists only finger 2: Chrome ends the missing finger).
func (b *touchBrowser) liftFirst(rest [2]float64) {
	b.t.Helper()
	id := 2.0
	if _, err := chromedp.Call(b.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
		Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: []*input.TouchPoint{{X: rest[0], Y: rest[1], ID: &id}}}); err != nil {
		b.t.Fatalf("lifting the first finger: %v", err)
	}
	b.frames(4)
}

// handAndColumns lists the hand's number cards (by number) and the
// columns' drop zones (left to right).
func (b *touchBrowser) handAndColumns() (hand, cols []target) {
	g := gameBrowser{browser: b.browser}
	return g.handAndColumns()
}

// present reports whether tg's id is still among the targets.
func (b *touchBrowser) present(tg target) bool {
	return eval[bool](b.browser, fmt.Sprintf(`JSON.parse(window.salotto.targets()).some(t => t.id === %q)`, tg.ID))
}

// settledHand reports the table standing still with the hand offered.
func (b *touchBrowser) settledHand() bool {
	return eval[bool](b.browser, `window.salotto.scene === "play:dolcevita" && window.salotto.settled &&
		JSON.parse(window.salotto.targets()).some(t => t.id.startsWith("hand:"))`)
}

// waitGone waits until card left the hand: the table took the move.
func (b *touchBrowser) waitGone(card target, how string) {
	b.t.Helper()
	if _, err := b.poll(fmt.Sprintf(`(() => {
		const g = window.salotto;
		if (g.error) return "error";
		return JSON.parse(g.targets()).some(t => t.id === %q) ? "" : "gone";
	})()`, card.ID), 10*time.Second); err != nil {
		b.shot("touch-stuck")
		b.t.Fatalf("%s did not place %s: %v\nconsole:\n%s", how, card.ID, err, b.consoleText())
	}
}

// waitHand waits for the human's turn on a still table, tapping an empty
// spot of the felt while the bots' cards fly (a tap finishes animations).
func (b *touchBrowser) waitHand() {
	b.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	empty := target{ID: "felt", X: float64(phoneW-8) * b.scale, Y: float64(phoneH-8) * b.scale}
	for !b.settledHand() {
		if msg := eval[string](b.browser, `String(window.salotto.error || "")`); msg != "" || time.Now().After(deadline) {
			b.shot("touch-timeout")
			b.t.Fatalf("waiting for the human's turn (scene %s): %s", eval[string](b.browser, `String(window.salotto.scene)`), msg)
		}
		if strings.HasPrefix(eval[string](b.browser, `String(window.salotto.scene)`), "results") {
			b.t.Fatal("the game ended before the touch moves were made")
		}
		if !eval[bool](b.browser, `!!window.salotto.settled`) {
			b.tap(empty, 1)
		}
		b.frames(5)
	}
}
