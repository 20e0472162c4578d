package dolores

import (
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// rig is a table inside a scenes.App, fed by a script.
type rig struct {
	*tabletest.Rig
	table *Table
}

// config seats humans at the given seats, bots at normal elsewhere.
func config(players int, humans []int, seed uint64) tables.Config {
	cfg := tables.Config{Game: "dolores", Seed: seed, Options: rules.Options{Players: players}}
	names := []string{"Ada", "Marcello", "Sofia", "Vittorio"}
	for i := 0; i < players; i++ {
		s := tables.Seat{Name: names[i], Level: "normal", Color: i}
		for _, h := range humans {
			if h == i {
				s.Level = tables.Human
			}
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	return cfg
}

// live is the game itself, ahead of the screen (tests only: the table
// draws from the kit's shown view).
func (t *Table) live() *d.State { return t.D.Live().(*d.State) }

func newRig(t testing.TB, w, h int, cfg tables.Config) *rig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, cfg.Seed)
	tbl, err := newTable(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{Rig: tabletest.New(t, ctx, in, tbl), table: tbl}
}

// speed sets the player's animation speed (0 is instant).
func (r *rig) speed(s float64) { r.App.Context().Settings.AnimationSpeed = s }
