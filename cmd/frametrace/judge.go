package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
)

// judged is a trace judged as docs/frames.md says: the median animated
// frame, and each frame over twice it beside its neighbours.
type judged struct {
	frames []frame
	median float64
	long   []longFrame
	logged bool // Ebitengine's log was in the trace (built with -tags ebitenginedebug)
}

// longFrame is a frame over twice the median, with what its neighbours
// held (the median of each figure over the frames around it that drew
// and were not long themselves) and what it held more.
type longFrame struct {
	f     frame
	base  frame
	cause []string
}

// neighbours is how many frames on each side a long frame is compared
// with.
const neighbours = 6

// The causes a long frame is given, in the order they are looked for; a
// frame may have several.
const (
	// the game's: it sent more work to the GPU than the frames around it
	causePainted = "painted"
	// the game's: Go's collector ran a cycle in the frame
	causeCollector = "collector"
	// the game's: the game's own cost (Update and Draw) was long
	causeOwn = "own"
	// the game's: its threads other than the render thread and llvmpipe's
	// (Go's: the collector marking, a goroutine; the GL driver's helpers)
	// ran long beside Update and Draw, and took a core from the renderer
	causeThreads = "threads"
	// the machine's: our threads stood waiting for a core while other
	// programs kept the cores busy
	causeMachine = "machine"
	// the renderer's: the same work as the frames around it, no
	// collection, no wait for a core, and still long
	causeRenderer = "renderer"
)

func judge(frames []frame) judged {
	j := judged{frames: frames}
	var drawn []float64
	for _, f := range frames {
		if f.drew {
			drawn = append(drawn, f.ms)
		}
		j.logged = j.logged || f.logged
	}
	j.median = median(drawn)
	for i, f := range frames {
		if f.ms > 2*j.median {
			j.long = append(j.long, j.compare(i))
		}
	}
	return j
}

// compare sets a long frame beside its neighbours and names its causes.
func (j *judged) compare(i int) longFrame {
	var around []frame
	for d := 1; d <= 4*neighbours && len(around) < 2*neighbours; d++ {
		for _, k := range []int{i - d, i + d} {
			if k >= 0 && k < len(j.frames) && j.frames[k].drew && j.frames[k].ms <= 2*j.median {
				around = append(around, j.frames[k])
			}
		}
	}
	l := longFrame{f: j.frames[i], base: medianFrame(around)}
	f, b := l.f, l.base
	excess := f.ms - b.ms
	if j.logged && morePainting(f.cmds, b.cmds) {
		l.cause = append(l.cause, causePainted)
	}
	if f.gc > 0 {
		l.cause = append(l.cause, causeCollector)
	}
	if f.own-b.own > excess/2 {
		l.cause = append(l.cause, causeOwn)
	}
	// the process's other threads besides Update and Draw, beyond what they ran
	// in the neighbours' frames (on two cores, half the excess is a
	// quarter of the machine)
	if (f.otherRun-f.own)-(b.otherRun-b.own) > excess/2 {
		l.cause = append(l.cause, causeThreads)
	}
	// what other programs ran meanwhile, on either core, beyond what they
	// ran in the neighbours' frames: over half the excess is a quarter of
	// the machine's two cores taken from the frame's extra time
	if othersRun(f)-othersRun(b) > excess/2 {
		l.cause = append(l.cause, causeMachine)
	}
	if len(l.cause) == 0 {
		l.cause = append(l.cause, causeRenderer)
	}
	return l
}

// othersRun is how long the machine's cores ran anything but this
// process and its X server during f (to the kernel's 10 ms tick).
func othersRun(f frame) float64 {
	return max(0, f.busy-(f.mainRun+f.rasterRun+f.otherRun+f.xRun))
}

// morePainting reports that a frame sent clearly more work to images
// other than the screen than its neighbours did: a new texture, pixels
// uploaded, or more drawing commands.
func morePainting(c, b commands) bool {
	return c.newImages > b.newImages ||
		c.uploadPixels > max(4096, 2*b.uploadPixels) ||
		c.offDraws > b.offDraws+max(4, b.offDraws/4) ||
		c.reads > b.reads
}

