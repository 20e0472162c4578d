package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/ruletest/toy"
)

// The tests play the toy games, which the catalog does not list, beside
// whatever real games are registered.
func init() {
	lookup = func(name string) (rules.Game, error) {
		for _, g := range []rules.Game{toy.Nim{}, toy.Prizes{}} {
			if g.Name() == name {
				return g, nil
			}
		}
		return catalog.Lookup(name)
	}
}

func arena(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func decode[T any](t *testing.T, s string) T {
	t.Helper()
	var v T
	d := json.NewDecoder(strings.NewReader(s))
	d.DisallowUnknownFields()
	if err := d.Decode(&v); err != nil {
		t.Fatalf("output is not the expected JSON: %v\n%s", err, s)
	}
	return v
}

func TestPlayPrintsTheTournament(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "prizes", "-players", "3", "-seats", "mcts,random,random", "-games", "30", "-seed", "4", "-options", "cards=6", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	if r.Game != "prizes" || r.Players != 3 || r.Games != 30 || r.Seed != 4 || r.Errors != 0 || r.GamesPerSec <= 0 || r.Options["cards"] != "6" {
		t.Errorf("header wrong: %+v", r)
	}
	if len(r.Seats) != 3 || r.Seats[0].Bot != "mcts" || r.Seats[1].Bot != "random" {
		t.Fatalf("seats wrong: %+v", r.Seats)
	}
	wins := 0
	for _, s := range r.Seats {
		wins += s.Wins + s.SharedWins
	}
	if wins < 30 {
		t.Errorf("%d wins over 30 games: every game has a winner", wins)
	}
	if r.Seats[0].WinRate <= r.Seats[1].WinRate {
		t.Errorf("mcts won %.2f, random %.2f", r.Seats[0].WinRate, r.Seats[1].WinRate)
	}
	for _, l := range []string{"mcts", "random"} {
		d, ok := r.DecisionTimes[l]
		if !ok || d.Decisions == 0 || d.MeanMS < 0 || d.P99MS > d.MaxMS || d.MeanMS > d.MaxMS || d.MeanCPUMS < 0 || threadCPUKnown && l == "mcts" && d.MeanCPUMS <= 0 {
			t.Errorf("decision times of %s: %+v", l, d)
		}
	}
	if r.Seats[0].ScoreSD <= 0 {
		t.Errorf("scores vary from game to game, yet their spread is %v", r.Seats[0].ScoreSD)
	}
	if !strings.Contains(out, `"shared_wins"`) || !strings.Contains(out, `"mean_score"`) || !strings.Contains(out, `"p99_ms"`) || !strings.Contains(out, `"mean_cpu_ms"`) {
		t.Errorf("missing fields in %s", out)
	}
}

// The first seat's record against each other seat adds up to the games,
// and in a two-player game it is the outright wins, the shared ones and
// the losses.
func TestPlayCountsTheFirstSeatHeadToHead(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "prizes", "-players", "3", "-seats", "mcts,random,random", "-games", "30", "-seed", "4", "-options", "cards=6", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	if len(r.HeadToHead) != 2 {
		t.Fatalf("head to head against %d seats, want 2: %+v", len(r.HeadToHead), r.HeadToHead)
	}
	for k, h := range r.HeadToHead {
		if h.Seat != k+1 || h.Bot != "random" || h.Ahead+h.Level+h.Behind != 30 {
			t.Errorf("head to head %d: %+v", k, h)
		}
		if h.Ahead <= h.Behind {
			t.Errorf("mcts finished ahead of random in %d games and behind in %d", h.Ahead, h.Behind)
		}
		if h.AheadRate != round3(float64(h.Ahead)/30) {
			t.Errorf("ahead rate %v of %d games in 30", h.AheadRate, h.Ahead)
		}
	}
	code, out, errs = arena(t, "play", "-game", "nim", "-seats", "mcts,random", "-games", "20", "-seed", "2", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r = decode[playResult](t, out)
	h, first, second := r.HeadToHead[0], r.Seats[0], r.Seats[1]
	if h.Ahead != first.Wins || h.Behind != second.Wins || h.Level != first.SharedWins {
		t.Errorf("two players: head to head %+v, seats %+v and %+v", h, first, second)
	}
}

// The margin is the first seat's score less the best other seat's, game
// by game: in a two-player game its mean is the difference of the two
// mean scores, and a bot that wins more than it loses is ahead on it.
func TestPlayMeasuresTheFirstSeatsMargin(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "prizes", "-players", "2", "-seats", "mcts,random", "-games", "30", "-seed", "4", "-options", "cards=6", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	m := r.Margin
	if m == nil {
		t.Fatalf("no margin in %s", out)
	}
	if want := r.Seats[0].MeanScore - r.Seats[1].MeanScore; math.Abs(m.Mean-want) > 0.002 {
		t.Errorf("margin %v, but the mean scores differ by %v", m.Mean, want)
	}
	if m.Mean <= 0 || m.SD <= 0 || m.Half <= 0 || m.Half >= m.SD {
		t.Errorf("mcts against random: margin %+v", m)
	}
	if got := bestMargin([]int{7, 12, 9}, 0); got != -5 {
		t.Errorf("7 against 12 and 9: margin %d, want -5", got)
	}
	if got := bestMargin([]int{7, 3, 5}, 0); got != 2 {
		t.Errorf("7 against 3 and 5: margin %d, want 2", got)
	}
}

// The flat Monte Carlo seats play every game, the one of ten times the
// playouts as well.
func TestFlatSeatsPlay(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "nim", "-seats", "flatmc10,flatmc", "-games", "2", "-seed", "3", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	if r.Errors != 0 || r.DecisionTimes["flatmc10"].Decisions == 0 || r.DecisionTimes["flatmc"].Decisions == 0 {
		t.Errorf("flat seats: %s", out)
	}
}

func TestPlayReadableWithoutJSON(t *testing.T) {
	code, out, _ := arena(t, "play", "-game", "nim", "-seats", "random,random", "-games", "5")
	if code != 0 || !strings.Contains(out, "win rate") || !strings.Contains(out, "random") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

// Seats rotate: over a full cycle, each seat sits once in each position.
func TestSeatsRotateThroughPositions(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for k := 0; k < n; k++ {
			seen := map[int]bool{}
			for game := 0; game < n; game++ {
				seen[position(k, game, n)] = true
			}
			if len(seen) != n {
				t.Errorf("%d players: seat %d sits in positions %v over %d games", n, k, seen, n)
			}
		}
		for game := 0; game < n; game++ {
			taken := map[int]bool{}
			for k := 0; k < n; k++ {
				taken[position(k, game, n)] = true
			}
			if len(taken) != n {
				t.Errorf("%d players, game %d: two seats share a position", n, game)
			}
		}
	}
}

func TestPlayWithAClockBudget(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "prizes", "-players", "2", "-seats", "mcts,mcts", "-games", "2", "-budget", "3ms", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	if r.Budget != "3ms" || r.DecisionTimes["mcts"].Decisions == 0 {
		t.Errorf("%+v", r)
	}
}

func TestBadFlagsExit2(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "-game", "chess"}, `unknown game "chess"`},
		{[]string{"play"}, "-game is required"},
		{[]string{"play", "-game", "nim", "-players", "9"}, "nim takes 2 to 4 players, not 9"},
		{[]string{"play", "-game", "nim", "-players", "3", "-seats", "random,random"}, "2 seats for 3 players"},
		{[]string{"play", "-game", "nim", "-seats", "random,genius"}, `no bot level "genius"`},
		{[]string{"play", "-game", "nim", "-options", "pile"}, `"pile" is not key=value`},
		{[]string{"play", "-game", "nim", "-options", "colour=red"}, `unknown option "colour"`},
		{[]string{"play", "-game", "nim", "-games", "0"}, "-games must be at least 1"},
		{[]string{"play", "-game", "nim", "-frobnicate"}, "flag provided but not defined"},
		{[]string{"play", "-game", "nim", "extra"}, `unexpected argument "extra"`},
		{[]string{"bench", "-game", "nim", "-seconds", "-1"}, "-seconds must be positive"},
		{[]string{"record", "-game", "nim", "-players", "1"}, "nim takes 2 to 4 players, not 1"},
		{[]string{"replay"}, "one record file"},
		{[]string{"dance"}, `unknown command "dance"`},
		{nil, "usage"},
	} {
		code, _, errs := arena(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("arena %v: exit %d, stderr %q; want exit 2 mentioning %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestRecordThenReplay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	code, out, errs := arena(t, "record", "-game", "prizes", "-players", "3", "-seats", "mcts,random,random", "-seed", "9", "-out", file)
	if code != 0 {
		t.Fatalf("record: exit %d: %s", code, errs)
	}
	rec := decode[replayResult](t, out)
	code, out, errs = arena(t, "replay", file)
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errs)
	}
	rep := decode[replayResult](t, out)
	if !rep.OK || !rep.Done || rep.Game != "prizes" || rep.Moves != rec.Moves || rep.FinalHash != rec.FinalHash || len(rep.Scores) != 3 || len(rep.Winners) == 0 {
		t.Errorf("record said %+v, replay says %+v", rec, rep)
	}
	// The same seed and seats record the same game.
	again := filepath.Join(t.TempDir(), "again.json")
	arena(t, "record", "-game", "prizes", "-players", "3", "-seats", "mcts,random,random", "-seed", "9", "-out", again)
	a, _ := os.ReadFile(file)
	b, _ := os.ReadFile(again)
	if !bytes.Equal(a, b) {
		t.Error("recording twice with the same seed gave different games")
	}
}

