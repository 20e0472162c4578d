package necklace

import (
	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/tables/kit"
)

// LogLine words a necklace event for the move log (kit.LogLine). The
// event comes redacted for the log's viewer, so a card another seat drew
// carries no card and reads "Marcello drew a card".
func LogLine(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case nk.Drew:
		if e.Card == nk.NoCard {
			return w.T("log.necklace.drew_card", lw.Seat(e.Player))
		}
		return w.T("log.necklace.drew", lw.Seat(e.Player), cardWords(w, e.Card))
	case nk.TookDiscard:
		return w.T("log.necklace.took", lw.Seat(e.Player), cardWords(w, e.Card))
	case nk.Discarded:
		return w.T("log.necklace.discarded", lw.Seat(e.Player), cardWords(w, e.Card))
	case nk.PileEmptied:
		return w.T("log.necklace.emptied")
	case nk.Declined:
		return w.T("log.necklace.declined", lw.Seat(e.Player))
	case nk.GameEnded:
		return lw.Winners(e.Winners)
	}
	return ""
}

// logLine is LogLine naming the rival jeweller in solo play.
func (t *Table) logLine(lw kit.LogWords, ev rules.Event) string {
	lw.Seat = t.seatName
	return LogLine(lw, ev)
}

// cardWords names a card by its id and wish: "B04 (3 × amethyst)".
func cardWords(w *lang.Catalog, c nk.Card) string {
	return w.T("log.necklace.card", c.String(), WishText(w, c))
}
