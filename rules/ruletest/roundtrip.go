package ruletest

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/rules/record"
)

// RecordRoundTrip plays games random games, recording each, and checks that
// the record survives JSON and replays through record.ReplayGame to the same
// final Hash; that Setup with the same seed deals the same game; and that
// ParseMove(FormatMove(m)) == m for every legal move met (each distinct
// move once per game).
func RecordRoundTrip(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64) {
	t.Helper()
	eachGame(t, g, opts, games, seed, func(seed uint64) error { return roundTrip(g, opts, seed) })
}

func roundTrip(g rules.Game, opts rules.Options, seed uint64) error {
	s, err := g.Setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	again, err := g.Setup(opts, seed)
	if err != nil || again.Hash() != s.Hash() {
		return fmt.Errorf("Setup(seed %d) twice gave different games (err %v)", seed, err)
	}
	seats := make([]string, opts.Players)
	for i := range seats {
		seats[i] = "random"
	}
	rec := record.New(g, opts, seed, seats)
	tr := &trace{g: g, seed: seed}
	r := rng(seed, 3)
	var toAct []int
	var legal []rules.Move
	var b bufs
	checked := map[rules.Move]bool{} // moves whose text form was checked
	for n := 0; !s.Done(); n++ {
		if n >= MoveCap {
			return fmt.Errorf("%s: no end after %d moves", tr, MoveCap)
		}
		toAct = s.ToAct(toAct[:0])
		for _, q := range toAct {
			for _, m := range s.Legal(q, legal[:0]) {
				if checked[m] {
					continue
				}
				checked[m] = true
				text := g.FormatMove(m)
				back, err := g.ParseMove(text)
				if err != nil || back != m {
					return fmt.Errorf("%s: FormatMove(%v) = %q, which parses back as %v (err %v)", tr, m, text, back, err)
				}
			}
		}
		p, m, _, err := playRandom(g, s, r, tr, &b)
		if err != nil {
			return err
		}
		rec.AddMove(g, p, m)
	}
	data, err := rec.Marshal()
	if err != nil {
		return fmt.Errorf("%s: Marshal: %v", tr, err)
	}
	back, err := record.Unmarshal(data)
	if err != nil {
		return fmt.Errorf("%s: the record does not load: %v\n%s", tr, err, data)
	}
	end, err := record.ReplayGame(g, back)
	if err != nil {
		return fmt.Errorf("%s: replay: %v", tr, err)
	}
	if end.Hash() != s.Hash() {
		return fmt.Errorf("%s: replay ends with hash %#x, the game with %#x", tr, end.Hash(), s.Hash())
	}
	return nil
}
