//go:build !js

package kit

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"salotto/lang"
	"salotto/rules"
	"salotto/save"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// openBare is a kit.Open for the bare table: the driver alone.
func openBare(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) {
	b, err := NewBase(ctx, testLook(cfg.Game), cfg, func(rules.Event) sprites.Anim { return sprites.Delay(0.1) }, func() {})
	if err != nil {
		return nil, err
	}
	return &bareTable{Base: b}, nil
}

// humanAndBots seats a person first, then n-1 random bots.
func humanAndBots(n int) []tables.Seat {
	s := bots(n)
	s[0] = tables.Seat{Name: "You", Level: tables.Human, Color: 0} //catalog:exempt a test's seat
	return s
}

// playUntil runs the table, the person in seat 0 making its first legal
// move whenever it may, until cond holds.
func playUntil(r *tabletest.Rig, bt *bareTable, what string, cond func() bool) {
	r.Until(40000, what, func() bool {
		if bt.D.CanAct(0) {
			if legal := bt.D.Live().Legal(0, nil); len(legal) > 0 {
				bt.D.Apply(0, legal[0])
			}
		}
		return cond()
	})
}

// dirStore is a store of files in dir whose writer has finished before
// the test's folders are removed.
func dirStore(t *testing.T, dir string) *save.Store {
	s := save.OpenDir(dir)
	t.Cleanup(s.Flush)
	return s
}

func newSaved(t *testing.T, game string, players int, store *save.Store) (*bareTable, *tabletest.Rig) {
	t.Helper()
	cfg := tables.Config{Game: game, Seed: 6, Seats: humanAndBots(players), Options: rules.Options{Players: players}}
	ctx, in := tabletest.NewContext(640, 360, cfg.Seed)
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	Register(ctx.Scenes, Table{Game: *testLook(game), Open: openBare})
	sc, err := openBare(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	bt := sc.(*bareTable)
	return bt, tabletest.New(t, ctx, in, bt)
}

// TestResumeEqualsTheLiveGame: after every move the game is saved, and
// Continue opens a table whose live state is the one that was saved, for
// all three games; the title's line (players, progress) comes with it.
func TestResumeEqualsTheLiveGame(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		unit    string
	}{{"dolcevita", 3, "round"}, {"dolores", 3, "share"}, {"necklace", 2, "turn"}} {
		store := dirStore(t, t.TempDir())
		bt, r := newSaved(t, c.game, c.players, store)
		if _, err := store.Autosave(c.game); err != nil {
			t.Fatalf("%s: no autosave at the deal: %v", c.game, err)
		}
		playUntil(r, bt, c.game+" to move 9", func() bool { return len(bt.D.Moves()) >= 9 })
		g, err := store.Autosave(c.game)
		if err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		if g.Progress.Unit != c.unit || g.Progress.N < 1 || len(g.Players) != c.players || g.Players[0] != "You" {
			t.Errorf("%s: saved summary %+v %v", c.game, g.Progress, g.Players)
		}
		sc, err := bt.Ctx.Open(ContinueScene(c.game))
		if err != nil {
			t.Fatalf("%s: continue: %v", c.game, err)
		}
		resumed := sc.(*bareTable)
		if got, want := resumed.D.Live().Hash(), bt.D.Live().Hash(); got != want {
			t.Errorf("%s: resumed %x, saved %x", c.game, got, want)
		}
		if got, want := len(resumed.D.Moves()), len(bt.D.Moves()); got != want {
			t.Errorf("%s: resumed with %d moves, played %d", c.game, got, want)
		}
	}
}

// TestFinishedGameIsCountedAndItsSaveRemoved: the end of a game removes
// its autosave and counts it, once, as a game against bots.
func TestFinishedGameIsCountedAndItsSaveRemoved(t *testing.T) {
	store := save.Memory()
	bt, r := newSaved(t, "necklace", 2, store)
	playUntil(r, bt, "the end", func() bool { return bt.D.Live().Done() })
	r.Tick(5)
	if _, err := store.Autosave("necklace"); !errors.Is(err, save.ErrNotFound) {
		t.Errorf("the finished game's autosave: %v, want none", err)
	}
	g := store.Stats().Games["necklace"]
	won := 0
	if len(bt.D.Live().Winners()) > 0 && bt.D.Live().Winners()[0] == 0 {
		won = 1
	}
	if g.Played[save.AgainstBots] != 1 || g.Won[save.AgainstBots] != won || g.Best[save.AgainstBots] != bt.D.Live().Scores()[0] {
		t.Errorf("statistics %+v; want 1 played, %d won, best %d", g, won, bt.D.Live().Scores()[0])
	}
}

// TestBotsAloneAreNotSaved: a table of bots alone (watching them) leaves
// the player's slot alone.
func TestBotsAloneAreNotSaved(t *testing.T) {
	store := save.Memory()
	store.WriteAutosave(save.Game{Game: "dolores", Config: []byte(`{}`)})
	bt, r := newBare(t, "dolores", bots(3))
	bt.Ctx.Store = store
	bt.keepSaved()
	r.Until(20000, "six moves", func() bool { return len(bt.D.Moves()) >= 6 })
	if g, err := store.Autosave("dolores"); err != nil || len(g.Config) != 2 {
		t.Errorf("the player's autosave was replaced: %v %s", err, g.Config)
	}
}

