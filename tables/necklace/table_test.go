package necklace

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/tables"
	"salotto/tables/kit"
)

func handCards(tb *Table) []nk.Card { return cardsOf(tb.b.hand) }

// cardsOf are the cards the nodes stand for.
func cardsOf(nodes []*cardNode) []nk.Card {
	var out []nk.Card
	for _, n := range nodes {
		out = append(out, n.card)
	}
	return out
}

// TestTurnByDragAndClick: the first turn refuses the discard pile with
// its reason and leaves the game as it was; a drag from the draw pile
// into the hand draws, a drag of a hand card onto the discard pile
// discards; after the bot's turn, click-then-click takes the top discard.
func TestTurnByDragAndClick(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 3))
	tb := r.table
	r.waitTurn(0)
	before := r.live().Hash()
	r.Click(r.Target("discard"))
	want := lang.English().Refusal(&rules.IllegalMove{Game: "necklace", Code: nk.ReasonFirstTurnDraws}, nil)
	if got := tb.note.Text.Text(); got != want {
		t.Errorf("touching the discard pile on the first turn says %q, want %q", got, want)
	}
	if r.live().Hash() != before {
		t.Fatal("the refused touch changed the game")
	}
	r.Drag(r.Target("draw"), r.Target("hand"))
	r.Until(600, "the draw", func() bool { return tb.view().Discarding() && !tb.Q.Busy() })
	if len(tb.b.hand) != 5 || r.live().DrawCount() != tb.b.mod.Pile {
		t.Fatalf("after drawing: %d cards in hand, pile %d (rules %d)", len(tb.b.hand), tb.b.mod.Pile, r.live().DrawCount())
	}
	drawn := tb.b.hand[4].card
	if !slices.Contains(r.live().Hand(0), drawn) || !tb.b.hand[4].FaceUp() {
		t.Errorf("the drawn card %s is not shown in the hand", drawn)
	}
	gone := tb.b.hand[1].card
	r.Drag(r.Target("hand:"+gone.String()), r.Target("discard-pile"))
	r.waitTurn(0)
	if slices.Contains(handCards(tb), gone) || len(tb.b.hand) != 4 || len(tb.b.opp) != 4 {
		t.Fatalf("after discarding %s: hand %v, opponent %d", gone, handCards(tb), len(tb.b.opp))
	}
	var shown []nk.Card
	for _, n := range tb.b.discard {
		shown = append(shown, n.card)
	}
	if want := r.live().DiscardPile(); !slices.Equal(shown, want) {
		t.Fatalf("the discard pile shows %v, rules %v (we discarded %s)", shown, want, gone)
	}
	top := tb.b.discard[len(tb.b.discard)-1].card
	if top != r.live().TopDiscard() {
		t.Fatalf("top discard shown %s, rules %s", top, r.live().TopDiscard())
	}
	r.Click(r.Target("discard"))
	r.Click(r.Target("hand"))
	r.Until(600, "the take", func() bool { return tb.view().Discarding() && !tb.Q.Busy() })
	if !slices.Contains(handCards(tb), top) || !slices.Contains(r.live().Hand(0), top) {
		t.Fatalf("click-then-click did not take %s: hand %v", top, handCards(tb))
	}
	if tb.mod.Taken != top || tb.b.panel.live.PreviewDiscard(top).Delta != 0 {
		t.Errorf("the panel does not value the hand before the take")
	}
}

// TestDiscardTheCardJustTaken: the card a player just took, from the draw
// pile or from the discard pile, can itself be dragged onto the discard
// pile (it once kept its pile's payload, and the drop was refused).
func TestDiscardTheCardJustTaken(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 3))
	tb := r.table
	for _, from := range []string{"draw", "discard"} {
		r.waitTurn(0)
		r.Drag(r.Target(from), r.Target("hand"))
		r.Until(600, "the take from "+from, func() bool { return tb.view().Discarding() && !tb.Q.Busy() })
		taken := tb.mod.Taken
		if !taken.Valid() {
			t.Fatalf("took from %s but the table knows no card taken", from)
		}
		r.Drag(r.Target("hand:"+taken.String()), r.Target("discard-pile"))
		r.Until(600, "the discard of "+taken.String()+" taken from "+from, func() bool {
			return !slices.Contains(r.live().Hand(0), taken)
		})
	}
}

