package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// doloresDeal is the deal of the three-seat room: Anita's page names it
// (?seed=), so the room she makes deals it, as everyone in it is told. It
// was picked among the first 3,000 seeds, played out by bots, for a short
// game (Dawn comes with the twelfth share) in which a person is asked,
// from the first share on, whether to play a Message in a Bottle card.
const doloresDeal = "2278"

// TestOnlineDoloresThreeSeats plays a whole three-seat game of HMS Dolores
// online: Anita and Marcello, each in a browser of their own, and a bot
// the server plays. Anita makes the room through Play online, with the
// bot on the third seat; Marcello opens its link. Both answer every
// choice the table asks of them by clicking the target it lists: the
// three gestures in turn, the cards a Dodge takes, a Message in a
// Bottle window (a card played once, passed after); each says a phrase
// before a gesture, and the phrase reaches the other's move log. The
// game ends at Dawn, and both results check every card shown.
func TestOnlineDoloresThreeSeats(t *testing.T) {
	t.Parallel() // the online tests run last, side by side: each mostly waits for the other players
	const budget = 15 * time.Minute
	srv := startRoomServer(t)
	anita := newPlayerAt(t, srv, "Anita", budget, "&seed="+doloresDeal)
	anita.createRoom("dolores", 3, "seat:3:bot")
	link := anita.copyLink()
	marcello := newPlayer(t, srv, "Marcello", budget)
	marcello.openLink(link)
	anita.waitLabel("seat:2", "Marcello", 30*time.Second)
	anita.waitLabel("seat:3", "bot", 30*time.Second)
	anita.shot("online-lobby-dolores-host-1280x720")
	anita.startWhenReady()
	for _, p := range []*player{anita, marcello} {
		p.waitOn("play:dolores")
	}

	g := &doloresRoom{t: t, players: []*player{anita, marcello}, done: map[*player]map[string]int{}}
	g.play()
	for _, p := range g.players {
		p.resultsTrue("dolores")
		p.check()
	}
	var windows int
	for _, p := range g.players {
		d := g.done[p]
		windows += d["button:mib:"] + d["button:pass"]
		if d["gesture"] < 2 || d["say"] != 1 {
			t.Errorf("%s made %v", p.name, d)
		}
	}
	if windows == 0 {
		t.Error("no Message in a Bottle window was answered: the deal no longer offers one")
	}
	t.Logf("to Dawn in %.1f s: Anita %v, Marcello %v", time.Since(g.start).Seconds(), g.done[anita], g.done[marcello])
}

// doloresRoom is an HMS Dolores game between players' browsers (and the
// room's bots).
type doloresRoom struct {
	t       *testing.T
	players []*player
	start   time.Time
	done    map[*player]map[string]int // choices made, by kind
}

// onlineDoloresState is doloresChoiceJS at an online table, which stands
// still also while it waits for others or reconnects: a choice is the
// player's only when its targets are listed.
const onlineDoloresState = `(() => {
	const g = window.salotto || {};
	if (g.scene === "play:dolores" && g.settled && !g.error) {
		const bar = JSON.parse(g.targets()).find(t => t.id === "roombar");
		if (bar && bar.label.includes("Reconnecting")) return "";
	}
	return ` + doloresChoiceJS + `;
})()`

