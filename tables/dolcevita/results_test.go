package dolcevita

import (
	"strings"
	"testing"

	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/tables/kit"
)

// sharedWin is the end of a game Ada and Marcello tied.
var sharedWin = dv.GameEnded{
	Scores: []dv.Score{
		{Player: 0, Luxuries: []dv.Card{dv.LuxuryCard(dv.House, 7)}, LuxuryTotal: 700_000, Money200: 1, MoneyTotal: 200_000, Total: 900_000},
		{Player: 1, Luxuries: []dv.Card{dv.LuxuryCard(dv.Car, 5), dv.LuxuryCard(dv.Boat, 4)}, LuxuryTotal: 900_000, Total: 900_000},
		{Player: 2, Money100: 3, MoneyTotal: 300_000, Total: 300_000},
	},
	Winners: []int{0, 1},
}

// showResults puts the results of ev in the table's place, as the table
// does at the end of a game.
func (r *rig) showResults(ev dv.GameEnded) *kit.Results {
	r.T.Helper()
	res := newResults(r.App.Context(), r.table, ev)
	if err := r.App.Apply(scenes.Replace(res)); err != nil {
		r.T.Fatal(err)
	}
	r.Tick(2)
	return res
}

// TestResultsShowSharedWinAndLeadBackToTitle builds the results of a game
// two players tied, checks the win is shown as shared (by the person
// playing, Ada, who reads "You"), and follows Back to title.
func TestResultsShowSharedWinAndLeadBackToTitle(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 21))
	res := r.showResults(sharedWin)
	if h := res.Headline(); !strings.HasPrefix(h, "You and Marcello share") {
		t.Errorf("headline %q does not show a shared win of the person (Ada) and Marcello", h)
	}
	badges := map[int]string{}
	for i := range res.Rows() {
		row, badge, _ := res.Row(i)
		badges[row.Seat] = badge.Text()
	}
	if badges[0] != "SHARED WIN" || badges[1] != "SHARED WIN" || badges[2] != "" {
		t.Errorf("badges %v, want a shared win for seats 0 and 1 only", badges)
	}
	if got := strings.Join(moneyLine(r.App.Context(), sharedWin.Scores[0]), " · "); got != "luxuries 700k · money 1 × 200k = 200k" {
		t.Errorf("seat 0 breakdown %q", got)
	}
	if got := strings.Join(moneyLine(r.App.Context(), sharedWin.Scores[1]), " · "); got != "luxuries 900k · no money" {
		t.Errorf("seat 1 breakdown %q", got)
	}
	if row, _, _ := res.Row(0); row.Seat != 0 && row.Seat != 1 {
		t.Errorf("first row is seat %d, want a winner first", row.Seat)
	}
	r.Click(r.Target(kit.ResultsTitleID))
	r.Until(60, "the title screen", func() bool { return r.App.SceneName() == "title" })
	if r.App.Depth() != 1 {
		t.Errorf("back at the title with %d scenes on the stack, want the title alone", r.App.Depth())
	}
}

// TestResultsRematchDealsAgain: Rematch puts a new table for the same
// seats, with the next seed, in the results' place.
func TestResultsRematchDealsAgain(t *testing.T) {
	cfg := config(t, 3, []int{0}, "0", 21)
	r := newRig(t, 1280, 720, cfg)
	r.showResults(sharedWin)
	r.Click(r.Target(kit.ResultsRematchID))
	nt, ok := r.App.Top().(*Table)
	if !ok || nt == r.table {
		t.Fatalf("after Rematch the top is %s, want a new table", r.App.SceneName())
	}
	if nt.Cfg.Seed != kit.NextSeed(cfg.Seed) || len(nt.Cfg.Seats) != 3 || nt.Cfg.Seats[1].Name != "Marcello" {
		t.Errorf("rematch seed %d seats %v, want seed %d and the same seats", nt.Cfg.Seed, nt.Cfg.Seats, kit.NextSeed(cfg.Seed))
	}
	if r.App.Depth() != 1 {
		t.Errorf("the rematch left %d scenes on the stack, want the table alone", r.App.Depth())
	}
}

// TestResultsRematchThatFailsSaysSo: a rematch that cannot start leaves
// the results up with the reason, instead of doing nothing.
func TestResultsRematchThatFailsSaysSo(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 21))
	res := r.showResults(sharedWin)
	r.table.Cfg.Seats = r.table.Cfg.Seats[:1] // no longer a game Dolce Vita can seat
	r.Click(r.Target(kit.ResultsRematchID))
	r.Tick(2)
	if r.App.Top() != res {
		t.Fatalf("a failed rematch left the results for %s", r.App.SceneName())
	}
	if msg := res.Message(); !strings.HasPrefix(msg, "The rematch could not start: ") {
		t.Errorf("after a failed rematch the results say %q", msg)
	}
	r.Shot("1280x720-results-rematch-failed")
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
		res := r.showResults(dv.GameEnded{
			Scores: []dv.Score{
				{Player: 0, Luxuries: all, LuxuryTotal: 4_900_000, Money100: 10, Money200: 7, MoneyTotal: 2_400_000, Total: 7_300_000},
				{Player: 1, Luxuries: all[:3], LuxuryTotal: 2_100_000, Money100: 4, Money200: 5, MoneyTotal: 1_400_000, Total: 3_500_000},
				{Player: 2, Money100: 3, MoneyTotal: 300_000, Total: 300_000},
			},
			Winners: []int{0},
		})
		for i := range res.Rows() {
			row, _, detail := res.Row(i)
			lux := row.Content.(*luxuryRow)
			if len(lux.cards) == 0 {
				continue
			}
			text, card := detail.WorldBounds(), lux.cards[0].WorldBounds()
			if text.X+text.W > card.X {
				t.Errorf("%dx%d seat %d: breakdown ends at x=%.0f, first card starts at x=%.0f", sz[0], sz[1], row.Seat, text.X+text.W, card.X)
			}
		}
	}
}
