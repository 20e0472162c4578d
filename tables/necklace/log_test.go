package necklace

import (
	"testing"

	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/tables/kit"
)

// TestLogShowsTheRivalsOpening: when the rival jeweller opens a solo
// game, the move log begins with that turn, which no move made (Setup
// played it): the rival drew a card (not which) and discarded the one the
// discard pile shows.
func TestLogShowsTheRivalsOpening(t *testing.T) {
	cfg := config(1, "", "", 9)
	cfg.Options.Variant = map[string]string{"start": "1"}
	r := newRig(t, 1280, 720, cfg)
	tb := r.table
	r.waitTurn(0)
	lw := kit.LogWords{W: lang.English(), Seat: tb.seatName}
	var lines []string
	for _, ev := range tb.D.LogEvents() {
		if s := LogLine(lw, ev); s != "" {
			lines = append(lines, s)
		}
	}
	rival := tb.seatName(nk.Rival)
	top := tb.view().TopDiscard()
	want := []string{lw.W.T("log.necklace.drew_card", rival), lw.W.T("log.necklace.discarded", rival, cardWords(lw.W, top))}
	if len(lines) < 2 || lines[0] != want[0] || lines[1] != want[1] {
		t.Fatalf("the log begins %q, want %q", lines, want)
	}
}
