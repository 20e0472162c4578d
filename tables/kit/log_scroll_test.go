package kit_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/rules/record"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// dolceVitaAfter is a Dolce Vita table opened n random moves into a game,
// Ada in seat 0 against two bots, at her turn: its move log is longer
// than the sheet, and some of its events (ColumnResolving) have no
// sentence.
func dolceVitaAfter(t *testing.T, n int) *undoRig {
	t.Helper()
	opts := rules.Options{Players: 3, Variant: map[string]string{"start": "0"}}
	s, err := dv.Game.Setup(opts, 5)
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(5, 1))
	var moves []record.Entry
	for len(moves) < n && !s.Done() {
		p := s.ToAct(nil)[0]
		legal := s.Legal(p, nil)
		m := legal[rnd.IntN(len(legal))]
		if _, err := s.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, record.Entry{Player: p, Move: dv.Game.FormatMove(m)})
	}
	if s.Done() {
		t.Fatalf("the game ended after %d moves", len(moves))
	}
	cfg := tables.Config{Game: "dolcevita", Seed: 5, Options: opts, Moves: moves, Seats: []tables.Seat{
		{Name: "Ada", Level: tables.Human}, {Name: "Marcello", Level: "normal", Color: 1}, {Name: "Sofia", Level: "normal", Color: 2}}}
	ctx, in := tabletest.NewContext(1280, 720, 5)
	ctx.Settings.AnimationSpeed = 0
	sc, err := dolcevita.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := &undoRig{Rig: tabletest.New(t, ctx, in, sc), t: t}
	r.waitHuman()
	return r
}

// openLog opens the table's move log with L.
func openLog(r *undoRig) *kit.MoveLog {
	r.t.Helper()
	r.In.Key(ebiten.KeyL)
	r.Tick(2)
	p, ok := r.App.Top().(logPanel)
	if !ok {
		r.t.Fatalf("L opened %s", r.App.SceneName())
	}
	return p.Log()
}

// TestLogHomeStopsAtTheFirstMove: on a Dolce Vita log longer than the
// sheet, Home shows the first page, the first sentence at its top and
// nothing older offered; Up and Page Up then stay there (Home scrolled
// past the log's start, and the next row read before the first event).
func TestLogHomeStopsAtTheFirstMove(t *testing.T) {
	r := dolceVitaAfter(t, 40)
	b := r.base()
	lw := b.Words()
	first := ""
	for _, ev := range b.D.LogEvents() {
		if first = dolcevita.LogLine(lw, ev); first != "" {
			break
		}
	}
	log := openLog(r)
	if !log.Older() {
		t.Fatalf("a log of %d events fits the sheet: %q", log.Len(), log.Shown())
	}
	for _, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyArrowUp, ebiten.KeyPageUp} {
		r.In.Key(key)
		r.Tick(1)
		shown := log.Shown()
		if len(shown) < 2 || shown[0] != first || log.Older() {
			t.Fatalf("after %v the log shows %q (older moves: %v); want the first page, from %q", key, shown, log.Older(), first)
		}
	}
	r.In.Key(ebiten.KeyEnd)
	r.Tick(1)
	if log.Shown()[0] == first || !log.Older() {
		t.Errorf("End left the log at its start: %q", log.Shown())
	}
}

// TestLogPageKeysMoveOnASheetOfOneRow: where the sheet has room for one
// row, Page Up still shows the row before and Page Down comes back (a page
// was the rows shown less one: none).
func TestLogPageKeysMoveOnASheetOfOneRow(t *testing.T) {
	r := dolceVitaAfter(t, 20)
	log := openLog(r)
	r.App.Top().Layout(r.App.Context(), 844, 130)
	if n := log.PageRows(); n != 1 {
		t.Fatalf("the sheet shows %d rows, want one", n)
	}
	newest := log.Shown()
	r.In.Key(ebiten.KeyPageUp)
	r.Tick(1)
	older := log.Shown()
	if reflect.DeepEqual(older, newest) {
		t.Fatalf("Page Up left the sheet at %q", newest)
	}
	r.In.Key(ebiten.KeyPageDown)
	r.Tick(1)
	if got := log.Shown(); !reflect.DeepEqual(got, newest) {
		t.Errorf("Page Down from %q shows %q, want %q", older, got, newest)
	}
}
