package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/rules/record"
	"salotto/tables"
	"salotto/tables/dolores/model"
)

// resumed is what a table opened with moves already made (Continue, an
// undo, a language switch) shows beyond its view, as the table that
// played the moves shows it: the card on top of the discard (the rules
// keep the discard as a set, so the view alone cannot say which card lies
// on top) and the share slots holding a card a Convoy dealt (the rules do
// not tell those cards apart).
type resumed struct {
	top      d.Card
	convoyed [6]bool
}

// resume replays cfg's moves for what the view lacks; top is the view's
// guess at the discard's top, kept when no move was made.
func resume(cfg tables.Config, top d.Card) resumed {
	r := resumed{top: top}
	if len(cfg.Moves) == 0 {
		return r
	}
	g := look.Rules
	start, err := g.Setup(cfg.Options, cfg.Seed)
	if err != nil {
		return r
	}
	var owner [d.NumCards]int8 // the seat whose area holds each card before a move, or -1
	areas := func(st *d.State) {
		for c := range owner {
			owner[c] = -1
		}
		for p := 0; p < st.Players(); p++ {
			for _, c := range st.Area(p) {
				owner[c] = int8(p)
			}
		}
	}
	areas(start.(*d.State))
	var share shareSlots
	// the driver replayed these moves already, so none is refused here
	record.ReplayEach(g, record.New(g, cfg.Options, cfg.Seed, nil).With(cfg.Moves), func(_ int, s rules.State, _ rules.Move, evs []rules.Event) {
		for _, ev := range evs {
			r.top = discardTop(r.top, ev, &owner)
			share.see(ev)
		}
		areas(s.(*d.State))
	})
	r.convoyed = share.convoyed
	return r
}

// discardTop is the discard's top card after ev, top before it; owner
// holds each card's seat before the move.
func discardTop(top d.Card, ev rules.Event, owner *[d.NumCards]int8) d.Card {
	switch e := ev.(type) {
	case d.CardDiscarded:
		return e.Card
	case d.MiBPlayed:
		if c := d.MiBCard(int(e.MiB)); owner[c] >= 0 {
			return c
		}
	case d.TheftWasted:
		// the rules discard a Theft that finds nothing to steal
		return d.MiBCard(d.Theft)
	case d.CollectionDiscarded:
		// only the discarder's own cards of that type go
		for c := d.Card(int(e.Type) * 10); e.Type >= 0 && c < d.Card(int(e.Type)*10+10); c++ {
			if owner[c] == e.Player {
				top = c
			}
		}
	}
	return top
}

// shareSlots follows, through the events, which share slots hold a card
// and which of those a Convoy dealt, as the table's model does while it
// animates them (events.go, tide.go).
type shareSlots struct {
	filled, convoyed     [6]bool
	washing, convoyDeals int // an Ebb's new cards, a Convoy's, still to come
}

func (s *shareSlots) see(ev rules.Event) {
	switch e := ev.(type) {
	case d.ShareBegins:
		*s = shareSlots{}
	case d.MiBPlayed:
		switch int(e.MiB) {
		case d.Ebb:
			s.washing, s.convoyDeals = 4, 0
		case d.Convoy:
			s.convoyDeals = 2
		case d.Swirl:
			filled, convoyed := s.filled, s.convoyed
			for i, j := range model.Swirled(&filled, int(e.Mask)) {
				s.filled[i], s.convoyed[i] = j >= 0, j >= 0 && convoyed[j]
			}
		}
	case d.CardDealt:
		s.filled[e.Slot] = true
		switch {
		case s.washing > 0:
			s.washing--
		case s.convoyDeals > 0:
			s.convoyDeals--
			s.convoyed[e.Slot] = true
		}
	case d.CardTaken:
		s.filled[e.Slot], s.convoyed[e.Slot] = false, false
	case d.CardDiscarded:
		s.filled[e.Slot], s.convoyed[e.Slot] = false, false
	}
}
