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
// reads the same sentences.
func LogLine(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	seat := func(p int8) string { return lw.Seat(int(p)) }
	switch e := ev.(type) {
	case d.LootDealt:
		return w.T("log.dolores.loot", seat(e.Player), cardWords(w, e.Card))
	case d.ShareBegins:
		return w.T("log.dolores.share", e.Number, seat(e.Dealer), seat(e.Left))
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
		return w.T("log.dolores.mib", seat(e.Player), mibWords(w, int(e.MiB)))
	case d.Passed:
		return w.T("log.dolores.passed", seat(e.Player))
	case d.Said:
		return w.T("log.dolores.said", seat(e.Player), w.T("dolores.phrase."+d.PhraseName(int(e.Phrase))))
	case d.GestureChosen:
		return w.T("log.dolores.chose", seat(e.Player))
	case d.WagerPlaced:
		return w.T("log.dolores.wager", seat(e.Player))
	case d.GestureShown:
		return w.T("log.dolores.shown", seat(e.Player), gestureWords(w, e.Gesture))
	case d.ShareTurnedUp:
		return w.T("log.dolores.turned_up")
	case d.GesturesRevealed:
		return w.T("log.dolores.revealed", seat(e.Dealer), gestureWords(w, e.DealerGesture), seat(e.Left), gestureWords(w, e.LeftGesture))
	case d.WagerResolved:
		if e.Right {
			return w.T("log.dolores.wager_right", seat(e.Player))
		}
		return w.T("log.dolores.wager_wrong", seat(e.Player))
	case d.GesturesCancelled:
		return w.T("log.dolores.cancelled", seat(e.Player), mibWords(w, d.MixUp))
	case d.CardTaken:
		return w.T("log.dolores.taken", seat(e.Player), cardWords(w, e.Card))
	case d.CardDiscarded:
		return w.T("log.dolores.discarded", cardWords(w, e.Card))
	case d.CollectionDiscarded:
		if e.Type < 0 {
			return w.T("log.dolores.no_goods", seat(e.Player))
		}
		return w.T("log.dolores.collection", seat(e.Player), w.T("dolores.goods."+d.TypeName(int(e.Type))))
	case d.CollectionChosen:
		return w.T("log.dolores.chose_coll", seat(e.Player))
	case d.Stolen:
		return w.T("log.dolores.stolen", seat(e.Thief), cardWords(w, e.Card), seat(e.Victim))
	case d.TheftWasted:
		return w.T("log.dolores.theft_wasted", seat(e.Player), mibWords(w, d.Theft))
	case d.WordRecorded:
		if e.Kept {
			return w.T("log.dolores.word_kept", seat(e.Player))
		}
		return w.T("log.dolores.word_broken", seat(e.Player))
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
