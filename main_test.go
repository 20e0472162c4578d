package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/online/proto"
	"salotto/online/server"
	"salotto/rules"
	"salotto/rules/catalog"
)

// binary is the salotto command built once for the flag tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "salotto-bin")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "salotto")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.RemoveAll(dir)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// salotto runs the binary (sound off) and returns its exit code and output.
func salotto(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "SALOTTO_NOAUDIO=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stdout.String(), stderr.String()
}

var sceneNames = []string{"title", "settings", "rules:dolcevita", "rules:dolores", "rules:necklace", "play:dolcevita", "play:dolores", "play:necklace", "continue:dolcevita", "continue:dolores", "continue:necklace", "watch", "records", "setup:dolcevita", "setup:dolores", "setup:necklace", "online", "online-setup:dolcevita", "online-setup:dolores", "online-setup:necklace"}

func TestFlagScenesListsNames(t *testing.T) {
	code, out, _ := salotto(t, "-scenes")
	if code != 0 || strings.Join(strings.Fields(out), " ") != strings.Join(sceneNames, " ") {
		t.Errorf("-scenes: exit %d, output %q", code, out)
	}
}

func TestFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"-scene", "chess"}, 2, append([]string{`unknown scene "chess"`}, sceneNames...)},
		{[]string{"-scene", "rules:chess"}, 2, []string{"rules:necklace"}},
		{[]string{"-size", "big"}, 2, []string{"WIDTHxHEIGHT"}},
		{[]string{"-size", "100x100"}, 2, []string{"at least"}},
		{[]string{"-seed", "-3"}, 2, []string{"whole number"}},
		{[]string{"-nosuchflag"}, 2, []string{"nosuchflag"}},
		{[]string{"stray"}, 2, []string{"unexpected argument"}},
		{[]string{"-screenshot", "/nonexistent-dir/shot.png"}, 1, []string{"cannot write screenshot /nonexistent-dir/shot.png"}},
	} {
		code, _, stderr := salotto(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.code, stderr)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.args, stderr, w)
			}
		}
	}
}

// TestScreenshotFlag runs the game for real: it opens the scene at the
// phone size, waits until it settles, writes the PNG and exits 0.
func TestScreenshotFlag(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display (run under xvfb-run)")
	}
	file := filepath.Join(t.TempDir(), "settings.png")
	code, _, stderr := salotto(t, "-scene", "settings", "-size", "844x390", "-screenshot", file, "-mute", "-seed", "7")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if b := readPNG(t, file).Bounds(); b.Dx() != 844 || b.Dy() != 390 {
		t.Errorf("screenshot is %v, want 844x390", b)
	}
}

// TestJoinFlagSitsAPersonInTheRoom: salotto -join CODE -server URL
// -name Ada joins the room a host made (here arena online's bots, as
// -leave-seat does) and takes the seat left for a person, under Ada.
func TestJoinFlagSitsAPersonInTheRoom(t *testing.T) {
	s, err := server.Start(server.Options{Addr: "127.0.0.1:0", Data: t.TempDir(), BotPause: time.Millisecond, FrameRate: 1000, FrameBurst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	url, _ := client.RoomsURL(s.URL())
	cfg := client.Config{URLs: []string{url}, Dial: wsdial.Dial}
	g, _ := catalog.Lookup("necklace")
	codes := make(chan string, 1)
	tb := &botclient.Table{Game: g, Options: rules.Options{Players: 2}, Levels: []string{"normal", ""}, Seed: 5,
		BotSeed: func(int) uint64 { return 5 }, Grace: 600, OnSeated: func(code string) { codes <- code }}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go tb.Play(ctx, cfg)
	code := <-codes

	dir := t.TempDir()
	cmd := exec.Command(binary, "-join", strings.ToLower(code), "-server", s.URL(), "-name", "Ada", "-mute",
		"-size", "1280x720", "-screenshot", filepath.Join(dir, "join.png"))
	cmd.Env = append(os.Environ(), "SALOTTO_NOAUDIO=1", "SALOTTO_CONFIG_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("salotto -join: %v\n%s", err, out)
	}
	w := client.Open(cfg, &proto.Watch{T: proto.TWatch, Room: code, Last: -1})
	defer w.Close()
	for ev := range w.Events() {
		if f, ok := ev.(*proto.Welcome); ok {
			if s := f.Seats[1]; s.Name != "Ada" || s.Kind != proto.KindOnline {
				t.Errorf("the seat left for a person holds %+v", s)
			}
			break
		}
	}
	kept, err := os.ReadFile(filepath.Join(dir, "online.json"))
	if err != nil || !strings.Contains(string(kept), code) {
		t.Errorf("the room's token was not kept: %s %v", kept, err)
	}
}
