package dolores

import (
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables/dolores/model"
)

// agrees reports whether the screen's model holds what the shown view
// holds: every area's cards, the pile and the discard count.
func (r *rig) agrees() bool {
	t := r.table
	v := t.view()
	for p := 0; p < t.n; p++ {
		for _, c := range v.Area(p) {
			if int(t.mod.Where[c]) != p {
				r.T.Errorf("%v is in %d's area, the screen has it at %d", c, p, t.mod.Where[c])
				return false
			}
		}
	}
	n := 0
	for c := range t.mod.Where {
		if t.mod.Where[c] >= 0 {
			n++
		}
	}
	all := 0
	for p := 0; p < t.n; p++ {
		all += len(v.Area(p))
	}
	if n != all || t.mod.Pile != v.PileSize() || t.mod.Discards != len(v.Discards()) {
		r.T.Errorf("screen: %d area cards, pile %d, discard %d; view: %d, %d, %d", n, t.mod.Pile, t.mod.Discards, all, v.PileSize(), len(v.Discards()))
		return false
	}
	return true
}

// TestBotGameToDawn: four bots play a whole game on the table, and at the
// end the screen's model (changed only by the events it animated) holds
// every card where the view has it.
func TestBotGameToDawn(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		r := newRig(t, 1280, 720, config(4, nil, seed))
		r.speed(0)
		for i := 0; i < 20000 && r.App.SceneName() != ResultsName; i++ {
			r.Tick(1)
		}
		if r.App.SceneName() != ResultsName {
			t.Fatalf("seed %d: no end after 20000 ticks (share %d)", seed, r.table.live().ShareNumber())
		}
		if !r.agrees() {
			t.Fatalf("seed %d: at the end the screen disagrees with the view", seed)
		}
		if r.table.mod.ShareNo < 3 {
			t.Fatalf("seed %d: the game ended after %d shares", seed, r.table.mod.ShareNo)
		}
	}
}

// record collects the moves seat p makes, through the kit's one apply
// path.
func (r *rig) record(p int) *[]rules.Move {
	made := &[]rules.Move{}
	r.table.D.AfterApply(func(q int, m rules.Move, _ []rules.Event) {
		if q == p {
			*made = append(*made, m)
		}
	})
	return made
}

// lastMove is the last of the moves recorded (a zero move if none).
func lastMove(made *[]rules.Move) rules.Move {
	if len(*made) == 0 {
		return rules.Move{}
	}
	return (*made)[len(*made)-1]
}

// waitGesture ticks until the human in seat p is offered the hands.
func (r *rig) waitGesture(p int) {
	r.T.Helper()
	for i := 0; i < 6000; i++ {
		if r.table.gest.seat == p && !r.table.Q.Busy() {
			return
		}
		if tg, ok := r.Find("button:pass"); ok {
			// a window on the way: the human passes
			r.Click(tg)
			continue
		}
		r.Tick(1)
	}
	r.T.Fatalf("the hands not offered: step %d, to act %v, holder %d", r.table.live().Step(), r.table.live().ToAct(nil), r.table.D.Viewer())
}

// TestGestureByClickAndDrag: the human clicks a hand (the first share) and
// drags one to the middle (the next); each time the rules get that
// gesture, and the choice hands go away until the next share.
func TestGestureByClickAndDrag(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, []int{0}, 4))
	r.speed(0)
	made := r.record(0)
	r.waitGesture(0)
	share := r.table.live().ShareNumber()
	r.Click(r.Target("gesture:fight"))
	if lastMove(made) != gestureMove(d.Fight) {
		t.Fatalf("clicked fight, the rules got %v", *made)
	}
	if _, ok := r.Find("gesture:fight"); ok && r.table.live().ShareNumber() == share {
		t.Fatal("the hands are still offered after choosing")
	}
	r.Until(6000, "the next share", func() bool { return r.table.live().ShareNumber() > share })
	r.waitGesture(0)
	r.Drag(r.Target("gesture:share"), r.Target("middle"))
	r.Tick(2)
	if lastMove(made) != gestureMove(d.Share) {
		t.Fatalf("dragged share to the middle, the rules got %v", *made)
	}
}

