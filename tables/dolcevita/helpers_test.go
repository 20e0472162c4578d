package dolcevita

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// rig is a table inside a scenes.App, fed by a script and drawn into an
// offscreen image each tick, as the real game would be.
type rig struct {
	t      *testing.T
	app    *scenes.App
	table  *Table
	in     *scenes.Script
	screen *ebiten.Image
	// drawEvery draws each tick (frame measurements); logic tests only
	// draw for screenshots, which keeps them fast under llvmpipe.
	drawEvery bool
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

func newRig(t *testing.T, w, h int, cfg tables.Config) *rig {
	t.Helper()
	ctx := scenes.NewContext(nil, cfg.Seed)
	in := scenes.NewScript()
	ctx.Input = scenes.NewInput(in)
	ctx.Width, ctx.Height = w, h
	Register(ctx.Scenes)
	tbl, err := newTable(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, app: scenes.NewApp(ctx, tbl), table: tbl, in: in, screen: ebiten.NewImage(w, h)}
	r.app.Layout(w, h)
	t.Cleanup(func() { r.screen.Deallocate() })
	return r
}

func (r *rig) tick(n int) {
	for i := 0; i < n; i++ {
		if err := r.app.Update(); err != nil {
			r.t.Fatalf("update: %v", err)
		}
		if r.drawEvery {
			r.app.Draw(r.screen)
		}
	}
}

// until ticks until cond holds, failing after limit ticks.
func (r *rig) until(limit int, what string, cond func() bool) {
	r.t.Helper()
	for i := 0; i < limit; i++ {
		if cond() {
			return
		}
		r.tick(1)
	}
	r.t.Fatalf("after %d ticks still waiting for %s", limit, what)
}

func (r *rig) target(id string) scenes.Target {
	r.t.Helper()
	for _, tg := range r.app.Targets() {
		if tg.ID == id {
			return tg
		}
	}
	r.t.Fatalf("no target %q on %s", id, r.app.SceneName())
	return scenes.Target{}
}

// drag presses on from, moves in steps to to, and releases there.
func (r *rig) drag(from, to scenes.Target) {
	fx, fy := from.Centre()
	tx, ty := to.Centre()
	r.in.Move(float64(fx), float64(fy))
	r.tick(1)
	r.in.Press()
	r.tick(1)
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		r.in.Move(float64(fx)+(float64(tx-fx))*f, float64(fy)+(float64(ty-fy))*f)
		r.tick(1)
	}
	r.in.Release()
	r.tick(1)
}

func (r *rig) click(tg scenes.Target) {
	x, y := tg.Centre()
	r.in.Move(float64(x), float64(y))
	r.tick(1)
	r.in.Press()
	r.tick(1)
	r.in.Release()
	r.tick(1)
}

// shot draws the screen and writes it to shots/name.png.
func (r *rig) shot(name string) {
	r.t.Helper()
	r.app.Top().Draw(r.screen)
	if err := os.MkdirAll("shots", 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := scenes.WritePNG(r.screen, filepath.Join("shots", name+".png")); err != nil {
		r.t.Fatal(err)
	}
}

// speed sets the player's animation speed (the App carries it to
// sprites each tick; 0 is instant) and restores it after the test.
func (r *rig) speed(s float64) {
	old := sprites.Speed()
	r.app.Context().Settings.AnimationSpeed = s
	sprites.SetSpeed(s)
	r.t.Cleanup(func() { sprites.SetSpeed(old) })
}