// TestLeakNoFrameShowsHiddenCards plays a game against a bot to the end,
// checking after every tick that no node shows a card the player may not
// know: the opponent's hand and the draw pile hold no card but those
// everyone saw taken from the discard pile (a hidden card's node has the
// back for its face), until the rules end the game.
func TestLeakNoFrameShowsHiddenCards(t *testing.T) {
	r := newRig(t, 844, 390, config(2, "normal", "rainbow+gold", 8))
	r.table.Ctx.Settings.AnimationSpeed = 2
	tb := r.table
	for ticks := 0; !tb.Ended(); ticks++ {
		if ticks > 20000 {
			t.Fatal("the game did not end")
		}
		if tb.over == nil {
			live := r.live()
			for _, n := range tb.b.opp {
				// a card everyone saw taken from the discard pile may still
				// show as it slides into the hand; no other card may
				if n.card.Valid() && !live.KnownInHand(1, n.card) && !slices.Contains(live.DiscardPile(), n.card) {
					t.Fatalf("tick %d: the opponent's hand shows %s (face up %v)", ticks, n.card, n.FaceUp())
				}
			}
			for _, n := range tb.b.pile {
				if n.card.Valid() {
					t.Fatalf("tick %d: the draw pile shows %s", ticks, n.card)
				}
			}
		}
		r.playAtOnce()
		r.Tick(1)
	}
	for _, n := range tb.b.opp {
		if !n.FaceUp() || !n.card.Valid() {
			t.Errorf("at the end the opponent's card %s is not shown", n.card)
		}
	}
	t.Logf("game over after %d discards", len(r.live().DiscardPile()))
}

// TestEmptyPileChoice: with the draw pile empty on the player's turn the
// table offers to take the discard or end the game; ending it shows the
// end and the result.
func TestEmptyPileChoice(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		r := newRig(t, 844, 390, config(2, "easy", "", seed))
		tb := r.table
		reached := false
		for i := 0; i < 200 && !tb.Ended() && tb.over == nil; i++ {
			r.Until(3000, "a turn or the end", func() bool {
				return (tb.seatToMove() == 0 && !tb.St.Animating()) || tb.over != nil
			})
			if tb.over != nil {
				break
			}
			v := tb.view()
			switch {
			case v.Discarding():
				r.act(0, nk.DiscardMove(v.Hand(0)[0]))
			case v.DrawCount() > 0:
				if _, ok := r.Find("end-game"); ok {
					t.Fatal("the end choice shows while the pile holds cards")
				}
				r.act(0, nk.TakeDraw)
			default:
				reached = true
				r.Target("take-discard")
				r.Shot("844x390-table-last-turn")
				r.Click(r.Target("end-game"))
			}
			r.Tick(1)
		}
		if !reached {
			continue
		}
		r.Until(3000, "the end", func() bool { return tb.Ended() })
		r.Tick(2)
		if !r.live().Done() || r.live().EndReason() != nk.EndDeclined {
			t.Fatalf("ending the game: done %v, reason %v", r.live().Done(), r.live().EndReason())
		}
		if s := tb.status.Text(); s == "" || !strings.Contains(s, "florins") {
			t.Errorf("the end says %q", s)
		}
		return
	}
	t.Fatal("no seed gave the player the last turn")
}

