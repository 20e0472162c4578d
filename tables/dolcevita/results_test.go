package dolcevita

import (
	"strings"
	"testing"

	dv "salotto/rules/dolcevita"
	"salotto/scenes"
)

// TestResultsShowSharedWinAndLeadBackToTitle builds the results of a game
// two players tied, checks the win is shown as shared, and follows Back
// to title.
func TestResultsShowSharedWinAndLeadBackToTitle(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 21))
	ev := dv.GameEnded{
		Scores: []dv.Score{
			{Player: 0, Luxuries: []dv.Card{dv.LuxuryCard(dv.House, 7)}, LuxuryTotal: 700_000, Money200: 1, MoneyTotal: 200_000, Total: 900_000},
			{Player: 1, Luxuries: []dv.Card{dv.LuxuryCard(dv.Car, 5), dv.LuxuryCard(dv.Boat, 4)}, LuxuryTotal: 900_000, Total: 900_000},
			{Player: 2, Money100: 3, MoneyTotal: 300_000, Total: 300_000},
		},
		Winners: []int{0, 1},
	}
	res := newResults(r.App.Context(), r.table, ev)
	if err := r.App.Apply(scenes.Push(res)); err != nil {
		t.Fatal(err)
	}
	r.Tick(2)
	if h := res.title.Text(); !strings.Contains(h, "Ada") || !strings.Contains(h, "Marcello") || !strings.Contains(h, "share") {
		t.Errorf("headline %q does not show a shared win of Ada and Marcello", h)
	}
	badges := map[int]string{}
	for _, row := range res.rows {
		badges[row.seat] = row.badge.Text()
	}
	if badges[0] != "SHARED WIN" || badges[1] != "SHARED WIN" || badges[2] != "" {
		t.Errorf("badges %v, want a shared win for seats 0 and 1 only", badges)
	}
	if got := res.moneyLine(ev.Scores[0]); got != "luxuries 700k · money 1 × 200k = 200k" {
		t.Errorf("seat 0 breakdown %q", got)
	}
	if res.rows[0].seat != 0 && res.rows[0].seat != 1 {
		t.Errorf("first row is seat %d, want a winner first", res.rows[0].seat)
	}
	r.Click(r.Target("button:title"))
	r.Until(60, "the title screen", func() bool { return r.App.SceneName() == "title" })
}

// TestResultsBreakdownClearsTheCards: a long money line (many notes of
// both kinds) must not run under the luxury cards at either screen size.
func TestResultsBreakdownClearsTheCards(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		r := newRig(t, sz[0], sz[1], config(t, 3, []int{0}, "0", 21))
		all := []dv.Card{}
		for l := dv.House; l <= dv.Vacation; l++ {
			all = append(all, dv.LuxuryCard(l, 7))
		}
		ev := dv.GameEnded{
			Scores: []dv.Score{
				{Player: 0, Luxuries: all, LuxuryTotal: 4_900_000, Money100: 10, Money200: 7, MoneyTotal: 2_400_000, Total: 7_300_000},
				{Player: 1, Luxuries: all[:3], LuxuryTotal: 2_100_000, Money100: 4, Money200: 5, MoneyTotal: 1_400_000, Total: 3_500_000},
				{Player: 2, Money100: 3, MoneyTotal: 300_000, Total: 300_000},
			},
			Winners: []int{0},
		}
		res := newResults(r.App.Context(), r.table, ev)
		if err := r.App.Apply(scenes.Push(res)); err != nil {
			t.Fatal(err)
		}
		r.Tick(2)
		for _, row := range res.rows {
			if len(row.cards) == 0 {
				continue
			}
			text, card := row.money.WorldBounds(), row.cards[0].WorldBounds()
			if text.X+text.W > card.X {
				t.Errorf("%dx%d seat %d: breakdown ends at x=%.0f, first card starts at x=%.0f", sz[0], sz[1], row.seat, text.X+text.W, card.X)
			}
		}
	}
}
