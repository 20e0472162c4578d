package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// frame is one frame of the trace: the soak's line for it, and what
// Ebitengine's debug log said it sent to the GPU.
type frame struct {
	n          int
	game       string
	phase      string
	phaseTick  int
	warm, drew bool
	skipped    bool // the soak left it out: its report between games
	ticks      int
	// the soak's figures (tables/kit/watch_trace.go), in milliseconds
	ms, own               float64
	gc                    int
	allocKB               float64
	mainRun, mainWait     float64
	rasterRun, rasterWait float64
	otherRun, otherWait   float64
	xRun, xWait           float64
	busy, stall           float64
	cmds                  commands
	logged                bool // Ebitengine's log covered the frame
}

// commands counts what Ebitengine's debug log (-tags ebitenginedebug)
// listed for a frame: every flush of its command queue.
type commands struct {
	flushes int
	// draw-triangles into the game's screen (the image Ebitengine hands
	// Draw, which it then copies onto the window's framebuffer), and the
	// indices they drew
	screenDraws, screenIdx int
	// draw-triangles into any other image: painting into a cache, a
	// texture made, Ebitengine moving an image onto or off its atlas
	offDraws, offIdx int
	copies           int // of those, copies (blend copy: Ebitengine moving an image)
	clears           int // of those, clears
	// the frame's draws, until the game's screen is known
	draws                []draw
	newImages            int // new-image: a texture made (an atlas page, or an image too big for one)
	newPixels            int // their area
	disposed             int
	uploads              int // write-pixels regions: pixels sent from the CPU
	uploadPixels         int
	reads                int // read-pixels
	shaders              int // new-shader
	textures, texturePix int // textures alive at the frame's end (Internal image sizes)
}

// draw is one draw-triangles command: into which image, how many indices,
// whether a copy or a clear.
type draw struct {
	dst         string
	idx         int
	copy, clear bool
}

// parse reads a trace: the soak's standard output with SALOTTO_SOAK_TRACE=1,
// built with or without -tags ebitenginedebug.
func parse(r io.Reader) ([]frame, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var frames []frame
	var c commands
	logged, inSizes := false, false
	screen := "" // the game's screen: the image drawn onto the window's framebuffer
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "frametrace: "):
			f := parseLine(line[len("frametrace: "):])
			screen = c.sortDraws(screen)
			f.cmds, f.logged = c, logged
			frames = append(frames, f)
			c, logged = commands{}, false
		case line == "----":
			logged, inSizes = true, false
		case line == "Graphics commands:":
			c.flushes++
			inSizes = false
		case line == "Internal image sizes:":
			inSizes = true
			c.textures, c.texturePix = 0, 0
		case strings.HasPrefix(line, "  "):
			if inSizes {
				c.addTexture(line)
			} else {
				c.addCommand(strings.TrimSpace(line))
			}
		}
	}
	return frames, sc.Err()
}

// parseLine reads the fields of a frametrace line (key=value, space apart).
func parseLine(s string) frame {
	var f frame
	nums := map[string]*float64{
		"ms": &f.ms, "own_ms": &f.own, "alloc_kb": &f.allocKB,
		"main_run": &f.mainRun, "main_wait": &f.mainWait, "raster_run": &f.rasterRun, "raster_wait": &f.rasterWait,
		"other_run": &f.otherRun, "other_wait": &f.otherWait, "x_run": &f.xRun, "x_wait": &f.xWait,
		"busy_ms": &f.busy, "stall_ms": &f.stall,
	}
	ints := map[string]*int{"n": &f.n, "phase_tick": &f.phaseTick, "ticks": &f.ticks, "gc": &f.gc}
	for _, kv := range strings.Fields(s) {
		k, v, _ := strings.Cut(kv, "=")
		num, _ := strconv.ParseFloat(v, 64)
		if p := nums[k]; p != nil {
			*p = num
		} else if p := ints[k]; p != nil {
			*p = int(num)
		}
		switch k {
		case "game":
			f.game = v
		case "phase":
			f.phase = v
		case "warm":
			f.warm = v == "true"
		case "skipped":
			f.skipped = v == "true"
		case "drew":
			f.drew = v == "true"
		}
	}
	return f
}

