package e2e

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestOnlineNecklaceDuel plays a whole duel of The Duchess's Necklace
// online, as two friends do, each in a browser of their own (separate
// profiles) on the page one real salotto-server process serves with the
// rooms: Anita makes the room from the title through Play online and
// copies its link; Marcello opens that link, types his name and is
// seated; Anita starts; both play every move by mouse drag to the end.
// On the way Marcello's page reloads (Anita's table sees him away) and
// comes back at his seat, and the server is killed with SIGKILL and
// started again on the same data: both tables say "Reconnecting…" and
// carry on. Both results say every card shown was true and offer no
// rematch.
func TestOnlineNecklaceDuel(t *testing.T) {
	t.Parallel() // the online tests run last, side by side: each mostly waits for the other players
	const budget = 15 * time.Minute
	srv := startRoomServer(t)
	anita := newPlayer(t, srv, "Anita", budget)
	code := anita.createRoom("necklace", 2, "option:expansions:none")
	if got := anita.roomCode(); got != code {
		t.Errorf("Anita's page address names room %q, her lobby %s", got, code)
	}
	link := anita.copyLink()
	if want := srv.URL() + "/?room=" + code; link != want {
		t.Fatalf("Copy link copied %q, want %q", link, want)
	}

	marcello := newPlayer(t, srv, "Marcello", budget)
	marcello.openLink(link)
	anita.waitLabel("seat:2", "Marcello", 30*time.Second)
	marcello.waitLabel("seat:2", "Marcello (you)", 30*time.Second)
	lobbyShots(anita, "online-lobby-host")
	lobbyShots(marcello, "online-lobby-guest")
	anita.startWhenReady()
	for _, p := range []*player{anita, marcello} {
		p.waitOn("play:necklace")
	}

	d := &duel{t: t, seats: []seat{anita, marcello}}
	d.play(map[int]func(){
		6:  func() { d.reload(marcello, anita) },
		12: func() { d.restartServer(srv, anita, marcello) },
	})
	for _, p := range []*player{anita, marcello} {
		p.resultsTrue("necklace")
	}
	d.report()
	for _, p := range []*player{anita, marcello} {
		p.check()
	}
}

// report logs what the duel did, and fails a duel too short to prove
// anything.
func (d *duel) report() {
	d.t.Logf("duel: %d moves (%d takes, %d from the discard pile, %d empty-pile choices), %d drags retried, in %.1f s",
		d.moves, d.takes, d.fromDiscard, d.choices, d.retried, time.Since(d.start).Seconds())
	if d.takes < 6 || d.moves-d.takes-d.choices < 6 {
		d.t.Errorf("the duel ended after %d takes and %d discards", d.takes, d.moves-d.takes-d.choices)
	}
}

// lobbyShots saves a lobby's screenshots at 1280×720 and 844×390.
func lobbyShots(p *player, name string) {
	p.waitOn("online-room")
	p.shot(name + "-1280x720")
	p.inSize(844, 390, func() { p.shot(name + "-844x390") })
}

// waitOn waits until the scene on top is name (settled or not: an online
// table may stand still only at its own player's turn).
func (p *player) waitOn(name string) {
	p.t.Helper()
	got, err := p.pollEvery(fmt.Sprintf(`(() => {
		const g = window.salotto || {};
		if (g.error) return "error: " + g.error;
		return g.scene === %q ? "on" : "";
	})()`, name), 50*time.Millisecond, 2*time.Minute)
	if err != nil || got != "on" {
		p.shot("online-" + strings.ToLower(p.name) + "-not-on-" + strings.ReplaceAll(name, ":", "-"))
		p.t.Fatalf("%s: waiting for %s: %q %v (on %s)\nconsole:\n%s", p.name, name, got, err,
			eval[string](p.browser, `String(window.salotto.scene)`), p.consoleText())
	}
}

