package kit_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// TestSaveThisGameWritesARecordTheRecordsScreenOpens: Save this game on a
// results frame writes records/GAME-DATE.json under the config folder and
// says where; the records screen lists it and opens it as a replay; a
// damaged file there is refused on the screen and keeps its bytes.
func TestSaveThisGameWritesARecordTheRecordsScreenOpens(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("SALOTTO_CONFIG_DIR", dir)
	rec := botRecord(t, "necklace", 2, 3)
	ctx, in := tabletest.NewContext(1280, 720, 3)
	ctx.Settings.AnimationSpeed = 0
	res := kit.NewResults(ctx, kit.ResultsSpec{Game: lookOf("necklace"), Winners: []int{0}, Record: rec,
		Rows: []kit.ResultRow{{Seat: 0, Name: "Ada", Total: "9"}, {Seat: 1, Name: "Bea", Total: "7"}}}) //catalog:exempt names of people
	r := tabletest.New(t, ctx, in, res)
	r.Click(r.Target(kit.ResultsSaveID))
	files, _ := filepath.Glob(filepath.Join(dir, "records", "necklace-*.json"))
	if len(files) != 1 {
		t.Fatalf("saving wrote %v", files)
	}
	if !strings.Contains(res.Message(), files[0]) {
		t.Errorf("the frame says %q, not where the record went (%s)", res.Message(), files[0])
	}
	got, _ := os.ReadFile(files[0])
	if want := marshal(t, rec); !bytes.Equal(got, want) {
		t.Errorf("the saved record differs from the game's")
	}

	damaged := filepath.Join(dir, "records", "dolores-2000-01-01-000000.json")
	junk := []byte(`{"format": 1, "game": "dolores"`)
	if err := os.WriteFile(damaged, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	rs := kit.NewRecords(ctx, allTables)
	r2 := tabletest.New(t, ctx, in, rs)
	r2.Click(r2.Target("record:1")) // the older, damaged one
	if r2.App.SceneName() != kit.RecordsName || !strings.Contains(rs.Note(), "not a game record") {
		t.Errorf("the damaged record gave scene %s, note %q", r2.App.SceneName(), rs.Note())
	}
	if after, _ := os.ReadFile(damaged); !bytes.Equal(after, junk) {
		t.Errorf("the damaged record was changed")
	}
	r2.Click(r2.Target("record:0"))
	if got := r2.App.SceneName(); got != kit.ReplayName {
		t.Errorf("opening the saved record gave %s", got)
	}
}
