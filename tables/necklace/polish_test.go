package necklace

import (
	"math"
	"slices"
	"testing"

	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/sprites"
)

// shownCards are the cards the opponent's hand shows face up.
func shownCards(tb *Table) []nk.Card {
	return cardsOf(slices.DeleteFunc(slices.Clone(tb.b.opp), func(n *cardNode) bool { return !n.card.Valid() || !n.FaceUp() }))
}

// TestTakenDiscardShowsInOpponentsHand: a card the opponent takes from
// the discard pile was seen by everyone, so it lies face up in their hand
// (the View names it) while they keep it, also after a rebuild of the
// board and after they discard another card; once they discard it, their
// hand is backs again.
func TestTakenDiscardShowsInOpponentsHand(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 6))
	tb := r.table
	r.waitTurn(0)
	// the player's turn, then the opponent's, made here for it so the
	// test knows what it takes (the bot has not begun to think)
	turn := func(take bool, drop func(hand []nk.Card) nk.Card) {
		t.Helper()
		r.act(0, nk.TakeDraw)
		r.act(0, nk.DiscardMove(r.live().Hand(0)[0]))
		if take {
			r.act(1, nk.TakeDiscard)
		} else {
			r.act(1, nk.TakeDraw)
		}
		r.act(1, nk.DiscardMove(drop(r.live().Hand(1))))
		r.waitTurn(0)
	}
	var taken nk.Card
	turn(true, func(hand []nk.Card) nk.Card { taken = hand[len(hand)-1]; return hand[0] })
	check := func(when string, want []nk.Card) {
		t.Helper()
		got := shownCards(tb)
		if len(got) != len(want) || (len(want) == 1 && got[0] != want[0]) {
			t.Fatalf("%s: the opponent's hand shows %v, want %v", when, got, want)
		}
		if len(tb.b.opp) != nk.HandSize {
			t.Fatalf("%s: the opponent holds %d cards on screen", when, len(tb.b.opp))
		}
		for _, c := range want {
			if !tb.view().KnownInHand(1, c) {
				t.Fatalf("%s: the view does not say %s is known", when, c)
			}
		}
	}
	check("after the take", []nk.Card{taken})
	tb.rebuild()
	tb.Layout(tb.Ctx, 1280, 720)
	check("after a rebuild", []nk.Card{taken})
	turn(false, func(hand []nk.Card) nk.Card {
		for _, c := range hand {
			if c != taken {
				return c
			}
		}
		return hand[0]
	})
	check("after a hidden discard", []nk.Card{taken})
	turn(false, func([]nk.Card) nk.Card { return taken })
	check("after it was discarded", nil)
}

// TestRivalOpeningIsAnimated: when the rival jeweller opens a solo game,
// the table opens before its turn (the pile a card fuller, the discard
// pile empty) and shows it like any turn of the rival's: a back drawn
// into its hand, then its discard, while the status names the rival; the
// board then agrees with the view.
func TestRivalOpeningIsAnimated(t *testing.T) {
	cfg := config(1, "", "rainbow+gold", 9)
	cfg.Options.Variant["start"] = "1"
	r := newRig(t, 1280, 720, cfg)
	r.App.Context().Settings.AnimationSpeed = 1
	tb := r.table
	v := tb.view()
	if len(tb.b.discard) != 0 || tb.b.mod.Pile != v.DrawCount()+1 {
		t.Fatalf("the table opens after the rival's turn: %d discards, pile %d (view %d)", len(tb.b.discard), tb.b.mod.Pile, v.DrawCount())
	}
	rivalTurn := lang.English().T("necklace.turn.other", tb.seatName(nk.Rival))
	most, said := 0, false
	r.Until(600, "the rival's opening", func() bool {
		most = max(most, len(tb.b.opp))
		said = said || tb.status.Text() == rivalTurn
		for _, n := range tb.b.opp {
			if n.card.Valid() {
				t.Fatalf("the rival's hand shows %s", n.card)
			}
		}
		return tb.seatToMove() == 0 && !tb.St.Animating()
	})
	if most != nk.HandSize+1 || !said {
		t.Errorf("the rival's draw: at most %d cards in its hand; the status named it: %v", most, said)
	}
	if len(tb.b.discard) != 1 || tb.b.discard[0].card != v.TopDiscard() || !tb.b.discard[0].FaceUp() || tb.b.mod.Pile != v.DrawCount() || len(tb.b.opp) != nk.HandSize {
		t.Errorf("after the opening: discards %d, pile %d (view %d), rival holds %d", len(tb.b.discard), tb.b.mod.Pile, v.DrawCount(), len(tb.b.opp))
	}
	if s := tb.status.Text(); s == rivalTurn {
		t.Errorf("the status still names the rival: %q", s)
	}
}

