package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// savedMoves is how many moves the Dolce Vita autosave in localStorage
// holds, -1 when there is none.
const savedMoves = `(() => {
	const s = localStorage.getItem("salotto/autosave-dolcevita");
	return s === null ? -1 : JSON.parse(s).body.config.moves.length;
})()`

// TestSaveSurvivesAReload plays a few placements of Dolce Vita, reloads
// the page (as closing the tab and coming back does), and continues from
// localStorage: the title offers Continue for the game, and the table
// opens at the same position (the same cards in the hand, the same moves
// saved), the human to place; a further move is saved on top.
func TestSaveSurvivesAReload(t *testing.T) {
	b := openSetup(t, "dolcevita", 10*time.Minute)
	b.click("button:start")
	b.waitScene("play:dolcevita")
	for moves := 0; moves < 3; moves++ {
		if b.waitHumanTurn() != "hand" {
			t.Fatal("the game ended after a few placements")
		}
		hand, cols := b.handAndColumns()
		b.drag(hand[len(hand)-1], cols[moves*2], false)
		if _, err := b.poll(fmt.Sprintf(`JSON.parse(window.salotto.targets()).some(t => t.id === %q) ? "" : "taken"`, hand[len(hand)-1].ID), 5*time.Second); err != nil {
			t.Fatalf("placement %d was not taken", moves+1)
		}
	}
	b.waitHumanTurn()
	hand, _ := b.handAndColumns()
	saved := eval[int](b.browser, savedMoves)
	if saved < 3 {
		t.Fatalf("localStorage holds %d moves after three placements (and the bots')", saved)
	}
	b.shot("save-before-reload")

	if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	b.waitReady()
	b.waitScene("title")
	if label := b.target("button:continue").Label; !strings.Contains(label, "Dolce Vita") {
		t.Errorf("Continue is labelled %q, want the game's name", label)
	}
	b.shot("save-title-continue")
	b.click("button:continue")
	b.waitScene("play:dolcevita")
	if b.waitHumanTurn() != "hand" {
		t.Fatal("the resumed game is not at the human's turn")
	}
	b.shot("save-after-reload")
	resumed, _ := b.handAndColumns()
	if !slices.Equal(ids(resumed), ids(hand)) {
		t.Errorf("the resumed hand is %v, it was %v", ids(resumed), ids(hand))
	}
	if got := eval[int](b.browser, savedMoves); got != saved {
		t.Errorf("after Continue the save holds %d moves, it held %d", got, saved)
	}
	_, cols := b.handAndColumns()
	b.drag(resumed[0], cols[6], false)
	if _, err := b.poll(fmt.Sprintf(`(%s) > %d ? "saved" : ""`, savedMoves, saved), 5*time.Second); err != nil {
		t.Errorf("a move after Continue was not saved: %v", err)
	}
	b.check()
}
