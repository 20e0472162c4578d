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
// game of each kind ended (those pay for painting every face once).
type soakLog struct {
	on      bool
	last    time.Time
	longest time.Duration
	measure bool
	ticks   int
	since   time.Time // the last progress line
}

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

// tick notes the time since the last tick, and once a minute how far
// the game on the table has come (moves made, ticks run).
func (s *soakLog) tick(moves int) {
	if !s.on {
		return
	}
	now := time.Now()
	if s.ticks++; s.since.IsZero() {
		s.since = now
	} else if now.Sub(s.since) >= time.Minute {
		fmt.Fprintf(os.Stderr, "soak: progress ticks=%d moves=%d\n", s.ticks, moves) //catalog:exempt a report for the soak script
		s.since = now
	}
	if s.measure && !s.last.IsZero() {
		s.longest = max(s.longest, now.Sub(s.last))
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
	fmt.Fprintf(os.Stderr, "soak: games=%d game=%s heap_bytes=%d rss_bytes=%d longest_tick_ms=%.1f\n", //catalog:exempt a report for the soak script
		n, game, ms.HeapAlloc, residentBytes(), float64(s.longest.Microseconds())/1000)
	s.measure = n >= warm
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
