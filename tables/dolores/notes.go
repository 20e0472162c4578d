package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables/kit"
)

// Note is the sentence the table shows over the share for an event that
// has one ("Sofia used Swirl"), "" for the others; like LogLine it speaks
// to the person at the screen as "you" (kit.LogWords.Say).
func Note(lw kit.LogWords, ev rules.Event) string {
	w := lw.W
	switch e := ev.(type) {
	case d.ShareBegins:
		return lw.Say("dolores.share_begins", kit.Seat(e.Dealer), kit.Seat(e.Left))
	case d.DawnDrawn:
		return w.T("dolores.dawn")
	case d.MiBPlayed:
		return lw.Say("dolores.mib_played", kit.Seat(e.Player), w.T("dolores.mib."+d.MiBName(int(e.MiB))))
	case d.GesturesCancelled:
		return lw.Say("dolores.mixed_up", kit.Seat(e.Player))
	case d.TheftWasted:
		return lw.Say("dolores.theft_wasted", kit.Seat(e.Player))
	case d.WagerResolved:
		if e.Right {
			return lw.Say("dolores.wager_right", kit.Seat(e.Player))
		}
		return lw.Say("dolores.wager_wrong", kit.Seat(e.Player))
	case d.CollectionDiscarded:
		if e.Type < 0 {
			return lw.Say("dolores.no_goods", kit.Seat(e.Player))
		}
		return lw.Say("dolores.collection_lost", kit.Seat(e.Player), w.T("dolores.goods."+d.TypeName(int(e.Type))))
	case d.Stolen:
		return lw.Say("dolores.stolen", kit.Seat(e.Thief), kit.Seat(e.Victim))
	case d.GameEnded:
		return w.T("dolores.game_over")
	}
	return ""
}

// Banner is the line over the table: which share, who deals to whom.
func Banner(lw kit.LogWords, share, dealer, left int) string {
	return lw.Say("dolores.banner", share, kit.Seat(dealer), kit.Seat(left))
}
