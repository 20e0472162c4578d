package dolcevita

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/tables/dolcevita/model"
	"salotto/tables/kit"
)

// waitTurn ticks until the table is open and still and seat p is to act
// (and, for a human, may: the kit's lock after another human's move is
// over). Until the opening has painted the faces the screen is plain felt,
// so a screenshot taken before would show nothing.
func (r *rig) waitTurn(p int) {
	r.T.Helper()
	r.Until(3000, "the human's turn", func() bool {
		return r.table.Warmed() && !r.table.busy() && !r.table.St.Animating() && r.table.live().Turn() == p &&
			(!r.table.D.Human(p) || r.table.D.CanAct(p))
	})
}

func TestDragOntoColumnPlacesThatCard(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.waitTurn(0)
	r.Drag(r.Target("hand:4"), r.Target("column:3"))
	r.Until(120, "the card to settle", func() bool { return !r.table.St.Animating() || r.table.busy() })
	s := r.table.live()
	if got := s.Under(0, 2); !slices.Equal(got, []int{4}) {
		t.Fatalf("under column 3 the human has %v, want [4]", got)
	}
	for c := 0; c < dv.NumColumns; c++ {
		if c != 2 && len(s.Under(0, c)) != 0 {
			t.Errorf("column %d got the human's %v too", c+1, s.Under(0, c))
		}
	}
	if got := s.Hand(0); !slices.Equal(got, []int{1, 2, 3, 5, 6}) {
		t.Errorf("hand after placing 4 = %v", got)
	}
	// the card ends up shown under column 3, in the human's row
	r.Until(600, "the placement shown", func() bool { return !r.table.busy() })
	if col := r.table.mod.Num[0][4]; col != 2 || !slices.Contains(r.table.mod.Placed[2][0], 4) {
		t.Errorf("number 4 shown in column %d, want 3", col+1)
	}
	if got := r.table.zoneTot[2][0].Text(); got != "4" {
		t.Errorf("running total under column 3 reads %q, want 4", got)
	}
}

func TestRefusedDropGlidesBackWithReason(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "1", 7))
	r.Tick(2)
	if r.table.live().Turn() != 1 {
		t.Fatalf("turn %d, want the bot in seat 1", r.table.live().Turn())
	}
	hand := r.Target("hand:4")
	r.Drag(hand, r.Target("column:3"))
	if got := r.table.St.LastRefusal(); !strings.Contains(got, "Not your turn") || !strings.Contains(got, "Marcello") {
		t.Errorf("refusal reads %q, want it to say it is Marcello's turn", got)
	}
	if got := r.table.live().Under(0, 2); len(got) != 0 {
		t.Fatalf("refused drop still placed %v", got)
	}
	r.Tick(30) // the glide home
	back := r.Target("hand:4")
	if back.X != hand.X || back.Y != hand.Y {
		t.Errorf("card 4 came back to (%v,%v), it left from (%v,%v)", back.X, back.Y, hand.X, hand.Y)
	}
	if r.table.mod.Num[0][4] != model.InHand {
		t.Errorf("card 4 is no longer in the hand")
	}
}

func TestBotOnlyGameReachesResults(t *testing.T) {
	cfg := config(t, 4, nil, "", 11)
	r := newRig(t, 1280, 720, cfg)
	r.speed(0)
	r.Until(20000, "the results screen", func() bool { return r.App.SceneName() == ResultsName })
	res := r.App.Top().(*kit.Results)
	want := r.table.live().Scores()
	for i := range res.Rows() {
		if row, _, _ := res.Row(i); row.Total != r.App.Context().Words.Money(want[row.Seat]) {
			t.Errorf("results show seat %d with %s, the rules say %d", row.Seat, row.Total, want[row.Seat])
		}
	}
	// what the table showed at the end matches the rules
	for p := range r.table.seats {
		if got, want := r.table.seats[p].Score.Text(), r.App.Context().Words.Money(want[p]); got != want {
			t.Errorf("seat %d panel shows %s, rules %s", p, got, want)
		}
		for l := dv.Luxury(0); l < dv.NumLuxuries; l++ {
			shown := dv.NoCard
			if gc := r.table.mod.Owned[p][l]; gc != nil {
				shown = gc.card
			}
			if rules := r.table.live().OwnedOf(p, l); shown != rules {
				t.Errorf("seat %d %s: table shows %s, rules %s", p, l, shown, rules)
			}
		}
	}
	for c := 0; c < dv.NumColumns; c++ {
		col := r.table.live().Column(c)
		if len(col) != len(r.table.mod.Cols[c]) {
			t.Fatalf("column %d: table shows %d cards, rules %d", c+1, len(r.table.mod.Cols[c]), len(col))
		}
		for i, card := range col {
			if r.table.mod.Cols[c][i].card != card {
				t.Errorf("column %d card %d: table %s, rules %s", c+1, i, r.table.mod.Cols[c][i].card, card)
			}
		}
	}
	// Rematch: the same seats, a new deal
	r.Click(r.Target("button:rematch"))
	r.Until(60, "the new table", func() bool { return r.App.SceneName() == SceneName && r.App.Top() != r.table })
	nt := r.App.Top().(*Table)
	if nt.Cfg.Seed == cfg.Seed || len(nt.Cfg.Seats) != len(cfg.Seats) {
		t.Errorf("rematch seed %d seats %d; want a new seed and %d seats", nt.Cfg.Seed, len(nt.Cfg.Seats), len(cfg.Seats))
	}
}