// resultsTrue waits for game's results and checks them as an online
// game's: every card shown was true, Save this game, no rematch;
// screenshots at both sizes.
func (p *player) resultsTrue(game string) {
	p.t.Helper()
	p.waitScene("results:" + game)
	p.waitLabel("results:check", "Every card you were shown was true.", 30*time.Second)
	for _, id := range []string{"button:rematch"} {
		if p.label(id) != "" || contains(ids(p.targets()), id) {
			p.t.Errorf("%s's results offer %s online", p.name, id)
		}
	}
	p.target("button:title") // back to Play online
	name := "online-results-" + strings.ToLower(p.name)
	p.shot(name + "-1280x720")
	p.inSize(844, 390, func() { p.shot(name + "-844x390") })
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// duel is a Necklace game between two seats: players' browsers, or a
// browser and a desktop game.
type duel struct {
	t     *testing.T
	seats []seat
	start time.Time

	moves, takes, fromDiscard, choices, retried int
}

// seat is one player's game as the duel drives it: a page in Chromium or
// a desktop game under Xvfb.
type seat interface {
	who() string
	// screen is what the game shows now.
	screen() screen
	// drag drags from's centre onto to's with the mouse held.
	drag(from, to target)
	// press clicks the target id.
	press(id string)
	// snap saves a screenshot named name.
	snap(name string)
}

// screen is what a game shows: its top scene, whether it stands still,
// its targets, and an error it reported.
type screen struct {
	Scene   string
	Settled bool
	Error   string
	Targets []target
}

// find is the target id, and whether it is shown.
func (s screen) find(id string) (target, bool) {
	for _, tg := range s.Targets {
		if tg.ID == id {
			return tg, true
		}
	}
	return target{}, false
}

// count is how many targets' ids start with prefix.
func (s screen) count(prefix string) int {
	n := 0
	for _, tg := range s.Targets {
		if strings.HasPrefix(tg.ID, prefix) {
			n++
		}
	}
	return n
}

// necklaceTurn names what an online Necklace table waits for from its
// player, as necklaceState does offline: "take", "discard", "choice",
// "results", or "" while anything moves, the other player is to move
// (the room bar says so) or the table reconnects.
func necklaceTurn(s screen) string {
	switch {
	case s.Error != "":
		return "error: " + s.Error
	case s.Scene == "results:necklace" && s.Settled:
		return "results"
	case s.Scene != "play:necklace" || !s.Settled:
		return ""
	}
	if bar, ok := s.find("roombar"); ok && (strings.Contains(bar.Label, " · to move") || strings.Contains(bar.Label, "Reconnecting")) {
		return ""
	}
	if _, ok := s.find("end-game"); ok {
		return "choice"
	}
	_, draw := s.find("draw")
	switch hand := s.count("hand:"); {
	case hand == 5:
		return "discard"
	case hand == 4 && draw:
		return "take"
	}
	return ""
}

// play plays both seats by drag to the results, calling at[n] once n
// moves have been made.
func (d *duel) play(at map[int]func()) {
	t := d.t
	d.start = time.Now()
	idle := time.Now()
	done := map[seat]bool{}
	for len(done) < len(d.seats) {
		acted := false
		for _, p := range d.seats {
			if done[p] {
				continue
			}
			sc := p.screen()
			switch st := necklaceTurn(sc); {
			case strings.HasPrefix(st, "error"):
				p.snap("online-nk-error")
				t.Fatalf("%s: %s", p.who(), st)
			case st == "results":
				done[p] = true
			case st != "":
				d.turn(p, sc, st)
				acted = true
				if f := at[d.moves]; f != nil {
					delete(at, d.moves)
					f()
				}
			}
		}
		if acted {
			idle = time.Now()
			continue
		}
		if time.Since(idle) > 3*time.Minute {
			var says []string
			for _, p := range d.seats {
				p.snap("online-nk-stuck-" + strings.ToLower(p.who()))
				sc := p.screen()
				bar, _ := sc.find("roombar")
				says = append(says, fmt.Sprintf("%s on %s (bar %q)", p.who(), sc.Scene, bar.Label))
			}
			t.Fatalf("nobody's turn for 3 minutes after %d moves: %s", d.moves, strings.Join(says, "; "))
		}
		if d.moves > 80 {
			t.Fatalf("no end after %d moves", d.moves)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// turn makes p's move: a take (now and then the discard pile's top), a
// discard, or the empty draw pile's choice (take the discard once, then
// end).
func (d *duel) turn(p seat, sc screen, st string) {
	t := d.t
	switch st {
	case "take":
		from := "draw"
		if disc, ok := sc.find("discard"); ok && d.takes%3 == 1 {
			// an empty pile's "discard" is its drop zone; a card's is smaller
			if zone, _ := sc.find("discard-pile"); disc.W != zone.W || disc.H != zone.H {
				from = "discard"
			}
		}
		if d.act(p, from, "hand") {
			d.takes++
			if from == "discard" {
				d.fromDiscard++
			}
			t.Logf("move %d: %s takes from the %s pile", d.moves, p.who(), from)
		}
	case "discard":
		var hand []target
		for _, tg := range sc.Targets {
			if strings.HasPrefix(tg.ID, "hand:") {
				hand = append(hand, tg)
			}
		}
		sort.Slice(hand, func(i, j int) bool { return hand[i].ID < hand[j].ID })
		card := hand[(d.moves*7)%len(hand)]
		if d.act(p, card.ID, "discard-pile") {
			t.Logf("move %d: %s discards %s", d.moves, p.who(), card.ID)
		}
	case "choice":
		id := "end-game"
		if d.choices == 0 {
			id = "take-discard"
		}
		// taken once the buttons are gone, or the table moves (ending
		// the game, it moves for long: its targets are not listed then)
		taken := func(s screen) bool {
			_, ok := s.find("end-game")
			return s.Scene != "play:necklace" || !s.Settled || !ok
		}
		// a click that lands while something moves finishes the motion
		// instead (the stage's rule): a player clicks again
		for try := 1; ; try++ {
			if _, ok := p.screen().find(id); !ok && try > 1 {
				break // the last click was taken after all
			}
			p.press(id)
			if d.until(p, 10*time.Second, taken) {
				break
			}
			if try == 3 {
				p.snap("online-nk-choice-not-taken")
				t.Fatalf("%s's choice %s was not taken after %d clicks", p.who(), id, try)
			}
			t.Logf("%s's click on %s was not taken; clicking again", p.who(), id)
		}
		d.choices++
		d.moves++
		t.Logf("move %d: %s chooses %s", d.moves, p.who(), id)
	}
	if b, ok := p.(*player); ok {
		b.check()
	}
	if t.Failed() {
		t.FailNow()
	}
}

// act drags target from onto target to and waits until the room took the
// move and sent it back: after a take the hand holds the card taken,
// after a discard the room bar says the other player is to move (a card
// dropped leaves the hand at once, before the room has the move), or the
// table is gone. A drag that was not taken is made again by
// click-then-click, which the table offers as well, and counted.
func (d *duel) act(p seat, from, to string) bool {
	before := p.screen()
	size := before.count("hand:")
	f, okF := before.find(from)
	tt, okT := before.find(to)
	if !okF || !okT {
		d.t.Fatalf("%s's table shows no %s or %s: %v", p.who(), from, to, ids(before.Targets))
	}
	p.drag(f, tt)
	changed := func(s screen) bool {
		if s.Scene != "play:necklace" {
			return true
		}
		if !s.Settled {
			return false // its targets are not listed while it moves
		}
		if to == "discard-pile" {
			bar, _ := s.find("roombar")
			_, choice := s.find("end-game")
			return s.count("hand:") != size && (strings.Contains(bar.Label, " · to move") || choice)
		}
		return s.count("hand:") != size
	}
	if !d.until(p, 30*time.Second, changed) {
		d.retried++
		p.snap(fmt.Sprintf("online-nk-drag-not-taken-%d", d.retried))
		d.t.Logf("%s's drag of %s onto %s was not taken; clicking %s then %s", p.who(), from, to, from, to)
		if d.retried > 2 {
			d.t.Fatalf("%d drags not taken; %s's targets now %v", d.retried, p.who(), ids(p.screen().Targets))
		}
		p.press(from)
		p.press(to)
		if !d.until(p, 30*time.Second, changed) {
			return false
		}
	}
	d.moves++
	return true
}

// until polls p's screen until cond holds, for at most limit.
func (d *duel) until(p seat, limit time.Duration, cond func(screen) bool) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if cond(p.screen()) {
			return true
		}
	}
	return false
}

// reload reloads who's page mid-game: the other's table sees them away,
// and the reloaded page comes back to the same seat at the table.
func (d *duel) reload(who, other *player) {
	t := d.t
	code := who.roomCode()
	start := time.Now()
	eval[bool](who.browser, `setTimeout(() => location.reload(), 0), true`)
	other.waitLabel("roombar", who.name+" · away", 30*time.Second)
	t.Logf("%s's table saw %s away %.1f s after the reload", other.name, who.name, time.Since(start).Seconds())
	other.shot("online-reload-away-1280x720")
	who.waitReady()
	who.waitOn("play:necklace")
	if got := who.roomCode(); got != code {
		t.Errorf("after the reload the page names room %q, want %q", got, code)
	}
	other.waitLabel("roombar", who.name, 30*time.Second)
	if _, err := other.pollEvery(fmt.Sprintf(`(() => {
		const t = JSON.parse(window.salotto.targets()).find(t => t.id === "roombar");
		return t && !t.label.includes(%q) ? "back" : "";
	})()`, who.name+" · away"), 50*time.Millisecond, 30*time.Second); err != nil {
		t.Errorf("%s's table still shows %s away: %q", other.name, who.name, other.label("roombar"))
	}
	t.Logf("%s is back at the table %.1f s after the reload", who.name, time.Since(start).Seconds())
}

// restartServer kills the server with SIGKILL mid-game and starts it
// again on the same data and address: every table says it is
// reconnecting, then carries on.
func (d *duel) restartServer(srv *roomServer, players ...*player) {
	t := d.t
	start := time.Now()
	srv.kill()
	for _, p := range players {
		p.waitLabel("roombar", "Reconnecting…", 60*time.Second)
		t.Logf("%s's table says %q %.1f s after the kill", p.name, p.label("roombar"), time.Since(start).Seconds())
	}
	a := players[0]
	a.shot("online-reconnecting-1280x720")
	a.inSize(844, 390, func() {
		a.waitLabel("roombar", "Reconnecting…", 10*time.Second)
		a.shot("online-reconnecting-844x390")
	})
	restarted := time.Now()
	srv.start()
	for _, p := range players {
		if _, err := p.pollEvery(`(() => {
			const t = JSON.parse(window.salotto.targets()).find(t => t.id === "roombar");
			return !t || !t.label.includes("Reconnecting") ? "back" : "";
		})()`, 100*time.Millisecond, 90*time.Second); err != nil {
			p.shot("online-still-reconnecting-" + strings.ToLower(p.name))
			t.Fatalf("%s's table still says %q 90 s after the server came back", p.name, p.label("roombar"))
		}
		t.Logf("%s's table is back %.1f s after the restart", p.name, time.Since(restarted).Seconds())
	}
}
