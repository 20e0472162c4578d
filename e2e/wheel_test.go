package e2e

import (
	"math"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestWheelScrollsAFewLines turns the mouse wheel one notch on a rules
// page, as Chromium reports it (deltaY 100 CSS pixels), and checks that the
// page moved as far as one Arrow Down press, three lines, and not to its
// end: the browser counts wheel deltas in pixels where the desktop counts
// lines, and one notch once jumped a whole page's length.
func TestWheelScrollsAFewLines(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := newBrowser(t, nil)
	b.open(srv.URL + "/?scene=rules:dolores")
	b.waitReady()
	b.waitScene("rules:dolores")
	track := b.target("scrollbar")
	top := b.target("scrollbar:thumb")
	if top.Y > track.Y+1 {
		t.Fatalf("the page opens scrolled: thumb %+v on track %+v", top, track)
	}

	x, y := float64(viewportW/2), float64(viewportH*2/3)
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		t.Fatal(err)
	}
	b.frames(3)
	wheel := wheelParams{Type: "mouseWheel", X: x, Y: y, DeltaX: 0, DeltaY: 100}
	if _, err := chromedp.Call(b.ctx, dispatchWheel, wheel); err != nil {
		t.Fatalf("turning the wheel: %v", err)
	}
	b.frames(3)
	b.waitScene("rules:dolores")
	byWheel := b.target("scrollbar:thumb")
	b.shot("wheel-one-notch")

	// Back to the top, then one Arrow Down: three lines by definition.
	b.key(kb.Home)
	b.waitScene("rules:dolores")
	if back := b.target("scrollbar:thumb"); math.Abs(back.Y-top.Y) > 1 {
		t.Fatalf("Home left the thumb at %.0f, want %.0f", back.Y, top.Y)
	}
	b.key(kb.ArrowDown)
	b.waitScene("rules:dolores")
	byKey := b.target("scrollbar:thumb")

	moved, step := byWheel.Y-top.Y, byKey.Y-top.Y
	t.Logf("thumb moved %.1f px for one notch, %.1f px for Arrow Down (track %.0f px, thumb %.0f px)", moved, step, track.H, top.H)
	if step <= 0 {
		t.Fatalf("Arrow Down did not scroll (thumb %+v)", byKey)
	}
	if moved <= 0 {
		t.Fatalf("one wheel notch did not scroll down (thumb %+v, was %+v)", byWheel, top)
	}
	if end := track.Y + track.H - byWheel.H; byWheel.Y >= end-1 {
		t.Fatalf("one wheel notch scrolled to the end of the page (thumb at %.0f of %.0f)", byWheel.Y, end)
	}
	if math.Abs(moved-step) > math.Max(1.5, step*0.1) {
		t.Errorf("one wheel notch moved the thumb %.1f px, Arrow Down (three lines) %.1f px: want the same", moved, step)
	}
	b.check()
}

// wheelParams are Input.dispatchMouseEvent's parameters for a wheel turn.
// cdproto's own omit a zero deltaX, which Chromium requires for mouseWheel.
type wheelParams struct {
	Type   string  `json:"type"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	DeltaX float64 `json:"deltaX"`
	DeltaY float64 `json:"deltaY"`
}

var dispatchWheel = cdp.Command[wheelParams, cdp.Empty]{Method: input.CommandDispatchMouseEvent}

// key presses and releases a key (a kb constant such as kb.ArrowDown).
func (b *browser) key(k string) {
	b.t.Helper()
	for _, ev := range kb.Encode([]rune(k)[0]) {
		if _, err := chromedp.Call(b.ctx, input.DispatchKeyEvent, *ev); err != nil {
			b.t.Fatalf("pressing %q: %v", k, err)
		}
		b.frames(3)
	}
}
