//go:build !js

package kit

import (
	"strings"
	"testing"
	"time"

	"salotto/save"
)

// TestAutosaveWaitsForNoDisk: every write of a saved game is held on its
// way to the disk for three seconds (a slow disk), yet opening the table
// and playing moves, bots' and the person's, never makes a tick wait for
// it; once the writes are let through the file holds the game as played.
func TestAutosaveWaitsForNoDisk(t *testing.T) {
	const held = 3 * time.Second
	release := make(chan struct{})
	store := save.OpenDirPausing(t.TempDir(), func() {
		select {
		case <-release:
		case <-time.After(held):
		}
	})
	t.Cleanup(store.Flush)
	start := time.Now()
	bt, r := newSaved(t, "dolores", 3, store)
	if took := time.Since(start); took >= held {
		t.Fatalf("opening the table took %v: it waited for the held write", took)
	}
	var longest time.Duration
	last := time.Now()
	playUntil(r, bt, "six moves", func() bool {
		now := time.Now()
		longest, last = max(longest, now.Sub(last)), now
		return len(bt.D.Moves()) >= 6
	})
	if longest >= held {
		t.Errorf("a tick took %v: the autosave waited for the disk inside Update", longest)
	}
	close(release)
	store.Flush()
	g, err := store.Autosave("dolores")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(g.Config), `"player"`); n != len(bt.D.Moves()) {
		t.Errorf("the file holds %d moves, the game %d", n, len(bt.D.Moves()))
	}
}