// playHotSeat plays the humans' part at one screen, a tick at a time:
// it takes the screen after a hand-over, uses a Broken Lantern when it
// may and passes in every other window, holds
// out gesture (by click), takes the first share card offered and clicks
// the first area card offered. It reports what it did, "" for nothing.
func (r *rig) playHotSeat(gesture string) string {
	for _, id := range []string{"handover", "button:mib:broken-lantern", "button:pass", "gesture:" + gesture} {
		if tg, ok := r.Find(id); ok {
			r.Click(tg)
			return id
		}
	}
	for _, tg := range r.App.Targets() {
		if len(tg.ID) > 5 && (tg.ID[:5] == "slot:" || tg.ID[:5] == "area:") {
			r.Click(tg)
			return tg.ID
		}
	}
	r.Tick(1)
	return ""
}

// TestDoubleDodgeInHotSeat: two humans at one screen both dodge; after
// the reveal each, behind the hand-over screen, clicks a collection of
// their own to lose, and both collections go to the discard.
func TestDoubleDodgeInHotSeat(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, []int{0, 1}, 7))
	r.speed(0)
	discarded := map[int]int{}
	r.table.D.AfterApply(func(p int, m rules.Move, evs []rules.Event) {
		if m.Kind == d.KindDiscard {
			discarded[p] = int(m.A)
		}
	})
	handovers := 0
	for i := 0; i < 4000 && len(discarded) < 2; i++ {
		if r.playHotSeat("dodge") == "handover" {
			handovers++
		}
		// before the reveal the middle never shows a gesture
		if !r.table.Q.Busy() && r.table.view().Step() == d.StepGestures && (r.table.mod.Gesture[0] >= 0 || r.table.mod.Gesture[1] >= 0) {
			t.Fatal("a gesture shows before the reveal")
		}
	}
	if len(discarded) < 2 {
		t.Fatalf("after the double Dodge the collections lost are %v", discarded)
	}
	if handovers == 0 {
		t.Fatal("two humans chose secrets without a hand-over")
	}
	r.Until(600, "the losses shown", func() bool { return !r.table.Q.Busy() && !r.table.St.Animating() })
	for p, ty := range discarded {
		if r.table.mod.Total(p, ty) != 0 {
			t.Errorf("seat %d still shows %s", p, d.TypeName(ty))
		}
	}
	if !r.agrees() {
		t.Fatal("the screen disagrees with the view after the double Dodge")
	}
}

// TestHumanPlaysToResults: one human against two bots plays a whole game
// at the table, by its targets only (passing in windows, holding out a
// different gesture each share, taking and losing what it is offered),
// and the results frame follows Dawn.
func TestHumanPlaysToResults(t *testing.T) {
	r := newRig(t, 1280, 720, config(3, []int{0}, 11))
	r.speed(0)
	names := []string{"share", "fight", "dodge"}
	k := 0
	for i := 0; i < 30000 && r.App.SceneName() != ResultsName; i++ {
		if r.playHotSeat(names[k%3]) == "gesture:"+names[k%3] {
			k++
		}
	}
	if r.App.SceneName() != ResultsName {
		t.Fatalf("no results: step %d, to act %v, share %d", r.table.live().Step(), r.table.live().ToAct(nil), r.table.live().ShareNumber())
	}
	if k < 3 {
		t.Fatalf("the human held out only %d gestures in a whole game", k)
	}
	r.Tick(30)
	r.Shot("1280x720-results")
}

// TestBrokenLanternPeekIsPrivate: two humans at one screen, each using a
// Broken Lantern when they hold it; the face-down share shows its faces
// only while the lantern's user holds the screen, and it does show them
// then.
func TestBrokenLanternPeekIsPrivate(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6} {
		r := newRig(t, 844, 390, config(2, []int{0, 1}, seed))
		r.speed(0)
		peeks := 0
		for i := 0; i < 3000 && r.App.SceneName() != ResultsName; i++ {
			r.playHotSeat([]string{"share", "dodge"}[i%2])
			tb := r.table
			for k, n := range tb.slots {
				if !tb.mod.Filled[k] || !tb.mod.Down[k] || !n.VisibleInTree() || !n.FaceUp() {
					continue
				}
				if u := tb.view().LanternUser(); tb.D.Viewer() != u || tb.D.HandingOver() >= 0 {
					t.Fatalf("seed %d: seat %d's lantern card shows to viewer %d", seed, u, tb.D.Viewer())
				}
				peeks++
			}
		}
		if peeks > 0 {
			return
		}
	}
	t.Fatal("no game showed its lantern user a peek")
}

