//go:build !js

package kit

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"salotto/scenes"
)

// soakLog is watch mode's report for the soak test (scripts/soak.sh), on
// when SALOTTO_SOAK=1. Frames are judged as docs/frames.md says, by a
// scenes.FrameMeter on the app: the game's own cost per tick, and each
// frame's length against the run's median animated frame. After each game
// it writes a line on standard error with the games played, the Go heap
// after a collection, the process's resident memory, and those figures
// since the first game of each kind ended (those pay for painting every
// face once); and a line for every tick that cost the game over ownSlow
// and every frame over twice the running median, saying in which phase of
// which game it came and how many ticks into that phase, so that it can be
// traced to its cause.
type soakLog struct {
	on      bool
	ctx     *scenes.Context
	meter   *scenes.FrameMeter
	measure bool // the warm games are over
	ticks   int
	since   time.Time // the last progress line

	trace     *frameTrace // every frame, when SALOTTO_SOAK_TRACE=1
	game      string      // the game on the screen
	phase     string      // the phase of the game on the screen (see Watch.phase)
	phaseTick int         // ticks since that phase began
	hitches   int         // frames over twice the median in this game
	// the last game reported, and the frame its report took
	reportedGame int
	reportFrame  uint64
	longest      time.Duration
}

// ownSlow is the game's own cost of a tick that the soak reports one by
// one: the target's bar for any tick.
const ownSlow = 16 * time.Millisecond

func newSoakLog(ctx *scenes.Context) *soakLog {
	s := &soakLog{on: os.Getenv("SALOTTO_SOAK") == "1", ctx: ctx}
	if !s.on {
		return s
	}
	s.meter = scenes.NewFrameMeter(ctx)
	ctx.Meter = s.meter
	s.meter.OnTick = func(own time.Duration) {
		if own > ownSlow {
			fmt.Fprintf(os.Stderr, "soak: costly own_ms=%.1f phase=%s phase_tick=%d warm=%t\n", //catalog:exempt a report for the soak script
				ms(own), s.phase, s.phaseTick, s.measure)
		}
	}
	s.trace = newFrameTrace()
	s.meter.OnFrame = func(fr scenes.Frame) {
		d, drew := fr.Length, fr.Drew
		if s.trace != nil {
			s.trace.frame(fr, s.game, s.phase, s.phaseTick, s.measure)
		}
		if fr.Skipped {
			return
		}
		s.longest = max(s.longest, d)
		if m := s.meter.RunningMedian(); m > 0 && d > 2*m {
			s.hitches++
			fmt.Fprintf(os.Stderr, "soak: hitch frame_ms=%.1f median_ms=%.1f drew=%t phase=%s phase_tick=%d warm=%t\n", //catalog:exempt a report for the soak script
				ms(d), ms(m), drew, s.phase, s.phaseTick, s.measure)
		}
	}
	return s
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// soakPace is how many times faster than the player's speed a soak plays:
// more games an hour, so more of everything a game allocates and frees.
const soakPace = 4

// pace is the factor watch mode plays faster by: soakPace in a soak, else 1.
func (s *soakLog) pace() int {
	if s.on {
		return soakPace
	}
	return 1
}

// speed is the animation speed a soak's tables follow (nil: the player's).
func (s *soakLog) speed(ctx *scenes.Context) func() float64 {
	if !s.on {
		return nil
	}
	return func() float64 { return ctx.Settings.AnimationSpeed * soakPace }
}

// tick notes that a tick begins in phase of game, and once a minute how
// far the game on the table has come (moves made, ticks run).
func (s *soakLog) tick(moves int, game, phase string) {
	if !s.on {
		return
	}
	s.game = game
	if phase != s.phase {
		s.phase, s.phaseTick = phase, 0
	}
	s.phaseTick++
	now := time.Now()
	if s.ticks++; s.since.IsZero() {
		s.since = now
	} else if now.Sub(s.since) >= time.Minute {
		fmt.Fprintf(os.Stderr, "soak: progress ticks=%d moves=%d\n", s.ticks, moves) //catalog:exempt a report for the soak script
		s.since = now
	}
}

// reported reports, once game n (of game) has ended, that the soak's
// collection and report for it are made: they take a frame of their own,
// which the measure leaves out, and the next table is built in the frame
// after it, measured like any other (the building of a table is a frame
// a player waits for). It is true until that next frame begins (for one
// tick where nothing counts frames), and always false when no soak runs.
// warm is the games it takes to have played each kind once.
func (s *soakLog) reported(n, warm int, game string) bool {
	if !s.on {
		return false
	}
	if s.reportedGame != n {
		s.reportedGame, s.reportFrame = n, s.ctx.Frame
		s.gameOver(n, warm, game)
		return true
	}
	return s.ctx.Frame != 0 && s.ctx.Frame == s.reportFrame
}

// gameOver reports after game n (of game) ended.
func (s *soakLog) gameOver(n, warm int, game string) {
	// the collection and the report are no frame a player waits for
	s.meter.Skip()
	runtime.GC()
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	f := s.meter.Figures()
	if !s.measure {
		f = scenes.FrameFigures{}
	}
	fmt.Fprintf(os.Stderr, "soak: games=%d game=%s heap_bytes=%d rss_bytes=%d own_p99_ms=%.2f own_max_ms=%.1f "+ //catalog:exempt a report for the soak script
		"frame_median_ms=%.1f frame_longest_ms=%.1f frames_over_2x=%d frames=%d game_longest_ms=%.1f game_hitches=%d\n",
		n, game, mem.HeapAlloc, residentBytes(), ms(f.OwnP99), ms(f.OwnMax), ms(f.Median), ms(f.Longest), f.Over2x, f.Frames,
		ms(s.longest), s.hitches)
	if !s.measure && n >= warm {
		s.measure = true
		s.meter.Reset()
	}
	s.longest, s.hitches = 0, 0
}

// residentBytes is the process's resident set size (Linux; 0 elsewhere).
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}
