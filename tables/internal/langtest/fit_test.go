package langtest

import (
	"fmt"
	"strings"
	"testing"

	"salotto/internal/fit"
	"salotto/lang"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/all"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

var sizes = [][2]int{{1280, 720}, {844, 390}}

// newApp is a scene in an App on a w×h screen in language tag, with every
// table and setup screen registered, animations instant.
func newApp(t *testing.T, tag string, w, h int, open func(ctx *scenes.Context) (scenes.Scene, error)) *tabletest.Rig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, 7)
	ctx.Words, _ = lang.New(tag)
	ctx.Settings.Language = tag
	ctx.Settings.AnimationSpeed = 0
	all.Register(ctx.Scenes)
	s, err := open(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r := tabletest.New(t, ctx, in, s)
	r.MayEnd = true
	return r
}

// misfits measures the scene on top of r's app.
func misfits(r *tabletest.Rig, w, h int) []string {
	st := r.App.Top().(interface{ Stage() *sprites.Stage }).Stage()
	return fit.Check(st.Root, float64(w), float64(h), nil)
}

func report(t *testing.T, what string, ms []string) {
	t.Helper()
	for _, m := range ms {
		t.Errorf("%s: %s", what, m)
	}
}

// TestSetupWordsFit: every game's setup screen, in every language and size.
func TestSetupWordsFit(t *testing.T) {
	for _, tag := range lang.Tags() {
		for _, sz := range sizes {
			for _, g := range all.Games {
				r := newApp(t, tag, sz[0], sz[1], func(ctx *scenes.Context) (scenes.Scene, error) { return ctx.Open("setup:" + g.ID()) })
				r.Tick(3)
				report(t, fmt.Sprintf("%s setup:%s %dx%d", tag, g.ID(), sz[0], sz[1]), misfits(r, sz[0], sz[1]))
			}
		}
	}
}

// TestTableAndMenuWordsFit: each table at a person's first turn (its
// prompt, panels and buttons), then its menu, in every language and size.
func TestTableAndMenuWordsFit(t *testing.T) {
	for _, tag := range lang.Tags() {
		for _, sz := range sizes {
			for _, g := range all.Games {
				r := newApp(t, tag, sz[0], sz[1], func(ctx *scenes.Context) (scenes.Scene, error) { return ctx.Open("play:" + g.ID()) })
				r.Until(3000, g.ID()+" settles", func() bool { return r.App.Settled() })
				what := fmt.Sprintf("%s play:%s %dx%d", tag, g.ID(), sz[0], sz[1])
				report(t, what, misfits(r, sz[0], sz[1]))
				if err := r.App.Apply(scenes.Push(kit.NewMenu(r.App.Context(), &g.Game))); err != nil {
					t.Fatal(err)
				}
				r.Tick(2)
				report(t, strings.Replace(what, "play:", "menu:", 1), misfits(r, sz[0], sz[1]))
			}
		}
	}
}

// TestResultsWordsFit: a game between bots played to its end in every
// language, its results frame measured at the desktop size and then laid
// out again at the phone's: the headline, rows and buttons.
func TestResultsWordsFit(t *testing.T) {
	for _, tag := range lang.Tags() {
		for _, g := range all.Games {
			w, h := sizes[0][0], sizes[0][1]
			r := newApp(t, tag, w, h, func(ctx *scenes.Context) (scenes.Scene, error) {
				cfg := tables.DefaultConfig(ctx.Words, g.Rules, 7)
				cfg.Seats[0].Level = "easy"
				return g.Open(ctx, cfg)
			})
			r.Until(60000, g.ID()+" to its results", func() bool { return strings.HasPrefix(r.App.SceneName(), "results:") && r.App.Settled() })
			r.Shot("results-" + tag + "-" + g.ID()) // shots/tables/internal/langtest/, for eyes
			for _, sz := range sizes {
				r.App.Layout(sz[0], sz[1])
				r.Tick(2)
				report(t, fmt.Sprintf("%s results:%s %dx%d", tag, g.ID(), sz[0], sz[1]), misfits(r, sz[0], sz[1]))
			}
		}
	}
}