// TestSoloToTheRating plays a solo game with both expansions against the
// rival jeweller, whose rules show in one line, to the rating.
func TestSoloToTheRating(t *testing.T) {
	r := newRig(t, 1280, 720, config(1, "", "rainbow+gold", 4))
	tb := r.table
	if !tb.rival.Visible() || tb.rival.Text() == "" {
		t.Fatal("the rival's rules are not shown")
	}
	for i := 0; i < 400 && tb.over == nil; i++ {
		r.Until(3000, "a turn or the end", func() bool { return (tb.seatToMove() == 0 && !tb.St.Animating()) || tb.over != nil })
		if tb.over != nil {
			break
		}
		v := tb.view()
		switch {
		case v.Discarding():
			// keep the best four, as a player reading the panel would
			best, bestV := v.Hand(0)[0], -1
			for _, c := range v.Hand(0) {
				if p := tb.b.panel.live.PreviewDiscard(c); p.Value > bestV {
					best, bestV = c, p.Value
				}
			}
			r.act(0, nk.DiscardMove(best))
		case v.DrawCount() > 0:
			r.act(0, nk.TakeDraw)
		default:
			r.act(0, nk.Decline)
		}
		r.Tick(1)
	}
	r.Until(3000, "the end", func() bool { return tb.Ended() })
	r.Tick(2)
	e := tb.over
	rating := lang.English().T(ratingKeys[nk.SoloRating(e.Scores[0])])
	if s := tb.status.Text(); !strings.Contains(s, rating) {
		t.Errorf("the solo end says %q, want the rating %q", s, rating)
	}
	r.Until(600, "the results frame", func() bool { return r.App.SceneName() == ResultsName })
	res := r.App.Top().(*kit.Results)
	found := false
	for i := 0; i < res.Rows(); i++ {
		row, _, _ := res.Row(i)
		if row.Seat == 0 && slices.Contains(row.Detail, lang.English().T("necklace.end.rating", rating)) {
			found = true
		}
	}
	if res.Rows() != 2 || !found {
		t.Errorf("the results frame has %d rows, the rating in the player's: %v", res.Rows(), found)
	}
	r.Tick(30)
	r.Shot("1280x720-solo-results")
}

// TestHotSeatHandOver: two people at one screen. While the screen waits
// to be passed no hand shows a card; once the next player takes it, their
// own hand lies along the bottom and the other's is backs.
func TestHotSeatHandOver(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, tables.Human, "", 5))
	tb := r.table
	hidden := func(when string) {
		t.Helper()
		for _, hand := range [][]*cardNode{tb.b.hand, tb.b.opp} {
			for _, n := range hand {
				if n.card.Valid() {
					t.Fatalf("%s: a hand shows %s", when, n.card)
				}
			}
		}
		if tb.b.panel.node.Visible() {
			t.Fatalf("%s: the live necklace shows", when)
		}
	}
	for turn := 0; turn < 3; turn++ {
		seat := turn % 2
		r.Until(600, "the hand-over screen", func() bool { _, ok := r.Find("handover"); return ok })
		hidden("waiting for the screen to pass")
		r.Click(r.Target("handover"))
		r.waitTurn(seat)
		if tb.bottom != seat || !slices.Equal(handCards(tb), r.live().Hand(seat)) {
			t.Fatalf("turn %d: the bottom shows seat %d's %v, want seat %d's %v", turn, tb.bottom, handCards(tb), seat, r.live().Hand(seat))
		}
		for _, n := range tb.b.opp {
			if n.card.Valid() && !r.live().KnownInHand(1-seat, n.card) {
				t.Fatalf("turn %d: the other hand shows %s", turn, n.card)
			}
		}
		if !strings.HasPrefix(tb.status.Text(), tb.seatName(seat)) {
			t.Errorf("turn %d: the status does not name the player: %q", turn, tb.status.Text())
		}
		r.act(seat, nk.TakeDraw)
		r.waitTurn(seat)
		r.act(seat, nk.DiscardMove(r.live().Hand(seat)[0]))
	}
}

// TestKeyboardTurn: Tab to the draw pile, Enter to pick it up, Tab to the
// hand, Enter to take it; the same for a discard.
func TestKeyboardTurn(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 3))
	tb := r.table
	r.waitTurn(0)
	top := tb.b.pile[len(tb.b.pile)-1]
	press := func(k ebiten.Key) { r.In.Key(k); r.Tick(1) }
	tb.St.SetFocus(top.Node)
	r.Tick(1)
	press(ebiten.KeyEnter)
	tb.St.SetFocus(tb.zHand)
	r.Tick(1)
	press(ebiten.KeyEnter)
	r.Until(600, "the draw", func() bool { return tb.view().Discarding() && !tb.Q.Busy() })
	if len(tb.b.hand) != 5 {
		t.Fatalf("the keyboard did not draw: %d cards", len(tb.b.hand))
	}
}

