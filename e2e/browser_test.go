package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Viewport is the page size every test uses: emulated before navigating,
// because --window-size in new headless mode leaves a smaller inner window
// and the game's pixels would no longer be the page's
// (docs/toolchain.md#headless-chromium-and-chromedp).
const viewportW, viewportH = 1280, 720

// browser is one headless Chromium with one page, recording its console.
type browser struct {
	t   *testing.T
	ctx context.Context

	mu      sync.Mutex
	console []chromedp.ConsoleMessage
}

// newBrowser starts Chromium with a fresh profile; extraFlags adds command
// line switches (name → value) for tests that need a crippled browser.
func newBrowser(t *testing.T, extraFlags map[string]any) *browser {
	t.Helper()
	return startBrowser(t, extraFlags, 8*time.Minute)
}

// startBrowser is newBrowser with a time budget for the whole browser. It
// must be set before Chromium starts: the process lives as long as the
// context it was started with, so a whole game needs a longer one than the
// menus.
func startBrowser(t *testing.T, extraFlags map[string]any, budget time.Duration) *browser {
	t.Helper()
	needChrome(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", "new"),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		// Containers give /dev/shm 64 MB, too little for a page this size.
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(viewportW, viewportH),
	}
	for name, v := range extraFlags {
		opts = append(opts, chromedp.Flag(name, v))
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, budget)
	t.Cleanup(func() { cancelTimeout(); cancelBrowser(); cancelAlloc() })

	b := &browser{t: t, ctx: ctx}
	// Starting the page first means the console subscription exists before
	// anything is loaded into it.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(viewportW, viewportH)); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			b.mu.Lock()
			b.console = append(b.console, m)
			b.mu.Unlock()
			if testing.Verbose() {
				fmt.Fprintf(os.Stderr, "    [browser %s] %s\n", m.Type, firstLine(m.Text))
			}
		}
	}()
	return b
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// beforeLoad runs script in every document the page loads, before the
// page's own scripts.
func (b *browser) beforeLoad(script string) {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		b.t.Fatalf("installing a script: %v", err)
	}
}

func (b *browser) open(url string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(url)); err != nil {
		b.t.Fatalf("navigate %s: %v", url, err)
	}
}

// eval evaluates a JavaScript expression into a Go value of type T.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// poll waits until expr is truthy and returns its value as a string
// (expressions here return a string describing why they stopped).
func (b *browser) poll(expr string, timeout time.Duration) (string, error) {
	return b.pollEvery(expr, 25*time.Millisecond, timeout)
}

// pollEvery is poll with its own interval.
func (b *browser) pollEvery(expr string, interval, timeout time.Duration) (string, error) {
	return chromedp.Run(b.ctx, chromedp.Poll[string](expr,
		chromedp.WithPollingInterval(interval), chromedp.WithPollingTimeout(timeout)))
}

// problems lists what makes a browser run a failure: uncaught exceptions
// and unhandled rejections, Go panics and fatal errors (Go's wasm runtime
// prints them through console.log), and an error the game reported.
func (b *browser) problems() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, m := range b.console {
		switch {
		case m.IsException():
			out = append(out, "JavaScript exception: "+m.Text)
		case strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error:"):
			out = append(out, "Go crashed: "+m.Text)
		}
	}
	return out
}

// check fails the test for every problem seen so far, and for an error
// recorded in window.salotto.error.
func (b *browser) check() {
	b.t.Helper()
	for _, p := range b.problems() {
		b.t.Error(p)
	}
	if msg := eval[string](b, `String((window.salotto && window.salotto.error) || "")`); msg != "" {
		b.t.Errorf("window.salotto.error: %s", msg)
	}
}

// consoleText joins everything the page logged, for failure messages.
func (b *browser) consoleText() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var sb strings.Builder
	for _, m := range b.console {
		fmt.Fprintf(&sb, "  %s\n", m)
	}
	return sb.String()
}