// addTexture reads a line of "Internal image sizes": "  ID: (W, H)".
func (c *commands) addTexture(line string) {
	_, dims, ok := strings.Cut(line, "(")
	if !ok {
		return
	}
	dims, _, _ = strings.Cut(dims, ")")
	ws, hs, _ := strings.Cut(dims, ",")
	w, _ := strconv.Atoi(strings.TrimSpace(ws))
	h, _ := strconv.Atoi(strings.TrimSpace(hs))
	c.textures++
	c.texturePix += w * h
}

// addCommand counts one command of a flush.
func (c *commands) addCommand(cmd string) {
	switch {
	case strings.HasPrefix(cmd, "draw-triangles: "):
		dst, rest, _ := strings.Cut(strings.TrimPrefix(cmd, "draw-triangles: dst: "), " <-")
		if strings.Contains(dst, "(screen)") {
			// the window's framebuffer: its source is the game's screen
			src := strings.TrimPrefix(rest, " src: [")
			src, _, _ = strings.Cut(src, ",")
			if !strings.Contains(cmd, "blend: (copy)") {
				c.draws = append(c.draws, draw{dst: "window:" + src})
			}
			return
		}
		c.draws = append(c.draws, draw{dst: dst, idx: intAfter(cmd, "num of indices: "),
			copy: strings.Contains(cmd, "blend: (copy)"), clear: strings.Contains(cmd, "blend: (clear)")})
	case strings.HasPrefix(cmd, "new-image: "):
		c.newImages++
		c.newPixels += intAfter(cmd, "width: ") * intAfter(cmd, "height: ")
	case strings.HasPrefix(cmd, "dispose-image: "):
		c.disposed++
	case strings.HasPrefix(cmd, "write-pixels: "):
		for _, reg := range strings.Split(cmd, "region: ")[1:] {
			c.uploads++
			c.uploadPixels += regionArea(reg)
		}
	case strings.HasPrefix(cmd, "read-pixels: "):
		c.reads++
	case strings.HasPrefix(cmd, "new-shader"):
		c.shaders++
	}
}

// sortDraws counts the frame's draws into the game's screen and into
// other images, learning the game's screen from the frame's last draw
// onto the window (screen is the one known before); it returns the game's
// screen.
func (c *commands) sortDraws(screen string) string {
	for _, d := range c.draws {
		if s, ok := strings.CutPrefix(d.dst, "window:"); ok {
			screen = s
		}
	}
	for _, d := range c.draws {
		switch {
		case strings.HasPrefix(d.dst, "window:"):
		case d.dst == screen:
			c.screenDraws++
			c.screenIdx += d.idx
		default:
			c.offDraws++
			c.offIdx += d.idx
			if d.copy {
				c.copies++
			}
			if d.clear {
				c.clears++
			}
		}
	}
	c.draws = nil
	return screen
}

// intAfter reads the integer that follows key in s (0 when absent).
func intAfter(s, key string) int {
	_, rest, ok := strings.Cut(s, key)
	if !ok {
		return 0
	}
	end := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(rest)
	}
	n, _ := strconv.Atoi(rest[:end])
	return n
}

// regionArea is the area of "(x0,y0)-(x1,y1)".
func regionArea(s string) int {
	var x0, y0, x1, y1 int
	p := strings.NewReplacer("(", " ", ")", " ", ",", " ", "-", " ").Replace(s)
	f := strings.Fields(p)
	if len(f) < 4 {
		return 0
	}
	x0, _ = strconv.Atoi(f[0])
	y0, _ = strconv.Atoi(f[1])
	x1, _ = strconv.Atoi(f[2])
	y1, _ = strconv.Atoi(f[3])
	return max(0, x1-x0) * max(0, y1-y0)
}
