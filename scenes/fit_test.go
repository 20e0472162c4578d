package scenes

import (
	"fmt"
	"strings"
	"testing"

	"salotto/gfx"
	"salotto/internal/fit"
	"salotto/lang"
	"salotto/save"
	"salotto/sprites"
)

// buttonLabel measures a scenes button's label as it paints it (Go Bold
// at its label size), for fit.Check.
func buttonLabel(p sprites.Painter) (string, float64, float64, bool) {
	b, ok := p.(*button)
	if !ok {
		return "", 0, 0, false
	}
	w, _ := b.Size()
	return b.Label, gfx.NewText(gfx.Bold, b.size, cream).Measure(b.Label).Width().ToFloat64(), w, true
}

// fitContext is a context speaking tag at size, for the fit tests.
func fitContext(tag string, size [2]int) *Context {
	ctx := withGames(NewContext(nil, 1))
	ctx.Words, _ = lang.New(tag)
	ctx.Settings.Language = tag
	ctx.Width, ctx.Height = size[0], size[1]
	return ctx
}

// TestWordsFitInEveryLanguage lays out the title, settings and each
// rules page in each language at a desktop and a phone size, and
// measures every label against its button and every text against the
// screen and the buttons beside it.
func TestWordsFitInEveryLanguage(t *testing.T) {
	names := []string{"title", "settings", "rules:dolcevita", "rules:dolores", "rules:necklace"}
	for _, tag := range lang.Tags() {
		for _, size := range [][2]int{{1280, 720}, {844, 390}} {
			ctx := fitContext(tag, size)
			for _, name := range names {
				s, err := ctx.Open(name)
				if err != nil {
					t.Fatal(err)
				}
				s.Layout(ctx, size[0], size[1])
				var st *sprites.Stage
				switch s := s.(type) {
				case *Rules:
					st = s.st
				case interface{ Stage() *sprites.Stage }:
					st = s.Stage()
				}
				for _, m := range fit.Check(st.Root, float64(size[0]), float64(size[1]), buttonLabel) {
					if _, rules := s.(*Rules); rules && !strings.HasPrefix(m, "label") {
						continue // the page scrolls under its clip: only its tabs and buttons must fit
					}
					t.Errorf("%s %s %dx%d: %s", tag, name, size[0], size[1], m)
				}
			}
		}
	}
}

// TestTitleRowWithASaveFits: with games saved, the title's bottom row is
// one row led by Continue (then Rules, Settings, Play online, watch mode,
// records), no button over another, every label fitting, in each language
// at a desktop and a phone size. Continue used to be placed over the row
// Rules and Settings were already in, on top of the entries.
func TestTitleRowWithASaveFits(t *testing.T) {
	standIn := func(ctx *Context, _ string) (Scene, error) { return NewSettings(ctx), nil }
	for _, tag := range lang.Tags() {
		for _, size := range [][2]int{{1280, 720}, {844, 390}} {
			ctx := fitContext(tag, size)
			ctx.Scenes.Add("continue", ctx.Scenes.rules, standIn)
			ctx.Scenes.Add("online", nil, standIn)
			ctx.Scenes.Add("watch", nil, standIn)
			ctx.Scenes.Add("records", nil, standIn)
			ctx.Store = save.Memory()
			for i, g := range []string{"necklace", "dolores"} {
				ctx.Store.WriteAutosave(save.Game{Game: g, Players: []string{"Ada", "Sofia"}, Saved: int64(10 + i),
					Progress: save.Progress{Unit: "turn", N: 4}, Config: []byte(`{}`)})
			}
			title := NewTitle(ctx)
			title.Layout(ctx, size[0], size[1])
			what := fmt.Sprintf("%s title with a save %dx%d", tag, size[0], size[1])

			row := []*button{title.resume.btn, title.rules, title.sets}
			row = append(row, title.more...)
			if len(row) != 6 || title.resume.btn == nil {
				t.Fatalf("%s: the row is %d buttons, want Continue, Rules, Settings, Play online, watch mode and records", what, len(row))
			}
			for i := 1; i < len(row); i++ {
				r, prev := row[i].Node.WorldBounds(), row[i-1].Node.WorldBounds()
				if r.Y != prev.Y || r.X <= prev.X {
					t.Errorf("%s: %q at (%.0f,%.0f) is not right of %q at (%.0f,%.0f) in one row", what, row[i].Label, r.X, r.Y, row[i-1].Label, prev.X, prev.Y)
				}
			}
			for _, m := range fit.Check(title.Stage().Root, float64(size[0]), float64(size[1]), buttonLabel) {
				t.Errorf("%s: %s", what, m)
			}
		}
	}
}
