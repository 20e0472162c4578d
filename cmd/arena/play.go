package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// playResult is play's JSON output.
type playResult struct {
	Game          string            `json:"game"`
	Players       int               `json:"players"`
	Options       map[string]string `json:"options,omitempty"`
	Games         int               `json:"games"`
	Seed          uint64            `json:"seed"`
	Budget        string            `json:"budget,omitempty"`
	Seats         []seatResult      `json:"seats"`
	HeadToHead    []headToHead      `json:"head_to_head"`
	Margin        *margin           `json:"margin,omitempty"`
	Errors        int               `json:"errors"`
	GamesPerSec   float64           `json:"games_per_sec"`
	DecisionTimes map[string]timing `json:"decision_times"`
}

// seatResult is how one seat of -seats did over all games. wins counts sole
// wins, shared_wins wins shared with others; win_rate is (wins +
// shared_wins) / games; score_sd is the scores' standard deviation, the
// spread of a solo game's result.
type seatResult struct {
	Bot        string  `json:"bot"`
	Wins       int     `json:"wins"`
	SharedWins int     `json:"shared_wins"`
	WinRate    float64 `json:"win_rate"`
	MeanScore  float64 `json:"mean_score"`
	ScoreSD    float64 `json:"score_sd"`
}

// headToHead is how the first seat of -seats did against one other seat
// over all games: in how many it finished ahead of it, level with it and
// behind it. In a game of more than two players it is the measure of one
// bot against another that par does not blur: the expert against three
// hard bots wins a third of the games outright where par is a quarter, and
// finishes ahead of a given hard bot in some share of the games where par
// is a half.
type headToHead struct {
	Seat      int     `json:"seat"`
	Bot       string  `json:"bot"`
	Ahead     int     `json:"ahead"`
	Level     int     `json:"level"`
	Behind    int     `json:"behind"`
	AheadRate float64 `json:"ahead_rate"`
}

// margin is by how much the first seat of -seats finished ahead of the
// best other seat, in points, over all games (negative when behind): its
// mean, its standard deviation and the half-width of a 95 % interval on
// the mean. Where two bots both win nearly every game against a third,
// the win rates no longer tell them apart, and the margin still may.
type margin struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Half float64 `json:"half_width"`
}

// ahead compares positions a and b at a game's end: 1 when a finished
// ahead (a higher score, or the same score and a winner where b is not),
// -1 when behind, 0 when level.
func ahead(r gameResult, a, b int) int {
	switch sa, sb := r.scores[a], r.scores[b]; {
	case sa > sb:
		return 1
	case sa < sb:
		return -1
	}
	switch wa, wb := slices.Contains(r.winners, a), slices.Contains(r.winners, b); {
	case wa && !wb:
		return 1
	case wb && !wa:
		return -1
	}
	return 0
}

// position is where seat k of -seats sits in game i: seats rotate through
// the starting positions, so every bot plays from every position equally.
func position(seat, game, players int) int { return (seat + game) % players }

