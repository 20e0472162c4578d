package kit

import (
	"testing"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/tables"
)

// countedGame is a game that counts its deals.
type countedGame struct {
	rules.Game
	rules.Undoer
	setups int
}

func (g *countedGame) Setup(o rules.Options, seed uint64) (rules.State, error) {
	g.setups++
	return g.Game.Setup(o, seed)
}

// countedState is a position that names the counted game as its own.
type countedState struct {
	rules.State
	g *countedGame
}

func (s countedState) Game() rules.Game { return s.g }

// TestUndoPlanDealsOnlyWhenItMust: the judgement replays the record, which
// deals the game once; it deals once more only when the span begins with
// the game's first move, the position before which is the deal itself.
func TestUndoPlanDealsOnlyWhenItMust(t *testing.T) {
	seats := []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Marcello", Level: "normal"}, {Name: "Sofia", Level: "normal"}}
	for _, c := range []struct {
		moves        []record.Entry
		keep, setups int
	}{
		{[]record.Entry{{Player: 0, Move: "place 6 col1"}, {Player: 1, Move: "place 6 col2"}, {Player: 2, Move: "place 6 col3"},
			{Player: 0, Move: "place 5 col1"}}, 3, 1},
		{[]record.Entry{{Player: 0, Move: "place 6 col1"}}, 0, 2},
	} {
		cfg := tables.Config{Game: "dolcevita", Seed: 2, Seats: seats,
			Options: rules.Options{Players: 3, Variant: map[string]string{"start": "0"}}, Moves: c.moves}
		d, err := NewDriver(scenes.NewContext(nil, 1), testLook(cfg.Game).Rules, cfg)
		if err != nil {
			t.Fatal(err)
		}
		g := &countedGame{Game: d.local.state.Game(), Undoer: d.local.state.Game().(rules.Undoer)}
		d.local.state = countedState{State: d.local.state, g: g}
		keep, err := d.UndoPlan(0)
		if err != nil || keep != c.keep {
			t.Fatalf("%d moves: keep %d, %v; want %d", len(c.moves), keep, err, c.keep)
		}
		if g.setups != c.setups {
			t.Errorf("%d moves: the judgement dealt %d times, want %d", len(c.moves), g.setups, c.setups)
		}
	}
}
