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

// soakLog is watch mode's report for the soak test (scripts/soak.sh),
// on when SALOTTO_SOAK=1: after each game a line on standard error with
// the games played, the Go heap after a collection, the process's
// resident memory and the longest gap between two ticks since the first
// game of each kind ended (those pay for painting every face once); and
// a line for every gap over soakSlow, saying in which phase of which game
// it came and how many ticks into that phase, so a long frame can be
// traced to its cause.
type soakLog struct {
	on      bool
	last    time.Time
	longest time.Duration
	measure bool
	ticks   int
	since   time.Time // the last progress line

	phase     string // the phase of the game on the screen (see Watch.phase)
	phaseTick int    // ticks since that phase began
	slow      int    // gaps over soakSlow in this game
	game      time.Duration
}

// soakSlow is the gap between two ticks that the soak reports one by one:
// the target's bar, no frame over 100 ms.
const soakSlow = 100 * time.Millisecond

func newSoakLog() *soakLog { return &soakLog{on: os.Getenv("SALOTTO_SOAK") == "1"} }

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

// tick notes the time since the last tick, in phase, and once a minute
// how far the game on the table has come (moves made, ticks run).
func (s *soakLog) tick(moves int, phase string) {
	if !s.on {
		return
	}
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
	if !s.last.IsZero() {
		gap := now.Sub(s.last)
		s.game = max(s.game, gap)
		if s.measure {
			s.longest = max(s.longest, gap)
		}
		if gap > soakSlow {
			s.slow++
			fmt.Fprintf(os.Stderr, "soak: slow tick_ms=%.1f phase=%s phase_tick=%d warm=%t\n", //catalog:exempt a report for the soak script
				float64(gap.Microseconds())/1000, phase, s.phaseTick, s.measure)
		}
	}
	s.last = now
}

// gameOver reports after game n (of game) ended; warm is the games it
// takes to have played each kind once.
func (s *soakLog) gameOver(n, warm int, game string) {
	if !s.on {
		return
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Fprintf(os.Stderr, "soak: games=%d game=%s heap_bytes=%d rss_bytes=%d longest_tick_ms=%.1f game_longest_ms=%.1f game_slow=%d\n", //catalog:exempt a report for the soak script
		n, game, ms.HeapAlloc, residentBytes(), float64(s.longest.Microseconds())/1000, float64(s.game.Microseconds())/1000, s.slow)
	s.measure = n >= warm
	s.game, s.slow = 0, 0
	// the collection and the report are no frame a player waits for
	s.last = time.Time{}
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
