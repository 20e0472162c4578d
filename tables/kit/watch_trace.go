//go:build !js

package kit

import (
	"fmt"
	"os"
	"runtime/metrics"

	"salotto/internal/proctrace"
	"salotto/scenes"
)

// frameTrace writes a line for every frame of a soak on standard output
// when SALOTTO_SOAK_TRACE=1 (scripts/soak.sh with SOAK_TRACE=1), for
// cmd/frametrace to line the long frames up against what happened in
// them: the game's own cost, the ticks the frame held, the collector's
// cycles and the bytes allocated, and how long the render thread, the
// software renderer's threads, the game's other threads and the X server
// ran and waited for a core, beside how busy the whole machine was.
// Built with -tags ebitenginedebug, Ebitengine writes each frame's
// commands to standard output too, after the frame and before this line
// for it (the line is written when the next frame begins), so the two
// interleave frame by frame.
type frameTrace struct {
	procs   *proctrace.Reader
	last    proctrace.Sample
	metrics []metrics.Sample
	gc      uint64
	alloc   uint64
	n       int
}

// traceMetrics are the runtime's counters the trace reads: completed
// collections and bytes allocated.
var traceMetrics = []string{"/gc/cycles/total:gc-cycles", "/gc/heap/allocs:bytes"}

func newFrameTrace() *frameTrace {
	if os.Getenv("SALOTTO_SOAK_TRACE") != "1" {
		return nil
	}
	t := &frameTrace{procs: proctrace.NewReader(os.Getenv("DISPLAY"))}
	for _, name := range traceMetrics {
		t.metrics = append(t.metrics, metrics.Sample{Name: name})
	}
	t.read()
	return t
}

// read samples the counters, returning their growth since the last read.
func (t *frameTrace) read() (d proctrace.Sample, gc, alloc uint64) {
	s := t.procs.Read()
	metrics.Read(t.metrics)
	g, a := t.metrics[0].Value.Uint64(), t.metrics[1].Value.Uint64()
	d, gc, alloc = s.Sub(t.last), g-t.gc, a-t.alloc
	t.last, t.gc, t.alloc = s, g, a
	return d, gc, alloc
}

// frame writes the line of a frame that just ended, in phase of game.
func (t *frameTrace) frame(f scenes.Frame, game, phase string, phaseTick int, warm bool) {
	d, gc, alloc := t.read()
	t.n++
	fmt.Fprintf(os.Stdout, "frametrace: n=%d game=%s phase=%s phase_tick=%d warm=%t skipped=%t ms=%.2f own_ms=%.2f ticks=%d drew=%t gc=%d alloc_kb=%d "+ //catalog:exempt a trace for cmd/frametrace
		"main_run=%.2f main_wait=%.2f raster_run=%.2f raster_wait=%.2f other_run=%.2f other_wait=%.2f x_run=%.2f x_wait=%.2f busy_ms=%.0f stall_ms=%.2f\n",
		t.n, game, phase, phaseTick, warm, f.Skipped, ms(f.Length), ms(f.Own), f.Ticks, f.Drew, gc, alloc/1024,
		ms(d.Main.Run), ms(d.Main.Wait), ms(d.Raster.Run), ms(d.Raster.Wait), ms(d.Other.Run), ms(d.Other.Wait),
		ms(d.Server.Run), ms(d.Server.Wait), ms(d.Busy), ms(d.Stall))
}
