package server

import (
	"testing"
)

// TestGamesOverTheWireAreTheOfflineGames plays a game of each kind with
// every seat a bot on its own connection, and compares each record with
// the same game played at one table: the same setup and the same moves.
// Every seat's check of what it was shown passes.
func TestGamesOverTheWireAreTheOfflineGames(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	c := cfg(wsURL(s))
	for _, tc := range []struct {
		game    string
		levels  []string
		variant map[string]string
	}{
		{"necklace", []string{"normal", "easy"}, nil},
		{"dolores", []string{"normal", "easy", "normal"}, nil},
		{"dolcevita", []string{"easy", "normal", "easy"}, nil},
		{"necklace", []string{"normal"}, map[string]string{"expansions": "rainbow"}},
	} {
		bg := playOnline(t, c, tc.game, tc.levels, tc.variant, 42)
		bg.sameGame(t)
	}
}
