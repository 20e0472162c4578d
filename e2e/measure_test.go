package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// The measurements below are run by hand, through scripts/web-measure.sh:
// speed numbers come from measurements, not from timed tests, so without
// their variables they skip (they are not part of what CI asserts).

// measureEnv returns the variable that asks for a measurement, skipping
// the test when it is unset.
func measureEnv(t *testing.T, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Skipf("a measurement, not a test: scripts/web-measure.sh runs it (%s unset)", name)
	}
	return v
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// readyClock notes when the game first sets window.salotto.ready, on the
// page's own clock (ms since the navigation began): the bridge adopts a
// window.salotto the page already has, so an accessor catches the moment
// with no polling delay, in builds old and new.
const readyClock = `(() => {
	const o = {};
	let ready = false;
	Object.defineProperty(o, "ready", {
		enumerable: true,
		get: () => ready,
		set: (v) => { if (v && !ready) window.__readyAt = performance.now(); ready = v; },
	});
	window.salotto = o;
})();`

// startup is one first visit: milliseconds from navigating to the first
// frame (window.salotto.ready) on the page's clock, the processor time the
// browser spent meanwhile (ms), and the loader's performance marks (ms
// since the navigation began; none from a loader without them).
type startup struct {
	wall, cpu float64
	marks     map[string]float64
}

// firstFrame opens url in a fresh browser (an empty cache, as on a first
// visit) and measures its startup. The browser is closed before it returns,
// so it takes no processor time from the next run.
func firstFrame(t *testing.T, name, url string) startup {
	t.Helper()
	var s startup
	t.Run(name, func(t *testing.T) { s = openOnce(t, url) })
	if s.wall == 0 {
		t.FailNow()
	}
	return s
}

func openOnce(t *testing.T, url string) startup {
	t.Helper()
	b := newBrowser(t, nil)
	b.open("about:blank") // the browser's own start stays out of the time
	b.beforeLoad(readyClock)
	cpu := b.cpuTime()
	b.open(url)
	got, err := b.poll(`(() => {
		const l = window.salottoLoader || {};
		if (l.error) return "loader failed: " + l.reason + ": " + l.error;
		return window.__readyAt ? "ready" : "";
	})()`, 2*time.Minute)
	if err != nil || got != "ready" {
		t.Fatalf("%s: waiting for window.salotto.ready: %q %v\n%s", url, got, err, b.consoleText())
	}
	cpu = b.cpuTime() - cpu
	marks := map[string]float64{}
	raw := eval[string](b, `JSON.stringify(Object.fromEntries(performance.getEntriesByType("mark").map(m => [m.name, m.startTime])))`)
	if err := json.Unmarshal([]byte(raw), &marks); err != nil {
		t.Fatalf("performance marks %s: %v", raw, err)
	}
	return startup{eval[float64](b, `window.__readyAt`), float64(cpu.Milliseconds()), marks}
}

// phases logs the medians of the loader's steps, when it marks them.
func phases(t *testing.T, who string, runs []map[string]float64) {
	t.Helper()
	steps := []string{"salotto:checked", "salotto:downloaded", "salotto:instantiated", "salotto:ready"}
	var line []byte
	prev := ""
	for _, step := range steps {
		var xs []float64
		for _, m := range runs {
			v, ok := m[step]
			if !ok {
				return
			}
			if prev != "" {
				v -= m[prev]
			}
			xs = append(xs, v)
		}
		line = fmt.Appendf(line, " %s +%.0f ms", step[len("salotto:"):], median(xs))
		prev = step
	}
	t.Logf("%s, medians from the page's start:%s", who, line)
}