// TestQuietFrameAllocatesNothing: while the table waits for the player,
// with the pointer resting on a hand card (its preview shown), an Update
// allocates nothing. A forced full redraw is logged: outside real frames
// its allocations are Ebitengine's command queue (a profile shows nothing
// else), which real frames recycle.
func TestQuietFrameAllocatesNothing(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "rainbow+gold", 3))
	tb := r.table
	r.waitTurn(0)
	r.Until(600, "the opening", tb.Settled)
	x, y := r.Target("hand:" + tb.b.hand[2].card.String()).Centre()
	r.In.Move(float64(x), float64(y))
	r.Tick(2)
	if tb.b.panel.prev.Kind != PreviewDiscard {
		t.Fatal("no preview for the hovered hand card")
	}
	r.App.Draw(r.Screen)
	update := testing.AllocsPerRun(60, func() { r.Tick(1) })
	draw := testing.AllocsPerRun(60, func() {
		tb.St.Invalidate()
		r.App.Draw(r.Screen)
	})
	t.Logf("allocations per quiet frame: %.1f in Update, %.1f in a full redraw (outside real frames)", update, draw)
	if update > 0 {
		t.Errorf("a quiet Update allocates %.1f times", update)
	}
}

// TestPreviewWithinTheFrame: the frame in which the pointer reaches the
// top discard already shows its preview.
func TestPreviewWithinTheFrame(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "normal", "", 3))
	tb := r.table
	r.waitTurn(0)
	r.turnThenHoverDiscard(0, 1)
	if p := tb.b.panel.prev; p.Kind != PreviewTake || p.Candidate != r.live().TopDiscard() {
		t.Fatalf("after one tick the panel previews %v %s", p.Kind, p.Candidate)
	}
}

// TestFrameTimesWhileBotThinks logs the table's Update times over a game
// against the hard bot (the player answering at once): the bot thinks in
// the kit's slices, so no Update should come near a 33 ms frame. It
// reports, it does not time-fail (a shared machine's numbers vary).
func TestFrameTimesWhileBotThinks(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, "hard", "rainbow+gold", 12))
	tb := r.table
	r.Until(600, "the opening", tb.Settled)
	tb.ResetFrameTimes()
	for ticks := 0; !tb.Ended() && ticks < 20000; ticks++ {
		r.playAtOnce()
		t0 := time.Now()
		busy, thinking := tb.Q.Busy(), tb.D.Thinking()
		r.Tick(1)
		if d := time.Since(t0); d > 20*time.Millisecond {
			t.Logf("tick %d took %v (queue busy %v, bot thinking %v, ended %v)", ticks, d, busy, thinking, tb.Ended())
		}
	}
	ft := tb.FrameTimes()
	t.Logf("%d updates against the hard bot: mean %v, max %v", ft.Updates, ft.UpdateMean, ft.UpdateMax)
	if !tb.Ended() {
		t.Fatal("the game did not end")
	}
}

// TestEveryTurnByDrag plays whole games by drags alone, as a player with
// a mouse does: the draw pile's top or (every third turn) the discard
// pile's into the hand, then a hand card onto the discard pile, the card
// just taken among them, until the draw pile runs out. Every drag must be
// taken. It once failed after a few turns: a card taken from the discard
// pile kept the pile's drop target, so a card dropped on it in the hand
// was refused without a word; and a card dropped on the pile kept its
// hand's stacking order, so an older card lay over the new top and took
// the press meant for it.
func TestEveryTurnByDrag(t *testing.T) {
	for _, tc := range []struct {
		players int
		exp     string
		seeds   int
	}{{1, "rainbow+gold", 12}, {2, "", 6}} {
		for seed := uint64(1); seed <= uint64(tc.seeds); seed++ {
			r := newRig(t, 1280, 720, config(tc.players, "normal", tc.exp, seed))
			r.App.Context().Settings.AnimationSpeed = 2
			tb := r.table
			ready := func() bool { return tb.Settled() || tb.Ended() }
			for turns := 0; ; turns++ {
				r.Until(3000, "the player's turn", ready)
				if tb.Ended() || tb.b.mod.Pile == 0 {
					break
				}
				from := "draw"
				if turns%3 == 1 && len(tb.b.discard) > 0 {
					from = "discard"
				}
				r.Drag(r.Target(from), r.Target("hand"))
				r.Until(600, "the take", ready)
				if !tb.view().Discarding() {
					t.Fatalf("%d players, seed %d: take %d from the %s pile not taken", tc.players, seed, turns+1, from)
				}
				hand := handCards(tb)
				gone := hand[(turns*7)%len(hand)]
				r.Drag(r.Target("hand:"+gone.String()), r.Target("discard-pile"))
				r.Until(600, "the discard of "+gone.String(), func() bool { return !slices.Contains(r.live().Hand(0), gone) })
			}
		}
	}
}