// shot saves a screenshot of the page as shots/e2e-NAME.png.
func (b *browser) shot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(shotPath(b.t, name), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// waitReady waits for the game's first frame, failing early when the loader
// or the game reports an error.
func (b *browser) waitReady() {
	b.t.Helper()
	start := time.Now()
	got, err := b.poll(`(() => {
		const l = window.salottoLoader || {}, g = window.salotto || {};
		if (l.error) return "loader failed: " + l.reason + ": " + l.error;
		if (g.error) return "game failed: " + g.error;
		return g.ready === true ? "ready" : "";
	})()`, 2*time.Minute)
	if err != nil || got != "ready" {
		b.t.Fatalf("waiting for window.salotto.ready: %q %v\nconsole:\n%s", got, err, b.consoleText())
	}
	b.t.Logf("game ready %.1f s after navigating", time.Since(start).Seconds())
}

// waitScene waits until the scene on top is one of names and nothing moves.
func (b *browser) waitScene(names ...string) string {
	b.t.Helper()
	list, _ := json.Marshal(names)
	got, err := b.poll(`(() => {
		const g = window.salotto || {};
		if (g.error) return "error: " + g.error;
		return `+string(list)+`.includes(g.scene) && g.settled === true ? g.scene : "";
	})()`, 2*time.Minute)
	if err != nil || strings.HasPrefix(got, "error: ") {
		now := eval[string](b, `JSON.stringify({scene: window.salotto.scene, settled: window.salotto.settled})`)
		b.t.Fatalf("waiting for scene %v to settle: %q %v (now %s)\nconsole:\n%s", names, got, err, now, b.consoleText())
	}
	return got
}

// target is one interactive node as window.salotto.targets() reports it.
type target struct {
	ID, Label  string
	X, Y, W, H float64
}

func (b *browser) targets() []target {
	b.t.Helper()
	var ts []target
	raw := eval[string](b, `window.salotto.targets()`)
	if err := json.Unmarshal([]byte(raw), &ts); err != nil {
		b.t.Fatalf("window.salotto.targets() is not the agreed JSON: %v\n%s", err, raw)
	}
	return ts
}

func (b *browser) target(id string) target {
	b.t.Helper()
	ts := b.targets()
	for _, tg := range ts {
		if tg.ID == id {
			return tg
		}
	}
	ids := make([]string, len(ts))
	for i, tg := range ts {
		ids[i] = tg.ID
	}
	b.t.Fatalf("no target %q on scene %s; targets: %s", id, eval[string](b, `String(window.salotto.scene)`), strings.Join(ids, ", "))
	return target{}
}

// click presses and releases the left button on the centre of a target, as
// a player's mouse would: move there, press, release. Ebitengine reads input
// once per tick, so a press and release that both land between two ticks
// would be lost on a slow machine; each step waits for a few animation
// frames (the game ticks inside requestAnimationFrame) instead of a fixed time.
func (b *browser) click(id string) {
	b.t.Helper()
	tg := b.target(id)
	x, y := tg.X+tg.W/2, tg.Y+tg.H/2
	if x < 0 || y < 0 || x >= viewportW || y >= viewportH {
		b.t.Fatalf("target %s centre (%.0f,%.0f) is off the %dx%d page", id, x, y, viewportW, viewportH)
	}
	for _, step := range []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	} {
		if err := chromedp.Do(b.ctx, step); err != nil {
			b.t.Fatalf("clicking %s: %v", id, err)
		}
		b.frames(3)
	}
}

// frames waits until the page has painted n more animation frames.
func (b *browser) frames(n int) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`new Promise(done => {
		let left = `+strconv.Itoa(n)+`;
		const tick = () => (--left <= 0 ? done(true) : requestAnimationFrame(tick));
		requestAnimationFrame(tick);
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("waiting for frames: %v", err)
	}
}

// escape presses and releases the Escape key, which backs out of any scene.
func (b *browser) escape() {
	b.t.Helper()
	for _, ev := range kb.Encode(0x1b) {
		if _, err := chromedp.Call(b.ctx, input.DispatchKeyEvent, *ev); err != nil {
			b.t.Fatalf("pressing Escape: %v", err)
		}
		b.frames(3)
	}
}