// TestMiBCardSaysWhatItDoes: tapping a Message in a Bottle card in an
// area shows its sentence, which stays when the pointer leaves; tapping
// again hides it.
func TestMiBCardSaysWhatItDoes(t *testing.T) {
	for _, seed := range []uint64{3, 1, 2, 4, 5, 6, 7, 8} {
		r := newRig(t, 1280, 720, config(4, []int{0}, seed))
		r.speed(0)
		r.Until(3000, "the human to act", func() bool { return r.table.chooser() == 0 })
		for m := 0; m < d.NumMiB; m++ {
			tg, ok := r.Find("mib:" + d.MiBName(m))
			if !ok {
				continue
			}
			r.Click(tg)
			r.In.Move(1, 1)
			r.Tick(2)
			want := r.table.mibText(m)
			if !r.table.tip.node.Visible() || r.table.tip.text.Text() != want {
				t.Fatalf("tapped %s: tip %v %q, want %q", d.MiBName(m), r.table.tip.node.Visible(), r.table.tip.text.Text(), want)
			}
			r.Click(tg)
			r.In.Move(1, 1)
			r.Tick(2)
			if r.table.tip.node.Visible() {
				t.Fatal("the second tap left the tip up")
			}
			return
		}
	}
	t.Fatal("no area held a Message in a Bottle card")
}

// TestHumanTalksBeforeChoosing: the participant opens the phrases with
// Say, says "Let's both share"; the rules get it, the bubble by the seat
// says it, the hands come back, and the bubble goes at the reveal.
func TestHumanTalksBeforeChoosing(t *testing.T) {
	r := newRig(t, 1280, 720, config(2, []int{0}, 4))
	r.speed(0)
	made := r.record(0)
	r.waitGesture(0)
	r.Click(r.Target("button:say"))
	if _, ok := r.Find("gesture:share"); ok {
		t.Fatal("the hands stay up while the phrases are offered")
	}
	r.Click(r.Target("button:say:both"))
	if lastMove(made) != (rules.Move{Kind: d.KindSay, A: d.SayBoth}) {
		t.Fatalf("said both, the rules got %v", *made)
	}
	r.Until(120, "the words shown", func() bool { return !r.table.Q.Busy() })
	b := r.table.seats[0].bubble
	if !b.node.Visible() || b.text.Text() != r.table.Ctx.Words.T("dolores.phrase.both") {
		t.Fatalf("bubble %v %q", b.node.Visible(), b.text.Text())
	}
	r.waitGesture(0)
	r.Click(r.Target("gesture:share"))
	r.Until(600, "the reveal", func() bool { return r.table.mod.Gesture[0] >= 0 })
	r.Until(120, "the reveal shown", func() bool { return !r.table.St.Animating() })
	if b.node.Visible() {
		t.Fatal("the bubble outlasts the reveal")
	}
}

// TestQuietUpdateAllocates: while the table waits for the human's gesture
// (nothing moves, no bot thinks) an update allocates nothing.
func TestQuietUpdateAllocates(t *testing.T) {
	r := newRig(t, 1280, 720, config(4, []int{0}, 5))
	r.speed(1)
	r.waitGesture(0)
	r.Until(2000, "the table settled", func() bool { return r.table.Settled() })
	allocs := testing.AllocsPerRun(100, func() { r.Tick(1) })
	t.Logf("%.1f allocations per quiet update", allocs)
	if allocs > 0 {
		t.Fatalf("%.1f allocations per quiet update", allocs)
	}
}

// TestWagerPredictsWithTheHands: a human outside the share uses a Wager
// and picks two hands, the dealer's guess then the left player's; the
// rules get that prediction.
func TestWagerPredictsWithTheHands(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12} {
		r := newRig(t, 1280, 720, config(3, []int{0}, seed))
		r.speed(0)
		made := r.record(0)
		for i := 0; i < 6000 && r.App.SceneName() != ResultsName; i++ {
			if tg, ok := r.Find("button:mib:wager"); ok {
				r.Click(tg)
				continue
			}
			if r.table.gest.wager && !r.table.Q.Busy() {
				r.Click(r.Target("gesture:fight"))
				if lastMove(made).Kind == d.KindPredict {
					t.Fatal("one hand made the whole prediction")
				}
				r.Click(r.Target("gesture:dodge"))
				if want := predictMove(d.Fight, d.Dodge); lastMove(made) != want {
					t.Fatalf("picked fight then dodge, the rules got %v", *made)
				}
				return
			}
			r.playHotSeat("share")
		}
	}
	t.Fatal("no game let the human use a Wager")
}

