package necklace

import (
	"runtime"
	"testing"
	"time"

	"salotto/rules"
	nk "salotto/rules/necklace"
)

// BenchmarkHardBotFrames ticks and draws a 1280×720 table against the
// hard bot at normal speed, a frame per iteration, the player answering
// as soon as it may (draw, discard the first card; decline at the end),
// from after the opening to the results frame; it reports the slowest
// update and draw and the mean draw (the target: no frame over 33 ms).
func BenchmarkHardBotFrames(b *testing.B) {
	r := newRig(b, 1280, 720, config(2, "hard", "rainbow+gold", 12))
	r.App.Context().Settings.AnimationSpeed = 1
	r.DrawEvery = true
	tb := r.table
	for i := 0; i < 3000 && !tb.Warmed(); i++ {
		r.Tick(1) // the opening and the faces painted ahead
	}
	tb.ResetFrameTimes()
	b.ResetTimer()
	for i := 0; i < b.N && r.App.SceneName() == SceneName; i++ {
		r.playAtOnce()
		r.Tick(1)
	}
	ft := tb.FrameTimes()
	b.ReportMetric(float64(ft.UpdateMax)/float64(time.Millisecond), "ms-max-update")
	b.ReportMetric(float64(ft.DrawMax)/float64(time.Millisecond), "ms-max-draw")
	b.ReportMetric(float64(ft.DrawMean)/float64(time.Millisecond), "ms-mean-draw")
}

// BenchmarkHardBotSlices plays whole games of two hard bots through the
// calls the kit's driver makes in a frame (Begin once a decision, then
// Think with the driver's budget of 16 units, Decide at the end) and
// reports the longest single call of each kind, in milliseconds: a frame
// spends at most one Begin or Decide and the Thinks of a 4 ms slice, so
// these bound what the bot adds to an Update. The calls are timed by the
// CPU time of the benchmark's own thread, which a loaded machine's wall
// clock (other processes running in between) does not inflate.
func BenchmarkHardBotSlices(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	g := nk.Game{}
	var begin, think, decide, wall time.Duration
	for i := 0; i < b.N; i++ {
		st, err := g.Setup(rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}}, uint64(i+1))
		if err != nil {
			b.Fatal(err)
		}
		var bots [2]rules.Agent
		for p := range bots {
			if bots[p], err = g.NewBot("hard", uint64(i*2+p+1)); err != nil {
				b.Fatal(err)
			}
		}
		for !st.Done() {
			p := st.ToAct(nil)[0]
			t0 := threadCPU()
			bots[p].Begin(st.View(p), p)
			begin = max(begin, threadCPU()-t0)
			for done := false; !done; {
				t0, w0 := threadCPU(), time.Now()
				done = bots[p].Think(16)
				think = max(think, threadCPU()-t0)
				wall = max(wall, time.Since(w0))
			}
			t0 = threadCPU()
			m := bots[p].Decide()
			decide = max(decide, threadCPU()-t0)
			if _, err := st.Apply(p, m); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(begin)/float64(time.Millisecond), "ms-max-begin")
	b.ReportMetric(float64(think)/float64(time.Millisecond), "ms-max-think16")
	b.ReportMetric(float64(decide)/float64(time.Millisecond), "ms-max-decide")
	b.ReportMetric(float64(wall)/float64(time.Millisecond), "ms-max-think16-wall")
}
