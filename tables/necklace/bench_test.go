package necklace

import (
	"testing"
	"time"
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
