package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"salotto/online/server"
)

// TestOnlineGamesAreTheRecordedGames plays games with arena online against
// a server on the loopback address, and the same seeds with arena record:
// each online game's record must be the offline record, byte for byte.
func TestOnlineGamesAreTheRecordedGames(t *testing.T) {
	s, err := server.Start(server.Options{Addr: "127.0.0.1:0", Data: t.TempDir(), BotPause: time.Millisecond, FrameRate: 1000, FrameBurst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, tc := range []struct{ game, players, seats string }{
		{"dolores", "3", "normal,easy,normal"},
		{"necklace", "2", "normal,easy"},
		{"dolcevita", "3", "easy,normal,easy"},
	} {
		dir := t.TempDir()
		code, stdout, stderr := arena(t, "online", "-server", s.URL(), "-game", tc.game, "-players", tc.players,
			"-seats", tc.seats, "-games", "2", "-seed", "5", "-out", dir, "-parallel", "2")
		if code != 0 {
			t.Fatalf("%s: arena online exited %d:\n%s\n%s", tc.game, code, stdout, stderr)
		}
		if n := strings.Count(stdout, `"verified":true`); n != 2 {
			t.Errorf("%s: %d of 2 games verified:\n%s", tc.game, n, stdout)
		}
		for i := range 2 {
			seed := 5 + i
			want := filepath.Join(dir, "offline.json")
			if code, _, stderr := arena(t, "record", "-game", tc.game, "-players", tc.players, "-seats", tc.seats,
				"-seed", fmt.Sprint(seed), "-out", want); code != 0 {
				t.Fatalf("arena record: %s", stderr)
			}
			a, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("%s-%d.json", tc.game, seed)))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := os.ReadFile(want)
			if !bytes.Equal(a, b) {
				t.Errorf("%s seed %d: the online record differs from the offline one:\n%s\n---\n%s", tc.game, seed, a, b)
			}
		}
	}
}

func TestOnlineRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"online", "-game", "necklace"},
		{"online", "-server", "ftp://x", "-game", "necklace"},
		{"online", "-server", "127.0.0.1:1", "-game", "necklace", "-players", "2", "-leave-seat", "2"},
	} {
		if code, _, _ := arena(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
