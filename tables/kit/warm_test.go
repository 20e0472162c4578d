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

// TestOpeningBatchStopsAtAScreenful: pictures a quarter of openArea each
// are painted at most four a tick, however quick they are to paint.
func TestOpeningBatchStopsAtAScreenful(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	o := openingOf(10, 512, openArea/512/4, false, &painted)
	o.step(st, 0)
	if painted < 1 || painted > 4 {
		t.Fatalf("the first tick painted %d pictures of a quarter screenful each, want 1 to 4", painted)
	}
	for tick := 0; tick < 10 && !o.done; tick++ {
		o.step(st, 0)
	}
	if !o.done || painted != 10 {
		t.Fatalf("the opening is done=%v with %d of 10 pictures painted", o.done, painted)
	}
}

// TestOpeningFirstBatchIsSmall: with no flush yet to go by, the first
// batch paints openAreaFirst, however quick its pictures are (what the
// batches after it paint follows their flushes: nextBudget).
func TestOpeningFirstBatchIsSmall(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	const per = openAreaFirst / 8
	o := openingOf(64, 256, per/256, false, &painted)
	o.step(st, 0)
	if painted != 8 {
		t.Fatalf("the first batch painted %d pictures of an eighth of openAreaFirst each, want 8", painted)
	}
}

// TestOpeningBudgetFollowsTheFlush: a batch whose flush took four times
// openFlush is followed by one a quarter its area; a quick flush lets the
// batch grow, to twice its area at most and a screenful in all, a very
// slow one shrinks it no further than openAreaMin.
func TestOpeningBudgetFollowsTheFlush(t *testing.T) {
	cases := []struct {
		area float64
		took time.Duration
		want float64
	}{
		{1 << 20, 4 * openFlush, 1 << 18},
		{1 << 18, openFlush, 1 << 18},
		{1 << 16, 0, 1 << 17},
		{1 << 19, 0, openArea},
		{1 << 20, 1000 * openFlush, openAreaMin},
		{0, openFlush, openArea},
	}
	for _, c := range cases {
		if got := nextBudget(c.area, c.took); got != c.want {
			t.Errorf("after a batch of %.0f px flushed in %v the budget is %.0f px, want %.0f", c.area, c.took, got, c.want)
		}
	}
}

// TestOpeningPaintsOneBatchAFrame: the ticks Ebitengine runs in one slow
// frame paint one batch between them, the next frame the next batch.
func TestOpeningPaintsOneBatchAFrame(t *testing.T) {
	st := sprites.NewStage(64, 64)
	painted := 0
	o := openingOf(3, 1024, 1024, false, &painted) // a screenful each: one a batch
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
// plan, so the first batch spends its area on what still has to be
// painted and is followed by a batch at most twice its size.
func TestOpeningLeavesOutWhatIsPainted(t *testing.T) {
	st := sprites.NewStage(64, 64)
	felt := sprites.NewPicture(1280, 720, func(*ebiten.Image, float64, float64) {})
	felt.Prepare()
	st.Root.Add(sprites.NewPainted(felt))
	const n, side = 64, 128 // eight of them make openAreaFirst
	var pics []*sprites.Picture
	for range n {
		p := sprites.NewPicture(side, side, func(*ebiten.Image, float64, float64) {})
		pics = append(pics, p)
		st.Root.Add(sprites.NewPainted(p))
	}
	stale := func() int {
		k := 0
		for _, p := range pics {
			if p.Stale() {
				k++
			}
		}
		return k
	}
	o := &opening{}
	o.step(st, 0)
	first := n - stale()
	if first != openAreaFirst/(side*side) {
		t.Fatalf("the first batch painted %d pictures of %dx%d beside a painted felt, want %d", first, side, side, openAreaFirst/(side*side))
	}
	o.step(st, 0)
	if second := n - stale() - first; second > 2*first {
		t.Errorf("the second batch painted %d pictures after a first of %d: more than twice", second, first)
	}
}
