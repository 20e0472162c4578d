package necklace

import (
	"slices"

	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/tables/kit"
)

// Note is the sentence the table shows over the play area for an event
// that has one ("Vittoria ends the game"), "" for the others; like
// LogLine it speaks to the person at the screen as "you"
// (kit.LogWords.Say).
func Note(lw kit.LogWords, ev rules.Event) string {
	switch e := ev.(type) {
	case nk.PileEmptied:
		return lw.W.T("necklace.event.emptied")
	case nk.Declined:
		return lw.Say("necklace.event.declined", kit.Seat(e.Player))
	}
	return ""
}

// ResultLine is the end's line: the winner (or a shared win, or the win
// on more wishes); in solo play the result against the rival and the
// rating.
func ResultLine(lw kit.LogWords, e nk.GameEnded) string {
	w := lw.W
	if e.Solo {
		key := "necklace.end.solo_loss"
		if slices.Contains(e.Winners, 0) {
			key = "necklace.end.solo_win"
		}
		return w.T("necklace.end.solo", w.T(key, e.Scores[0], e.Scores[nk.Rival]), w.T("necklace.end.rating", w.T(ratingKeys[e.Rating])))
	}
	if len(e.Winners) != 1 {
		return w.T("necklace.end.shared", e.Scores[0], e.Wishes[0])
	}
	p := e.Winners[0]
	if e.Scores[0] == e.Scores[1] {
		return lw.Say("necklace.end.tiebreak", kit.Seat(p))
	}
	return lw.Say("necklace.end.wins", kit.Seat(p), e.Scores[p])
}

// words is how this table speaks of its seats (kit.Base.Words), the rival
// jeweller of solo play by its name.
func (t *Table) words() kit.LogWords {
	lw := t.Words()
	lw.Seat = t.seatName
	return lw
}
