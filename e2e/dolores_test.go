package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// doloresGroups are how the human answers the table now: the first target
// of the first group that is offered (a pick that must be made before
// anything else, then the hands, then a window's buttons).
var doloresGroups = [][]string{
	{"button:swirl:back"},          // a Swirl being arranged: leave the share as dealt (then Pass)
	{"slot:", "area:"},             // a Dodge winner's card, a collection to lose, a Theft
	{"gesture:"},                   // the three hands
	{"button:mib:", "button:pass"}, // a Message in a Bottle window (played once, then passed)
}

// TestDoloresGameAgainstBots plays a whole three-player HMS Dolores game
// in the browser: from the title's tile to the setup screen, one person
// against a normal and an easy bot, Start, then every choice the human is
// asked for made by clicking the target the table lists (a hand, a card to
// take or lose, a Message in a Bottle's Play or Pass, a phrase of table
// talk once), until Dawn's results, and back to the title. Animations run
// at the fastest speed; any JavaScript exception or Go panic fails it.
func TestDoloresGameAgainstBots(t *testing.T) {
	b := openSetup(t, "dolores", 15*time.Minute)
	b.setPlayers(3)
	b.click("seat:1:human")
	b.click("seat:2:normal")
	b.click("seat:3:easy")
	b.waitScene("setup:dolores")
	b.shot("dolores-setup")
	b.check()

	b.click("button:start")
	b.waitScene("play:dolores", "results:dolores")
	b.shot("dolores-table-start")
	for _, id := range []string{"button:menu", "seat:0", "seat:1", "seat:2"} {
		b.target(id)
	}
	eval[bool](b.browser, `window.__dvMeasure = true`)
	start := time.Now()

	done := map[string]int{} // choices made, by kind of target
	talked, played := false, false
	for turns := 0; ; turns++ {
		ts, state := b.waitDoloresChoice()
		if state == "results" {
			break
		}
		if turns > 400 {
			t.Fatalf("no Dawn after %d choices (%v)", turns, done)
		}
		// Say something once, before a gesture: the phrases stand where
		// the hands do.
		if !talked && has(ts, "gesture:") && has(ts, "button:say") {
			talked = true
			b.click("button:say")
			phrases := b.doloresTargets("button:say:")
			if len(phrases) == 0 {
				t.Fatalf("Say offered no phrase; targets %v", ids(b.targets()))
			}
			b.shot("dolores-talk")
			b.click(phrases[0].ID)
			done["say"]++
			continue
		}
		tg, ok := pickDolores(ts, played, done["gesture"])
		if !ok {
			t.Fatalf("the table waits for the human with nothing to click: %v", ids(ts))
		}
		played = played || strings.HasPrefix(tg.ID, "button:mib:")
		kind, _, _ := strings.Cut(tg.ID, ":")
		if strings.HasPrefix(tg.ID, "button:") {
			kind = tg.ID
		}
		if done[kind] == 0 {
			b.shot("dolores-" + strings.NewReplacer(":", "-").Replace(kind))
		}
		done[kind]++
		if !b.answerDolores(tg, played, done, 5*time.Second) {
			b.shot("dolores-stuck")
			t.Fatalf("clicking %s did nothing; targets %v", tg.ID, ids(b.targets()))
		}
		if turns%10 == 9 {
			b.shot(fmt.Sprintf("dolores-choice-%02d", turns+1))
		}
		b.check()
		if t.Failed() {
			t.FailNow()
		}
	}
	elapsed := time.Since(start)
	eval[bool](b.browser, `window.__dvMeasure = false`)
	b.shot("dolores-results")
	for _, id := range []string{"button:rematch", "button:title"} {
		b.target(id)
	}
	if done["gesture"] < 2 {
		t.Errorf("the game reached Dawn after %d gestures by the human (%v)", done["gesture"], done)
	}
	t.Logf("played to Dawn in %.1f s: %v", elapsed.Seconds(), done)
	b.reportFrames()

	b.click("button:title")
	b.waitScene("title")
	b.check()
}

