package dolcevita

import (
	"salotto/lang"
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/tables/kit"
)

// LogLine words a Dolce Vita event for the move log (kit.LogLine).
// Everything in the game is public, so every viewer reads the same facts
// (the person at the screen reads of themselves as "you",
// kit.LogWords.Say); the start of a column's resolution is left out, as
// each line names its column.
func LogLine(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case dv.Placed:
		return lw.Say("log.dolcevita.placed", kit.Seat(e.Player), e.Number, e.Column+1)
	case dv.TieCancelled:
		return lw.Say("log.dolcevita.tie", e.Column+1, kit.SeatList(e.Players), e.Total)
	case dv.Awarded:
		return lw.Say("log.dolcevita.awarded", e.Column+1, kit.Seat(e.Player), cardWords(w, e.Card))
	case dv.TradedIn:
		return lw.Say("log.dolcevita.traded_in", kit.Seat(e.Player), cardWords(w, e.Old), cardWords(w, e.New), e.Column+1)
	case dv.EmptyHanded:
		return lw.Say("log.dolcevita.empty_handed", e.Column+1, kit.Seat(e.Player))
	case dv.NoBidRotated:
		return w.T("log.dolcevita.no_bids", e.Column+1, cardWords(w, e.Card))
	case dv.RoundEnded:
		return w.T("log.dolcevita.round_ended", e.Round)
	case dv.GameEnded:
		return lw.Winners(e.Winners)
	}
	return ""
}

// cardWords names a luxury or money card with its worth: "house 400,000".
func cardWords(w *lang.Catalog, c dv.Card) string {
	if c.IsMoney() {
		return w.T("log.dolcevita.money", w.Money(c.Worth()))
	}
	return w.T("log.dolcevita.luxury", w.T("dolcevita.luxury."+c.Luxury().String()), w.Money(c.Worth()))
}
