package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/rules/record"
)

// onlineResult is one online game's JSON line.
type onlineResult struct {
	Game     int    `json:"game"`
	Room     string `json:"room"`
	Seed     uint64 `json:"seed"`
	Moves    int    `json:"moves"`
	Winners  []int  `json:"winners"`
	Out      string `json:"out,omitempty"`
	Verified bool   `json:"verified"`
	Error    string `json:"error,omitempty"`
}

// cmdOnline plays games over the wire: each seat is its own client of the
// server, running its bot on the views it receives. Game i (from 0) deals
// seed S+i and seeds its bots as `arena record -seed S+i` does, so that
// its record, written to -out, is that offline record's game.
func cmdOnline(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("online", stderr)
	var tf tableFlags
	tf.register(fs, true)
	servers := fs.String("server", "", "the servers' addresses, comma-separated (http://127.0.0.1:8080), tried in turn")
	games := fs.Int("games", 1, "number of games")
	out := fs.String("out", "", "folder to write each finished game's record to")
	leave := fs.Int("leave-seat", -1, "leave this seat to a person: print the room's code and play the others")
	parallel := fs.Int("parallel", 1, "games played at once")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := tf.resolve()
	if err != nil {
		return err
	}
	var urls []string
	for _, s := range strings.Split(*servers, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		u, err := client.RoomsURL(s)
		if err != nil {
			return badFlag("-server: %v", err)
		}
		urls = append(urls, u)
	}
	switch {
	case len(urls) == 0:
		return badFlag("-server is required (the address cmd/salotto-server printed)")
	case *games < 1:
		return badFlag("-games must be at least 1")
	case *parallel < 1:
		return badFlag("-parallel must be at least 1")
	case *leave >= len(t.seats):
		return badFlag("-leave-seat %d: the game has seats 0 to %d", *leave, len(t.seats)-1)
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			return err
		}
	}
	cfg := client.Config{URLs: urls, Dial: wsdial.Dial}
	var mu sync.Mutex
	failed := 0
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range *parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				res := playOnlineGame(t, cfg, i, *leave, *out, stdout, &mu)
				mu.Lock()
				if res.Error != "" || !res.Verified {
					failed++
				}
				j, _ := json.Marshal(res)
				fmt.Fprintln(stdout, string(j))
				mu.Unlock()
			}
		}()
	}
	for i := range *games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if failed > 0 {
		return fmt.Errorf("%d of %d games did not finish as they should", failed, *games)
	}
	return nil
}

// playOnlineGame plays game i of the run.
func playOnlineGame(t *table, cfg client.Config, i, leave int, out string, stdout io.Writer, mu *sync.Mutex) onlineResult {
	seed := t.seed + uint64(i)
	levels := append([]string(nil), t.seats...)
	if leave >= 0 {
		levels[leave] = ""
	}
	tb := &botclient.Table{Game: t.game, Options: t.opts, Levels: levels, Seed: seed,
		BotSeed: func(p int) uint64 { return botSeed(seed, 0, p) },
		// the code is printed once the bots sit, so that a person who
		// joins with it takes the seat left to them
		OnSeated: func(code string) {
			if leave >= 0 {
				mu.Lock()
				fmt.Fprintf(stdout, "code: %s\n", code)
				mu.Unlock()
			}
		}}
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Hour)
	defer cancel()
	o, err := tb.Play(ctx, cfg)
	res := onlineResult{Game: i, Room: o.Room, Seed: seed, Verified: true}
	if err != nil {
		res.Error, res.Verified = err.Error(), false
		return res
	}
	for _, r := range o.Results {
		if r.End != nil && r.Verified != nil {
			res.Verified = false
			res.Error = r.Verified.Error()
		}
	}
	end := o.End()
	rec, err := record.Unmarshal(end.Record)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	s, err := record.ReplayGame(t.game, rec)
	if err != nil {
		res.Error = err.Error()
		return res
	}
	res.Moves, res.Winners = len(rec.Moves), s.Winners()
	if out != "" {
		res.Out = filepath.Join(out, fmt.Sprintf("%s-%d.json", t.game.Name(), seed))
		data, _ := rec.Marshal()
		if err := os.WriteFile(res.Out, data, 0o644); err != nil {
			res.Error = err.Error()
		}
	}
	return res
}
