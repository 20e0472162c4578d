package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"salotto/rules"
	"salotto/rules/record"
)

// replayResult is replay's (and record's) JSON output.
type replayResult struct {
	OK        bool     `json:"ok"`
	Game      string   `json:"game,omitempty"`
	Moves     int      `json:"moves"`
	Done      bool     `json:"done"`
	Scores    []int    `json:"scores,omitempty"`
	Winners   []int    `json:"winners,omitempty"`
	FinalHash string   `json:"final_hash,omitempty"`
	Out       string   `json:"out,omitempty"`
	Error     string   `json:"error,omitempty"`
	BadMove   *badMove `json:"bad_move,omitempty"`
}

// badMove is the first move a record's replay refused.
type badMove struct {
	Index  int    `json:"index"`
	Player int    `json:"player"`
	Move   string `json:"move"`
	Reason string `json:"reason"`
}

func summary(r *record.Record, s rules.State) replayResult {
	return replayResult{
		OK: true, Game: r.Game, Moves: len(r.Moves), Done: s.Done(),
		Scores: s.Scores(), Winners: s.Winners(), FinalHash: fmt.Sprintf("%016x", s.Hash()),
	}
}

// cmdReplay checks a record by replaying every move through Apply. A bad
// record prints ok=false with the first bad move and why, and exits 1.
func cmdReplay(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("replay", stderr)
	if err := fs.Parse(args); err != nil {
		return flagError{err.Error()}
	}
	if fs.NArg() != 1 {
		return badFlag("replay takes one record file")
	}
	file := fs.Arg(0)
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	res, err := replayRecord(data)
	j, _ := json.Marshal(res)
	fmt.Fprintln(stdout, string(j))
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

func replayRecord(data []byte) (replayResult, error) {
	r, err := record.Unmarshal(data)
	if err != nil {
		return replayResult{Error: err.Error()}, err
	}
	fail := replayResult{Game: r.Game, Moves: len(r.Moves)}
	g, err := lookup(r.Game)
	if err != nil {
		fail.Error = err.Error()
		return fail, err
	}
	s, err := record.ReplayGame(g, r)
	if err != nil {
		fail.Error = err.Error()
		var bm *record.BadMove
		if errors.As(err, &bm) {
			fail.BadMove = &badMove{bm.Index, bm.Player, bm.Move, bm.Reason}
			err = fmt.Errorf("first bad move is number %d (index %d), %q by seat %d: %s", bm.Index+1, bm.Index, bm.Move, bm.Player, bm.Reason)
		}
		return fail, err
	}
	return summary(r, s), nil
}
