package necklace

import (
	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/tables/kit"
)

// LogLine words a necklace event for the move log (kit.LogLine). The
// event comes redacted for the log's viewer, so a card another seat drew
// carries no card and reads "Marcello drew a card"; the person at the
// screen reads of themselves as "you" (kit.LogWords.Say).
func LogLine(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case nk.Drew:
		if e.Card == nk.NoCard {
			return lw.Say("log.necklace.drew_card", kit.Seat(e.Player))
		}
		return lw.Say("log.necklace.drew", kit.Seat(e.Player), cardWords(w, e.Card))
	case nk.TookDiscard:
		return lw.Say("log.necklace.took", kit.Seat(e.Player), cardWords(w, e.Card))
	case nk.Discarded:
		return lw.Say("log.necklace.discarded", kit.Seat(e.Player), cardWords(w, e.Card))
	case nk.PileEmptied:
		return w.T("log.necklace.emptied")
	case nk.Declined:
		return lw.Say("log.necklace.declined", kit.Seat(e.Player))
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
