package kit

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// fakePicture counts its paintings; slow ones take longer than a tick's
// slice, as a big face does on a software GPU.
type fakePicture struct {
	painted *int
	w, h    float64
	slow    bool
}

func (p fakePicture) Prepare() {
	if p.slow {
		time.Sleep(openSlice + time.Millisecond)
	}
	*p.painted++
}

func (p fakePicture) Size() (float64, float64) { return p.w, p.h }

// openingOf plans n fake pictures of w×h.
func openingOf(n int, w, h float64, slow bool, painted *int) *opening {
	o := &opening{planned: true}
	for range n {
		o.items = append(o.items, fakePicture{painted, w, h, slow})
	}
	return o
}

// TestOpeningEndsWhenEveryTickRunsOutOfTime: ticks whose slice is spent on
// one slow picture each still paint one each and finish the opening, in
// the tick after the last batch (its flush and the table's first full
// frame are not one frame).
func TestOpeningEndsWhenEveryTickRunsOutOfTime(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	const pictures = 20
	o := openingOf(pictures, 10, 10, true, &painted)
	for tick := 0; tick < pictures && !o.done; tick++ {
		o.step(st, 0)
	}
	if o.done || painted != pictures {
		t.Fatalf("after %d ticks the opening is done=%v with %d of %d pictures painted; want the last batch's frame to show the backdrop still", pictures, o.done, painted, pictures)
	}
	o.step(st, 0)
	if !o.done {
		t.Fatal("the tick after the last batch did not end the opening")
	}
}

// TestOpeningPaintsWhatAppearedMeanwhile: a picture shown while the
// opening painted its plan (a card the table's opening events dealt) is
// painted before the opening ends, not in the table's first frame; one
// painted already is not painted again.
func TestOpeningPaintsWhatAppearedMeanwhile(t *testing.T) {
	st := sprites.NewStage(64, 64)
	early := sprites.NewPicture(8, 8, func(*ebiten.Image, float64, float64) {})
	late := sprites.NewPicture(8, 8, func(*ebiten.Image, float64, float64) {})
	lateN := sprites.NewPainted(late)
	lateN.SetVisible(false)
	st.Root.Add(sprites.NewPainted(early), lateN)
	o := &opening{}
	o.step(st, 0)
	if early.Stale() || !late.Stale() {
		t.Fatalf("the first batch left the planned picture stale %v, painted the hidden one %v", early.Stale(), !late.Stale())
	}
	lateN.SetVisible(true)
	for tick := 0; tick < 5 && !o.done; tick++ {
		o.step(st, 0)
	}
	if !o.done || late.Stale() {
		t.Fatalf("the opening ended %v with the picture shown meanwhile stale %v", o.done, late.Stale())
	}
}

// TestOpeningPaintsOneBatchAFrame: the ticks Ebitengine runs in one slow
// frame paint one batch between them, the next frame the next batch.
func TestOpeningPaintsOneBatchAFrame(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	o := openingOf(3, 8, 8, true, &painted) // each spends a batch's Go time
	o.step(st, 1)
	o.step(st, 1)
	o.step(st, 1)
	if painted != 1 {
		t.Fatalf("three ticks of frame 1 painted %d pictures, want 1", painted)
	}
	o.step(st, 2)
	if painted != 2 {
		t.Fatalf("frame 2 brought the count to %d pictures, want 2", painted)
	}
}

// TestOpeningWaitsForTheFrameAfterItsBuilding: a table built in frame 5
// paints nothing in that frame, whose ticks already built it, and begins
// in frame 6.
func TestOpeningWaitsForTheFrameAfterItsBuilding(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	o := openingOf(3, 8, 8, false, &painted)
	o.frame = 5
	o.step(st, 5)
	o.step(st, 5)
	if painted != 0 {
		t.Fatalf("the building's frame painted %d pictures", painted)
	}
	o.step(st, 6)
	if painted == 0 {
		t.Fatal("the next frame painted nothing")
	}
}

// TestOpeningPaintsBothLooks: a panel with two looks shown at rest is
// lit later (a seat's turn comes): the opening paints its lit look too,
// so the frame that first lights it paints nothing new.
func TestOpeningPaintsBothLooks(t *testing.T) {
	st := sprites.NewStage(64, 64)
	lit := false
	look := NewTwoLooks(func(*ebiten.Image, float64, float64, bool) {}, func() bool { return lit })
	look.Resize(32, 16)
	st.Root.Add(sprites.NewPainted(look))
	o := &opening{}
	for tick := 0; tick < 10 && !o.done; tick++ {
		o.step(st, 0)
	}
	if !o.done || look.Rest.Stale() || look.Lit.Stale() {
		t.Fatalf("the opening ended %v with the rest look stale %v and the lit look stale %v", o.done, look.Rest.Stale(), look.Lit.Stale())
	}
	lit = true
	if look.Stale() {
		t.Error("the lit look, now shown, is still to be painted")
	}
}

// TestOpeningLeavesOutWhatIsPainted: a screen-sized picture painted
// already (a felt another screen painted) is not part of the opening's
// plan: counted, it would spend a batch's area on nothing.
func TestOpeningLeavesOutWhatIsPainted(t *testing.T) {
	st := sprites.NewStage(64, 64)
	felt := sprites.NewPicture(1280, 720, func(*ebiten.Image, float64, float64) {})
	felt.Prepare()
	st.Root.Add(sprites.NewPainted(felt))
	const n = 16
	for range n {
		st.Root.Add(sprites.NewPainted(sprites.NewPicture(128, 128, func(*ebiten.Image, float64, float64) {})))
	}
	o := &opening{}
	plan := o.collect(st, st.Root, nil)
	if len(plan) != n {
		t.Fatalf("the plan holds %d pictures beside a painted felt, want the %d unpainted", len(plan), n)
	}
	for _, p := range plan {
		if w, h := p.Size(); w*h > 128*128 {
			t.Errorf("the plan holds a picture of %.0fx%.0f: the painted felt", w, h)
		}
	}
}
