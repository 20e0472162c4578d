package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// player is one person in an online room: a Chromium of their own, with
// its own profile (its own localStorage, so its own seat tokens), on the
// page a room server serves.
type player struct {
	*necklaceBrowser
	name string
	srv  *roomServer
}

// newPlayer starts name's browser, opens the server's page at the title
// and chooses the Settings screen's fastest animation speed, as a player
// in a hurry would (it is kept in the profile, like every setting).
// Nothing else is set up: Play online is reached from the title.
func newPlayer(t *testing.T, srv *roomServer, name string, budget time.Duration) *player {
	t.Helper()
	return newPlayerAt(t, srv, name, budget, "")
}

// newPlayerAt is newPlayer with more of the page's address after
// ?mute=1 (&seed=N: the rooms this player makes deal seed N).
func newPlayerAt(t *testing.T, srv *roomServer, name string, budget time.Duration, query string) *player {
	t.Helper()
	p := &player{necklaceBrowser: &necklaceBrowser{gameBrowser: &gameBrowser{browser: startBrowser(t, nil, budget)}}, name: name, srv: srv}
	p.beforeLoad(frameSampler)
	// Copy link writes the clipboard, which the test reads back as the
	// link a friend is sent.
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.Call(p.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: srv.URL()}); err != nil {
			t.Fatalf("%s: granting %s: %v", name, name, err)
		}
	}
	p.open(srv.URL() + "/?mute=1" + query)
	p.waitReady()
	p.waitScene("title")
	p.click("button:settings")
	p.waitScene("settings")
	p.click("choice:speed:very-fast")
	p.click("button:back")
	p.waitScene("title")
	return p
}

// typeText types s on the keyboard, a key at a time, as a person does.
func (p *player) typeText(s string) {
	p.t.Helper()
	for _, r := range s {
		for _, ev := range kb.Encode(r) {
			if _, err := chromedp.Call(p.ctx, input.DispatchKeyEvent, *ev); err != nil {
				p.t.Fatalf("typing %q: %v", s, err)
			}
		}
		p.frames(1)
	}
}

// enter presses Enter.
func (p *player) enter() { p.key(kb.Enter) }

// typeName types the player's name into Play online's name field.
func (p *player) typeName() {
	p.t.Helper()
	p.click("field:name")
	p.typeText(p.name)
	p.enter()
}

// label is the label of target id, "" when the scene does not show it.
func (p *player) label(id string) string {
	p.t.Helper()
	for _, tg := range p.targets() {
		if tg.ID == id {
			return tg.Label
		}
	}
	return ""
}

// waitLabel waits until target id's label contains want (the room bar,
// the lobby's seats, the results' check), and returns it.
func (p *player) waitLabel(id, want string, timeout time.Duration) string {
	p.t.Helper()
	expr := fmt.Sprintf(`(() => {
		const g = window.salotto || {};
		if (g.error) return "error: " + g.error;
		const t = JSON.parse(g.targets()).find(t => t.id === %q);
		return t && t.label.includes(%q) ? t.label : "";
	})()`, id, want)
	got, err := p.pollEvery(expr, 50*time.Millisecond, timeout)
	if err != nil || strings.HasPrefix(got, "error: ") {
		p.shot(fmt.Sprintf("online-%s-no-%s", strings.ToLower(p.name), strings.ReplaceAll(id, ":", "-")))
		p.t.Fatalf("%s: %s never said %q: %q %v (scene %s, it says %q)", p.name, id, want, got, err,
			eval[string](p.browser, `String(window.salotto.scene)`), p.label(id))
	}
	return got
}

// createRoom goes from the title to Play online, types the player's
// name, opens game's New room for players, lets clicks set it up (the
// seats' kinds, the options), presses Create room and returns the
// room's code as its lobby shows it.
func (p *player) createRoom(game string, players int, clicks ...string) string {
	p.t.Helper()
	p.click("button:online")
	p.waitScene("online")
	p.typeName()
	p.click("button:new:" + game)
	p.waitScene("online-setup:" + game)
	p.setPlayers(players)
	for _, id := range clicks {
		p.click(id)
	}
	p.click("button:start")
	p.waitScene("online-room")
	label := p.waitLabel("room:code", "-", 30*time.Second)
	code := label[strings.LastIndexByte(label, ' ')+1:]
	if len(code) != 9 || code[4] != '-' {
		p.t.Fatalf("the room's code reads %q", label)
	}
	return strings.ReplaceAll(code, "-", "")
}

// copyLink presses Copy link and returns what it put on the clipboard.
func (p *player) copyLink() string {
	p.t.Helper()
	p.click("button:copy")
	got, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("reading the clipboard after Copy link: %v", err)
	}
	return got
}