// medianFrame is a frame whose every figure is the median of fs's.
func medianFrame(fs []frame) frame {
	if len(fs) == 0 {
		return frame{}
	}
	f := func(get func(frame) float64) float64 {
		v := make([]float64, len(fs))
		for i, x := range fs {
			v[i] = get(x)
		}
		return median(v)
	}
	i := func(get func(frame) int) int { return int(f(func(x frame) float64 { return float64(get(x)) })) }
	return frame{
		ms: f(func(x frame) float64 { return x.ms }), own: f(func(x frame) float64 { return x.own }),
		gc: i(func(x frame) int { return x.gc }), ticks: i(func(x frame) int { return x.ticks }),
		allocKB: f(func(x frame) float64 { return x.allocKB }),
		mainRun: f(func(x frame) float64 { return x.mainRun }), mainWait: f(func(x frame) float64 { return x.mainWait }),
		rasterRun: f(func(x frame) float64 { return x.rasterRun }), rasterWait: f(func(x frame) float64 { return x.rasterWait }),
		otherRun: f(func(x frame) float64 { return x.otherRun }), otherWait: f(func(x frame) float64 { return x.otherWait }),
		xRun: f(func(x frame) float64 { return x.xRun }), xWait: f(func(x frame) float64 { return x.xWait }),
		busy: f(func(x frame) float64 { return x.busy }), stall: f(func(x frame) float64 { return x.stall }),
		cmds: commands{
			flushes:     i(func(x frame) int { return x.cmds.flushes }),
			screenDraws: i(func(x frame) int { return x.cmds.screenDraws }), offDraws: i(func(x frame) int { return x.cmds.offDraws }),
			copies: i(func(x frame) int { return x.cmds.copies }), clears: i(func(x frame) int { return x.cmds.clears }),
			screenIdx: i(func(x frame) int { return x.cmds.screenIdx }), offIdx: i(func(x frame) int { return x.cmds.offIdx }),
			newImages: i(func(x frame) int { return x.cmds.newImages }), newPixels: i(func(x frame) int { return x.cmds.newPixels }),
			uploads: i(func(x frame) int { return x.cmds.uploads }), uploadPixels: i(func(x frame) int { return x.cmds.uploadPixels }),
			reads: i(func(x frame) int { return x.cmds.reads }),
		},
	}
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// report writes the judgement: the figures, the long frames by cause and
// phase, and the longest of them beside their neighbours.
func report(w io.Writer, j judged, list int) {
	longest := 0.0
	for _, f := range j.frames {
		longest = max(longest, f.ms)
	}
	fmt.Fprintf(w, "frames:  %d, median animated %.1f ms, longest %.1f ms (%.2fx); %d over 2x the median (%.2f %%)\n", //catalog:exempt terminal output
		len(j.frames), j.median, longest, longest/max(j.median, 1e-9), len(j.long), 100*float64(len(j.long))/float64(len(j.frames)))
	if !j.logged {
		fmt.Fprintln(w, "(no Ebitengine log in the trace: build with -tags ebitenginedebug to see each frame's commands)") //catalog:exempt terminal output
	}
	byCause := map[string]int{}
	byPhase := map[string]int{}
	for _, l := range j.long {
		byCause[strings.Join(l.cause, "+")]++
		byPhase[l.f.game+" "+l.f.phase]++
	}
	fmt.Fprintln(w, "long frames by cause:") //catalog:exempt terminal output
	for _, k := range sortedKeys(byCause) {
		fmt.Fprintf(w, "  %-28s %d\n", k, byCause[k]) //catalog:exempt terminal output
	}
	fmt.Fprintln(w, "long frames by game and phase:") //catalog:exempt terminal output
	for _, k := range sortedKeys(byPhase) {
		fmt.Fprintf(w, "  %-28s %d\n", k, byPhase[k]) //catalog:exempt terminal output
	}
	ls := slices.Clone(j.long)
	slices.SortFunc(ls, func(a, b longFrame) int { return cmp.Compare(b.f.ms, a.f.ms) })
	if len(ls) > list {
		ls = ls[:list]
	}
	if len(ls) == 0 {
		return
	}
	fmt.Fprintln(w, "the longest, each over its neighbours' median (frame: ms own gc | off-screen draws, new textures, uploaded px, screen indices | renderer run/wait, game threads run/wait, X run/wait, others' run ms):") //catalog:exempt terminal output
	for _, l := range ls {
		f, b := l.f, l.base
		fmt.Fprintf(w, "  #%d %s %s tick %d: %.1f/%.1f ms own %.1f/%.1f gc %d | off %d/%d new %d/%d up %d/%d scr %d/%d | rast %.0f/%.0f wait %.0f/%.0f, go %.0f/%.0f wait %.0f/%.0f, X %.0f/%.0f wait %.0f/%.0f, others %.0f/%.0f  [%s]\n", //catalog:exempt terminal output
			f.n, f.game, f.phase, f.phaseTick, f.ms, b.ms, f.own, b.own, f.gc,
			f.cmds.offDraws, b.cmds.offDraws, f.cmds.newImages, b.cmds.newImages, f.cmds.uploadPixels, b.cmds.uploadPixels, f.cmds.screenIdx, b.cmds.screenIdx,
			f.rasterRun, b.rasterRun, f.rasterWait, b.rasterWait, f.otherRun, b.otherRun, f.otherWait, b.otherWait, f.xRun, b.xRun, f.xWait, b.xWait,
			othersRun(f), othersRun(b), strings.Join(l.cause, "+"))
	}
}

func sortedKeys(m map[string]int) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.SortFunc(ks, func(a, b string) int { return cmp.Or(cmp.Compare(m[b], m[a]), cmp.Compare(a, b)) })
	return ks
}
