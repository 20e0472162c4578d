package kit_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	dv "salotto/rules/dolcevita"
	dl "salotto/rules/dolores"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
	"salotto/tables/necklace"
)

// undoRig is a real table of one game, one person in seat 0 against bots
// at normal, at an animation speed (0: instant, and no bot pauses).
type undoRig struct {
	*tabletest.Rig
	t *testing.T
}

func newUndoRig(t *testing.T, open kit.Open, game string, players int, seed uint64, speed float64) *undoRig {
	t.Helper()
	cfg := tables.Config{Game: game, Seed: seed, Options: rules.Options{Players: players, Variant: map[string]string{"start": "0"}}}
	for i := 0; i < players; i++ {
		s := tables.Seat{Name: tables.BotName(i), Level: "normal", Color: i}
		if i == 0 {
			s = tables.Seat{Name: "Ada", Level: tables.Human}
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	ctx, in := tabletest.NewContext(1280, 720, seed)
	ctx.Settings.AnimationSpeed = speed
	sc, err := open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &undoRig{Rig: tabletest.New(t, ctx, in, sc), t: t}
}

// base is the kit part of the table on top (a new one after an undo).
func (r *undoRig) base() *kit.Base {
	r.t.Helper()
	k, ok := r.App.Top().(interface{ Kit() *kit.Base })
	if !ok {
		r.t.Fatalf("%s is no table", r.App.SceneName())
	}
	return k.Kit()
}

// waitHuman ticks until seat 0 may act.
func (r *undoRig) waitHuman() {
	r.t.Helper()
	r.Until(3000, "seat 0's turn", func() bool { return r.base().Warmed() && r.base().D.CanAct(0) })
}

// play makes seat 0's move m through the table's apply path.
func (r *undoRig) play(m rules.Move) {
	r.t.Helper()
	if err := r.base().D.Apply(0, m); err != nil {
		r.t.Fatal(err)
	}
}

// ctrlZ presses Ctrl+Z and ticks the table once.
func (r *undoRig) ctrlZ() {
	r.In.Hold(ebiten.KeyControl)
	r.In.Key(ebiten.KeyZ)
	r.Tick(1)
	r.In.Unhold()
	r.Tick(1)
}

// refusedWith checks that undo was refused with the sentence of code
// (naming seat, if it names one), the table and its moves untouched.
func (r *undoRig) refusedWith(before *kit.Base, code rules.Reason, seat int) {
	r.t.Helper()
	moves := len(before.D.Moves())
	r.ctrlZ()
	if r.base() != before || len(r.base().D.Moves()) != moves {
		r.t.Fatalf("a refused undo changed the table (moves %d -> %d)", moves, len(r.base().D.Moves()))
	}
	im := &rules.IllegalMove{Code: code, Game: before.Cfg.Game}
	if seat >= 0 {
		im.Seats = []int{seat}
	}
	want := before.Refusal(im)
	if got := r.base().UndoNote(); got != want || got == "" {
		r.t.Fatalf("undo refused with %q, want %q", got, want)
	}
}

// undone checks that undo reopened the table with keep moves.
func (r *undoRig) undone(before *kit.Base, keep int) {
	r.t.Helper()
	r.ctrlZ()
	after := r.base()
	if after == before {
		r.t.Fatalf("undo did not reopen the table: %q", after.UndoNote())
	}
	if n := len(after.D.Moves()); n != keep {
		r.t.Fatalf("undo kept %d moves, want %d", n, keep)
	}
}

func TestUndoAtTheTableDolceVita(t *testing.T) {
	r := newUndoRig(t, dolcevita.New, "dolcevita", 3, 5, 0)
	r.waitHuman()
	r.refusedWith(r.base(), rules.ReasonUndoNothing, -1)
	r.play(dv.Place(6, 2))
	r.waitHuman() // both bots have answered with placements of their own
	if n := len(r.base().D.Moves()); n != 3 {
		t.Fatalf("%d moves before the undo", n)
	}
	r.undone(r.base(), 0)
	hand := r.base().D.Live().(*dv.State).Hand(0)
	if len(hand) != dv.MaxNumber {
		t.Fatalf("after undo seat 0 holds %v", hand)
	}
	// a whole round, then the undo of its last placement is refused
	for range 5 {
		r.waitHuman()
		r.play(r.base().D.Live().Legal(0, nil)[0])
		r.Tick(1)
	}
	r.waitHuman()
	if round := r.base().D.Live().(*dv.State).Round(); round != 2 {
		t.Fatalf("round %d after seat 0's five placements", round)
	}
	r.refusedWith(r.base(), dv.ReasonUndoRoundResolved, 2)
}

func TestUndoAtTheTableNecklace(t *testing.T) {
	r := newUndoRig(t, necklace.New, "necklace", 2, 9, 0)
	r.waitHuman()
	r.play(nk.TakeDraw)
	r.Tick(1)
	r.refusedWith(r.base(), nk.ReasonUndoDrawSeen, 0)
	r.waitHuman()
	hand := r.base().D.Live().(*nk.State).Hand(0)
	r.play(nk.DiscardMove(hand[0]))
	r.Tick(1)
	// the bot has not answered yet: the discard goes back, the draw stays
	r.undone(r.base(), 1)
	if got := r.base().D.Live().(*nk.State).Hand(0); len(got) != len(hand) {
		t.Fatalf("after undo seat 0 holds %v, want %v", got, hand)
	}
}

func TestUndoAtTheTableDolores(t *testing.T) {
	r := newUndoRig(t, dolores.New, "dolores", 2, 3, 1)
	// with two seats seat 0 takes part in every share; its gesture goes
	// back while the bot has not chosen yet, and not once both are shown
	gestured := false
	for range 40 {
		r.waitHuman()
		b := r.base()
		live := b.D.Live().(*dl.State)
		legal := live.Legal(0, nil)
		if legal[0].Kind != dl.KindGesture && legal[len(legal)-1].Kind != dl.KindGesture || live.Chosen(1) {
			r.play(legal[0]) // a window, a talk line or a pick: on to a share where seat 0 chooses first
			continue
		}
		gesture := legal[len(legal)-1]
		if gesture.Kind != dl.KindGesture {
			gesture = legal[0]
		}
		moves := len(b.D.Moves())
		r.play(gesture)
		r.undone(b, moves)
		gestured = true
		r.waitHuman()
		r.play(gesture)
		r.Until(3000, "the reveal", func() bool { return !r.base().D.Live().(*dl.State).Chosen(0) })
		r.waitHuman()
		after := r.base()
		r.refusedWith(after, dl.ReasonUndoRevealed, 1)
		break
	}
	if !gestured {
		t.Fatal("seat 0 never chose a gesture before the bot in 40 turns")
	}
}

var _ scenes.Scene = (*dolcevita.Table)(nil)