// TestDamagedSavesAreReportedAndKept: every file of the corpus under
// testdata/saves, put in the Dolores slot, gives Continue a problem with
// its reason (which the catalog words in every language), is kept aside
// byte for byte, and leaves the slot empty; none crashes.
func TestDamagedSavesAreReportedAndKept(t *testing.T) {
	want := map[string]save.Reason{
		"truncated.json": save.Damaged, "garbage.json": save.Damaged, "empty.json": save.Damaged,
		"config-not-object.json": save.Damaged, "bad-level.json": save.Damaged,
		"wrong-version.json": save.OldFormat, "too-new.json": save.TooNew, "foreign.json": save.Foreign,
		"wrong-game.json": save.WrongGame, "wrong-game-inside.json": save.WrongGame,
		"illegal-move.json": save.BadMove, "unreadable-move.json": save.BadMove,
		"good.json": "",
	}
	files, _ := filepath.Glob("testdata/saves/*.json")
	if len(files) != len(want) {
		t.Errorf("corpus has %d files, the test knows %d", len(files), len(want))
	}
	for _, f := range files {
		base := filepath.Base(f)
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, save.AutosaveName("dolores")+".json"), data, 0o644)
		ctx, _ := tabletest.NewContext(640, 360, 1)
		ctx.Store = dirStore(t, dir)
		Register(ctx.Scenes, Table{Game: *testLook("dolores"), Open: openBare})
		sc, err := ctx.Open(ContinueScene("dolores"))
		reason, ok := want[base]
		if !ok {
			t.Errorf("%s: not in the test's list", base)
			continue
		}
		if reason == "" {
			if err != nil || sc == nil {
				t.Errorf("%s: %v, want the game", base, err)
			}
			continue
		}
		var p *save.Problem
		if !errors.As(err, &p) || p.Reason != reason {
			t.Errorf("%s: %v, want a %s problem", base, err, reason)
			continue
		}
		kept, err := os.ReadFile(filepath.Join(dir, p.Kept))
		if err != nil || string(kept) != string(data) {
			t.Errorf("%s: kept aside as %q: %v (same bytes: %v)", base, p.Kept, err, string(kept) == string(data))
		}
		if ctx.Store.Has(save.AutosaveName("dolores")) {
			t.Errorf("%s: still in the slot", base)
		}
		for _, tag := range lang.Tags() {
			w, _ := lang.New(tag)
			if msg := w.T("save.reason."+string(reason), "x"); strings.Contains(msg, "[[") {
				t.Errorf("%s: %s has no words for %s", base, tag, reason)
			}
		}
	}
}

// TestLeaveSaysTheGameIsKept: with a store the menu's warning says the
// game is saved; without one, that it is lost.
func TestLeaveSaysTheGameIsKept(t *testing.T) {
	ctx, _ := tabletest.NewContext(1280, 720, 1)
	if got := NewMenu(ctx, testLook("dolores")).body.Text(); got != ctx.Words.T("menu.confirm.body") {
		t.Errorf("without a store: %q", got)
	}
	ctx.Store = save.Memory()
	if got := NewMenu(ctx, testLook("dolores")).body.Text(); got != ctx.Words.T("save.leave_body") {
		t.Errorf("with a store: %q", got)
	}
}

// TestLeaveKeepsTheGame: leaving through the menu (Yes, leave) goes to
// the title and the game stays saved, with its moves, for Continue.
func TestLeaveKeepsTheGame(t *testing.T) {
	store := save.Memory()
	bt, r := newSaved(t, "dolores", 3, store)
	playUntil(r, bt, "five moves", func() bool { return len(bt.D.Moves()) >= 5 })
	m := NewMenu(bt.Ctx, testLook("dolores"))
	m.confirm(true)
	m.leave()
	if ch := m.Update(bt.Ctx); ch.IsNone() {
		t.Fatal("Yes, leave went nowhere")
	}
	g, err := store.Autosave("dolores")
	if err != nil {
		t.Fatalf("after leaving: %v", err)
	}
	if !strings.Contains(string(g.Config), `"moves"`) {
		t.Errorf("the kept game has no moves: %s", g.Config)
	}
	if !bt.Ctx.Scenes.Has(ContinueScene("dolores")) {
		t.Error("no continue:dolores to come back through")
	}
}

// TestAFailedAutosaveIsToldOnceAndPlayGoesOn: when the store cannot be
// written (here its folder is a file; a full disk or a browser's quota
// fail the same way), the table says so under its corner buttons once the
// store's writer has tried, the game goes on, and the warning is not
// repeated after every move.
func TestAFailedAutosaveIsToldOnceAndPlayGoesOn(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "salotto")
	if err := os.WriteFile(notDir, []byte("a file where the folder should be\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bt, r := newSaved(t, "dolores", 3, dirStore(t, notDir))
	bt.OfferTools(func(LogWords, rules.Event) string { return "" })
	want := bt.Ctx.Words.T("save.write_failed")
	playUntil(r, bt, "the first move", func() bool { return len(bt.D.Moves()) >= 1 })
	bt.Ctx.Store.Flush()
	r.Tick(1)
	if got := bt.UndoNote(); got != want {
		t.Fatalf("after a failed autosave the note says %q, want %q", got, want)
	}
	bt.tools.noteTicks = 1 // let the note go
	playUntil(r, bt, "five moves", func() bool { return len(bt.D.Moves()) >= 5 })
	bt.Ctx.Store.Flush()
	r.Tick(1)
	if got := bt.UndoNote(); got != "" {
		t.Errorf("the warning came back after later failed writes: %q", got)
	}
	if data, err := os.ReadFile(notDir); err != nil || !strings.HasPrefix(string(data), "a file where") {
		t.Errorf("the file in the folder's place was touched: %q, %v", data, err)
	}
}