// openLink opens a link a friend sent, and joins its room as a person
// does who has never played online: the page asks for a name, which
// they type and confirm with Enter.
func (p *player) openLink(link string) {
	p.t.Helper()
	p.open(link)
	p.waitReady()
	p.waitScene("online")
	if got := p.label("field:name"); got == "" {
		p.t.Fatalf("the link opened Play online without the name field; targets %v", ids(p.targets()))
	}
	p.shot("online-join-link-1280x720")
	p.inSize(844, 390, func() { p.shot("online-join-link-844x390") })
	p.typeName()
	p.waitScene("online-room")
}

// inSize shows the page at w×h for do (screenshots at a phone's size),
// then at the suite's size again; the game lays out again each time.
func (p *player) inSize(w, h int64, do func()) {
	p.t.Helper()
	resize := func(w, h int64) {
		if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(w, h)); err != nil {
			p.t.Fatalf("viewport %dx%d: %v", w, h, err)
		}
		p.frames(4)
		// wait until the game has laid itself out at the new size (its
		// targets lie inside it) and stands still, if it does
		p.pollEvery(fmt.Sprintf(`(() => {
			const g = window.salotto || {};
			const ts = JSON.parse(g.targets ? g.targets() : "[]");
			const s = g.scale || 1;
			return g.settled && ts.every(t => t.x / s <= %d && t.y / s <= %d) ? "laid" : "";
		})()`, w, h), 50*time.Millisecond, 5*time.Second)
	}
	resize(w, h)
	do()
	resize(viewportW, viewportH)
}

// startWhenReady presses the lobby's Start once every seat is taken.
func (p *player) startWhenReady() {
	p.t.Helper()
	if _, err := p.pollEvery(`(() => {
		const t = JSON.parse(window.salotto.targets()).find(t => t.id === "button:start");
		return t ? "shown" : "";
	})()`, 50*time.Millisecond, 30*time.Second); err != nil {
		p.t.Fatalf("%s's lobby shows no Start: targets %v", p.name, ids(p.targets()))
	}
	for deadline := time.Now().Add(30 * time.Second); ; p.frames(2) {
		p.click("button:start")
		if got, _ := p.poll(`window.salotto.scene !== "online-room" ? "gone" : ""`, 2*time.Second); got == "gone" {
			return
		}
		if time.Now().After(deadline) {
			p.shot("online-start-not-taken")
			p.t.Fatalf("%s's Start did not start the game", p.name)
		}
	}
}

// roomCode is the room the page's address names (?room=), "" for none.
func (p *player) roomCode() string {
	return eval[string](p.browser, `new URLSearchParams(location.search).get("room") || ""`)
}

// reload reloads the page, as a player's F5 or a crashed tab does.
func (p *player) reload() {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		p.t.Fatalf("reloading %s's page: %v", p.name, err)
	}
	p.waitReady()
}

// state evaluates a JavaScript expression (one of the tests' state
// probes) once, without waiting.
func (p *player) state(expr string) string {
	p.t.Helper()
	return eval[string](p.browser, expr)
}

// seatLabels is the lobby's seats as they read, for failure messages.
func (p *player) seatLabels() []string {
	var out []string
	for _, tg := range p.targets() {
		if strings.HasPrefix(tg.ID, "seat:") {
			out = append(out, tg.Label)
		}
	}
	return out
}

// jsonTargets is the targets as the page's JSON, for logs.
func (p *player) jsonTargets() string {
	b, _ := json.Marshal(ids(p.targets()))
	return string(b)
}

// who is the player's name (seat).
func (p *player) who() string { return p.name }

// screen is what the page shows now, in one evaluation (seat). The
// targets are listed only while the page stands still: listing them is
// the game's own work, which a test polling twenty times a second would
// take from the animations it waits for.
func (p *player) screen() screen {
	p.t.Helper()
	var sc screen
	raw := eval[string](p.browser, `(() => {
		const g = window.salotto || {};
		return JSON.stringify({scene: String(g.scene || ""), settled: g.settled === true, error: String(g.error || ""),
			targets: g.settled && g.targets ? JSON.parse(g.targets()) : []});
	})()`)
	if err := json.Unmarshal([]byte(raw), &sc); err != nil {
		p.t.Fatalf("%s's page state is not the agreed JSON: %v\n%s", p.name, err, raw)
	}
	return sc
}

// drag reaches for from and drags it onto to with the mouse (seat).
func (p *player) drag(from, to target) {
	p.approach(from.ID)
	p.gameBrowser.drag(from, to, false)
}

// press clicks target id (seat).
func (p *player) press(id string) { p.click(id) }

// snap saves a screenshot (seat).
func (p *player) snap(name string) { p.shot(name) }
