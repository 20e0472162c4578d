package necklace

import (
	"testing"

	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/necklace/model"
)

// rig is a table inside a scenes.App, fed by a script.
type rig struct {
	*tabletest.Rig
	table *Table
}

// config seats a human at seat 0 and, with two players, the given second
// seat (a bot level, or tables.Human for hot-seat); the human opens.
func config(players int, second string, expansions string, seed uint64) tables.Config {
	cfg := tables.Config{Game: "necklace", Seed: seed, Options: rules.Options{Players: players, Variant: map[string]string{"start": "0", "expansions": expansions}},
		Seats: []tables.Seat{{Name: "Ada", Level: tables.Human}}}
	if players == 2 {
		cfg.Seats = append(cfg.Seats, tables.Seat{Name: "Vittoria", Level: second, Color: 1})
	}
	return cfg
}

func newRig(t testing.TB, w, h int, cfg tables.Config) *rig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, cfg.Seed)
	ctx.Settings.AnimationSpeed = 0
	tbl, err := newTable(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{Rig: tabletest.New(t, ctx, in, tbl), table: tbl}
}

// live is the game itself, for the tests' checks only (the table never
// reads it).
func (r *rig) live() *nk.State { return r.table.D.Live().(*nk.State) }

// waitTurn ticks until seat may act at the screen.
func (r *rig) waitTurn(seat int) {
	r.T.Helper()
	r.Until(3000, "the human's turn", func() bool { return r.table.seatToMove() == seat && !r.table.St.Animating() })
}

// act makes seat's move through the kit, as a drop would.
func (r *rig) act(seat int, m rules.Move) {
	r.T.Helper()
	if err := r.table.D.Apply(seat, m); err != nil {
		r.T.Fatal(err)
	}
}

// turnThenHoverDiscard plays the player's turn (draw, then discard their
// k-th card), waits for the opponent's, and rests the pointer on the top
// discard for ticks.
func (r *rig) turnThenHoverDiscard(k, ticks int) {
	r.T.Helper()
	r.act(0, nk.TakeDraw)
	r.waitTurn(0)
	r.act(0, nk.DiscardMove(r.table.view().Hand(0)[k]))
	r.waitTurn(0)
	x, y := r.Target("discard").Centre()
	r.In.Move(float64(x), float64(y))
	r.Tick(ticks)
}

// playAtOnce makes the player's move as soon as they may (nothing
// moving): discard their first card, draw, or with the pile empty
// decline; it does nothing otherwise.
func (r *rig) playAtOnce() {
	tb := r.table
	if tb.seatToMove() != 0 || tb.St.Animating() {
		return
	}
	v := tb.view()
	switch {
	case v.Discarding():
		r.act(0, nk.DiscardMove(v.Hand(0)[0]))
	case v.DrawCount() > 0:
		r.act(0, nk.TakeDraw)
	default:
		r.act(0, nk.Decline)
	}
}

// testBoard is a board of v with seat's hand at the bottom, seen by viewer,
// as a table lays it out.
func testBoard(st *sprites.Stage, w *lang.Catalog, v *nk.State, seat, viewer int) *board {
	m := model.New(v, seat, viewer, nk.NoCard)
	return newBoard(st, w, v, &m, "Vittoria")
}
