package sprites

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The whole suite runs inside the first Update of a real game loop
// (docs/toolchain.md#ebitengine-inside-go-test), so rendering tests can
// read pixels back.
//
// The per-frame allocation proof needs real frames: Ebitengine moves
// freshly painted images onto its shared atlas only after a few frames and
// recycles its command buffers only when a frame ends, so Draw calls looped
// inside one Update measure Ebitengine's warm-up, not a steady frame. So
// after the suite, if TestSteadyFrameAllocatesNothing ran, the runner keeps
// the game going on a settled 70-card table and a goroutine measures with
// testing.AllocsPerRun where each run is one real Update+Draw of the loop.
//
// Ebitengine itself allocates every frame on this platform (its OpenGL
// calls go through purego, and each draw command gets a fresh uniform
// slice), so the runner also attributes every allocation to the code that
// made it (runtime.MemProfile at rate 1) and fails if any allocation site
// is in this package.
type testRunner struct {
	m    *testing.M
	code int
	done bool

	table  *Stage
	frames int
	req    chan struct{}
	ack    chan struct{}
	doing  bool
	result chan proofResult
}

type proofResult struct {
	allocs, emptyAllocs float64
	ours                int64
	oursAt              string
	frameDur, drawDur   time.Duration
}

// wantFrameProof is set by TestSteadyFrameAllocatesNothing.
var wantFrameProof bool

// settleFrames lets Ebitengine put freshly painted card images on its
// shared atlas, after which a table's draws batch into few commands.
const settleFrames = 30

var proofDraw time.Duration

func (r *testRunner) Update() error {
	if !r.done {
		r.done = true
		r.code = r.m.Run()
		if r.code != 0 || !wantFrameProof {
			return ebiten.Termination
		}
		r.startProof()
		return nil
	}
	select {
	case res := <-r.result:
		r.report(res)
		return ebiten.Termination
	default:
	}
	r.frames++
	if r.frames <= settleFrames {
		r.table.Update()
		return nil
	}
	select {
	case <-r.req:
		r.doing = true
		r.table.Update()
	default:
	}
	return nil
}

func (r *testRunner) Draw(screen *ebiten.Image) {
	if r.table == nil {
		return
	}
	if r.frames <= settleFrames || r.doing {
		t0 := time.Now()
		r.table.Draw(screen)
		proofDraw += time.Since(t0)
	}
	if r.doing {
		r.doing = false
		r.ack <- struct{}{}
	}
}

func (r *testRunner) Layout(int, int) (int, int) {
	if r.table != nil {
		return 1280, 720
	}
	return 320, 240
}

func (r *testRunner) startProof() {
	runtime.MemProfileRate = 1
	r.table = busyTable(70, NewSyntheticInput())
	r.req, r.ack = make(chan struct{}), make(chan struct{})
	r.result = make(chan proofResult, 1)
	ebiten.SetVsyncEnabled(false)
	go func() {
		frame := func() { r.req <- struct{}{}; <-r.ack }
		for r.table.Animating() {
			frame()
		}
		frame()
		const runs = 20
		var res proofResult
		base := allocSites()
		proofDraw = 0
		t0 := time.Now()
		res.allocs = testing.AllocsPerRun(runs, frame)
		res.frameDur = time.Since(t0) / (runs + 1)
		res.drawDur = proofDraw / (runs + 1)
		res.ours, res.oursAt = oursSince(base)
		// the same loop with an empty stage: Ebitengine's own share
		empty := NewStage(1280, 720)
		empty.SetInput(NewSyntheticInput(), NewSyntheticInput())
		r.table = empty
		frame()
		res.emptyAllocs = testing.AllocsPerRun(runs, frame)
		r.result <- res
	}()
}

type siteKey [32]uintptr

// allocSites snapshots allocation counts per call stack.
func allocSites() map[siteKey]int64 {
	runtime.GC() // the profile is published at the end of a GC cycle
	runtime.GC()
	var recs []runtime.MemProfileRecord
	n, _ := runtime.MemProfile(nil, true)
	for {
		recs = make([]runtime.MemProfileRecord, n+64)
		var ok bool
		if n, ok = runtime.MemProfile(recs, true); ok {
			break
		}
	}
	m := make(map[siteKey]int64, n)
	for _, rec := range recs[:n] {
		m[siteKey(rec.Stack0)] += rec.AllocObjects
	}
	return m
}

// oursSince counts allocations made since base whose allocating function
// (the innermost frame outside the runtime) belongs to this package, not
// counting this test harness.
func oursSince(base map[siteKey]int64) (int64, string) {
	var total int64
	var where string
	for k, v := range allocSites() {
		d := v - base[k]
		if d <= 0 {
			continue
		}
		frames := runtime.CallersFrames(k[:])
		for {
			f, more := frames.Next()
			if f.Function == "" || !more && f.Function == "" {
				break
			}
			if strings.HasPrefix(f.Function, "runtime.") {
				if !more {
					break
				}
				continue
			}
			if strings.HasPrefix(f.Function, "salotto/sprites.") &&
				!strings.Contains(f.Function, "testRunner") && !strings.Contains(f.Function, "allocSites") &&
				!strings.Contains(f.Function, "oursSince") && !strings.Contains(f.Function, "startProof") {
				total += d
				where = fmt.Sprintf("%s (%s:%d)", f.Function, f.File, f.Line)
			}
			break
		}
	}
	return total, where
}

func (r *testRunner) report(res proofResult) {
	fmt.Printf("frame proof, settled 70-card table, real frames: %.0f allocs per Update+Draw in all "+
		"(an empty stage: %.0f; the rest is Ebitengine's GL calls and command buffers), %d by package sprites; "+
		"%v per frame wall under Xvfb/llvmpipe, %v of it in Stage.Draw\n",
		res.allocs, res.emptyAllocs, res.ours, res.frameDur.Round(time.Microsecond), res.drawDur.Round(time.Microsecond))
	if res.ours != 0 {
		fmt.Printf("--- FAIL: TestSteadyFrameAllocatesNothing: package sprites allocated %d times in steady frames, last at %s\n", res.ours, res.oursAt)
		r.code = 1
	}
}

func TestMain(m *testing.M) {
	r := &testRunner{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		os.Stderr.WriteString("RunGame: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(r.code)
}
