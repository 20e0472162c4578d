package e2e

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNecklaceDuelAgainstBot plays a whole two-player game of The
// Duchess's Necklace in the browser as a player would: from the title to
// the setup screen, one person against a bot at normal, Start, then every
// turn a real mouse drag (the draw pile's top, or now and then the discard
// pile's, into the hand; then a hand card onto the discard pile), the
// empty-pile choice by a click, until the results frame, and back to the
// title. Any JavaScript exception or Go panic fails it.
func TestNecklaceDuelAgainstBot(t *testing.T) {
	b := openNecklace(t)
	b.click("seat:1:human")
	b.click("seat:2:normal")
	b.click("option:expansions:none")
	b.playNecklace("nk-duel")
}

// TestNecklaceSoloBothExpansions plays a whole solo game against the rival
// jeweller with the rainbow stones and court gold in the deck, to the
// results frame with the player's rating.
func TestNecklaceSoloBothExpansions(t *testing.T) {
	b := openNecklace(t)
	b.click("players:minus")
	b.click("seat:1:human")
	b.click("option:expansions:rainbow+gold")
	if n := b.seats(); n != 1 {
		t.Fatalf("after one fewer player the setup shows %d seats", n)
	}
	b.playNecklace("nk-solo")
}

// necklaceBrowser is the shared game browser with the Necklace's turns.
type necklaceBrowser struct {
	*gameBrowser
	refused int // drags the table did not take (tried again)
}

// openNecklace opens the bundle at the title, sets the fastest animation
// speed and opens the Necklace's setup screen.
func openNecklace(t *testing.T) *necklaceBrowser {
	return &necklaceBrowser{gameBrowser: openSetup(t, "necklace", 10*time.Minute)}
}

// seats counts the seat rows the setup screen shows.
func (b *necklaceBrowser) seats() int {
	n := 0
	for _, tg := range b.targets() {
		if strings.HasPrefix(tg.ID, "seat:") && strings.HasSuffix(tg.ID, ":name") {
			n++
		}
	}
	return n
}

// playNecklace starts the game set up on the screen and plays it to the
// results frame, saving screenshots named from prefix, then goes back to
// the title.
func (b *necklaceBrowser) playNecklace(prefix string) {
	t := b.t
	b.waitScene("setup:necklace")
	b.shot(prefix + "-setup")
	b.check()
	b.click("button:start")
	b.waitScene("play:necklace", "results:necklace")
	b.shot(prefix + "-table-start")
	eval[bool](b.browser, `window.__dvMeasure = true`)
	start := time.Now()

	turns, discards, fromDiscard, choices := 0, 0, 0, 0
	for step := 0; ; step++ {
		if step > 200 {
			t.Fatalf("no end after %d steps", step)
		}
		state := b.waitNecklaceTurn(prefix)
		if state == "results" {
			break
		}
		switch state {
		case "take":
			// the first turn of the game can only draw; later, every third
			// take is the discard pile's top when there is one
			from := "draw"
			if turns > 0 && turns%3 == 1 && b.has("discard") && b.discardCount() > 0 {
				from = "discard"
			}
			if turns == 2 {
				b.hover(from)
				b.shot(prefix + "-preview")
			}
			t.Logf("take %d: from the %s pile", turns+1, from)
			if b.act(from, "hand") {
				turns++
				if from == "discard" {
					fromDiscard++
				}
			}
		case "discard":
			hand := b.handCards()
			card := hand[(turns*7)%len(hand)]
			if b.act(card.ID, "discard-pile") {
				discards++
				if discards%4 == 0 {
					b.shot(fmt.Sprintf("%s-turn-%02d", prefix, discards))
				}
			}
		case "choice":
			// the draw pile is empty: take the discard once, then end
			b.shot(fmt.Sprintf("%s-choice-%d", prefix, choices))
			id := "end-game"
			if choices == 0 {
				id = "take-discard"
			}
			b.click(id)
			choices++
			if _, err := b.poll(`(() => { const g = window.salotto; return g.scene !== "play:necklace" || !JSON.parse(g.targets()).some(t => t.id === "end-game") ? "taken" : ""; })()`, 5*time.Second); err != nil {
				t.Fatalf("the choice %s was not taken: %v", id, err)
			}
		}
		b.check()
		if t.Failed() {
			t.FailNow()
		}
	}
	elapsed := time.Since(start)
	eval[bool](b.browser, `window.__dvMeasure = false`)
	b.shot(prefix + "-results")
	for _, id := range []string{"button:rematch", "button:title"} {
		b.target(id)
	}
	if turns < 3 || discards < 3 {
		t.Errorf("the game ended after %d takes and %d discards by the person", turns, discards)
	}
	t.Logf("%s: %d takes (%d from the discard pile), %d discards, %d empty-pile choices, %d drags retried, in %.1f s",
		prefix, turns, fromDiscard, discards, choices, b.refused, elapsed.Seconds())
	b.reportFrames()
	b.click("button:title")
	b.waitScene("title")
	b.check()
}

