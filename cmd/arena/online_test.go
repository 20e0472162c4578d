package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/online/proto"
	"salotto/online/server"
	"salotto/rules/catalog"
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

// TestLeaveSeatForAPerson: arena online -leave-seat 1 makes the room,
// seats its bots, prints the room's code on a line of its own, and plays
// the other seats against whoever joins with the code: here a person's
// device, played by a bot from its own views, which takes the seat left
// and plays the game to a true end. The arena's line says so too.
func TestLeaveSeatForAPerson(t *testing.T) {
	s, err := server.Start(server.Options{Addr: "127.0.0.1:0", Data: t.TempDir(), BotPause: time.Millisecond, FrameRate: 1000, FrameBurst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	out, w := io.Pipe()
	var stderr bytes.Buffer
	exit := make(chan int, 1)
	go func() {
		exit <- run([]string{"online", "-server", s.URL(), "-game", "necklace", "-players", "2", "-seats", "normal,normal", "-leave-seat", "1", "-seed", "9"}, w, &stderr)
		w.Close()
	}()
	lines := bufio.NewScanner(out)
	if !lines.Scan() {
		t.Fatalf("arena online printed nothing: %s", stderr.String())
	}
	m := regexp.MustCompile(`^code: ([` + proto.CodeAlphabet + `]{8})$`).FindStringSubmatch(lines.Text())
	if m == nil {
		t.Fatalf("the first line is %q, not the room's code", lines.Text())
	}
	url, _ := client.RoomsURL(s.URL())
	person := client.Open(client.Config{URLs: []string{url}, Dial: wsdial.Dial}, &proto.Join{T: proto.TJoin, Room: m[1], Name: "Ada", Token: botclient.Token()})
	defer person.Close()
	g, _ := catalog.Lookup("necklace")
	agent, _ := g.NewBot("normal", 1)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := (&botclient.Seat{Game: g, Seat: 1, Agent: agent}).Play(ctx, person)
	if err != nil || res.End == nil || res.Verified != nil || res.Moves == 0 {
		t.Fatalf("the person's seat: %+v, %v", res, err)
	}
	if !lines.Scan() || !strings.Contains(lines.Text(), `"verified":true`) || !strings.Contains(lines.Text(), `"room":"`+m[1]+`"`) {
		t.Errorf("the arena's line: %q", lines.Text())
	}
	if code := <-exit; code != 0 {
		t.Errorf("arena online exited %d: %s", code, stderr.String())
	}
}
