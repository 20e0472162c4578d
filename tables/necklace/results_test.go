package necklace

import (
	"testing"

	nk "salotto/rules/necklace"
	"salotto/tables"
)

// anEnd is the end of a game seat 0 won, in solo play or not.
func anEnd(solo bool) nk.GameEnded {
	return nk.GameEnded{Reason: nk.EndDeclined, Necklaces: make([]nk.Necklace, 2), Scores: []int{12, 7},
		Wishes: []int{1, 0}, Winners: []int{0}, Solo: solo}
}

// TestResultsRowsInTheSeatsColours: each results row carries the colour
// chosen for its seat, not its seat number; the solo rival, who has no
// seat, takes a colour the player has not chosen.
func TestResultsRowsInTheSeatsColours(t *testing.T) {
	duel := config(2, "normal", "", 3)
	duel.Seats[0].Color, duel.Seats[1].Color = 3, 4
	solo := config(1, "", "", 3)
	solo.Seats[0].Color = 1 // the colour seat 1 would have
	for _, c := range []struct {
		name string
		cfg  tables.Config
		want map[int]int
	}{
		{"two seats", duel, map[int]int{0: 3, 1: 4}},
		{"solo", solo, map[int]int{0: 1, 1: 2}},
	} {
		r := newRig(t, 1280, 720, c.cfg)
		res := newResults(r.App.Context(), r.table, anEnd(c.cfg.Options.Players == 1))
		got := map[int]int{}
		for i := range res.Rows() {
			row, _, _ := res.Row(i)
			got[row.Seat] = row.Color
		}
		if len(got) != len(c.want) || got[0] != c.want[0] || got[1] != c.want[1] {
			t.Errorf("%s: rows coloured %v, want %v", c.name, got, c.want)
		}
	}
}
