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

// brokenBackend is memory that fails as a disk can: keeping a document
// aside (a read-only folder, a full disk) or reading one (an I/O error).
type brokenBackend struct {
	memBackend
	readErr, asideErr error
}

func (b *brokenBackend) read(name string) ([]byte, error) {
	if b.readErr != nil {
		return nil, b.readErr
	}
	return b.memBackend.read(name)
}

func (b *brokenBackend) keepAside(name string) (string, error) {
	if b.asideErr != nil {
		return "", b.asideErr
	}
	return b.memBackend.keepAside(name)
}

func brokenStore() (*Store, *brokenBackend) {
	b := &brokenBackend{memBackend: memBackend{docs: map[string][]byte{}}}
	return &Store{b: b}, b
}

// TestDocumentThatCannotBeKeptAsideIsNeverOverwritten: a damaged document
// the backend cannot move aside stays under its name, reported with no
// Kept name; the store then refuses to write or remove it (the next
// autosave, settings or count would destroy it), until a read gets past it.
func TestDocumentThatCannotBeKeptAsideIsNeverOverwritten(t *testing.T) {
	s, b := brokenStore()
	b.asideErr = errors.New("read-only folder")
	bad := []byte(`{"salotto":"stats","format":1,"body":{"games":{"dolores":{"played":{"bots":4`)
	b.docs[StatsName] = bad
	b.docs["d"] = bad

	if err := s.Count(Finished{Game: "dolores", Kind: AgainstBots, Won: true}); err == nil {
		t.Error("Count went ahead over statistics it could not read nor keep aside")
	}
	var p *Problem
	if err := s.Read("d", testKind, &doc{}); !errors.As(err, &p) || p.Kept != "" {
		t.Fatalf("read gave %v, want a problem kept nowhere", err)
	}
	if got := s.Problems(); len(got) != 2 || got[0].Doc != StatsName || got[1] != p {
		t.Errorf("Problems() = %v, want the statistics' and d's", got)
	}
	for _, name := range []string{StatsName, "d"} {
		if err := s.Write(name, testKind, doc{A: 1}); !errors.Is(err, ErrKeptInPlace) {
			t.Errorf("writing %s: %v, want ErrKeptInPlace", name, err)
		}
		if err := s.Remove(name); !errors.Is(err, ErrKeptInPlace) {
			t.Errorf("removing %s: %v, want ErrKeptInPlace", name, err)
		}
		if string(b.docs[name]) != string(bad) {
			t.Errorf("%s now holds %q, want the original bytes", name, b.docs[name])
		}
	}

	// once it can be kept aside, it is, and the name is free again
	b.asideErr = nil
	if err := s.Read("d", testKind, &doc{}); !errors.As(err, &p) || p.Kept != "d.damaged-1" {
		t.Fatalf("second read gave %v, want it kept aside", err)
	}
	if err := s.Write("d", testKind, doc{A: 1}); err != nil {
		t.Errorf("writing d after it was kept aside: %v", err)
	}
	if string(b.docs["d.damaged-1"]) != string(bad) {
		t.Errorf("the kept copy holds %q", b.docs["d.damaged-1"])
	}
}

// TestStatisticsThatCannotBeReadAreNotCountedOver: an I/O error reading
// the statistics is not "no games played": Count refuses, the store will
// not write them, and once they read again the count goes on from them.
func TestStatisticsThatCannotBeReadAreNotCountedOver(t *testing.T) {
	s, b := brokenStore()
	if err := s.Count(Finished{Game: "dolores", Kind: AgainstBots, Won: true, Best: 20}); err != nil {
		t.Fatal(err)
	}
	saved := string(b.docs[StatsName])
	b.readErr = errors.New("input/output error")
	if err := s.Count(Finished{Game: "dolores", Kind: AgainstBots}); err == nil {
		t.Error("Count went ahead over statistics it could not read")
	}
	if err := s.Write(StatsName, StatsKind, Stats{}); !errors.Is(err, ErrKeptInPlace) {
		t.Errorf("writing the unread statistics: %v, want ErrKeptInPlace", err)
	}
	if string(b.docs[StatsName]) != saved {
		t.Fatalf("the statistics now hold %q, want %q", b.docs[StatsName], saved)
	}
	b.readErr = nil
	if err := s.Count(Finished{Game: "dolores", Kind: AgainstBots}); err != nil {
		t.Fatal(err)
	}
	if g := s.Stats().Games["dolores"]; g.Played[AgainstBots] != 2 || g.Won[AgainstBots] != 1 || g.Best[AgainstBots] != 20 {
		t.Errorf("after the disk recovered: %+v, want the first game counted too", g)
	}
}

// TestRejectingADocumentAlreadyGoneBlocksNothing: a document another
// window kept aside first is not there to protect, so its name stays
// writable.
func TestRejectingADocumentAlreadyGoneBlocksNothing(t *testing.T) {
	for name, s := range stores(t) {
		if p := s.Reject("gone", Damaged, errors.New("bad move")); p.Kept != "" {
			t.Errorf("%s: kept a missing document as %q", name, p.Kept)
		}
		if err := s.Write("gone", testKind, doc{}); err != nil {
			t.Errorf("%s: writing after rejecting a missing document: %v", name, err)
		}
	}
}
