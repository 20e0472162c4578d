//go:build !js

package save

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

var testKind = Kind{Name: "test", Format: 2}

type doc struct {
	A int    `json:"a"`
	B string `json:"b"`
}

// stores are the two backends a test runs on: files in a fresh folder,
// and memory.
func stores(t *testing.T) map[string]*Store {
	return map[string]*Store{"dir": OpenDir(t.TempDir()), "memory": Memory()}
}

func TestWriteReadRoundTrip(t *testing.T) {
	for name, s := range stores(t) {
		if err := s.Read("d", testKind, &doc{}); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: reading a missing document gave %v, want ErrNotFound", name, err)
		}
		if err := s.Write("d", testKind, doc{A: 7, B: "x"}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := doc{B: "default"}
		if err := s.Read("d", testKind, &got); err != nil || got != (doc{A: 7, B: "x"}) {
			t.Errorf("%s: read %+v, %v", name, got, err)
		}
		if err := s.Remove("d"); err != nil || s.Has("d") {
			t.Errorf("%s: after Remove: %v, still there %v", name, err, s.Has("d"))
		}
	}
}

// TestMissingFieldsKeepDefaults: a setting another version adds starts at
// the value the reader had, not at zero.
func TestMissingFieldsKeepDefaults(t *testing.T) {
	s := Memory()
	s.b.write("d", []byte(`{"salotto":"test","format":2,"body":{"a":3}}`))
	got := doc{B: "default"}
	if err := s.Read("d", testKind, &got); err != nil || got != (doc{A: 3, B: "default"}) {
		t.Errorf("read %+v, %v", got, err)
	}
}

// TestUnreadableDocumentsAreKeptAside: each way a document can be wrong
// gives its reason, and the document is moved aside under a new name,
// never overwritten, so the next write starts clean.
func TestUnreadableDocumentsAreKeptAside(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       Reason
	}{
		{"truncated", `{"salotto":"test","format":2,"body":{"a":`, Damaged},
		{"garbage", "\x00\x01PK\x03\x04 not json", Damaged},
		{"empty", ``, Damaged},
		{"trailing", `{"salotto":"test","format":2,"body":{}} {}`, Damaged},
		{"wrong body", `{"salotto":"test","format":2,"body":{"a":"seven"}}`, Damaged},
		{"no body", `{"salotto":"test","format":2}`, Damaged},
		{"foreign", `{"name":"another program","version":"1.2"}`, Foreign},
		{"foreign array", `[1,2,3]`, Foreign},
		{"other kind", `{"salotto":"stats","format":2,"body":{}}`, Foreign},
		{"too new", `{"salotto":"test","format":3,"body":{}}`, TooNew},
		{"old format", `{"salotto":"test","format":1,"body":{}}`, OldFormat},
	} {
		for bname, s := range stores(t) {
			s.b.write("d", []byte(c.data))
			err := s.Read("d", testKind, &doc{})
			var p *Problem
			if !errors.As(err, &p) || p.Reason != c.want {
				t.Errorf("%s (%s): %v, want a %s problem", c.name, bname, err, c.want)
				continue
			}
			if p.Kept != "d.damaged-1" && p.Kept != "d.json.damaged-1" {
				t.Errorf("%s (%s): kept aside as %q", c.name, bname, p.Kept)
			}
			if s.Has("d") {
				t.Errorf("%s (%s): the document is still in its place", c.name, bname)
			}
			if got := s.Problems(); len(got) != 1 || got[0] != p {
				t.Errorf("%s (%s): Problems() = %v", c.name, bname, got)
			}
			// a second bad copy goes beside the first, not over it
			s.b.write("d", []byte(c.data))
			s.Read("d", testKind, &doc{})
			if p2 := s.Problems(); len(p2) != 1 || p2[0].Kept == p.Kept || p2[0].Kept == "" {
				t.Errorf("%s (%s): second copy kept as %v (first %q)", c.name, bname, p2, p.Kept)
			}
		}
	}
}

func TestKeptAsideFileHoldsTheOriginalBytes(t *testing.T) {
	dir := t.TempDir()
	s := OpenDir(dir)
	bad := []byte(`{"salotto":"test","format":99,"body":{}}`)
	os.WriteFile(filepath.Join(dir, "d.json"), bad, 0o644)
	var p *Problem
	if err := s.Read("d", testKind, &doc{}); !errors.As(err, &p) {
		t.Fatalf("read gave %v", err)
	}
	got, err := os.ReadFile(filepath.Join(dir, p.Kept))
	if err != nil || string(got) != string(bad) {
		t.Errorf("kept copy %q, %v; want the original bytes", got, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "d.json")); !os.IsNotExist(err) {
		t.Errorf("d.json still there: %v", err)
	}
}

func TestStatsCount(t *testing.T) {
	s := Memory()
	for _, f := range []Finished{
		{Game: "dolores", Kind: AgainstBots, Won: true, Best: 31},
		{Game: "dolores", Kind: AgainstBots, Won: false, Best: 12},
		{Game: "dolores", Kind: HotSeat, Won: true, Best: -3},
		{Game: "necklace", Kind: Solo, Won: false, Best: 27},
	} {
		if err := s.Count(f); err != nil {
			t.Fatal(err)
		}
	}
	st := s.Stats()
	d := st.Games["dolores"]
	if d.Played[AgainstBots] != 2 || d.Won[AgainstBots] != 1 || d.Best[AgainstBots] != 31 {
		t.Errorf("dolores against bots: %+v", d)
	}
	if d.Played[HotSeat] != 1 || d.Best[HotSeat] != -3 {
		t.Errorf("a first negative best is kept: %+v", d)
	}
	if n := st.Games["necklace"]; n.Played[Solo] != 1 || n.Won[Solo] != 0 || n.Best[Solo] != 27 {
		t.Errorf("necklace solo: %+v", n)
	}
}

func TestAutosaveOfAnotherGameIsRefused(t *testing.T) {
	s := Memory()
	s.Write(AutosaveName("dolores"), GameKind, Game{Game: "necklace", Config: []byte(`{}`)})
	var p *Problem
	if _, err := s.Autosave("dolores"); !errors.As(err, &p) || p.Reason != WrongGame {
		t.Fatalf("got %v, want a wrong-game problem", err)
	}
	if _, err := s.Autosave("dolores"); !errors.Is(err, ErrNotFound) {
		t.Errorf("after keeping it aside the slot should be empty, got %v", err)
	}
}
