package kit

import (
	"errors"
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/tables"
)

func undoCode(err error) rules.Reason {
	var im *rules.IllegalMove
	if errors.As(err, &im) {
		return im.Code
	}
	return ""
}

// TestUndoNeverAfterAnotherPersonMoved: in hot-seat, a person's last move
// may go only while no other person has moved since; the refusal names
// who did.
func TestUndoNeverAfterAnotherPersonMoved(t *testing.T) {
	seats := []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Bruno", Level: tables.Human}, {Name: "Sofia", Level: "normal"}}
	cfg := tables.Config{Game: "dolcevita", Seed: 2, Seats: seats,
		Options: rules.Options{Players: 3, Variant: map[string]string{"start": "0"}},
		Moves:   []record.Entry{{Player: 0, Move: "place 6 col1"}, {Player: 1, Move: "place 6 col2"}}}
	d, err := NewDriver(scenes.NewContext(nil, 1), testLook(cfg.Game).Rules, cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.UndoPlan(0)
	if undoCode(err) != rules.ReasonUndoOtherHuman {
		t.Fatalf("Ada's undo after Bruno moved: %v", err)
	}
	if im := err.(*rules.IllegalMove); len(im.Seats) != 1 || im.Seats[0] != 1 {
		t.Fatalf("the refusal names %v, want Bruno", im.Seats)
	}
	if keep, err := d.UndoPlan(1); err != nil || keep != 1 {
		t.Fatalf("Bruno's own last move: keep %d, %v", keep, err)
	}
	if _, err := d.UndoPlan(2); undoCode(err) != rules.ReasonUndoNothing {
		t.Fatalf("a bot's seat undoing: %v", err)
	}
}

// TestUndoPlanTakesBackTheBotsAnswers: one person against bots; undo
// keeps the moves before the person's last one, the bots' answers going
// with it.
func TestUndoPlanTakesBackTheBotsAnswers(t *testing.T) {
	seats := []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Marcello", Level: "normal"}, {Name: "Sofia", Level: "normal"}}
	cfg := tables.Config{Game: "dolcevita", Seed: 2, Seats: seats,
		Options: rules.Options{Players: 3, Variant: map[string]string{"start": "0"}},
		Moves: []record.Entry{{Player: 0, Move: "place 6 col1"}, {Player: 1, Move: "place 6 col2"}, {Player: 2, Move: "place 6 col3"},
			{Player: 0, Move: "place 5 col1"}, {Player: 1, Move: "place 5 col2"}}}
	d, err := NewDriver(scenes.NewContext(nil, 1), testLook(cfg.Game).Rules, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if keep, err := d.UndoPlan(0); err != nil || keep != 3 {
		t.Fatalf("keep %d, %v; want the first three moves kept", keep, err)
	}
}

// BenchmarkUndoPlan: the judgement after a move in a long game (a whole
// Dolce Vita game of five players but its last placement: 124 moves).
func BenchmarkUndoPlan(b *testing.B) {
	seats := []tables.Seat{{Name: "Ada", Level: tables.Human}}
	for i := 1; i < 5; i++ {
		seats = append(seats, tables.Seat{Name: tables.BotName(i), Level: "random"})
	}
	opts := rules.Options{Players: 5, Variant: map[string]string{"start": "0"}}
	st, _ := dolcevita.Game.Setup(opts, 3)
	var moves []record.Entry
	for len(moves) < 124 {
		p := st.ToAct(nil)[0]
		m := st.Legal(p, nil)[0]
		if _, err := st.Apply(p, m); err != nil {
			b.Fatal(err)
		}
		moves = append(moves, record.Entry{Player: p, Move: dolcevita.Game.FormatMove(m)})
	}
	d, err := NewDriver(scenes.NewContext(nil, 1), testLook("dolcevita").Rules, tables.Config{Game: "dolcevita", Seed: 3, Seats: seats, Options: opts, Moves: moves})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		d.UndoPlan(0)
	}
}
