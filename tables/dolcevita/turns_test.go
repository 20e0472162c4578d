package dolcevita

import (
	"strings"
	"testing"

	dv "salotto/rules/dolcevita"
	"salotto/tables/kit"
)

// TestQuickSecondDragDoesNotPlayForTheNextHuman: in a two-human game a
// drag made right after the turn passed to the other human is refused,
// until the kit's short lock has passed.
func TestQuickSecondDragDoesNotPlayForTheNextHuman(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0, 1}, "0", 7))
	r.waitTurn(0)
	r.Drag(r.Target("hand:4"), r.Target("column:3"))
	r.Until(300, "Marcello's hand on screen", func() bool { return !r.table.busy() && r.table.D.Viewer() == 1 })
	r.Shot("1280x720-turn-to-marcello")
	r.Drag(r.Target("hand:2"), r.Target("column:5"))
	r.Tick(10) // a drop that was accepted lands
	if got := r.table.live().Under(1, 4); len(got) != 0 {
		t.Fatalf("a drag right after the turn changed hands placed %v for Marcello", got)
	}
	if got := r.table.St.LastRefusal(); !strings.Contains(got, "Marcello") {
		t.Errorf("the refusal reads %q; it should say the turn is now Marcello's", got)
	}
	r.Tick(kit.LockTicks + 30)
	r.Drag(r.Target("hand:2"), r.Target("column:5"))
	r.Until(120, "Marcello's placement", func() bool { return len(r.table.live().Under(1, 4)) == 1 })
}

// TestTiedTotalsAreMarked: while placing, two equal totals under a
// column (which will cancel) are marked, and only those.
func TestTiedTotalsAreMarked(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0, 1, 2}, "0", 7))
	r.waitTurn(0)
	for p, move := range [][2]int{{4, 2}, {4, 2}, {3, 2}} {
		if err := r.table.apply(p, move[0], move[1]); err != nil {
			t.Fatal(err)
		}
		r.Until(300, "the placement shown", func() bool { return !r.table.busy() })
	}
	r.Shot("1280x720-tie-marks")
	tot := r.table.zoneTot[2]
	for p, want := range []string{"=4", "=4", "3"} {
		if got := tot[p].Text(); got != want {
			t.Errorf("seat %d's total under column 3 reads %q, want %q", p, got, want)
		}
	}
}

// TestNewRoundClearsTheOldTotals: the moment a round ends on screen the
// old column totals and the scoring line are gone.
func TestNewRoundClearsTheOldTotals(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, nil, "", 8))
	r.speed(3)
	r.Until(8000, "the second round", func() bool { return r.table.mod.Round == 2 })
	if !r.table.busy() && !r.table.St.Animating() {
		t.Fatal("the round's end is no longer being shown: the test came too late")
	}
	for c := range r.table.zoneTot {
		for p, tx := range r.table.zoneTot[c] {
			if tx.Text() != "" {
				t.Errorf("column %d still shows seat %d's total %q", c+1, p, tx.Text())
			}
		}
	}
	if s := r.table.banner.Right.Text(); strings.Contains(s, "Scoring") {
		t.Errorf("the banner still reads %q", s)
	}
}

// TestTradeInSaysWhatWasExchanged: the note of a trade-in names the
// seat, the kind and both values, written as amounts are everywhere.
func TestTradeInSaysWhatWasExchanged(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.waitTurn(0)
	old, nw := dv.LuxuryCard(dv.Car, 4), dv.LuxuryCard(dv.Car, 7)
	r.table.mod.TradeOld[1] = newGridCard(r.table.Ctx.Words, old, 10, 14)
	r.table.St.Root.Add(r.table.mod.TradeOld[1].Node)
	r.table.St.Play(r.table.animate(dv.TradedIn{Player: 1, Column: 0, Old: old, New: nw}))
	r.Tick(2)
	if got, want := r.table.note.Text.Text(), "Marcello trades the car 400k for the car 700k"; got != want {
		t.Errorf("the trade-in note reads %q, want %q", got, want)
	}
}

// TestOpeningPaintsOverSeveralFrames: the table's first frame does not
// paint every face at once (1.17 s in a browser): it shows the felt's
// colour while the faces are painted a batch a frame, then the table.
func TestOpeningPaintsOverSeveralFrames(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.DrawEvery = true
	r.Tick(1)
	if got, want := r.Screen.At(640, 360), pal.Felt; got != want {
		t.Fatalf("the first frame shows %v mid-screen, want the plain felt %v while the faces are painted", got, want)
	}
	// The batch follows the frames' real length, so a loaded machine paints
	// one picture a tick: allow for that rather than for a quick one.
	frames := 1
	for ; !r.table.Warmed() && frames < 5000; frames++ {
		r.Tick(1)
	}
	if !r.table.Warmed() {
		t.Fatalf("the table has not finished painting after %d frames", frames)
	}
	if frames < 3 {
		t.Errorf("the table opened in %d frames: its faces were painted all at once", frames)
	}
	if got := r.Screen.At(640, 360); got == pal.Felt {
		t.Errorf("after opening the middle of the screen is still plain felt")
	}
}
