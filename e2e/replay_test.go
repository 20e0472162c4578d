package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
)

// TestReplayOpensRecordFromFileChooser: the title's Open a record leads to
// the records screen; a damaged file given to the page's file chooser is
// refused there (the screen stays), a good record opens the replay, whose
// Forward button steps through it.
func TestReplayOpensRecordFromFileChooser(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	files := t.TempDir()
	good := filepath.Join(files, "necklace.json")
	if err := os.WriteFile(good, necklaceRecord(t), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(files, "damaged.json")
	if err := os.WriteFile(bad, []byte(`{"format": 1, "game": "necklace", "moves": [`), 0o644); err != nil {
		t.Fatal(err)
	}

	b := newBrowser(t, nil)
	b.open(srv.URL + "/?seed=4")
	b.waitReady()
	b.waitScene("title")
	b.click("button:records")
	b.waitScene("records")
	b.target("button:records:choose")

	choose := func(path string) {
		t.Helper()
		if err := chromedp.Do(b.ctx, chromedp.SetUploadFiles(chromedp.ID("record-file"), []string{path}, chromedp.NodeReady)); err != nil {
			t.Fatalf("choosing %s: %v", path, err)
		}
		b.frames(10)
	}
	choose(bad)
	if got := b.waitScene("records", "replay"); got != "records" {
		t.Fatalf("a damaged record opened %q; want it refused on the records screen", got)
	}
	b.shot("replay-refused")

	choose(good)
	b.waitScene("replay")
	b.target("button:replay:play")
	b.click("button:replay:forward")
	b.waitScene("replay")
	b.shot("replay-necklace")
	if back := b.target("button:replay:back"); back.W <= 0 {
		t.Errorf("the replay's Back button is %+v", back)
	}
	b.check()
}

// necklaceRecord is a whole two-player game of random bots, recorded.
func necklaceRecord(t *testing.T) []byte {
	t.Helper()
	g, err := catalog.Lookup("necklace")
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.Options{Players: 2}
	s, err := g.Setup(opts, 4)
	if err != nil {
		t.Fatal(err)
	}
	rec := record.New(g, opts, 4, []string{"Ada", "Bea"}) //catalog:exempt names of people
	for !s.Done() {
		p := s.ToAct(nil)[0]
		m := s.Legal(p, nil)[0]
		if _, err := s.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		rec.AddMove(g, p, m)
	}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}
