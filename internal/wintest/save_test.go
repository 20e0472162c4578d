package wintest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"salotto/rules/catalog"
	"salotto/rules/record"
	"salotto/save"
	"salotto/tables"
)

// The save test plays The Duchess's Necklace against the bot, with a seed
// whose deal gives the bot the first turn: its take and discard are
// saved before the person is to act, so the autosave holds moves without
// anyone clicking. (With seed 3 the person starts, in every game.)
const (
	savedGame = "necklace"
	savedSeed = "2"
)

// maxAlikeFresh is how alike the title with Continue may be to the title
// without: Continue and its line take a row, and the tiles shrink for it.
const maxAlikeFresh = 0.95

// TestWindowsBuildSavesUnderWine plays as a Windows player would: a run
// without -screenshot opens the Necklace and keeps the player's store,
// which must be %AppData%\salotto (os.UserConfigDir on Windows) inside
// the prefix; it is stopped abruptly once the bot's first turn is
// saved and the person is to act. A second run opens the title, which
// must offer Continue as the native game does for the same file, and a
// third continues the game, which must stand where the first left it.
func TestWindowsBuildSavesUnderWine(t *testing.T) {
	f := setup(t)
	appData, winAppData := f.wine.appData(t)
	dir := filepath.Join(appData, "salotto")
	args := []string{"-mute", "-seed", savedSeed, "-size", "1280x720"}

	played := f.wine.playUntilHumanActs(t, f.exe, dir, append(args, "-scene", "play:"+savedGame)...)
	g, cfg := readAutosave(t, dir)
	t.Logf("%%AppData%%\\salotto holds %s, %s %d, %d moves", save.AutosaveName(savedGame), g.Progress.Unit, g.Progress.N, len(cfg.Moves))
	if len(cfg.Moves) == 0 || fmt.Sprint(cfg.Seed) != savedSeed || cfg.Game != savedGame {
		t.Fatalf("the autosave is %s with seed %d and %d moves; want %s, seed %s and the bot's first moves", cfg.Game, cfg.Seed, len(cfg.Moves), savedGame, savedSeed)
	}
	if played != len(cfg.Moves) {
		t.Fatalf("the autosave changed after the run stopped: %d moves, then %d", played, len(cfg.Moves))
	}

	// Screenshot runs keep nothing unless save.DirEnv names a folder: the
	// next runs name the one the first run chose by itself.
	env := []string{save.DirEnv + `=` + winAppData + `\salotto`}
	native := t.TempDir()
	data, err := os.ReadFile(filepath.Join(dir, save.AutosaveName(savedGame)+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(native, save.AutosaveName(savedGame)+".json"), data, 0o644); err != nil {
		t.Fatal(err)
	}

	fresh := f.shootNative(t, "title-fresh", "", append(args, "-scene", "title")...)
	title := f.shootWine(t, "title-continue", env, append(args, "-scene", "title")...)
	alike(t, "the native title with the same saved game", title, f.shootNative(t, "title-continue", native, append(args, "-scene", "title")...))
	if near := nearShare(title, fresh); near > maxAlikeFresh {
		t.Errorf("the title with a saved game looks like the one without (%.1f %% of pixels alike): no Continue", 100*near)
	}

	table := f.shootWine(t, "continue-"+savedGame, env, append(args, "-scene", "continue:"+savedGame)...)
	alike(t, "the table where the first run stopped (native)", table, f.shootNative(t, "play-"+savedGame+"-again", "", append(args, "-scene", "play:"+savedGame)...))
}

// playUntilHumanActs runs the exe with args as a player would (no
// screenshot, so with the player's store), waits until the autosave in dir
// holds a position where only people are to act, and then stops the exe
// abruptly, as a player's closed window or a crash would. It returns how
// many moves the autosave held.
func (p *prefix) playUntilHumanActs(t *testing.T, exe, dir string, args ...string) int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runBudget)
	defer cancel()
	cmd := p.command(ctx, nil, "wine", append([]string{exe}, args...)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stop := func() {
		p.stop()
		cancel()
		<-exited
	}
	for tick := time.NewTicker(250 * time.Millisecond); ; {
		select {
		case err := <-exited:
			t.Fatalf("wine salotto.exe %v ended (%v) before the game was saved\n%s", args, err, out.Bytes())
		case <-ctx.Done():
			stop()
			t.Fatalf("wine salotto.exe %v: no autosave where a person acts in %s; the folder holds %v\n%s", args, runBudget, listDir(dir), out.Bytes())
		case <-tick.C:
		}
		n, ok := humanToAct(dir)
		if ok {
			stop()
			t.Logf("wine salotto.exe %v: saved %d moves, the person to act, after %.1f s", args, n, time.Since(start).Seconds())
			return n
		}
	}
}

// humanToAct reads the autosave in dir, if there is one, and reports how
// many moves it holds and whether only people are to act after them.
func humanToAct(dir string) (int, bool) {
	var g save.Game
	if err := save.OpenDir(dir).Read(save.AutosaveName(savedGame), save.GameKind, &g); err != nil {
		return 0, false
	}
	var cfg tables.Config
	if json.Unmarshal(g.Config, &cfg) != nil || len(cfg.Moves) == 0 {
		return 0, false
	}
	game, err := catalog.Lookup(cfg.Game)
	if err != nil {
		return 0, false
	}
	names := make([]string, len(cfg.Seats))
	for i, s := range cfg.Seats {
		names[i] = s.Name
	}
	st, err := record.ReplayGame(game, record.New(game, cfg.Options, cfg.Seed, names).With(cfg.Moves))
	if err != nil {
		return 0, false
	}
	acting := st.ToAct(nil)
	for _, p := range acting {
		if !cfg.Seats[p].IsHuman() {
			return len(cfg.Moves), false
		}
	}
	return len(cfg.Moves), len(acting) > 0
}

// readAutosave decodes the autosave the first run left in dir.
func readAutosave(t *testing.T, dir string) (save.Game, tables.Config) {
	t.Helper()
	g, err := save.OpenDir(dir).Autosave(savedGame)
	if err != nil {
		t.Fatalf("the autosave in %s: %v (the folder holds %v)", dir, err, listDir(dir))
	}
	var cfg tables.Config
	if err := json.Unmarshal(g.Config, &cfg); err != nil {
		t.Fatalf("the autosave's configuration: %v", err)
	}
	return g, cfg
}

// listDir names the files in dir, for a failure's message.
func listDir(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return []string{err.Error()}
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