// TestMeasureFirstFrame times navigate → window.salotto.ready on the
// page's clock, median of
// SALOTTO_MEASURE_RUNS (5) fresh browsers each, for the bundle in
// SALOTTO_MEASURE_BASE (another build, say today's main) and this tree's,
// alternating so both see the same machine load. The page opens as a
// player opens it, sound on: what the game prepares for sound before its
// first frame counts.
func TestMeasureFirstFrame(t *testing.T) {
	baseDir := measureEnv(t, "SALOTTO_MEASURE_BASE")
	runs := measureRuns(t)
	dir, _ := bundle(t)
	base, this := serve(t, baseDir), serve(t, dir)
	var baseRuns, thisRuns []startup
	for i := range runs {
		bs := firstFrame(t, fmt.Sprintf("base-%d", i+1), base.URL+"/")
		ts := firstFrame(t, fmt.Sprintf("this-%d", i+1), this.URL+"/")
		baseRuns, thisRuns = append(baseRuns, bs), append(thisRuns, ts)
		t.Logf("run %d: base %.0f ms (browser CPU %.0f ms), this tree %.0f ms (CPU %.0f ms)", i+1, bs.wall, bs.cpu, ts.wall, ts.cpu)
	}
	for _, r := range []struct {
		who  string
		runs []startup
	}{{"base", baseRuns}, {"this tree", thisRuns}} {
		var marks []map[string]float64
		for _, s := range r.runs {
			marks = append(marks, s.marks)
		}
		phases(t, r.who, marks)
	}
	pick := func(rs []startup, f func(startup) float64) float64 {
		var xs []float64
		for _, r := range rs {
			xs = append(xs, f(r))
		}
		return median(xs)
	}
	wall := func(s startup) float64 { return s.wall }
	cpu := func(s startup) float64 { return s.cpu }
	bw, tw := pick(baseRuns, wall), pick(thisRuns, wall)
	bc, tc := pick(baseRuns, cpu), pick(thisRuns, cpu)
	t.Logf("first frame, median of %d: base %.0f ms, this tree %.0f ms (%.2f× the base)", runs, bw, tw, tw/bw)
	t.Logf("browser CPU to the first frame, median of %d: base %.0f ms, this tree %.0f ms (%.2f× the base)", runs, bc, tc, tc/bc)
}

func measureRuns(t *testing.T) int {
	t.Helper()
	runs := 5
	if v := os.Getenv("SALOTTO_MEASURE_RUNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("SALOTTO_MEASURE_RUNS=%q is not a positive number", v)
		}
		runs = n
	}
	return runs
}

// TestMeasureTableOpen opens each game's table the way a player does
// (title → setup → Start, seats as the setup screen offers them) and
// reports, from the click on Start until the table has stood still (or 8 s
// after it appeared), the frames as docs/frames.md judges them: the
// longest gap between the page's animation frames (the frame a player
// sees freeze while the table opens) against the median gap of the frames
// the game drew, and the game's Go time per frame.
// SALOTTO_MEASURE_TABLE=1 asks for it; SALOTTO_MEASURE_GAMES (a
// comma-separated list, all three by default) picks the games, and
// SALOTTO_MEASURE_RUNS (3 here) the fresh browsers per game and build: the
// median of their longest frames. With SALOTTO_MEASURE_BASE (another
// build's bundle, say main's) each run opens that build's table, then this
// tree's, so both see the same machine load. SALOTTO_MEASURE_PROFILE=DIR
// also writes each run's CPU profile of the page (from the click on Start)
// to DIR/GAME-WHO-N.cpuprofile, which Chromium's DevTools open.
func TestMeasureTableOpen(t *testing.T) {
	measureEnv(t, "SALOTTO_MEASURE_TABLE")
	runs := 3
	if os.Getenv("SALOTTO_MEASURE_RUNS") != "" {
		runs = measureRuns(t)
	}
	games := []string{"dolcevita", "dolores", "necklace"}
	if v := os.Getenv("SALOTTO_MEASURE_GAMES"); v != "" {
		games = strings.Split(v, ",")
	}
	dir, _ := bundle(t)
	type build struct{ who, url string }
	builds := []build{{"this", serve(t, dir).URL}}
	if base := os.Getenv("SALOTTO_MEASURE_BASE"); base != "" {
		builds = append([]build{{"base", serve(t, base).URL}}, builds...)
	}
	profDir := os.Getenv("SALOTTO_MEASURE_PROFILE")
	for _, game := range games {
		got := map[string][]openFrames{}
		for i := range runs {
			for _, bd := range builds {
				name := fmt.Sprintf("%s-%s-%d", game, bd.who, i+1)
				prof := ""
				if profDir != "" {
					prof = filepath.Join(profDir, name+".trace.json")
				}
				t.Run(name, func(t *testing.T) {
					got[bd.who] = append(got[bd.who], tableOpen(t, bd.url, game, prof, i == 0 && bd.who == "this"))
				})
			}
		}
		for _, bd := range builds {
			rs := got[bd.who]
			if len(rs) < runs {
				t.FailNow()
			}
			of := func(f func(openFrames) float64) float64 {
				var xs []float64
				for _, r := range rs {
					xs = append(xs, f(r))
				}
				return median(xs)
			}
			t.Logf("%s, %s build, medians of %d runs: longest frame %.0f ms, median animated frame %.0f ms, "+
				"%.2fx (target 2x), %.0f frames over 2x of %.0f; the game's Go time a frame: p99 %.1f ms, max %.1f ms",
				game, bd.who, runs, of(func(r openFrames) float64 { return r.longest }), of(func(r openFrames) float64 { return r.median }),
				of(func(r openFrames) float64 { return r.longest / r.median }), of(func(r openFrames) float64 { return float64(r.over) }),
				of(func(r openFrames) float64 { return float64(r.frames) }), of(func(r openFrames) float64 { return r.costP99 }),
				of(func(r openFrames) float64 { return r.costMax }))
		}
	}
}

