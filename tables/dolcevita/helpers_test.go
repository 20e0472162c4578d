package dolcevita

import (
	"salotto/tables/kit"
	"testing"

	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// rig is a table inside a scenes.App, fed by a script (tabletest.Rig;
// set DrawEvery to draw each tick, as the real game would).
type rig struct {
	*tabletest.Rig
	table *Table
}

// config seats humans at the given seats (bots at normal elsewhere) and
// fixes the start player.
func config(t *testing.T, players int, humans []int, start string, seed uint64) tables.Config {
	t.Helper()
	cfg := tables.Config{Game: "dolcevita", Seed: seed, Options: rules.Options{Players: players}}
	if start != "" {
		cfg.Options.Variant = map[string]string{"start": start}
	}
	names := []string{"Ada", "Marcello", "Sofia", "Vittorio", "Claudia"}
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
func (t *Table) live() *dv.State { return t.D.Live().(*dv.State) }

func newRig(t *testing.T, w, h int, cfg tables.Config) *rig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, cfg.Seed)
	kit.Register(ctx.Scenes, Descriptor)
	tbl, err := newTable(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{Rig: tabletest.New(t, ctx, in, tbl), table: tbl}
}

// speed sets the player's animation speed (the stage follows the
// settings; 0 is instant).
func (r *rig) speed(s float64) { r.App.Context().Settings.AnimationSpeed = s }