// necklaceState names what the table waits for: "take" (a hand of four
// at the person's turn, the draw pile there), "discard" (a hand of five), "choice" (the empty
// draw pile's two buttons), "results", or "" while anything moves or a
// bot plays.
const necklaceState = `(() => {
	const g = window.salotto || {};
	if (g.error) return "error: " + g.error;
	if (g.scene === "results:necklace") return g.settled ? "results" : "";
	if (g.scene !== "play:necklace" || !g.settled) return "";
	const ts = JSON.parse(g.targets());
	if (ts.some(t => t.id === "end-game")) return "choice";
	const hand = ts.filter(t => t.id.startsWith("hand:")).length;
	// with no draw pile and no choice the game is over: the hands turn
	// over and the necklaces are strung before the results
	const take = hand === 4 && ts.some(t => t.id === "draw");
	return hand === 5 ? "discard" : take ? "take" : "";
})()`

// waitNecklaceTurn waits until the table waits for the person, or the
// results are up, and returns which (see necklaceState).
func (b *necklaceBrowser) waitNecklaceTurn(prefix string) string {
	b.t.Helper()
	got, err := b.poll(necklaceState, 3*time.Minute)
	if err != nil || strings.HasPrefix(got, "error") {
		b.shot(prefix + "-timeout")
		b.t.Fatalf("waiting for the person's turn: %q %v (scene %s, settled %v)\nconsole:\n%s", got, err,
			eval[string](b.browser, `String(window.salotto.scene)`), eval[bool](b.browser, `!!window.salotto.settled`), b.consoleText())
	}
	return got
}

// handSize counts the hand cards the table shows, -1 once the table is
// gone (the results took its place).
func (b *necklaceBrowser) handSize() int {
	return eval[int](b.browser, `(() => {
		const g = window.salotto || {};
		if (g.scene !== "play:necklace") return -1;
		return JSON.parse(g.targets()).filter(t => t.id.startsWith("hand:")).length;
	})()`)
}

// act drags target from onto target to (both where the table shows them
// now: resting on the discard pile fans it out, so an older position of
// its top card may be stale) and waits until the hand no longer holds the
// cards it held (the table took the move) or the table is gone. A drag
// the table did not take is logged and counted, and the move is made by
// click-then-click instead, which the table offers as well.
func (b *necklaceBrowser) act(from, to string) bool {
	b.t.Helper()
	before := b.handSize()
	b.approach(from)
	b.drag(b.target(from), b.target(to), false)
	if b.handChanged(before) {
		return true
	}
	b.refused++
	b.shot(fmt.Sprintf("nk-drag-not-taken-%d", b.refused))
	b.t.Logf("drag of %s onto %s was not taken; clicking %s then %s", from, to, from, to)
	if b.refused > 2 {
		b.t.Fatalf("%d drags not taken; targets now %v", b.refused, ids(b.targets()))
	}
	b.click(from)
	b.click(to)
	return b.handChanged(before)
}

// handChanged waits a few seconds for the hand to hold other than before
// cards (or the table to be gone).
func (b *necklaceBrowser) handChanged(before int) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); b.frames(2) {
		if b.handSize() != before {
			return true
		}
	}
	return false
}

// approach moves the mouse towards a target over a few frames, as a hand
// reaches for a card, so the game loop (asleep on a still screen) is awake
// when the button goes down.
func (b *necklaceBrowser) approach(id string) {
	b.t.Helper()
	tg := b.target(id)
	for i := 4; i >= 1; i-- {
		x, y := tg.X+tg.W/2-float64(12*i), tg.Y+tg.H/2+float64(8*i)
		if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
			b.t.Fatalf("reaching for %s: %v", id, err)
		}
		b.frames(1)
	}
}

// hover rests the mouse on a target (the live necklace previews it).
func (b *necklaceBrowser) hover(id string) {
	b.t.Helper()
	tg := b.target(id)
	if err := chromedp.Do(b.ctx, chromedp.MouseEvent(chromedp.MouseMoved, tg.X+tg.W/2, tg.Y+tg.H/2)); err != nil {
		b.t.Fatalf("hovering %s: %v", id, err)
	}
	b.frames(3)
}

// has reports whether the scene shows target id.
func (b *necklaceBrowser) has(id string) bool {
	for _, tg := range b.targets() {
		if tg.ID == id {
			return true
		}
	}
	return false
}

// discardCount is 0 for an empty discard pile and 1 for one with a card:
// the empty pile's "discard" target is its drop zone, a card's is smaller.
func (b *necklaceBrowser) discardCount() int {
	d, z := b.target("discard"), b.target("discard-pile")
	if d.W == z.W && d.H == z.H {
		return 0
	}
	return 1
}

// handCards lists the person's hand cards, by card id.
func (b *necklaceBrowser) handCards() []target {
	var hand []target
	for _, tg := range b.targets() {
		if strings.HasPrefix(tg.ID, "hand:") {
			hand = append(hand, tg)
		}
	}
	sort.Slice(hand, func(i, j int) bool { return hand[i].ID < hand[j].ID })
	if len(hand) == 0 {
		b.t.Fatal("no hand cards at the person's turn")
	}
	return hand
}