func TestRecordToStdout(t *testing.T) {
	code, out, _ := arena(t, "record", "-game", "nim", "-seats", "random,mcts", "-seed", "2")
	if code != 0 || !strings.Contains(out, `"game": "nim"`) || !strings.Contains(out, `"move":"take`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestReplayOfABadRecordNamesTheMove(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	if code, _, errs := arena(t, "record", "-game", "nim", "-seats", "random,random", "-options", "pile=9,start=0", "-seed", "3", "-out", file); code != 0 {
		t.Fatal(errs)
	}
	data, _ := os.ReadFile(file)
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.Contains(l, `"player":1,`) { // seat 1's first move, index 1
			lines[i] = strings.Replace(l, `"player":1,`, `"player":0,`, 1)
			break
		}
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644)
	code, out, errs := arena(t, "replay", bad)
	if code != 1 || !strings.Contains(errs, "index 1") || !strings.Contains(errs, "seat 1's turn") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	r := decode[replayResult](t, out)
	if r.OK || r.BadMove == nil || r.BadMove.Index != 1 || r.BadMove.Player != 0 || !strings.HasPrefix(r.BadMove.Move, "take ") {
		t.Errorf("%+v", r)
	}

	damaged := filepath.Join(dir, "damaged.json")
	os.WriteFile(damaged, data[:len(data)/2], 0o644)
	if code, _, errs := arena(t, "replay", damaged); code != 1 || !strings.Contains(errs, "damaged record") {
		t.Errorf("damaged record: exit %d, %q", code, errs)
	}
	if code, _, errs := arena(t, "replay", filepath.Join(dir, "missing.json")); code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
}

func TestBench(t *testing.T) {
	code, out, errs := arena(t, "bench", "-game", "prizes", "-players", "4", "-seconds", "0.2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[benchResult](t, out)
	if r.Games == 0 || r.GamesPerSec <= 0 || r.MovesPerSec < r.GamesPerSec || r.AllocsPerGame <= 0 {
		t.Errorf("%+v", r)
	}
}

// Every game in the catalog joins the arena without further work: a short
// tournament of its levels and a bench run.
func TestRegisteredGamesPlay(t *testing.T) {
	if len(catalog.All()) == 0 {
		t.Log("no games registered yet")
	}
	for _, g := range catalog.All() {
		lo, _ := g.PlayerRange()
		seats := make([]string, lo)
		for i := range seats {
			seats[i] = "random"
		}
		code, out, errs := arena(t, "play", "-game", g.Name(), "-seats", strings.Join(seats, ","), "-games", "3", "-json")
		if code != 0 {
			t.Errorf("%s: play exit %d: %s", g.Name(), code, errs)
			continue
		}
		if r := decode[playResult](t, out); r.Errors != 0 || r.Games != 3 {
			t.Errorf("%s: %+v", g.Name(), r)
		}
		if code, _, errs := arena(t, "bench", "-game", g.Name(), "-seconds", "0.05"); code != 0 {
			t.Errorf("%s: bench exit %d: %s", g.Name(), code, errs)
		}
	}
}

// A game may give its levels arguments (HMS Dolores's talking personality,
// "hard:bluffer"); the arena lets the game judge the seat, and still refuses
// one the game refuses.
func TestSeatLevelJudgedByTheGame(t *testing.T) {
	if _, err := catalog.Lookup("dolores"); err != nil {
		t.Fatal(err)
	}
	code, out, errs := arena(t, "play", "-game", "dolores", "-players", "2", "-seats", "hard:bluffer,normal", "-games", "2", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := decode[playResult](t, out); r.Seats[0].Bot != "hard:bluffer" {
		t.Errorf("seat 0 is %q", r.Seats[0].Bot)
	}
	if code, _, errs := arena(t, "play", "-game", "dolores", "-players", "2", "-seats", "hard:liar,normal"); code != 2 || !strings.Contains(errs, `"hard:liar"`) {
		t.Errorf("unknown personality: exit %d, %s", code, errs)
	}
}

// Every game seats the flat player, which no game lists among its levels,
// and it beats random players at the toy auction.
func TestFlatSeatInEveryGame(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "prizes", "-players", "2", "-seats", "flatmc,random", "-games", "20", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode[playResult](t, out)
	if r.Seats[0].Bot != "flatmc" || r.Errors != 0 || r.Seats[0].WinRate <= r.Seats[1].WinRate {
		t.Errorf("%+v", r)
	}
	if code, _, errs := arena(t, "play", "-game", "nim", "-seats", "random,genius"); code != 2 || !strings.Contains(errs, "flatmc") {
		t.Errorf("the levels listed for a bad seat should name flatmc: exit %d, %s", code, errs)
	}
}

// Games played at once give the result games played one by one give.
func TestPlayInParallelIsTheSame(t *testing.T) {
	var seats [2][]seatResult
	var decisions [2]int
	for i, workers := range []string{"1", "3"} {
		code, out, errs := arena(t, "play", "-game", "prizes", "-players", "3", "-seats", "mcts,random,random", "-games", "24", "-seed", "7", "-parallel", workers, "-json")
		if code != 0 {
			t.Fatalf("-parallel %s: exit %d: %s", workers, code, errs)
		}
		r := decode[playResult](t, out)
		seats[i] = r.Seats
		decisions[i] = r.DecisionTimes["mcts"].Decisions
	}
	if !slices.Equal(seats[0], seats[1]) || decisions[0] != decisions[1] || decisions[0] == 0 {
		t.Errorf("one at a time: %+v (%d decisions)\nthree at once: %+v (%d decisions)", seats[0], decisions[0], seats[1], decisions[1])
	}
	if code, _, errs := arena(t, "play", "-game", "nim", "-parallel", "0"); code != 2 || !strings.Contains(errs, "-parallel") {
		t.Errorf("-parallel 0: exit %d, %s", code, errs)
	}
}

// A ceiling seat plays in the arena and sees the real game: the necklace
// game's clairvoyant beats the random bot in every game of a short match,
// and a game names its ceiling seats when a seat is unknown.
func TestCeilingSeats(t *testing.T) {
	code, out, errs := arena(t, "play", "-game", "necklace", "-seats", "clairvoyant,random", "-games", "6", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := decode[playResult](t, out); r.Seats[0].Wins < 5 {
		t.Errorf("the clairvoyant won %d of 6 against random", r.Seats[0].Wins)
	}
	code, _, errs = arena(t, "play", "-game", "dolcevita", "-seats", "clairvoyant,normal,normal,normal")
	if code != 2 || !strings.Contains(errs, "expert10") || strings.Contains(errs, "clairvoyant,") {
		t.Errorf("dolcevita's clairvoyant: exit %d, %s", code, errs)
	}
}
