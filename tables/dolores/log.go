package dolores

import (
	"salotto/lang"
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables/kit"
)

// LogLine words an HMS Dolores event for the move log (kit.LogLine). The
// rules already keep secrets out of the events (a face-down deal carries
// no card, a chosen gesture no gesture until the reveal), so every viewer
// reads the same facts; the person at the screen reads of themselves as
// "you" (kit.LogWords.Say).
func LogLine(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case d.LootDealt:
		return lw.Say("log.dolores.loot", kit.Seat(e.Player), cardWords(w, e.Card))
	case d.ShareBegins:
		return lw.Say("log.dolores.share", e.Number, kit.Seat(e.Dealer), kit.Seat(e.Left))
	case d.CardDealt:
		card := cardWords(w, e.Card)
		if e.FaceDown || e.Card == d.NoCard {
			card = w.T("log.dolores.face_down")
		}
		if e.Side == 0 {
			return w.T("log.dolores.dealt_left", card)
		}
		return w.T("log.dolores.dealt_dealer", card)
	case d.DawnDrawn:
		return w.T("log.dolores.dawn")
	case d.MiBPlayed:
		return lw.Say("log.dolores.mib", kit.Seat(e.Player), mibWords(w, int(e.MiB)))
	case d.Passed:
		return lw.Say("log.dolores.passed", kit.Seat(e.Player))
	case d.Said:
		return lw.Say("log.dolores.said", kit.Seat(e.Player), w.T("dolores.phrase."+d.PhraseName(int(e.Phrase))))
	case d.GestureChosen:
		return lw.Say("log.dolores.chose", kit.Seat(e.Player))
	case d.WagerPlaced:
		return lw.Say("log.dolores.wager", kit.Seat(e.Player))
	case d.GestureShown:
		return lw.Say("log.dolores.shown", kit.Seat(e.Player), gestureWords(w, e.Gesture))
	case d.ShareTurnedUp:
		return w.T("log.dolores.turned_up")
	case d.GesturesRevealed:
		return lw.Say("log.dolores.revealed", kit.Seat(e.Dealer), gestureWords(w, e.DealerGesture), kit.Seat(e.Left), gestureWords(w, e.LeftGesture))
	case d.WagerResolved:
		if e.Right {
			return lw.Say("log.dolores.wager_right", kit.Seat(e.Player))
		}
		return lw.Say("log.dolores.wager_wrong", kit.Seat(e.Player))
	case d.GesturesCancelled:
		return lw.Say("log.dolores.cancelled", kit.Seat(e.Player), mibWords(w, d.MixUp))
	case d.CardTaken:
		return lw.Say("log.dolores.taken", kit.Seat(e.Player), cardWords(w, e.Card))
	case d.CardDiscarded:
		return w.T("log.dolores.discarded", cardWords(w, e.Card))
	case d.CollectionDiscarded:
		if e.Type < 0 {
			return lw.Say("log.dolores.no_goods", kit.Seat(e.Player))
		}
		return lw.Say("log.dolores.collection", kit.Seat(e.Player), w.T("dolores.goods."+d.TypeName(int(e.Type))))
	case d.CollectionChosen:
		return lw.Say("log.dolores.chose_coll", kit.Seat(e.Player))
	case d.Stolen:
		return lw.Say("log.dolores.stolen", kit.Seat(e.Thief), cardWords(w, e.Card), kit.Seat(e.Victim))
	case d.TheftWasted:
		return lw.Say("log.dolores.theft_wasted", kit.Seat(e.Player), mibWords(w, d.Theft))
	case d.WordRecorded:
		if e.Kept {
			return lw.Say("log.dolores.word_kept", kit.Seat(e.Player))
		}
		return lw.Say("log.dolores.word_broken", kit.Seat(e.Player))
	case d.GameEnded:
		return lw.Winners(e.Winners)
	}
	return ""
}

// cardWords names a card: goods with their value ("wine 2"), a Message
// in a Bottle by its name, Dawn.
func cardWords(w *lang.Catalog, c d.Card) string {
	switch {
	case c.IsGoods():
		return w.T("log.dolores.goods", w.T("dolores.goods."+d.TypeName(c.Type())), c.Value())
	case c.IsMiB():
		return mibWords(w, c.MiB())
	}
	return w.T("log.dolores.dawn_card")
}

func mibWords(w *lang.Catalog, m int) string { return w.T("dolores.mib." + d.MiBName(m)) }

func gestureWords(w *lang.Catalog, g int8) string {
	return w.T("dolores.gesture." + d.GestureName(int(g)))
}
