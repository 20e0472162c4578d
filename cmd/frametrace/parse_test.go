package main

import (
	"os"
	"strings"
	"testing"
)

// TestParseCountsEachFramesCommands: each frame gets the commands logged
// before its line, draws into the game's screen apart from painting into
// other images, and the soak's figures.
func TestParseCountsEachFramesCommands(t *testing.T) {
	in, err := os.Open("testdata/trace.log")
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	fs, err := parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 2 {
		t.Fatalf("read %d frames, want 2", len(fs))
	}
	a, b := fs[0].cmds, fs[1].cmds
	if a.screenDraws != 1 || a.screenIdx != 60 || a.offDraws != 0 || a.textures != 3 || a.flushes != 1 {
		t.Errorf("frame 1: %+v; want one draw of 60 indices into the game's screen, none elsewhere, 3 textures, 1 flush", a)
	}
	if b.flushes != 2 || b.newImages != 1 || b.newPixels != 512*256 || b.offDraws != 2 || b.clears != 1 || b.copies != 1 ||
		b.screenDraws != 1 || b.uploads != 2 || b.uploadPixels != 250 || b.reads != 1 || b.textures != 4 {
		t.Errorf("frame 2: %+v", b)
	}
	if f := fs[1]; f.n != 2 || f.game != "dolores" || f.phaseTick != 7 || !f.warm || f.ms != 95 || f.gc != 1 || f.rasterRun != 60 || f.busy != 140 || !f.logged {
		t.Errorf("frame 2's figures: %+v", f)
	}
}

// TestJudgeNamesTheCauses: a long frame that painted and collected is
// the game's, and so is one in which its other threads ran long (a
// goroutine's work); one with the same work as its neighbours while other programs
// ran is the machine's; one with none of these, the renderer's.
func TestJudgeNamesTheCauses(t *testing.T) {
	base := frame{drew: true, ms: 30, own: 0.5, rasterRun: 25, otherRun: 3, xRun: 2, busy: 60, logged: true,
		cmds: commands{screenDraws: 20, screenIdx: 1200}}
	var fs []frame
	for range 20 {
		fs = append(fs, base)
	}
	painted := base
	painted.ms, painted.gc = 90, 1
	painted.cmds.newImages, painted.cmds.offDraws = 1, 12
	busy := base
	busy.ms, busy.busy = 90, 180 // others ran 120 ms more on the two cores
	slow := base
	slow.ms, slow.busy = 90, 60
	thinking := base
	thinking.ms, thinking.otherRun, thinking.busy = 90, 40, 97 // a goroutine ran 37 ms more
	fs[5], fs[10], fs[15], fs[18] = painted, busy, slow, thinking
	j := judge(fs)
	if j.median != 30 || len(j.long) != 4 {
		t.Fatalf("median %v, %d long; want 30 ms and 4", j.median, len(j.long))
	}
	want := []string{"painted+collector", "machine", "renderer", "threads"}
	for i, l := range j.long {
		if got := strings.Join(l.cause, "+"); got != want[i] {
			t.Errorf("long frame %d: causes %q, want %q", i, got, want[i])
		}
	}
}
