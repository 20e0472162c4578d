package e2e

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// gameBrowser is the shared browser with what playing a game needs.
type gameBrowser struct {
	*browser
	skips int // clicks that hurried animations along
}

// openSetup opens the bundle at the title, chooses the Settings screen's
// fastest animation speed, and opens game's setup screen: the start of
// every whole-game test. The setup screen's first deal is the page's
// seed, fixed here (SALOTTO_E2E_SEED picks another) so that each run
// plays the same game: a failure can be replayed, and CI's verdict does
// not depend on which game a run happened to deal.
func openSetup(t *testing.T, game string, limit time.Duration) *gameBrowser {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := &gameBrowser{browser: startBrowser(t, nil, limit)}
	b.beforeLoad(frameSampler)
	seed := "20261201"
	if s := os.Getenv("SALOTTO_E2E_SEED"); s != "" {
		seed = s
	}
	t.Logf("the first deal's seed is %s (SALOTTO_E2E_SEED)", seed)
	b.open(srv.URL + "/?mute=1&seed=" + seed)
	b.waitReady()
	b.waitScene("title")
	b.click("button:settings")
	b.waitScene("settings")
	b.click("choice:speed:very-fast")
	b.click("button:back")
	b.waitScene("title")
	b.click("tile:" + game)
	b.waitScene("setup:" + game)
	return b
}

// setPlayers sets the setup screen's player count to n with its − and +
// buttons, counting the seats by their name fields.
func (b *gameBrowser) setPlayers(n int) {
	seats := 0
	for _, tg := range b.targets() {
		if strings.HasSuffix(tg.ID, ":name") {
			seats++
		}
	}
	for ; seats < n; seats++ {
		b.click("players:plus")
	}
	for ; seats > n; seats-- {
		b.click("players:minus")
	}
}

// frameSampler records the gap between animation frames once
// window.__dvMeasure is set: the page's own clock, so a frame the game
// held up (a slow Update or Draw, a bot thinking too long) shows as a long
// gap. Beside each gap it notes whether the game drew a frame in it
// (window.salotto.frames moved: __dvDrew) and the game's Go time in its
// last frame (window.salotto.cost: __dvCost), for docs/frames.md's figures.
const frameSampler = `(() => {
	window.__dvGaps = [], window.__dvDrew = [], window.__dvCost = [];
	let last = 0, frames = 0;
	const tick = (now) => {
		const g = window.salotto || {};
		if (window.__dvMeasure && last) {
			window.__dvGaps.push(now - last);
			window.__dvDrew.push(g.frames !== frames);
			window.__dvCost.push(g.cost || 0);
		}
		last = now, frames = g.frames;
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})();`

