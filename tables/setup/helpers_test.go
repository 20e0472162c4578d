package setup

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/internal/tabletest"
	"salotto/tables/necklace"
)

// rig is a setup screen inside a scenes.App, fed by a script, with a fake
// table that records the configuration Start hands it.
type rig struct {
	*tabletest.Rig
	s      *Setup
	typed  []rune
	played []tables.Config
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
	return newRigIn(t, "en", game, w, h)
}

// newRigIn is newRig in the language tag.
func newRigIn(t *testing.T, tag, game string, w, h int) *rig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, 7)
	ctx.Words, _ = lang.New(tag)
	ctx.Settings.Language = tag
	ctx.Settings.AnimationSpeed = 0
	r := &rig{}
	Register(ctx.Scenes, playing(game, func(_ *scenes.Context, c tables.Config) (scenes.Scene, error) {
		r.played = append(r.played, c)
		return &playedScene{c}, nil
	}))
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
	r.Rig = tabletest.New(t, ctx, in, sc)
	r.MayEnd = true // Back or Escape pops the only scene
	r.Tick(2)
	return r
}

// click clicks the target id.
func (r *rig) click(id string) {
	r.T.Helper()
	r.Click(r.Target(id))
}

// key presses k for one tick.
func (r *rig) key(k ebiten.Key) {
	r.In.Key(k)
	r.Tick(1)
}

// typeText types s into the field being edited, one character a tick.
func (r *rig) typeText(s string) {
	for _, c := range s {
		r.typed = append(r.typed, c)
		r.Tick(1)
	}
}

// clearField deletes every character of the field being edited.
func (r *rig) clearField() {
	for len(r.s.edit.Text) > 0 {
		r.key(ebiten.KeyBackspace)
	}
}

// playing is game's descriptor with its table replaced by open.
func playing(game string, open func(*scenes.Context, tables.Config) (scenes.Scene, error)) tables.Descriptor {
	for _, d := range []tables.Descriptor{dolcevita.Descriptor, dolores.Descriptor, necklace.Descriptor} {
		if d.ID() == game {
			d.Open = open
			return d
		}
	}
	panic("no game " + game)
}