// pickDolores chooses the human's answer among the targets offered: the
// hands in turn (share, fight, dodge, each nth time: the human wins and
// loses Dodges too, and picks cards and collections); a Message in a
// Bottle card is played the first time one is offered (unless played
// already), passed after that.
func pickDolores(ts []target, played bool, gestures int) (target, bool) {
	for _, group := range doloresGroups {
		var offered []target
		for _, prefix := range group {
			if prefix == "button:mib:" && played {
				continue
			}
			for _, tg := range ts {
				if strings.HasPrefix(tg.ID, prefix) {
					offered = append(offered, tg)
				}
			}
		}
		if len(offered) == 0 {
			continue
		}
		if group[0] == "gesture:" {
			for _, name := range []string{"share", "fight", "dodge"}[gestures%3:] {
				for _, tg := range offered {
					if tg.ID == "gesture:"+name {
						return tg, true
					}
				}
			}
		}
		return offered[0], true
	}
	return target{}, false
}

// answerDolores clicks the table's target tg and waits up to wait until
// the table took it: its target gone or the table moved on. A Wager
// predicts both gestures: once one was played (wager), the hands stay
// after a gesture for the second guess, which is clicked too and counted
// in done. It reports whether the table took the answer.
func (b *gameBrowser) answerDolores(tg target, wager bool, done map[string]int, wait time.Duration) bool {
	b.t.Helper()
	b.click(tg.ID)
	moved := fmt.Sprintf(`(() => {
		const g = window.salotto;
		if (g.error || g.scene !== "play:dolores") return "moved";
		return JSON.parse(g.targets()).some(t => t.id === %q) && g.settled ? "" : "moved";
	})()`, tg.ID)
	_, err := b.poll(moved, wait)
	if err != nil && strings.HasPrefix(tg.ID, "gesture:") && wager {
		done["wager guess"]++
		b.click(tg.ID)
		_, err = b.poll(moved, wait)
	}
	return err == nil
}

// has reports whether a target's id starts with prefix.
func has(ts []target, prefix string) bool {
	for _, tg := range ts {
		if strings.HasPrefix(tg.ID, prefix) {
			return true
		}
	}
	return false
}

// doloresTargets lists the targets whose id starts with prefix.
func (b *gameBrowser) doloresTargets(prefix string) []target {
	var out []target
	for _, tg := range b.targets() {
		if strings.HasPrefix(tg.ID, prefix) {
			out = append(out, tg)
		}
	}
	return out
}

// doloresChoiceJS is true when the table stands still with a choice for
// the human on it.
const doloresChoiceJS = `(() => {
	const g = window.salotto || {};
	if (g.error) return "error: " + g.error;
	if (g.scene === "results:dolores") return g.settled ? "results" : "";
	if (g.scene !== "play:dolores" || !g.settled) return "";
	const prefixes = ["gesture:", "slot:", "area:", "button:pass", "button:mib:"];
	return JSON.parse(g.targets()).some(t => prefixes.some(p => t.id.startsWith(p))) ? "choice" : "";
})()`

// waitDoloresChoice waits until the human has a choice to make (and
// returns the targets then) or the results are up.
func (b *gameBrowser) waitDoloresChoice() ([]target, string) {
	b.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		got, err := b.poll(doloresChoiceJS, 1500*time.Millisecond)
		if err == nil && got == "choice" {
			return b.targets(), got
		}
		if err == nil && got == "results" {
			return nil, got
		}
		if strings.HasPrefix(got, "error") || time.Now().After(deadline) {
			b.shot("dolores-timeout")
			b.t.Fatalf("waiting for the human's choice: %q %v (scene %s, targets %v)\nconsole:\n%s", got, err,
				eval[string](b.browser, `String(window.salotto.scene)`), ids(b.targets()), b.consoleText())
		}
	}
}
