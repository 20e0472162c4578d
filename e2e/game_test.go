package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestTour plays through the menus as a visitor would: the title, the rules
// of each game, back to the title, the settings and back, all by clicking
// the centres of the nodes the game reports, with a screenshot of each
// screen. Any JavaScript exception or Go panic on the way fails it.
func TestTour(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := newBrowser(t, nil)
	b.open(srv.URL + "/")
	b.waitReady()

	// The loader got out of the way, having counted every byte.
	if got, err := b.poll(`(() => {
		const l = document.getElementById("loader");
		return l && getComputedStyle(l).display === "none" ? "hidden" : "";
	})()`, 5*time.Second); err != nil || got != "hidden" {
		t.Errorf("the loading screen still covers the game: %q %v", got, err)
	}
	progress := eval[string](b, `JSON.stringify(window.salottoLoader)`)
	// Served as itch.io serves it, the brotli game arrives decoded by the
	// browser: the loader counts decoded bytes against the raw size.
	if !eval[bool](b, `(l => l.file === "salotto.wasm.br" && l.fallback === null && l.total === window.salottoBuild.rawSize && l.received === l.total)(window.salottoLoader)`) {
		t.Errorf("after loading, window.salottoLoader = %s; want the brotli file, received = total = the raw size", progress)
	}
	if size := eval[[]int](b, `[document.querySelector("canvas").clientWidth, document.querySelector("canvas").clientHeight]`); size[0] != viewportW || size[1] != viewportH {
		t.Errorf("the canvas is %dx%d, want it to fill the %dx%d page", size[0], size[1], viewportW, viewportH)
	}

	b.waitScene("title")
	b.shot("title")
	for _, id := range []string{"tile:dolcevita", "tile:dolores", "tile:necklace", "button:rules", "button:settings"} {
		tg := b.target(id)
		if tg.W <= 0 || tg.H <= 0 || tg.Label == "" {
			t.Errorf("target %s is %+v: want a size and a label", id, tg)
		}
	}

	steps := []struct {
		click, scene, shot string
	}{
		{"button:rules", "rules:dolcevita", "rules-dolcevita"},
		{"rules-tab:dolores", "rules:dolores", "rules-dolores"},
		{"rules-tab:necklace", "rules:necklace", "rules-necklace"},
		{"button:back", "title", ""},
		{"button:settings", "settings", "settings"},
		{"button:back", "title", "title-again"},
	}
	for _, s := range steps {
		start := time.Now()
		b.click(s.click)
		b.waitScene(s.scene)
		t.Logf("%s -> %s settled in %.1f s", s.click, s.scene, time.Since(start).Seconds())
		if s.shot != "" {
			b.shot(s.shot)
		}
		b.check()
		if t.Failed() {
			t.FailNow()
		}
	}

	// A game's tile opens that game (its rules until a setup screen
	// exists), and Escape comes back, so the keyboard alone can leave.
	b.click("tile:dolores")
	opened := b.waitScene("rules:dolores", "setup:dolores")
	b.shot("tile-" + strings.ReplaceAll(opened, ":", "-"))
	b.escape()
	b.waitScene("title")

	if frames := eval[int](b, `window.salotto.frames`); frames < 1 {
		t.Errorf("window.salotto.frames = %d after a whole tour", frames)
	}
	b.check()
}

// TestConsoleWatchCatchesProblems is the control for every browser test:
// an exception thrown in the page and a Go-style panic line must both be
// seen, or a clean run would prove nothing.
func TestConsoleWatchCatchesProblems(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, copyWithout(t, dir, "salotto.wasm.br", "salotto.wasm.gz"))
	b := newBrowser(t, nil)
	b.open(srv.URL + "/")
	eval[bool](b, `setTimeout(() => { throw new Error("deliberate") }, 0), true`)
	eval[bool](b, `console.log("panic: deliberate"), true`)
	if _, err := b.poll(`document.readyState === "complete" ? "done" : ""`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	var exception, panicked bool
	for i := 0; i < 100 && !(exception && panicked); i++ {
		for _, p := range b.problems() {
			exception = exception || strings.Contains(p, "exception") && strings.Contains(p, "deliberate")
			panicked = panicked || strings.HasPrefix(p, "Go crashed") && strings.Contains(p, "deliberate")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !exception || !panicked {
		t.Errorf("console watch saw exception=%v panic=%v; problems: %q", exception, panicked, b.problems())
	}
}