func cmdPlay(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("play", stderr)
	var tf tableFlags
	tf.register(fs, true)
	games := fs.Int("games", 100, "number of games")
	budget := fs.Duration("budget", 0, "wall-clock thinking time per decision (default: each bot's own iteration budget)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	workers := fs.Int("parallel", 1, "games played at once, each on a thread of its own (the result does not depend on it)")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := tf.resolve()
	if err != nil {
		return err
	}
	if *games < 1 {
		return badFlag("-games must be at least 1")
	}
	if *budget < 0 {
		return badFlag("-budget must not be negative")
	}
	if *workers < 1 {
		return badFlag("-parallel must be at least 1")
	}
	res, errs := tournament(t, *games, *budget, *workers)
	for i, e := range errs {
		if i == 5 {
			fmt.Fprintf(stderr, "arena: ... and %d more errors\n", len(errs)-5)
			break
		}
		fmt.Fprintln(stderr, "arena:", e)
	}
	if *asJSON {
		out, _ := json.Marshal(res)
		fmt.Fprintln(stdout, string(out))
	} else {
		printPlay(stdout, res)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%d of %d games failed", len(errs), *games)
	}
	return nil
}

// gameResult is one game's outcome, by player position.
type gameResult struct {
	winners []int
	scores  []int
	err     error
}

// tournament plays games games of t with seats rotating, workers at a
// time. Game i is dealt from seed+i and its bots seeded from i alone, so
// the result is the same however many workers play.
func tournament(t *table, games int, budget time.Duration, workers int) (playResult, []error) {
	n := t.opts.Players
	res := playResult{Game: t.game.Name(), Players: n, Options: t.opts.Variant, Games: games, Seed: t.seed}
	if budget > 0 {
		res.Budget = budget.String()
	}
	results := make([]gameResult, games)
	tms := make([]*timings, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	start := clock()
	for w := range tms {
		tms[w] = newTimings()
		wg.Add(1)
		go func(tm *timings) {
			defer wg.Done()
			// The decisions' processor time is the thread's: keep to one.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			levels := make([]string, n)
			for {
				i := int(next.Add(1) - 1)
				if i >= games {
					return
				}
				for k := range t.seats {
					levels[position(k, i, n)] = t.seats[k]
				}
				seed := t.seed + uint64(i)
				m, err := newMatch(t, seed, i, levels, budget, tm)
				if err == nil {
					err = m.play()
				}
				if err != nil {
					results[i].err = fmt.Errorf("game %d (seed %d): %w", i, seed, err)
					continue
				}
				results[i] = gameResult{winners: m.s.Winners(), scores: m.s.Scores()}
			}
		}(tms[w])
	}
	wg.Wait()
	elapsed := clock().Sub(start).Seconds()
	seats := make([]seatResult, n)
	h2h := make([]headToHead, n-1)
	scoreSum, squares := make([]float64, n), make([]float64, n)
	var marginSum, marginSquares float64
	var errs []error
	for i, r := range results {
		if r.err != nil {
			errs = append(errs, r.err)
			continue
		}
		if n > 1 {
			m := float64(bestMargin(r.scores, position(0, i, n)))
			marginSum, marginSquares = marginSum+m, marginSquares+m*m
		}
		for k := range seats {
			p := position(k, i, n)
			scoreSum[k] += float64(r.scores[p])
			squares[k] += float64(r.scores[p]) * float64(r.scores[p])
			if slices.Contains(r.winners, p) {
				if len(r.winners) == 1 {
					seats[k].Wins++
				} else {
					seats[k].SharedWins++
				}
			}
			if k > 0 {
				switch ahead(r, position(0, i, n), p) {
				case 1:
					h2h[k-1].Ahead++
				case 0:
					h2h[k-1].Level++
				default:
					h2h[k-1].Behind++
				}
			}
		}
	}
	done := games - len(errs)
	for k := range seats {
		seats[k].Bot = t.seats[k]
		if done > 0 {
			mean := scoreSum[k] / float64(done)
			seats[k].MeanScore = round3(mean)
			seats[k].ScoreSD = round3(math.Sqrt(max(0, squares[k]/float64(done)-mean*mean)))
			seats[k].WinRate = round3(float64(seats[k].Wins+seats[k].SharedWins) / float64(done))
		}
	}
	for k := range h2h {
		h2h[k].Seat, h2h[k].Bot = k+1, t.seats[k+1]
		if done > 0 {
			h2h[k].AheadRate = round3(float64(h2h[k].Ahead) / float64(done))
		}
	}
	if n > 1 && done > 0 {
		mean := marginSum / float64(done)
		sd := math.Sqrt(max(0, marginSquares/float64(done)-mean*mean))
		res.Margin = &margin{Mean: round3(mean), SD: round3(sd), Half: round3(1.96 * sd / math.Sqrt(float64(done)))}
	}
	res.Seats, res.HeadToHead, res.Errors = seats, h2h, len(errs)
	if elapsed > 0 {
		res.GamesPerSec = round3(float64(games) / elapsed)
	}
	res.DecisionTimes = merge(tms).summary()
	return res, errs
}

// bestMargin is position p's score less the best other score.
func bestMargin(scores []int, p int) int {
	best, any := 0, false
	for q, v := range scores {
		if q != p && (!any || v > best) {
			best, any = v, true
		}
	}
	return scores[p] - best
}

// printPlay prints play's result as a readable table.
func printPlay(w io.Writer, r playResult) {
	fmt.Fprintf(w, "%s, %d players, %d games from seed %d", r.Game, r.Players, r.Games, r.Seed)
	if r.Budget != "" {
		fmt.Fprintf(w, ", %s per decision", r.Budget)
	}
	fmt.Fprintf(w, ": %.1f games/s, %d errors\n", r.GamesPerSec, r.Errors)
	fmt.Fprintf(w, "%-4s %-10s %6s %7s %9s %10s\n", "seat", "bot", "wins", "shared", "win rate", "mean score")
	for k, s := range r.Seats {
		fmt.Fprintf(w, "%-4d %-10s %6d %7d %8.1f%% %10.2f\n", k, s.Bot, s.Wins, s.SharedWins, 100*s.WinRate, s.MeanScore)
	}
	if len(r.HeadToHead) > 0 {
		fmt.Fprintf(w, "seat 0 (%s) head to head:\n", r.Seats[0].Bot)
		for _, h := range r.HeadToHead {
			games := max(1, h.Ahead+h.Level+h.Behind)
			fmt.Fprintf(w, "  against seat %d (%s): ahead %.1f%%, level %.1f%%, behind %.1f%%\n", h.Seat, h.Bot,
				100*float64(h.Ahead)/float64(games), 100*float64(h.Level)/float64(games), 100*float64(h.Behind)/float64(games))
		}
	}
	if m := r.Margin; m != nil {
		fmt.Fprintf(w, "seat 0 (%s) margin over the best other seat: mean %.2f ± %.2f points (sd %.2f)\n", r.Seats[0].Bot, m.Mean, m.Half, m.SD)
	}
	var levels []string
	for l := range r.DecisionTimes {
		levels = append(levels, l)
	}
	slices.Sort(levels)
	fmt.Fprintln(w, "decision times (ms):")
	for _, l := range levels {
		d := r.DecisionTimes[l]
		fmt.Fprintf(w, "  %-10s mean %8.3f  p99 %8.3f  max %8.3f  (%d decisions)", l, d.MeanMS, d.P99MS, d.MaxMS, d.Decisions)
		if threadCPUKnown {
			fmt.Fprintf(w, "; processor mean %.3f, p99 %.3f", d.MeanCPUMS, d.P99CPUMS)
		}
		fmt.Fprintln(w)
	}
}
