package setup

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/tables"
)

// rig is a setup screen inside a scenes.App, fed by a script, with a fake
// table that records the configuration Start hands it.
type rig struct {
	t      *testing.T
	app    *scenes.App
	s      *Setup
	in     *scenes.Script
	typed  []rune
	screen *ebiten.Image
	played []tables.Config
	ended  bool // the last scene was popped
}

// playedScene stands in for a table.
type playedScene struct{ cfg tables.Config }

func (p *playedScene) Name() string                                { return "play:" + p.cfg.Game }
func (p *playedScene) Layout(*scenes.Context, int, int)            {}
func (p *playedScene) Update(*scenes.Context) scenes.Change        { return scenes.None }
func (p *playedScene) Draw(*ebiten.Image)                          {}
func (p *playedScene) NeedsRedraw() bool                           { return false }
func (p *playedScene) Settled() bool                               { return true }
func (p *playedScene) Targets(dst []scenes.Target) []scenes.Target { return dst }

func newRig(t *testing.T, game string, w, h int) *rig {
	t.Helper()
	ctx := scenes.NewContext(nil, 7)
	in := scenes.NewScript()
	ctx.Input = scenes.NewInput(in)
	ctx.Width, ctx.Height = w, h
	ctx.Settings.AnimationSpeed = 0
	r := &rig{t: t, in: in}
	Register(ctx.Scenes, map[string]func(*scenes.Context, tables.Config) (scenes.Scene, error){
		game: func(_ *scenes.Context, c tables.Config) (scenes.Scene, error) {
			r.played = append(r.played, c)
			return &playedScene{c}, nil
		},
	})
	sc, err := ctx.Open("setup:" + game)
	if err != nil {
		t.Fatal(err)
	}
	r.s = sc.(*Setup)
	r.s.chars = func(dst []rune) []rune {
		dst = append(dst, r.typed...)
		r.typed = r.typed[:0]
		return dst
	}
	r.app = scenes.NewApp(ctx, sc)
	r.app.Layout(w, h)
	r.screen = ebiten.NewImage(w, h)
	t.Cleanup(func() { r.screen.Deallocate() })
	r.tick(2)
	return r
}

func (r *rig) tick(n int) {
	for i := 0; i < n; i++ {
		err := r.app.Update()
		if errors.Is(err, ebiten.Termination) {
			r.ended = true
			return
		}
		if err != nil {
			r.t.Fatalf("update: %v", err)
		}
	}
}

func (r *rig) target(id string) (scenes.Target, bool) {
	for _, tg := range r.app.Targets() {
		if tg.ID == id {
			return tg, true
		}
	}
	return scenes.Target{}, false
}

func (r *rig) click(id string) {
	r.t.Helper()
	tg, ok := r.target(id)
	if !ok {
		r.t.Fatalf("no target %q on %s", id, r.app.SceneName())
	}
	x, y := tg.Centre()
	r.in.Move(float64(x), float64(y))
	r.tick(1)
	r.in.Press()
	r.tick(1)
	r.in.Release()
	r.tick(1)
}

// key presses k for one tick.
func (r *rig) key(k ebiten.Key) {
	r.in.Key(k)
	r.tick(1)
}

// typeText types s into the field being edited, one character a tick.
func (r *rig) typeText(s string) {
	for _, c := range s {
		r.typed = append(r.typed, c)
		r.tick(1)
	}
}

// clearField deletes every character of the field being edited.
func (r *rig) clearField() {
	for len(r.s.edit.text) > 0 {
		r.key(ebiten.KeyBackspace)
	}
}

// shot draws the screen and writes it to shots/name.png.
func (r *rig) shot(name string) {
	r.t.Helper()
	r.screen.Clear()
	r.app.Top().Draw(r.screen)
	if err := os.MkdirAll("shots", 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := scenes.WritePNG(r.screen, filepath.Join("shots", name+".png")); err != nil {
		r.t.Fatal(err)
	}
}
