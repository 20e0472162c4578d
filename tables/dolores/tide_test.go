package dolores

import (
	"math"
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/sprites"
	"salotto/tables/dolores/model"
)

// settledShare opens a table for two people at one screen and waits for
// the first share to lie dealt (nothing moves; the table waits for them),
// so a test can show it events of its own.
func settledShare(t *testing.T) *rig {
	r := newRig(t, 1280, 720, config(2, []int{0, 1}, 3))
	r.speed(1)
	r.Until(3000, "the share dealt", func() bool { return !r.table.Q.Busy() && !r.table.St.Animating() && r.table.mod.Filled[0] })
	if tg, ok := r.Find("handover"); ok {
		r.Click(tg) // the first player takes the screen
		r.Tick(2)
	}
	return r
}

// play shows ev as the queue would and ticks through half of its
// animation, calling mid then; then it lets it finish and settle.
func (r *rig) play(ev rules.Event, ticks int, mid func()) {
	r.T.Helper()
	tb := r.table
	a := tb.animate(ev)
	if a == nil {
		return
	}
	tl := tb.St.Play(a, sprites.Call(tb.snapAll))
	r.Tick(ticks)
	if mid != nil {
		mid()
	}
	tl.Skip()
	r.Tick(1)
}

// TestEbbGoesOutToSeaAndWashesIn: after an Ebb each share card drifts
// off towards the sea, turning and fading (not the plain slide to the
// discard), and lies on the discard once gone; the four new cards come in
// from the sea's edge, tilted and faint, and settle in their slots.
func TestEbbGoesOutToSeaAndWashesIn(t *testing.T) {
	r := settledShare(t)
	tb := r.table
	r.play(d.MiBPlayed{Player: 0, MiB: d.Ebb}, 1, nil)
	discards := tb.mod.Discards
	for i := 0; i < 6; i++ {
		if !tb.mod.Filled[i] {
			continue
		}
		c := tb.mod.Share[i]
		n := tb.slots[i]
		x0, y0 := n.X(), n.Y()
		r.play(d.CardDiscarded{Slot: int8(i), Card: c}, 10, func() {
			if n.Y() <= y0 || n.X() <= x0 || n.Alpha() >= 1 || n.Rotation() <= 0 {
				t.Errorf("slot %d half gone: at %.0f,%.0f (from %.0f,%.0f), alpha %.2f, turned %.2f", i, n.X(), n.Y(), x0, y0, n.Alpha(), n.Rotation())
			}
		})
		discards++
		if tb.mod.Filled[i] || n.Visible() || tb.mod.Discards != discards || tb.mod.Top != c {
			t.Fatalf("slot %d gone out: filled %v, visible %v, discards %d (want %d), top %v", i, tb.mod.Filled[i], n.Visible(), tb.mod.Discards, discards, tb.mod.Top)
		}
	}
	edge, _ := tb.seaEdge()
	for k, slot := range []int{0, 3, 1, 4} {
		c := d.Card(k) // any goods cards: the table shows what the event says
		n := tb.slots[slot]
		x, y := centre(tb.g.slots[slot])
		started := false
		r.play(d.CardDealt{Side: int8(slot / model.SlotsPerSide), Slot: int8(slot), Card: c}, 1, func() {
			started = n.Y() > y && n.Y() <= edge && n.Alpha() < 0.5 && n.Rotation() < 0
		})
		if !started {
			t.Errorf("card %d did not wash in from the sea", k)
		}
		if n.X() != x || n.Y() != y || n.Rotation() != 0 || n.Alpha() != 1 || !n.FaceUp() || tb.mod.Share[slot] != c {
			t.Errorf("card %d landed at %.0f,%.0f (slot %.0f,%.0f), turned %.2f, alpha %.2f, face up %v", k, n.X(), n.Y(), x, y, n.Rotation(), n.Alpha(), n.FaceUp())
		}
	}
	if tb.mod.Ebbing || tb.mod.Washing != 0 {
		t.Errorf("the tide is still running: ebbing %v, %d to wash in", tb.mod.Ebbing, tb.mod.Washing)
	}
	// a later discard of the share is the ordinary slide to the heap
	// again: neither faded nor turned on the way, on top once there
	n, c := tb.slots[0], tb.mod.Share[0]
	hx, hy := tb.discardPos()
	far := math.Hypot(n.X()-hx, n.Y()-hy)
	r.play(d.CardDiscarded{Slot: 0, Card: c}, 10, func() {
		if n.Alpha() != 1 || n.Rotation() != 0 || math.Hypot(n.X()-hx, n.Y()-hy) >= far {
			t.Errorf("an ordinary discard halfway: alpha %.2f, turned %.2f, %.0f from the heap (%.0f at the start): it went out to sea", n.Alpha(), n.Rotation(), math.Hypot(n.X()-hx, n.Y()-hy), far)
		}
	})
	discards++
	if tb.mod.Filled[0] || n.Visible() || tb.mod.Discards != discards || tb.mod.Top != c {
		t.Errorf("the ordinary discard: filled %v, visible %v, discards %d (want %d), top %v (want %v)", tb.mod.Filled[0], n.Visible(), tb.mod.Discards, discards, tb.mod.Top, c)
	}
	r.Shot("1280x720-after-ebb")
}

// TestConvoyMarksItsCards: the two cards a Convoy deals land in the third
// slot of each side wearing the Convoy's mark, which follows them through
// a Swirl, leaves with them, and is gone at the next share.
func TestConvoyMarksItsCards(t *testing.T) {
	r := settledShare(t)
	tb := r.table
	for i := range tb.marks {
		if tb.marks[i].node.Visible() {
			t.Fatalf("slot %d is marked before any Convoy", i)
		}
	}
	r.play(d.MiBPlayed{Player: 0, MiB: d.Convoy}, 1, nil)
	r.play(d.CardDealt{Side: 0, Slot: 2, Card: 21}, 1, nil)
	r.play(d.CardDealt{Side: 1, Slot: 5, Card: 22}, 1, nil)
	marked := func() (out []int) {
		for i, mk := range tb.marks {
			if mk.node.Visible() && mk.kind == markConvoy {
				out = append(out, i)
				if x, y := centre(tb.g.slots[i]); mk.node.X() != x || mk.node.Y() != y {
					t.Errorf("slot %d's mark at %.0f,%.0f, its card at %.0f,%.0f", i, mk.node.X(), mk.node.Y(), x, y)
				}
			}
		}
		return out
	}
	if m := marked(); len(m) != 2 || m[0] != 2 || m[1] != 5 {
		t.Fatalf("after the Convoy the marked slots are %v, want [2 5]", m)
	}
	r.Shot("1280x720-convoy")
	// a Swirl putting the Convoy's left card first on the dealer's side
	mask := 1<<0 | 1<<1 | 1<<5 // slots 0, 1 and 5 form the new left side
	r.play(d.MiBPlayed{Player: 1, MiB: d.Swirl, Mask: int8(mask)}, 1, nil)
	var cards []d.Card
	for _, i := range marked() {
		cards = append(cards, tb.mod.Share[i])
	}
	if len(cards) != 2 || !((cards[0] == 21 && cards[1] == 22) || (cards[0] == 22 && cards[1] == 21)) {
		t.Fatalf("after the Swirl the marked cards are %v, want the Convoy's 21 and 22", cards)
	}
	r.play(d.ShareBegins{Dealer: 1, Left: 0, Number: 2}, 1, nil)
	if m := marked(); len(m) != 0 {
		t.Fatalf("the next share still marks %v", m)
	}
}
