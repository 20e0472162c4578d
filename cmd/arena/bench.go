package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"time"

	"salotto/rules"
)

// benchResult is bench's JSON output: random-game throughput of the rules
// engine alone (uniformly random legal moves picked with reused buffers).
type benchResult struct {
	Game          string  `json:"game"`
	Players       int     `json:"players"`
	Games         int     `json:"games"`
	Moves         int     `json:"moves"`
	Seconds       float64 `json:"seconds"`
	GamesPerSec   float64 `json:"games_per_sec"`
	MovesPerSec   float64 `json:"moves_per_sec"`
	AllocsPerGame float64 `json:"allocs_per_game"`
	BytesPerGame  float64 `json:"bytes_per_game"`
}

func cmdBench(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("bench", stderr)
	var tf tableFlags
	tf.register(fs, false)
	seconds := fs.Float64("seconds", 5, "how long to run")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := tf.resolve()
	if err != nil {
		return err
	}
	if *seconds <= 0 {
		return badFlag("-seconds must be positive")
	}
	res, err := bench(t, time.Duration(*seconds*float64(time.Second)))
	if err != nil {
		return err
	}
	j, _ := json.Marshal(res)
	fmt.Fprintln(stdout, string(j))
	return nil
}

// bench plays random games until d has passed (checking the clock between
// games) and counts allocations with runtime.MemStats.
func bench(t *table, d time.Duration) (benchResult, error) {
	r := rand.New(rand.NewPCG(t.seed, 0xbe7c4))
	var toAct []int
	var legal []rules.Move
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := clock()
	deadline := start.Add(d)
	games, moves := 0, 0
	for games == 0 || clock().Before(deadline) {
		seed := t.seed + uint64(games)
		s, err := t.game.Setup(t.opts, seed)
		if err != nil {
			return benchResult{}, err
		}
		for !s.Done() {
			toAct = s.ToAct(toAct[:0])
			if len(toAct) == 0 {
				return benchResult{}, fmt.Errorf("game seed %d: not over but nobody is to act", seed)
			}
			p := toAct[r.IntN(len(toAct))]
			legal = s.Legal(p, legal[:0])
			if len(legal) == 0 {
				return benchResult{}, fmt.Errorf("game seed %d: seat %d is to act with no legal moves", seed, p)
			}
			if _, err := s.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				return benchResult{}, fmt.Errorf("game seed %d: legal move refused: %v", seed, err)
			}
			moves++
		}
		games++
	}
	elapsed := clock().Sub(start).Seconds()
	runtime.ReadMemStats(&after)
	return benchResult{
		Game: t.game.Name(), Players: t.opts.Players, Games: games, Moves: moves,
		Seconds:       round3(elapsed),
		GamesPerSec:   round3(float64(games) / elapsed),
		MovesPerSec:   round3(float64(moves) / elapsed),
		AllocsPerGame: round3(float64(after.Mallocs-before.Mallocs) / float64(games)),
		BytesPerGame:  round3(float64(after.TotalAlloc-before.TotalAlloc) / float64(games)),
	}, nil
}
