package dolores

import (
	"testing"
	"time"
)

// BenchmarkBotsPlayFrames ticks and draws a four-bot table at normal
// speed, a frame per iteration (shares dealt, bots thinking and talking,
// reveals, cards sliding) once the faces are painted ahead, and reports
// the slowest update and draw and the mean draw.
func BenchmarkBotsPlayFrames(b *testing.B) {
	r := newRig(b, 1280, 720, config(4, nil, 3))
	r.speed(1)
	r.DrawEvery = true
	r.Tick(120) // the opening
	for i := 0; i < 3000 && !r.table.Warmed(); i++ {
		r.Tick(1) // the faces painted ahead
	}
	r.table.ResetFrameTimes()
	b.ResetTimer()
	for i := 0; i < b.N && r.App.SceneName() == SceneName; i++ {
		r.Tick(1)
	}
	ft := r.table.FrameTimes()
	b.ReportMetric(float64(ft.UpdateMax)/float64(time.Millisecond), "ms-max-update")
	b.ReportMetric(float64(ft.DrawMax)/float64(time.Millisecond), "ms-max-draw")
	b.ReportMetric(float64(ft.DrawMean)/float64(time.Millisecond), "ms-mean-draw")
}
