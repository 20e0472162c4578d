package dolcevita

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// The tests run inside ebiten.RunGame so they can draw and read pixels
// (docs/toolchain.md#ebitengine-inside-go-test). Run them under Xvfb with
// sound off:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/dolcevita/
//
// Before the tests the runner opens a table, waits for the human's turn
// and then, over real frames (ebiten recycles its command buffers between
// frames, so allocations must be counted across them), forces a full
// redraw every frame and counts the allocations of the table's Update and
// Draw.
type runner struct {
	m     *testing.M
	code  int
	app   *scenes.App
	tbl   *Table
	phase int // 0 settle, 1 measure allocations, 2 bot game, 3 tests
	count int
	ms    runtime.MemStats

	start   time.Time
	placed0 int
	frameT0 time.Time
}

// openTimes is the longest real frame of the first openFrames frames
// after a table opens (the setup-to-table switch): the Go time of its
// Update and Draw, construction included. Ebitengine runs the drawing
// commands queued later, on the GPU (under Xvfb in llvmpipe, so that
// part says little about a browser, where the Go painting is the cost).
var openTimes struct {
	frames  int
	longest time.Duration
}

const openFrames = 90

// proof is what the runner measured.
var proof struct {
	frames                   int
	updateAllocs, drawAllocs uint64
}

const proofFrames = 60

func (r *runner) Update() error {
	if r.phase == 3 {
		r.code = r.m.Run()
		return ebiten.Termination
	}
	if r.phase == 2 {
		return r.botGame()
	}
	if r.app == nil {
		r.frameT0 = time.Now()
		ctx, _ := tabletest.NewContext(1280, 720, 1)
		ctx.Settings.AnimationSpeed = 0
		cfg := tables.Config{Game: "dolcevita", Seed: 1, Options: rules.Options{Players: 3, Variant: map[string]string{"start": "1"}},
			Seats: []tables.Seat{{Name: "You", Level: tables.Human}, {Name: "B", Level: "normal", Color: 1}, {Name: "C", Level: "normal", Color: 2}}}
		t, err := newTable(ctx, cfg)
		if err != nil {
			panic(err)
		}
		r.tbl = t
		r.app = scenes.NewApp(ctx, t)
	}
	if r.phase == 0 {
		if openTimes.frames > 0 {
			r.frameT0 = time.Now()
		}
		err := r.app.Update()
		if r.tbl.Settled() && r.tbl.Warmed() {
			r.count++
			if r.count > 20 {
				r.phase, r.count = 1, 0
				if os.Getenv("DV_MEMPROF") != "" {
					runtime.MemProfileRate = 1
				}
			}
		}
		return err
	}
	runtime.ReadMemStats(&r.ms)
	before := r.ms.Mallocs
	err := r.app.Update()
	r.tbl.St.Invalidate() // force a full redraw of the still table
	runtime.ReadMemStats(&r.ms)
	proof.updateAllocs += r.ms.Mallocs - before
	return err
}

func (r *runner) Draw(screen *ebiten.Image) {
	if r.app == nil || r.phase == 3 {
		return
	}
	if r.phase == 2 {
		r.app.Draw(screen)
		return
	}
	if r.phase == 0 {
		r.app.Draw(screen)
		if openTimes.frames < openFrames {
			openTimes.frames++
			openTimes.longest = max(openTimes.longest, time.Since(r.frameT0))
		}
		return
	}
	runtime.ReadMemStats(&r.ms)
	before := r.ms.Mallocs
	r.app.Draw(screen)
	runtime.ReadMemStats(&r.ms)
	proof.drawAllocs += r.ms.Mallocs - before
	proof.frames++
	if proof.frames >= proofFrames {
		r.phase, r.count = 2, 0
		if f := os.Getenv("DV_MEMPROF"); f != "" {
			runtime.GC()
			out, _ := os.Create(f)
			pprof.Lookup("allocs").WriteTo(out, 0)
			out.Close()
			runtime.MemProfileRate = 512 * 1024
		}
	}
}

func (r *runner) Layout(int, int) (int, int) { return 1280, 720 }

// botFrames is how many real frames of a bot-only game are timed.
const botFrames = 240

// botTimes is what the runner measured over real frames of a bot-only
// game with hard bots (searching in slices) at normal speed.
var botTimes struct {
	kit.FrameTimes
	frames, placements int
	wall               time.Duration
}

func (r *runner) botGame() error {
	if r.count == 0 {
		ctx, _ := tabletest.NewContext(1280, 720, 2)
		cfg := tables.Config{Game: "dolcevita", Seed: 2, Options: rules.Options{Players: 3},
			Seats: []tables.Seat{{Name: "A", Level: "hard"}, {Name: "B", Level: "hard", Color: 1}, {Name: "C", Level: "normal", Color: 2}}}
		t, err := newTable(ctx, cfg)
		if err != nil {
			panic(err)
		}
		r.tbl, r.app = t, scenes.NewApp(ctx, t)
		r.start = time.Now()
	}
	r.count++
	if r.count == 30 { // the first faces are painted; time from here
		r.tbl.ResetFrameTimes()
		r.start = time.Now()
		r.placed0 = r.tbl.live().Placed()
	}
	if r.count >= botFrames+30 {
		botTimes.FrameTimes = r.tbl.FrameTimes()
		botTimes.frames = botFrames
		botTimes.wall = time.Since(r.start)
		botTimes.placements = r.tbl.live().Placed() - r.placed0 + 15*(r.tbl.live().Round()-1)
		r.phase = 3
	}
	return r.app.Update()
}

func TestMain(m *testing.M) {
	os.Setenv("SALOTTO_NOAUDIO", "1")
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Exit(2)
	}
	os.Exit(r.code)
}