// TestEndFollowsResize: the strung necklaces of the end are laid out
// again when the screen changes size (1280×720 to a phone's 844×390 and
// back): every stone on its new slot inside its new area, the caption
// under it, nothing off screen.
func TestEndFollowsResize(t *testing.T) {
	w := lang.English()
	s := lastTurn(t, 2, 21)
	st := sprites.NewStage(1280, 720)
	b := testBoard(st, w, s.View(0).(*nk.State), 0, 0)
	e := endOf(t, s)
	anim, strung := b.endTimeline(e, [2]string{"Ada", "Vittoria"})
	st.Play(anim).Skip()
	for _, size := range [][2]float64{{844, 390}, {1280, 720}} {
		st.SetSize(size[0], size[1])
		b.layout(size[0], size[1])
		for seat, sg := range strung {
			area := b.g.stringArea(seat == 0)
			if sg.area != area {
				t.Fatalf("%v seat %d: area %v, the geometry strings it in %v", size, seat, sg.area, area)
			}
			slots := b.g.stringSlots(area, sg.groups)
			for i, n := range sg.stones {
				if math.Abs(n.X()-slots[i][0]) > 0.01 || math.Abs(n.Y()-slots[i][1]) > 0.01 || !area.Contains(n.X(), n.Y()) {
					t.Errorf("%v seat %d stone %d at %.1f,%.1f, slot %v", size, seat, i, n.X(), n.Y(), slots[i])
				}
				if gw, _ := n.Size(); gw != b.g.gem {
					t.Errorf("%v seat %d stone %d is %v wide, want %v", size, seat, i, gw, b.g.gem)
				}
			}
			x, y := sg.caption.X(), sg.caption.Y()
			if cx, cy := b.g.stringCaption(area); x != cx || y != cy || y > size[1] || sg.chain.X() != area.X || sg.chain.Y() != area.Y {
				t.Errorf("%v seat %d: caption at %v,%v (want %v,%v), chain at %v,%v", size, seat, x, y, cx, cy, sg.chain.X(), sg.chain.Y())
			}
		}
	}
}

// TestFacesPaintedAhead: while the player decides, the table paints every
// face of the deck in play at the sizes it shows cards (the hand, the
// piles and jewel box, the opponent's hand), so a card drawn, discarded,
// seen taken or turned over at the end never paints its face in the frame
// that shows it (a necklace face costs several milliseconds to paint).
func TestFacesPaintedAhead(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {844, 390}} {
		r := newRig(t, size[0], size[1], config(2, "normal", "rainbow+gold", 2))
		tb := r.table
		r.waitTurn(0)
		r.Until(3000, "the faces painted", tb.Warmed)
		art := tb.St.Art()
		painted := art.Len()
		g := &tb.b.g
		var buf [nk.NumCards]nk.Card
		deck := tb.view().Expansions().Deck(buf[:0])
		for _, c := range deck {
			for _, wh := range [][2]float64{{g.handW, g.handH}, {g.cardW, g.cardH}, {g.oppW, g.oppH}} {
				tb.St.Prepare(newCardNode(tb.Ctx.Words, c, wh[0], wh[1]).Card)
				if art.Len() != painted {
					t.Fatalf("%v: %s at %.0f×%.0f was not painted ahead", size, c, wh[0], wh[1])
				}
			}
		}
	}
}