// TestDolceVitaGameByDragging plays a whole three-player Dolce Vita game
// in the browser the way a player would: from the title to the setup
// screen, one person against two bots, Start, then every placement a real
// mouse drag from a number card in the hand to a column's drop zone, until
// the results screen, and back to the title. Animations run at the
// Settings screen's fastest speed. Any JavaScript exception or Go panic
// fails it.
func TestDolceVitaGameByDragging(t *testing.T) {
	b := openSetup(t, "dolcevita", 15*time.Minute)
	b.setPlayers(3)
	b.click("seat:1:human")
	b.click("seat:2:normal")
	b.click("seat:3:easy")
	b.waitScene("setup:dolcevita")
	b.shot("dv-setup")
	b.check()

	b.click("button:start")
	b.waitScene("play:dolcevita", "results:dolcevita")
	b.shot("dv-table-start")
	eval[bool](b.browser, `window.__dvMeasure = true`)
	start := time.Now()

	moves, refused := 0, 0
	for {
		t0 := time.Now()
		state := b.waitHumanTurn()
		waited := time.Since(t0)
		if state == "results" {
			break
		}
		hand, cols := b.handAndColumns()
		if len(hand) == 0 || len(cols) != 7 {
			t.Fatalf("at the human's turn: hand %v, %d columns", ids(hand), len(cols))
		}
		// Spread the cards over the columns, the biggest card first.
		card := hand[len(hand)-1]
		col := cols[(moves*3+refused)%len(cols)]
		t1 := time.Now()
		b.drag(card, col, moves == 0)
		t.Logf("move %d: waited %.1f s for the turn, dragged %s to %s in %.1f s", moves+1, waited.Seconds(), card.ID, col.ID, time.Since(t1).Seconds())
		if moves == 0 {
			b.shot("dv-first-drop")
		}
		// The card leaves the hand once the table took the move.
		if _, err := b.poll(fmt.Sprintf(`(() => {
			const g = window.salotto;
			if (g.error) return "error";
			if (g.scene !== "play:dolcevita") return "moved";
			return JSON.parse(g.targets()).some(t => t.id === %q) ? "" : "moved";
		})()`, card.ID), 5*time.Second); err != nil {
			refused++
			t.Logf("drag of %s to %s was not taken (%v); trying again", card.ID, col.ID, err)
			if refused > 5 {
				b.shot("dv-stuck")
				t.Fatalf("%d drags not taken; targets now %v", refused, ids(b.targets()))
			}
			continue
		}
		moves++
		if moves%6 == 0 {
			b.shot(fmt.Sprintf("dv-move-%02d", moves))
		}
		b.check()
		if t.Failed() {
			t.FailNow()
		}
	}
	elapsed := time.Since(start)
	eval[bool](b.browser, `window.__dvMeasure = false`)
	b.shot("dv-results")
	for _, id := range []string{"button:rematch", "button:title"} {
		b.target(id)
	}
	if moves < 6 {
		t.Errorf("the game ended after %d placements by the human", moves)
	}
	t.Logf("played %d placements by drag (%d retried, %d skip clicks) in %.1f s", moves, refused, b.skips, elapsed.Seconds())
	b.reportFrames()

	b.click("button:title")
	b.waitScene("title")
	b.shot("dv-title-after")
	b.check()
}

// skipX, skipY is a spot of the table with nothing on it (right of the
// hand): a click there while cards move is a player's "get on with it",
// which finishes the running animations at once.
const skipX, skipY = viewportW - 50, viewportH - 20

// waitHumanTurn waits until the table stands still with the human's hand
// offered (the table is settled only then, or at the end), or the results
// are up. It returns "hand" or "results". Like an impatient player it
// clicks an empty spot of the table whenever cards have been moving for a
// while, so bots' flights and the round's resolution finish at once.
func (b *gameBrowser) waitHumanTurn() string {
	b.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		got, err := b.poll(`(() => {
			const g = window.salotto || {};
			if (g.error) return "error: " + g.error;
			if (g.scene === "results:dolcevita") return g.settled ? "results" : "";
			if (g.scene !== "play:dolcevita" || !g.settled) return "";
			return JSON.parse(g.targets()).some(t => t.id.startsWith("hand:")) ? "hand" : "";
		})()`, 1500*time.Millisecond)
		if err == nil && !strings.HasPrefix(got, "error") {
			return got
		}
		if strings.HasPrefix(got, "error") || time.Now().After(deadline) {
			b.shot("dv-timeout")
			b.t.Fatalf("waiting for the human's turn: %q %v (scene %s, settled %v)\nconsole:\n%s", got, err,
				eval[string](b.browser, `String(window.salotto.scene)`), eval[bool](b.browser, `!!window.salotto.settled`), b.consoleText())
		}
		if eval[bool](b.browser, `window.salotto.scene === "play:dolcevita" && !window.salotto.settled`) {
			b.skips++
			for _, a := range []chromedp.Action[chromedp.Void]{
				chromedp.MouseEvent(chromedp.MouseMoved, skipX, skipY),
				chromedp.MouseEvent(chromedp.MousePressed, skipX, skipY, chromedp.ButtonLeft, chromedp.ClickCount(1)),
				chromedp.MouseEvent(chromedp.MouseReleased, skipX, skipY, chromedp.ButtonLeft, chromedp.ClickCount(1)),
			} {
				if err := chromedp.Do(b.ctx, a); err != nil {
					b.t.Fatalf("clicking to skip: %v", err)
				}
				b.frames(1)
			}
		}
	}
}