func TestKeyboardPlacesCard(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.waitTurn(0)
	card := r.table.nums[0][4].Node
	for i := 0; i < 40 && r.table.St.Focus() != card; i++ {
		r.In.Key(ebiten.KeyTab)
		r.Tick(1)
	}
	if r.table.St.Focus() != card {
		t.Fatal("Tab never reached number card 4")
	}
	r.In.Key(ebiten.KeyEnter)
	r.Tick(1)
	if r.table.St.Dragging() != card {
		t.Fatal("Enter did not pick the card up")
	}
	for i := 0; i < 10 && r.table.St.Focus() != r.table.zones[2]; i++ {
		if f := r.table.St.Focus(); f != nil && f.WorldBounds().X > r.table.zones[2].WorldBounds().X {
			r.In.Key(ebiten.KeyArrowLeft)
		} else {
			r.In.Key(ebiten.KeyArrowRight)
		}
		r.Tick(1)
	}
	if r.table.St.Focus() != r.table.zones[2] {
		t.Fatalf("arrows never reached column 3 (focus %v)", r.table.St.Focus())
	}
	r.In.Key(ebiten.KeyEnter)
	r.Tick(30)
	if got := r.table.live().Under(0, 2); !slices.Equal(got, []int{4}) {
		t.Fatalf("under column 3 the human has %v, want [4]", got)
	}
}

func TestHotSeatShowsTheActiveHumansHand(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0, 1}, "0", 7))
	r.waitTurn(0)
	if !strings.Contains(r.table.banner.Right.Text(), "Ada, your turn") {
		t.Errorf("status %q does not name Ada", r.table.banner.Right.Text())
	}
	r.Drag(r.Target("hand:4"), r.Target("column:3"))
	r.waitTurn(1)
	if r.table.D.Viewer() != 1 {
		t.Fatalf("hand shown is seat %d's, want Marcello's (1)", r.table.D.Viewer())
	}
	if !strings.Contains(r.table.banner.Right.Text(), "Marcello, your turn") || r.table.D.Next() != 1 {
		t.Errorf("status %q, active seat %d: Marcello's turn is not clear", r.table.banner.Right.Text(), r.table.D.Next())
	}
	for n := 1; n <= 6; n++ {
		if r.table.nums[0][n].Visible() && r.table.mod.Num[0][n] == model.InHand {
			t.Errorf("Ada's card %d still shows in the hand on Marcello's turn", n)
		}
		if !r.table.nums[1][n].Visible() {
			t.Errorf("Marcello's card %d is not shown", n)
		}
	}
	// hand:4 is now Marcello's 4: dragging it places for seat 1
	r.Drag(r.Target("hand:4"), r.Target("column:5"))
	r.Until(120, "Marcello's placement", func() bool { return len(r.table.live().Under(1, 4)) == 1 })
	if got := r.table.live().Under(1, 4); !slices.Equal(got, []int{4}) {
		t.Errorf("Marcello has %v under column 5, want [4]", got)
	}
}

func TestClickSkipsTheResolution(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, nil, "", 8))
	r.speed(3)
	r.Until(6000, "the first column resolving", func() bool { return r.table.mod.Resolving == 0 })
	if r.table.Q.Waiting() == 0 {
		t.Fatal("nothing left to skip")
	}
	r.In.Move(5, 5) // anywhere on the felt
	r.Tick(1)
	r.In.Press()
	r.Tick(1)
	r.In.Release()
	r.Tick(1)
	if r.table.busy() {
		t.Errorf("after the click %d events still wait", r.table.Q.Waiting())
	}
	if r.table.mod.Round != 2 {
		t.Errorf("the table shows round %d, want the next round after the skip", r.table.mod.Round)
	}
	for c := 0; c < dv.NumColumns; c++ {
		if got, want := len(r.table.mod.Cols[c]), r.table.live().ColumnLen(c); got != want && r.table.live().Placed() == 0 {
			t.Errorf("column %d shows %d cards after the skip, rules %d", c+1, got, want)
		}
	}
}

func TestRegisteredNameOpensDefaultTable(t *testing.T) {
	ctx := scenes.NewContext(nil, 99)
	ctx.Input = scenes.NewInput(scenes.NewScript())
	ctx.Width, ctx.Height = 1280, 720
	kit.Register(ctx.Scenes, Descriptor)
	if !slices.Contains(ctx.Scenes.Names(), SceneName) {
		t.Fatalf("%s not among %v", SceneName, ctx.Scenes.Names())
	}
	s, err := ctx.Open(SceneName)
	if err != nil {
		t.Fatal(err)
	}
	tbl := s.(*Table)
	if tbl.Name() != SceneName || tbl.Cfg.Seed != 99 || tbl.D.Humans() != 1 || tbl.n != 3 {
		t.Errorf("default table: name %s seed %d humans %d players %d", tbl.Name(), tbl.Cfg.Seed, tbl.D.Humans(), tbl.n)
	}
	ids := map[string]bool{}
	for _, tg := range tbl.Targets(nil) {
		ids[tg.ID] = true
	}
	for _, id := range []string{"hand:1", "hand:6", "column:1", "column:7"} {
		if !ids[id] {
			t.Errorf("target %s missing (have %v)", id, ids)
		}
	}
	bad := config(t, 3, []int{0}, "", 1)
	bad.Seats = bad.Seats[:2]
	if _, err := New(ctx, bad); err == nil {
		t.Error("a table with 2 seats for 3 players was built")
	}
}
