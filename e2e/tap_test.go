package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestTapToClickIsNotLost taps the title's Settings button as a trackpad
// with tap-to-click does: mousedown and mouseup in one task, with no
// animation frame between them. Ebitengine reads the buttons once a tick,
// so without the page holding such a release back (web/loader.js) the
// game never sees the button down and the tap is lost. The pointer moves
// onto the button first, as a finger glides before it taps, which keeps the
// game ticking every frame: that is when a tap was lost (a game idle for a
// second saw the same tap, here).
func TestTapToClickIsNotLost(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := newBrowser(t, nil)
	b.open(srv.URL + "/")
	b.waitReady()
	b.waitScene("title")
	tg := b.target("button:settings")
	x, y := tg.X+tg.W/2, tg.Y+tg.H/2
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	b.frames(2) // the move wakes the game: it ticks every frame now

	// press and release in one task, as a tap sends them
	xs, ys := strconv.FormatFloat(x, 'f', 1, 64), strconv.FormatFloat(y, 'f', 1, 64)
	tap := `(() => {
		const c = document.querySelector("body > canvas");
		const at = {bubbles: true, cancelable: true, button: 0, clientX: ` + xs + `, clientY: ` + ys + `};
		c.dispatchEvent(new MouseEvent("mousedown", Object.assign({buttons: 1}, at)));
		c.dispatchEvent(new MouseEvent("mouseup", Object.assign({buttons: 0}, at)));
		return true;
	})()`
	if !eval[bool](b, tap) {
		t.Fatal("the tap was not sent")
	}
	if got, err := b.poll(`window.salotto && window.salotto.scene === "settings" ? "settings" : ""`, 10*time.Second); err != nil {
		t.Fatalf("a tap on Settings left the game on %q (%s, %v)", eval[string](b, `window.salotto.scene`), got, err)
	}
}