// play answers every choice of every player until both see the results.
func (g *doloresRoom) play() {
	t := g.t
	g.start = time.Now()
	idle := time.Now()
	finished := map[*player]bool{}
	played := map[*player]bool{}
	for _, p := range g.players {
		g.done[p] = map[string]int{}
	}
	for turns := 0; len(finished) < len(g.players); {
		acted := false
		for i, p := range g.players {
			if finished[p] {
				continue
			}
			switch st := p.state(onlineDoloresState); {
			case strings.HasPrefix(st, "error"):
				t.Fatalf("%s: %s\nconsole:\n%s", p.name, st, p.consoleText())
			case st == "results":
				finished[p] = true
			case st == "choice":
				acted = true
				turns++
				if turns > 200 {
					t.Fatalf("no Dawn after %d choices (%v, %v)", turns, g.done[g.players[0]], g.done[g.players[1]])
				}
				ts := p.targets()
				if g.done[p]["say"] == 0 && has(ts, "gesture:") && has(ts, "button:say") {
					g.say(p, g.players[1-i])
					continue
				}
				g.choose(p, ts, played)
			}
		}
		if acted {
			idle = time.Now()
			continue
		}
		if time.Since(idle) > 2*time.Minute {
			for _, p := range g.players {
				p.shot("online-dolores-stuck-" + strings.ToLower(p.name))
			}
			t.Fatalf("no choice for anyone in 2 minutes: %s %q, %s %q", g.players[0].name, g.players[0].label("roombar"),
				g.players[1].name, g.players[1].label("roombar"))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// choose makes p's answer among the targets ts (pickDolores), and waits
// until the table took it.
func (g *doloresRoom) choose(p *player, ts []target, played map[*player]bool) {
	t := g.t
	done := g.done[p]
	tg, ok := pickDolores(ts, played[p], done["gesture"])
	if !ok {
		t.Fatalf("%s's table waits with nothing to click: %v", p.name, ids(ts))
	}
	played[p] = played[p] || strings.HasPrefix(tg.ID, "button:mib:")
	kind, _, _ := strings.Cut(tg.ID, ":")
	switch {
	case strings.HasPrefix(tg.ID, "button:mib:"):
		kind = "button:mib:"
	case strings.HasPrefix(tg.ID, "button:"):
		kind = tg.ID
	}
	if done[kind] == 0 {
		p.shot("online-dolores-" + strings.ToLower(p.name) + "-" + strings.NewReplacer(":", "-").Replace(strings.TrimSuffix(kind, ":")))
	}
	done[kind]++
	if !p.answerDolores(tg, played[p], done, 10*time.Second) {
		p.shot("online-dolores-not-taken")
		t.Fatalf("%s's click on %s did nothing; targets %v", p.name, tg.ID, ids(p.targets()))
	}
	p.check()
	if t.Failed() {
		t.FailNow()
	}
}

// say has p say a phrase before a gesture, and checks it reaches other's
// move log.
func (g *doloresRoom) say(p, other *player) {
	t := g.t
	p.click("button:say")
	phrases := p.doloresTargets("button:say:")
	if len(phrases) == 0 {
		t.Fatalf("%s's Say offered no phrase; targets %v", p.name, ids(p.targets()))
	}
	p.shot("online-dolores-talk-" + strings.ToLower(p.name))
	phrase := phrases[len(phrases)-1]
	p.click(phrase.ID)
	g.done[p]["say"]++
	words := strings.TrimSpace(phrase.Label)
	other.openLog()
	line := other.waitLogLine(p.name, words)
	t.Logf("%s said %q; %s's log reads %q", p.name, words, other.name, line)
	other.click("button:log-close")
	other.waitOn("play:dolores")
}

// openLog opens the table's move log with its button, or with L when a
// click came while the table could not take it (its opening, a
// hand-over), and waits until it shows.
func (p *player) openLog() {
	p.t.Helper()
	on := `window.salotto.scene === "log:dolores" ? "open" : ""`
	for try := 0; try < 5; try++ {
		if try%2 == 0 {
			p.click("button:log")
		} else {
			p.key("l")
		}
		if got, _ := p.poll(on, 4*time.Second); got == "open" {
			if try > 0 {
				p.t.Logf("%s's move log opened at the %d-th try", p.name, try+1)
			}
			return
		}
	}
	p.shot("online-log-not-open-" + strings.ToLower(p.name))
	p.t.Fatalf("%s's move log does not open: the scene is %s, targets %v", p.name,
		eval[string](p.browser, `String(window.salotto.scene)`), ids(p.targets()))
}

// waitLogLine waits until the open move log shows a sentence holding
// every part, and returns it.
func (p *player) waitLogLine(parts ...string) string {
	p.t.Helper()
	expr := fmt.Sprintf(`(() => {
		const parts = %s;
		const t = JSON.parse(window.salotto.targets()).find(t => t.id.startsWith("log:line:") && parts.every(s => t.label.includes(s)));
		return t ? t.label : "";
	})()`, jsStrings(parts))
	got, err := p.pollEvery(expr, 50*time.Millisecond, 20*time.Second)
	if err != nil {
		var lines []string
		for _, tg := range p.targets() {
			if strings.HasPrefix(tg.ID, "log:line:") {
				lines = append(lines, tg.Label)
			}
		}
		p.shot("online-log-" + strings.ToLower(p.name))
		p.t.Fatalf("%s's log never showed %q: it reads %q", p.name, parts, lines)
	}
	return got
}

// jsStrings is a JavaScript array literal of ss.
func jsStrings(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return "[" + strings.Join(q, ",") + "]"
}
