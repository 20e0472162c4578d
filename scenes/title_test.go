package scenes_test

import (
	"strings"
	"testing"

	"salotto/scenes"
	"salotto/sprites"
)

// texts lists every text node shown under n.
func texts(n *sprites.Node) []string {
	var out []string
	if t, ok := n.Painter().(*sprites.Text); ok && n.VisibleInTree() {
		out = append(out, t.Text())
	}
	for _, c := range n.Children() {
		out = append(out, texts(c)...)
	}
	return out
}

// A game whose table is not built yet opens its rules from the title; its
// tile says so (in its text and its label), and a playable game's does not.
func TestTitleTileSaysWhatItOpens(t *testing.T) {
	for _, size := range shotSizes {
		ctx, _ := newTestContext(size.w, size.h)
		ctx.Scenes.Add("setup", []string{"dolcevita"}, func(ctx *scenes.Context, _ string) (scenes.Scene, error) {
			return scenes.NewSettings(ctx), nil // any scene: the tile only asks whether it exists
		})
		title := scenes.NewTitle(ctx)
		title.Layout(ctx, size.w, size.h)
		note := ctx.Words.T("scenes.tile.rules_only")
		shown := strings.Join(texts(title.Stage().Root), "\n")
		if got := strings.Count(shown, note); got != 2 {
			t.Errorf("%dx%d: %q shown %d times, want once on each of the two tiles without a table; texts:\n%s", size.w, size.h, note, got, shown)
		}
		for _, tg := range title.Targets(nil) {
			rulesOnly := strings.Contains(tg.Label, "coming soon")
			switch tg.ID {
			case "tile:dolores", "tile:necklace":
				if !rulesOnly {
					t.Errorf("%s is labelled %q: want it to say it opens the rules", tg.ID, tg.Label)
				}
			case "tile:dolcevita":
				if rulesOnly {
					t.Errorf("%s is labelled %q, but it opens its setup", tg.ID, tg.Label)
				}
			}
		}
	}
}
