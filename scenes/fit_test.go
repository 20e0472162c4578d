package scenes

import (
	"strings"
	"testing"

	"salotto/gfx"
	"salotto/internal/fit"
	"salotto/lang"
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

// TestWordsFitInEveryLanguage lays out the title, settings and each
// rules page in each language at a desktop and a phone size, and
// measures every label against its button and every text against the
// screen and the buttons beside it.
func TestWordsFitInEveryLanguage(t *testing.T) {
	names := []string{"title", "settings", "rules:dolcevita", "rules:dolores", "rules:necklace"}
	for _, tag := range lang.Tags() {
		for _, size := range [][2]int{{1280, 720}, {844, 390}} {
			ctx := NewContext(nil, 1)
			ctx.Words, _ = lang.New(tag)
			ctx.Settings.Language = tag
			ctx.Width, ctx.Height = size[0], size[1]
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
