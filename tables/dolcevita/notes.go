package dolcevita

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/tables/kit"
)

// Note is the sentence the table shows under a column for an event that
// has one ("Nothing left for Sofia"), "" for the others; like LogLine it
// speaks to the person at the screen as "you" (kit.LogWords.Say).
func Note(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case dv.TieCancelled:
		return w.T("dolcevita.tie_cancelled", e.Total)
	case dv.EmptyHanded:
		return lw.Say("dolcevita.empty_handed", kit.Seat(e.Player))
	case dv.NoBidRotated:
		return w.T("dolcevita.no_bids")
	case dv.TradedIn:
		kind := w.T("dolcevita.luxury." + e.New.Luxury().String())
		return lw.Say("dolcevita.traded_in", kit.Seat(e.Player), kind, w.Money(e.Old.Worth()), w.Money(e.New.Worth()))
	}
	return ""
}

// RoundLine is the banner's left line: the round, and who started it.
func RoundLine(lw kit.LogWords, round, rounds, start int) string {
	return lw.Say("dolcevita.round", round, rounds, kit.Seat(start))
}
