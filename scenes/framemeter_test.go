package scenes

import (
	"testing"
	"time"
)

// TestFrameMeterFigures: ticks' own cost leaves out the GPU waits a
// scene reports, Draw counts with the tick before it, a frame runs from
// its first tick to the next frame's, and only frames that drew set the
// median that a hitch is judged by.
func TestFrameMeterFigures(t *testing.T) {
	ctx := NewContext(nil, 1)
	m := NewFrameMeter(ctx)
	frame := func(work, wait time.Duration, drew bool) {
		m.beginUpdate()
		time.Sleep(work)
		ctx.Waited += wait
		time.Sleep(wait)
		m.endUpdate()
		m.beginDraw()
		ctx.Frame++
		m.endDraw(drew)
	}
	var heard []Frame
	m.OnFrame = func(f Frame) { heard = append(heard, f) }
	for range 20 {
		frame(time.Millisecond, 0, true)
	}
	frame(time.Millisecond, 40*time.Millisecond, true) // an opening's flush
	frame(0, 0, false)
	frame(0, 0, false)
	m.beginUpdate() // ends the last frame
	f := m.Figures()
	if f.Ticks != 23 || f.Frames != 23 || f.Drawn != 21 {
		t.Fatalf("counted %d ticks, %d frames, %d drawn; want 23, 23, 21", f.Ticks, f.Frames, f.Drawn)
	}
	if f.OwnMax >= 20*time.Millisecond {
		t.Errorf("the longest own cost is %v: the GPU wait was counted", f.OwnMax)
	}
	if f.Longest < 40*time.Millisecond || f.Over2x < 1 {
		t.Errorf("the frame that waited for the GPU is %v long, %d over twice the median %v", f.Longest, f.Over2x, f.Median)
	}
	if f.Median < time.Millisecond || f.Median > 20*time.Millisecond {
		t.Errorf("the median animated frame is %v, want about a millisecond", f.Median)
	}
	if len(heard) != 23 {
		t.Fatalf("OnFrame heard %d frames, want 23", len(heard))
	}
	if w := heard[20]; w.Ticks != 1 || !w.Drew || w.Length < 40*time.Millisecond || w.Own < time.Millisecond || w.Own >= 20*time.Millisecond {
		t.Errorf("the frame that waited was heard as %+v: want one tick that drew, 40 ms long, about 1 ms its own", w)
	}
	if w := heard[21]; w.Drew || w.Ticks != 1 {
		t.Errorf("a frame that did not draw was heard as %+v", w)
	}
	m.Skip()
	m.Reset()
	m.beginUpdate()
	if f := m.Figures(); f.Ticks != 0 || f.Frames != 0 {
		t.Errorf("after Reset and a skipped frame: %+v", f)
	}
}

// TestHistogramQuantiles: quantiles to a bucket, the longest exact.
func TestHistogramQuantiles(t *testing.T) {
	var h histogram
	for i := 1; i <= 100; i++ {
		h.add(time.Duration(i) * time.Millisecond)
	}
	if q := h.quantile(0.5); q < 50*time.Millisecond || q > 51*time.Millisecond {
		t.Errorf("median %v, want 50 ms", q)
	}
	if q := h.quantile(0.99); q < 99*time.Millisecond || q > 100*time.Millisecond {
		t.Errorf("p99 %v, want 99 ms", q)
	}
	if h.max != 100*time.Millisecond || h.over(90*time.Millisecond) != 10 {
		t.Errorf("max %v, over 90 ms %d; want 100 ms, 10", h.max, h.over(90*time.Millisecond))
	}
	h.add(time.Hour)
	if h.quantile(1) != time.Hour {
		t.Errorf("the longest, past the buckets, reads %v", h.quantile(1))
	}
}

// TestFrameMeterSumsAFramesTicks: when Ebitengine runs several ticks in
// one frame (to catch up), the frame's own cost is theirs and its Draw's
// together.
func TestFrameMeterSumsAFramesTicks(t *testing.T) {
	ctx := NewContext(nil, 1)
	m := NewFrameMeter(ctx)
	var heard []Frame
	m.OnFrame = func(f Frame) { heard = append(heard, f) }
	for _, ticks := range []int{1, 3, 2} {
		for range ticks {
			m.beginUpdate()
			time.Sleep(2 * time.Millisecond)
			m.endUpdate()
		}
		m.beginDraw()
		ctx.Frame++
		m.endDraw(true)
	}
	m.beginUpdate()
	if len(heard) != 3 {
		t.Fatalf("heard %d frames, want 3", len(heard))
	}
	for i, want := range []int{1, 3, 2} {
		if f := heard[i]; f.Ticks != want || f.Own < time.Duration(want)*2*time.Millisecond || f.Own > f.Length {
			t.Errorf("frame %d heard as %+v: want %d ticks of 2 ms each, within its length", i, f, want)
		}
	}
}
