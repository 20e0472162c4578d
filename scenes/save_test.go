//go:build !js

package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"salotto/save"
	"salotto/scenes"
	"salotto/sprites"
)

// named is the node called name under n, or nil.
func named(n *sprites.Node, name string) *sprites.Node {
	if n.Name == name {
		return n
	}
	for _, c := range n.Children() {
		if f := named(c, name); f != nil {
			return f
		}
	}
	return nil
}

// savingContext is a test context with store and a "continue:GAME" that
// opens a stand-in scene (the real one is the kit's).
func savingContext(store *save.Store, w, h int) *scenes.Context {
	ctx, _ := newTestContext(w, h)
	ctx.Store = store
	ctx.Scenes.Add("continue", []string{"dolcevita", "dolores", "necklace"}, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		if _, err := ctx.Store.Autosave(game); err != nil {
			return nil, err
		}
		return scenes.NewSettings(ctx), nil
	})
	return ctx
}

func hasTarget(sc scenes.Scene, id string) bool {
	for _, tg := range sc.Targets(nil) {
		if tg.ID == id {
			return true
		}
	}
	return false
}

// TestContinueOnlyWithASave: the title offers Continue only when a game
// is saved, naming the latest game, its players and how far it went; it
// opens the saved game.
func TestContinueOnlyWithASave(t *testing.T) {
	for _, size := range shotSizes {
		store := save.Memory()
		ctx := savingContext(store, size.w, size.h)
		if title := scenes.NewTitle(ctx); hasTarget(title, "button:continue") {
			t.Fatalf("%dx%d: Continue with nothing saved", size.w, size.h)
		}
		store.WriteAutosave(save.Game{Game: "necklace", Players: []string{"Ada", "Sofia"}, Saved: 10,
			Progress: save.Progress{Unit: "turn", N: 4}, Config: []byte(`{}`)})
		store.WriteAutosave(save.Game{Game: "dolores", Players: []string{"Ada", "Sofia", "Marcello"}, Saved: 20,
			Progress: save.Progress{Unit: "share", N: 3}, Config: []byte(`{}`)})
		title := scenes.NewTitle(ctx)
		title.Layout(ctx, size.w, size.h)
		if !hasTarget(title, "button:continue") {
			t.Fatalf("%dx%d: no Continue with two games saved", size.w, size.h)
		}
		shown := strings.Join(texts(title.Stage().Root), "\n")
		if want := "HMS Dolores · Ada, Sofia and Marcello · share 3"; !strings.Contains(shown, want) { //catalog:exempt a test's expectation
			t.Errorf("%dx%d: the title shows\n%s\nwant the latest game's line %q", size.w, size.h, shown, want)
		}
		if !hasTarget(title, "button:continue:necklace") || hasTarget(title, "button:continue:dolores") {
			t.Errorf("%dx%d: the other saved game (the necklace) needs its own, smaller Continue", size.w, size.h)
		}
		named(title.Stage().Root, "button:continue").OnActivate()
		if ch := title.Update(ctx); ch.IsNone() {
			t.Errorf("%dx%d: Continue opened nothing", size.w, size.h)
		}
	}
}

// TestOtherSavesKeepTheTitlesOrder: Continue takes the latest save; the
// other saved games' buttons follow the title's order of games, whichever
// was the latest (swapping the latest to the front used to move the
// first game behind the second).
func TestOtherSavesKeepTheTitlesOrder(t *testing.T) {
	store := save.Memory()
	for game, when := range map[string]int64{"dolcevita": 20, "dolores": 10, "necklace": 30} {
		store.WriteAutosave(save.Game{Game: game, Players: []string{"Ada", "Sofia"}, Saved: when,
			Progress: save.Progress{Unit: "turn", N: 1}, Config: []byte(`{}`)})
	}
	ctx := savingContext(store, 1280, 720)
	title := scenes.NewTitle(ctx)
	title.Layout(ctx, 1280, 720)
	var others []string
	x := -1.0
	for _, tg := range title.Targets(nil) {
		if game, ok := strings.CutPrefix(tg.ID, "button:continue:"); ok {
			others = append(others, game)
			if tg.X <= x {
				t.Errorf("%s's button at x %.0f is left of the one before it", game, tg.X)
			}
			x = tg.X
		}
	}
	if got, want := strings.Join(others, " "), "dolcevita dolores"; got != want {
		t.Errorf("the other saved games are offered as %q, want %q (the necklace is the latest, Continue's)", got, want)
	}
}

// TestDamagedSaveIsReportedOnTheTitle: an autosave that cannot be read
// is kept aside, the title says so in words, and offers no Continue.
func TestDamagedSaveIsReportedOnTheTitle(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, save.AutosaveName("dolores")+".json"), []byte(`{"salotto":"game","format":1,"body":{"game":"dol`), 0o644)
	ctx := savingContext(save.OpenDir(dir), 1280, 720)
	title := scenes.NewTitle(ctx)
	title.Layout(ctx, 1280, 720)
	if hasTarget(title, "button:continue") {
		t.Error("Continue offered for a damaged save")
	}
	shown := strings.Join(texts(title.Stage().Root), "\n")
	what := ctx.Words.T("save.doc.game", ctx.Words.T("scenes.game.dolores"))
	if !strings.Contains(shown, ctx.Words.T("save.reason.damaged", what)) || !strings.Contains(shown, "autosave-dolores.json.damaged-1") {
		t.Errorf("the title shows\n%s\nwant the damaged save reported with where it was kept", shown)
	}
	if _, err := os.Stat(filepath.Join(dir, "autosave-dolores.json.damaged-1")); err != nil {
		t.Errorf("not kept aside: %v", err)
	}
}

// TestSettingsPersist: a change on the Settings screen is written in the
// tick it is made (the App writes what changed), and the next start reads
// it back (whole: a field another part of the game adds comes along).
func TestSettingsPersist(t *testing.T) {
	store := save.Memory()
	ctx := savingContext(store, 1280, 720)
	s := scenes.NewSettings(ctx)
	app := scenes.NewApp(ctx, s)
	app.Update()
	if store.Has(scenes.SettingsName) {
		t.Error("opening the Settings screen wrote the settings")
	}
	named(s.Stage().Root, "choice:sound:off").OnActivate()
	named(s.Stage().Root, "choice:speed:fast").OnActivate()
	app.Update()
	next := savingContext(store, 1280, 720)
	next.LoadSettings()
	if next.Settings.Sound || next.Settings.AnimationSpeed != 2 || next.Settings.Volume != ctx.Settings.Volume {
		t.Errorf("the next start reads %+v, want %+v", *next.Settings, *ctx.Settings)
	}
}