// handAndColumns lists the number cards in the hand (by number) and the
// columns' drop zones (left to right).
func (b *gameBrowser) handAndColumns() (hand, cols []target) {
	for _, tg := range b.targets() {
		switch {
		case strings.HasPrefix(tg.ID, "hand:"):
			hand = append(hand, tg)
		case strings.HasPrefix(tg.ID, "column:"):
			cols = append(cols, tg)
		}
	}
	sort.Slice(hand, func(i, j int) bool { return hand[i].ID < hand[j].ID })
	sort.Slice(cols, func(i, j int) bool { return cols[i].ID < cols[j].ID })
	return hand, cols
}

func ids(ts []target) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.ID
	}
	return out
}

// drag presses on from's centre, moves to to's centre in steps with the
// button held (a frame or two apart, as a hand moves), and releases there.
// shot saves a picture while the card is carried.
func (b *gameBrowser) drag(from, to target, shot bool) {
	b.t.Helper()
	fx, fy := from.X+from.W/2, from.Y+from.H/2
	tx, ty := to.X+to.W/2, to.Y+to.H/2
	held := func(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }
	do := func(a chromedp.Action[chromedp.Void], frames int) {
		b.t.Helper()
		if err := chromedp.Do(b.ctx, a); err != nil {
			b.t.Fatalf("dragging %s to %s: %v", from.ID, to.ID, err)
		}
		b.frames(frames)
	}
	do(chromedp.MouseEvent(chromedp.MouseMoved, fx, fy), 1)
	do(chromedp.MouseEvent(chromedp.MousePressed, fx, fy, chromedp.ButtonLeft, chromedp.ClickCount(1)), 1)
	const steps = 6
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		// a slight arc, as a wrist moves
		x := fx + (tx-fx)*f + 20*math.Sin(f*math.Pi)
		y := fy + (ty-fy)*f
		do(chromedp.MouseEvent(chromedp.MouseMoved, x, y, held), 1)
		if shot && i == steps*2/3 {
			b.shot("dv-dragging")
		}
	}
	do(chromedp.MouseEvent(chromedp.MouseMoved, tx, ty, held), 1)
	do(chromedp.MouseEvent(chromedp.MouseReleased, tx, ty, chromedp.ButtonLeft, chromedp.ClickCount(1)), 1)
}

// reportFrames logs the gaps between the page's animation frames while the
// table was open: how smooth the game looked in this browser.
func (b *gameBrowser) reportFrames() {
	b.t.Helper()
	var gaps []float64
	var drew []bool
	if err := json.Unmarshal([]byte(eval[string](b.browser, `JSON.stringify(window.__dvGaps || [])`)), &gaps); err != nil || len(gaps) == 0 {
		b.t.Logf("no frame gaps recorded (%v)", err)
		return
	}
	var drawn []float64
	if json.Unmarshal([]byte(eval[string](b.browser, `JSON.stringify(window.__dvDrew || [])`)), &drew) == nil && len(drew) == len(gaps) {
		for i, g := range gaps {
			if drew[i] {
				drawn = append(drawn, g)
			}
		}
	}
	sort.Float64s(gaps)
	sum, long := 0.0, 0
	for _, g := range gaps {
		sum += g
		if g > 33.4 {
			long++
		}
	}
	p := func(q float64) float64 { return gaps[min(len(gaps)-1, int(q*float64(len(gaps))))] }
	b.t.Logf("browser frames while playing: %d, mean %.1f ms, median %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms, %d (%.1f%%) longer than 33 ms",
		len(gaps), sum/float64(len(gaps)), p(0.5), p(0.95), p(0.99), gaps[len(gaps)-1], long, 100*float64(long)/float64(len(gaps)))
	if len(drawn) > 0 {
		m := median(drawn)
		b.t.Logf("the frames the game drew: %d, median %.1f ms; the longest frame is %.2fx that (docs/frames.md: at most 2x)", len(drawn), m, gaps[len(gaps)-1]/m)
	}
}
