package scenes_test

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// The tests run inside ebiten.RunGame so they can draw and read pixels
// (docs/toolchain.md#ebitengine-inside-go-test). Run them under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./scenes/
//
// Before the tests, the runner plays the title as the real game for a few
// seconds of frames and counts the allocations of each steady frame's
// Update and Draw (ebiten recycles its draw commands between frames, so
// this must be measured across real frames, not in a loop in one frame).
// The counter is process-wide, and Ebitengine's render thread, flushing
// the previous frame's GL calls, now and then allocates while our Update
// or Draw is measured (its single-thread mode would avoid that but breaks
// reading pixels back in the tests). An idle frame of ours that allocates
// does so in every window, so the runner measures up to three windows of
// idle frames and the test passes when one of them is clean.
type runner struct {
	m    *testing.M
	code int

	app    *scenes.App
	frames int
	phase  int // 0 settle, 1 idle frames, 2 forced redraws, 3 tests
	count  int
	stats  runtime.MemStats
	before uint64
	allocs uint64
}

// steady holds what the runner measured, for TestTitleSteadyFrame.
var steady struct {
	idleAllocs, fullAllocs uint64
	idleWindows            []uint64 // allocations in each idle window
	idleFrames, fullFrames int
	drawnWhileIdle         int
	settled                bool
}

const measureFrames = 60

func (r *runner) Update() error {
	if r.phase == 3 {
		r.code = r.m.Run()
		return ebiten.Termination
	}
	if r.app == nil {
		ctx := newContext(1)
		ctx.Input = scenes.NewInput(scenes.NewScript())
		ctx.Width, ctx.Height = 1280, 720
		title, err := ctx.Open("title")
		if err != nil {
			panic(err)
		}
		r.app = scenes.NewApp(ctx, title)
	}
	r.frames++
	r.mark()
	err := r.app.Update()
	r.tally()
	return err
}

// mark and tally bracket one call of ours, so ebiten's own work between
// Update and Draw is not counted.
func (r *runner) mark() {
	if r.phase == 1 || r.phase == 2 {
		runtime.ReadMemStats(&r.stats)
		r.before = r.stats.Mallocs
	}
}

func (r *runner) tally() {
	if r.phase == 1 || r.phase == 2 {
		runtime.ReadMemStats(&r.stats)
		r.allocs += r.stats.Mallocs - r.before
	}
}

func (r *runner) Draw(screen *ebiten.Image) {
	switch r.phase {
	case 0:
		r.app.Draw(screen)
		if r.app.Settled() && r.frames > 10 {
			r.count++
			if r.count > 20 {
				steady.settled = true
				r.phase, r.count, r.allocs = 1, 0, 0
				steady.drawnWhileIdle = -r.app.Frames()
			}
		}
		if r.frames > 1200 {
			r.phase = 3 // never settled: the test reports it
		}
	case 1:
		r.mark()
		r.app.Draw(screen)
		r.tally()
		steady.idleAllocs, r.allocs = steady.idleAllocs+r.allocs, 0
		steady.idleFrames++
		if r.count++; r.count == measureFrames {
			steady.drawnWhileIdle += r.app.Frames()
			steady.idleWindows = append(steady.idleWindows, steady.idleAllocs)
			if steady.idleAllocs == 0 || len(steady.idleWindows) == 3 {
				r.phase = 2
			} else {
				steady.idleAllocs, steady.idleFrames = 0, 0
				steady.drawnWhileIdle -= r.app.Frames() // redraws count over every window
			}
			r.count = 0
		}
	case 2:
		r.mark()
		r.app.Top().Draw(screen) // a full redraw, as if something moved
		r.tally()
		steady.fullAllocs, r.allocs = steady.fullAllocs+r.allocs, 0
		steady.fullFrames++
		if r.count++; r.count == measureFrames {
			r.phase = 3
		}
	}
}

func (r *runner) Layout(w, h int) (int, int) {
	if r.app != nil && r.phase < 3 {
		return r.app.Layout(1280, 720)
	}
	return 320, 240
}

func TestMain(m *testing.M) {
	os.Setenv("SALOTTO_NOAUDIO", "1")
	if os.Getenv("SALOTTO_MEMPROF") == "1" {
		runtime.MemProfileRate = 1 // see where steady frames allocate: go test -memprofile
	}
	r := &runner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Stderr.WriteString("RunGame: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(r.code)
}

// TestTitleSteadyFrameAllocatesNothing checks what the runner measured on
// the settled title: an idle frame (nothing moves, nothing is redrawn)
// allocates nothing in Update and Draw. A forced full redraw allocates
// only inside Ebitengine: v2.8.8 makes a dstRegions slice for every draw
// command it cannot merge with the previous one (graphicscommand
// commandqueue.go:156), about 7 on the title; a bound well below the
// title's node count catches any per-node allocation of ours.
func TestTitleSteadyFrameAllocatesNothing(t *testing.T) {
	runtime.GC() // so a -memprofile includes the measured frames
	if !steady.settled {
		t.Fatal("the title never settled")
	}
	idle := float64(steady.idleAllocs) / float64(steady.idleFrames)
	full := float64(steady.fullAllocs) / float64(steady.fullFrames)
	t.Logf("allocations per frame on the settled title: idle %.2f (%d frames, %d redrawn; windows %v), full redraw %.2f (%d frames)",
		idle, steady.idleFrames, steady.drawnWhileIdle, steady.idleWindows, full, steady.fullFrames)
	if steady.idleAllocs != 0 {
		t.Errorf("the idle title allocates %.2f per frame in every one of %d windows: %v", idle, len(steady.idleWindows), steady.idleWindows)
	}
	if full > 12 {
		t.Errorf("a full redraw of the title allocates %.2f per frame", full)
	}
	if steady.drawnWhileIdle != 0 {
		t.Errorf("the idle title was redrawn %d times in %d frames", steady.drawnWhileIdle, steady.idleFrames)
	}
}