// TestSwirlByDragging: a human holding a Swirl starts it, drags the first
// card of the left side onto the first of the dealer's, and confirms; the
// rules get that arrangement and the share settles as they say.
func TestSwirlByDragging(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		r := newRig(t, 1280, 720, config(3, []int{0}, seed))
		r.speed(0)
		made := r.record(0)
		for i := 0; i < 6000 && r.App.SceneName() != ResultsName; i++ {
			if tg, ok := r.Find("button:mib:swirl"); ok && !r.table.Q.Busy() {
				r.Shot("1280x720-window")
				r.Click(tg)
				if _, ok := r.Find("button:swirl:done"); !ok {
					t.Fatal("Swirl offered no way to confirm")
				}
				var left0, right0 int = -1, -1
				for i := 0; i < 6; i++ {
					if r.table.mod.Filled[i] && i < model.SlotsPerSide && left0 < 0 {
						left0 = i
					}
					if r.table.mod.Filled[i] && i >= model.SlotsPerSide && right0 < 0 {
						right0 = i
					}
				}
				r.Drag(r.Target(slotName(left0)), r.Target(slotName(right0)))
				r.Tick(20)
				r.Shot("1280x720-swirl")
				want := 0
				for i := 0; i < model.SlotsPerSide; i++ {
					if r.table.mod.Filled[i] && i != left0 {
						want |= 1 << i
					}
				}
				want |= 1 << right0
				if got := r.table.swirlMask(); got != want {
					t.Fatalf("after the drag the arrangement is %b, want %b", got, want)
				}
				r.Click(r.Target("button:swirl:done"))
				if lastMove(made) != swirlMove(want) {
					t.Fatalf("confirmed mask %b, the rules got %v", want, *made)
				}
				r.Until(600, "the Swirl shown", func() bool { return !r.table.Q.Busy() && !r.table.St.Animating() })
				if !r.agrees() {
					t.Fatal("after the Swirl the screen disagrees with the view")
				}
				for i := 0; i < 6; i++ {
					c, _ := r.table.view().Slot(i)
					if r.table.mod.Filled[i] && c != d.NoCard && r.table.mod.Share[i] != c {
						t.Fatalf("slot %d shows %v, the view has %v", i, r.table.mod.Share[i], c)
					}
				}
				return
			}
			r.playHotSeat("share")
		}
	}
	t.Fatal("no game let the human use a Swirl")
}

// TestDodgePickByDrag: a human who dodges drags the share card of their
// choice into their own area; the rules get that take.
func TestDodgePickByDrag(t *testing.T) {
	for _, seed := range []uint64{4, 1, 2, 3, 5, 6, 7, 8} {
		r := newRig(t, 1280, 720, config(2, []int{0}, seed))
		r.speed(0)
		made := r.record(0)
		for i := 0; i < 6000 && r.App.SceneName() != ResultsName; i++ {
			if r.table.picker == 0 && !r.table.Q.Busy() && r.table.view().Step() == d.StepDodgePick {
				slot := -1
				for k := 5; k >= 0 && slot < 0; k-- {
					if r.table.mod.Filled[k] {
						slot = k
					}
				}
				r.Drag(r.Target(slotName(slot)), r.Target("seat:0"))
				r.Tick(2)
				if lastMove(made) != takeMove(slot) {
					t.Fatalf("dragged slot %d home, the rules got %v", slot, *made)
				}
				return
			}
			r.playHotSeat("dodge")
		}
	}
	t.Fatal("no game let the human win a Dodge")
}

// TestLookoutAtDawn: when Dawn is drawn and a human holds the Lookout,
// the prompt offers it; using it keeps the game going past Dawn.
func TestLookoutAtDawn(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		r := newRig(t, 1280, 720, config(2, []int{0, 1}, seed))
		r.speed(0)
		for i := 0; i < 8000 && r.App.SceneName() != ResultsName; i++ {
			tg, ok := r.Find("button:mib:lookout")
			if !ok || r.table.Q.Busy() {
				r.playHotSeat([]string{"share", "dodge", "fight"}[i%3])
				continue
			}
			if r.table.view().Step() != d.StepLookout {
				t.Fatalf("Lookout offered at step %d", r.table.view().Step())
			}
			if want := r.table.mibText(d.Lookout); r.table.prompt.Text() != want {
				t.Fatalf("the prompt says %q, want %q", r.table.prompt.Text(), want)
			}
			r.Click(tg)
			r.Until(600, "the Lookout shown", func() bool { return !r.table.Q.Busy() })
			if !r.table.live().LookoutUsed() || r.App.SceneName() == ResultsName {
				t.Fatal("the Lookout did not keep the game going")
			}
			return
		}
	}
	t.Fatal("no game drew Dawn while a human held the Lookout")
}
