package dolores

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
	"salotto/rules/catalog"
	d "salotto/rules/dolores"
	"salotto/rules/record"
	"salotto/tables"
	"salotto/tables/internal/resumetest"
)

// TestResumeShowsThePosition: Continue shows the table as it was left
// (the same picture as the table that played the moves: the share, the
// discard's top card, the areas, who acts), without animating the moves
// again.
func TestResumeShowsThePosition(t *testing.T) {
	resumetest.Run(t, New, "dolores", 3, 0, 24, 61)
}

// TestResumedCollectionTopIsTheDiscarders: after a double Dodge only the
// discarder's own cards of the collection go, so the top of the discard a
// resumed table shows is the discarder's highest card of that type, not
// another seat's (it once took any seat's card of the type).
func TestResumedCollectionTopIsTheDiscarders(t *testing.T) {
	var owner [d.NumCards]int8
	for c := range owner {
		owner[c] = -1
	}
	owner[21], owner[24] = 0, 0 // seat 0's wine
	owner[27] = 1               // seat 1's, higher-numbered
	top := discardTop(d.NoCard, d.CollectionDiscarded{Player: 0, Type: 2}, &owner)
	if top != 24 {
		t.Errorf("seat 0 discards its wine: top %v, want its own 24", top)
	}
	if top := discardTop(5, d.CollectionDiscarded{Player: 1, Type: -1}, &owner); top != 5 {
		t.Errorf("a seat without goods discards nothing, yet the top became %v", top)
	}
}

// TestWastedTheftGoesToTheHeap: a Theft that finds nothing to steal is
// discarded (the rules move it from its holder's area to the discard), on
// the table that plays it and on a table resumed after it alike.
func TestWastedTheftGoesToTheHeap(t *testing.T) {
	r := settledShare(t)
	tb := r.table
	theft := d.MiBCard(d.Theft)
	r.play(d.LootDealt{Player: 0, Card: theft}, 1, nil)
	if tb.mod.Where[theft] != 0 {
		t.Fatalf("the Theft is not in seat 0's area: %d", tb.mod.Where[theft])
	}
	discards := tb.mod.Discards
	r.play(d.TheftWasted{Player: 0}, 1, nil)
	if tb.mod.Where[theft] != -1 || tb.cards[theft].Visible() || tb.mod.Top != theft || tb.mod.Discards != discards+1 {
		t.Errorf("after a wasted Theft: in area %d, visible %v, top %v, discards %d (want %d)", tb.mod.Where[theft], tb.cards[theft].Visible(), tb.mod.Top, tb.mod.Discards, discards+1)
	}
	var owner [d.NumCards]int8
	for c := range owner {
		owner[c] = -1
	}
	// gained and wasted in one move: the card was in no area before it
	if top := discardTop(3, d.TheftWasted{Player: 0}, &owner); top != theft {
		t.Errorf("resumed after a wasted Theft: top %v, want the Theft", top)
	}
}

// playUntil plays random legal moves of a players-seat game from seed
// until a move's events and the position after it satisfy hit, and
// returns the configuration of a table of people at every seat with the
// moves up to that one, and that move's events; ok is false if the game
// ended first.
func playUntil(t *testing.T, players int, seed uint64, hit func(st *d.State, evs []rules.Event) bool) (cfg tables.Config, evs []rules.Event, ok bool) {
	t.Helper()
	cfg = config(players, []int{0, 1, 2, 3}[:players], seed)
	g, err := catalog.Lookup("dolores")
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Setup(cfg.Options, seed)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(seed, 7))
	for !st.Done() {
		p := st.ToAct(nil)[0]
		legal := st.Legal(p, nil)
		m := legal[rnd.IntN(len(legal))]
		if evs, err = st.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		cfg.Moves = append(cfg.Moves, record.Entry{Player: p, Move: g.FormatMove(m)})
		if hit(st.(*d.State), evs) {
			return cfg, evs, true
		}
	}
	return cfg, nil, false
}

// TestReopenedShareKeepsTalkAndConvoy: a table opened again in the middle
// of a share (Continue, an undo, a language switch) shows the bubbles of
// the words said and not yet answered, a Broken Lantern report among
// them, and the Convoy's marks on the cards it dealt (they were once all
// lost).
func TestReopenedShareKeepsTalkAndConvoy(t *testing.T) {
	said := func(evs []rules.Event) (d.Said, bool) {
		for _, ev := range evs {
			if e, ok := ev.(d.Said); ok {
				return e, true
			}
		}
		return d.Said{}, false
	}
	convoy := func(evs []rules.Event) (slots []int) {
		on := false
		for _, ev := range evs {
			switch e := ev.(type) {
			case d.MiBPlayed:
				on = int(e.MiB) == d.Convoy
			case d.CardDealt:
				if on {
					slots = append(slots, int(e.Slot))
				}
			}
		}
		return slots
	}
	for _, tc := range []struct {
		name string
		hit  func(st *d.State, evs []rules.Event) bool
	}{
		{"a word while choosing", func(st *d.State, evs []rules.Event) bool {
			e, ok := said(evs)
			return ok && e.Phrase < d.SayRich && st.Step() == d.StepGestures
		}},
		{"a Broken Lantern report", func(st *d.State, evs []rules.Event) bool {
			e, ok := said(evs)
			return ok && e.Phrase >= d.SayRich
		}},
		{"a Convoy", func(st *d.State, evs []rules.Event) bool {
			return len(convoy(evs)) == 2 && st.Step() == d.StepWindow
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cfg tables.Config
			var evs []rules.Event
			found := false
			for seed := uint64(1); seed <= 200 && !found; seed++ {
				cfg, evs, found = playUntil(t, 3, seed, tc.hit)
			}
			if !found {
				t.Fatal("no random game of 200 reached the position")
			}
			r := newRig(t, 1280, 720, cfg)
			r.speed(0)
			tb := r.table
			r.Until(600, "the opening", func() bool { return !tb.Q.Busy() && !tb.St.Animating() })
			if e, ok := said(evs); ok {
				b := tb.seats[e.Player].bubble
				if tb.mod.Said[e.Player] != e.Phrase || !b.node.Visible() || b.said != e.Phrase {
					t.Errorf("seat %d said %s: the reopened table shows %d (bubble visible %v)", e.Player, d.PhraseName(int(e.Phrase)), tb.mod.Said[e.Player], b.node.Visible())
				}
			}
			slots := convoy(evs)
			if len(slots) == 0 {
				return // an earlier move of the share may have had a Convoy
			}
			want := [6]bool{}
			for _, i := range slots {
				want[i] = true
			}
			for i, mk := range tb.marks {
				if tb.mod.Convoyed[i] != want[i] || (mk.node.Visible() && mk.kind == markConvoy) != want[i] {
					t.Errorf("slot %d: the Convoy dealt to it %v, the reopened table marks it %v (mark shown %v)", i, want[i], tb.mod.Convoyed[i], mk.node.Visible())
				}
			}
		})
	}
}
