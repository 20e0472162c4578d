package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"salotto/rules/record"
)

// cmdRecord plays one game with the seats in the order given (no rotation)
// and writes its record to -out (or to standard output), then prints the
// same summary replay would.
func cmdRecord(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("record", stderr)
	var tf tableFlags
	tf.register(fs, true)
	budget := fs.Duration("budget", 0, "wall-clock thinking time per decision (default: each bot's own iteration budget)")
	out := fs.String("out", "", "file to write the record to (default: standard output)")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := tf.resolve()
	if err != nil {
		return err
	}
	if *budget < 0 {
		return badFlag("-budget must not be negative")
	}
	m, err := newMatch(t, t.seed, 0, t.seats, *budget, nil)
	if err != nil {
		return err
	}
	playErr := m.play()
	rec := record.New(t.game, t.opts, t.seed, t.seats)
	for _, p := range m.moves {
		rec.AddMove(t.game, p.player, p.move)
	}
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(data)
		if err == nil && playErr != nil {
			err = playErr
		}
		return err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	if playErr != nil {
		return fmt.Errorf("%v (the record up to that move is in %s)", playErr, *out)
	}
	sum := summary(rec, m.s)
	sum.Out = *out
	j, _ := json.Marshal(sum)
	fmt.Fprintln(stdout, string(j))
	return nil
}