// openFrames are one table opening's frames, in milliseconds.
type openFrames struct {
	longest, median  float64 // the longest frame, the median frame the game drew
	costP99, costMax float64 // the game's Go time a frame
	frames, over     int     // the frames, and how many lasted over twice the median
}

// textureCounter counts the textures the page creates (WebGL's
// texImage2D) in each animation frame while window.__dvMeasure is set,
// into window.__dvTex, one entry beside each of frameSampler's gaps: a
// long frame that made many textures is Ebitengine's atlas at work (a
// page grown, an image moved off one: docs/frames.md), not the game's Go.
const textureCounter = `(() => {
	let made = 0, seen = 0;
	for (const P of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
		const texImage2D = P.texImage2D;
		P.texImage2D = function (...args) {
			made++;
			return texImage2D.apply(this, args);
		};
	}
	window.__dvTex = [];
	let started = false;
	const tick = () => {
		if (window.__dvMeasure && started) window.__dvTex.push(made - seen);
		seen = made, started = true;
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})();`

// tableOpen is one run of TestMeasureTableOpen, in a browser of its own
// (closed when it returns). When prof is not empty the page's CPU profile
// goes there.
func tableOpen(t *testing.T, url, game, prof string, shot bool) openFrames {
	t.Helper()
	b := newBrowser(t, nil)
	b.beforeLoad(frameSampler)
	b.beforeLoad(textureCounter)
	b.open(url + "/?mute=1&seed=3")
	b.waitReady()
	b.waitScene("title")
	b.click("tile:" + game)
	b.waitScene("setup:" + game)
	b.frames(30) // let the setup screen's own first frames pass

	var tr *tracer
	if prof != "" {
		tr = b.startTrace()
	}
	eval[bool](b, `window.__dvGaps = [], window.__dvDrew = [], window.__dvCost = [], window.__dvTex = [], window.__dvMeasure = true`)
	clicked := time.Now()
	b.click("button:start")
	if _, err := b.poll(`window.salotto.scene === "play:`+game+`" ? "open" : ""`, time.Minute); err != nil {
		t.Fatalf("the table did not open: %v", err)
	}
	// Until the table stands still; a bot may be playing, so 8 s at most.
	still := "stood still"
	if _, err := b.pollEvery(`window.salotto.settled ? "still" : ""`, 25*time.Millisecond, 8*time.Second); err != nil {
		still = "had not stood still"
	}
	eval[bool](b, `window.__dvMeasure = false`)
	t.Logf("the table %s %.1f s after the click on Start", still, time.Since(clicked).Seconds())
	if tr != nil {
		tr.stop(prof)
	}
	if shot {
		b.shot("measure-table-open-" + game)
	}
	var gaps, costs []float64
	var drew []bool
	var textures []int
	for name, v := range map[string]any{"__dvGaps": &gaps, "__dvDrew": &drew, "__dvCost": &costs, "__dvTex": &textures} {
		if err := json.Unmarshal([]byte(eval[string](b, `JSON.stringify(window.`+name+` || [])`)), v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if len(gaps) == 0 || len(drew) != len(gaps) || len(costs) != len(gaps) || len(textures) != len(gaps) {
		t.Fatalf("frames recorded: %d gaps, %d drawn or not, %d costs, %d texture counts", len(gaps), len(drew), len(costs), len(textures))
	}
	var r openFrames
	at, sum := 0.0, 0.0
	var drawn []float64
	for i, g := range gaps {
		sum += g
		if g > r.longest {
			r.longest, at = g, sum
		}
		if drew[i] {
			drawn = append(drawn, g)
		}
	}
	if len(drawn) == 0 {
		t.Fatal("the game drew no frame")
	}
	r.median = median(drawn)
	r.frames = len(gaps)
	var long []string
	end := 0.0
	for i, g := range gaps {
		if end += g; g > 2*r.median {
			r.over++
			long = append(long, fmt.Sprintf("#%d %.0f ms ending at %.0f ms (drew %t, Go %.1f ms, %d new textures)", i, g, end, drew[i], costs[i], textures[i]))
		}
	}
	if len(long) > 0 {
		t.Logf("frames over twice the median: %s", strings.Join(long, "; "))
	}
	sorted := slices.Clone(costs)
	slices.Sort(sorted)
	r.costMax, r.costP99 = sorted[len(sorted)-1], sorted[min(len(sorted)-1, len(sorted)*99/100)]
	t.Logf("longest frame %.0f ms, ending %.0f ms after the click on Start began; %d frames (%d drawn), median drawn %.0f ms (longest %.2fx), %d over 2x; Go time a frame p99 %.1f ms, max %.1f ms; at most %d new textures a frame",
		r.longest, at, len(gaps), len(drawn), r.median, r.longest/r.median, r.over, r.costP99, r.costMax, slices.Max(textures))
	b.check()
	return r
}

// traceCategories are what a trace of a table's opening records: the
// page's tasks and frames, V8's compilation and garbage collection, the
// WebGL calls and the GPU process's work, and JavaScript samples.
var traceCategories = []string{"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
	"disabled-by-default-devtools.timeline.frame", "v8", "v8.wasm", "disabled-by-default-v8.compile", "v8.execute",
	"disabled-by-default-v8.gc", "blink", "gpu", "disabled-by-default-gpu.service", "cc", "viz",
	"disabled-by-default-v8.cpu_profiler", "gpu.angle", "disabled-by-default-gpu.angle", "disabled-by-default-gpu.decoder"}

// tracer records a Chromium trace of the page until stop writes it.
type tracer struct {
	b    *browser
	mu   sync.Mutex
	evs  []jsonv2.Value
	done chan struct{}
}

// startTrace starts tracing the browser.
func (b *browser) startTrace() *tracer {
	b.t.Helper()
	tr := &tracer{b: b, done: make(chan struct{})}
	go func() {
		for ev, err := range chromedp.Events(b.ctx, tracing.DataCollected) {
			if err != nil {
				return
			}
			tr.mu.Lock()
			tr.evs = append(tr.evs, ev.Value...)
			tr.mu.Unlock()
		}
	}()
	go func() {
		for _, err := range chromedp.Events(b.ctx, tracing.TracingComplete) {
			if err == nil {
				close(tr.done)
			}
			return
		}
	}()
	if _, err := chromedp.Call(b.ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: traceCategories, RecordMode: tracing.TraceConfigRecordModeRecordAsMuchAsPossible},
	}); err != nil {
		b.t.Fatalf("starting the trace: %v", err)
	}
	return tr
}

// stop ends the trace and writes it to path as DevTools' trace JSON.
func (tr *tracer) stop(path string) {
	b := tr.b
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, tracing.End, cdp.Empty{}); err != nil {
		b.t.Fatalf("ending the trace: %v", err)
	}
	select {
	case <-tr.done:
	case <-time.After(time.Minute):
		b.t.Fatal("the trace did not complete")
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	data, err := json.Marshal(map[string]any{"traceEvents": tr.evs})
	if err == nil {
		err = os.WriteFile(path, data, 0o644)
	}
	if err != nil {
		b.t.Fatalf("the trace: %v", err)
	}
}
