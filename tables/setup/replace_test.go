package setup

import (
	"strings"
	"testing"

	"salotto/save"
)

// TestStartAsksBeforeReplacingASavedGame: with an unfinished game of this
// kind saved, the first Start says it would replace it (and how far that
// game had gone) and opens nothing; the second opens the table. With no
// game saved, the first Start opens it.
func TestStartAsksBeforeReplacingASavedGame(t *testing.T) {
	store := save.Memory()
	if err := store.WriteAutosave(save.Game{Game: "dolcevita", Players: []string{"You", "Marcello"},
		Progress: save.Progress{Unit: "round", N: 2, Of: 4}, Saved: 1, Config: save.Raw(`{"game":"dolcevita"}`)}); err != nil {
		t.Fatal(err)
	}
	s, r, played := openWith(t, "dolcevita", store)
	r.Click(r.Target("button:start"))
	if len(*played) != 0 {
		t.Fatalf("the first Start opened the table over the saved game")
	}
	if msg := s.Error(); !strings.Contains(msg, "replaces") || !strings.Contains(msg, "round 2 of 4") {
		t.Errorf("the first Start says %q, want that it replaces the saved game, round 2 of 4", msg)
	}
	r.Click(r.Target("button:start"))
	if len(*played) != 1 {
		t.Fatalf("the second Start opened %d tables, want 1", len(*played))
	}

	_, r, played = openWith(t, "dolores", store) // nothing saved of this kind
	r.Click(r.Target("button:start"))
	if len(*played) != 1 {
		t.Errorf("with no saved game of the kind, Start opened %d tables, want 1", len(*played))
	}
}
