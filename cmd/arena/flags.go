package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"salotto/rules"
	"salotto/rules/catalog"
)

// lookup finds a game by name; tests add games the catalog does not list.
var lookup = catalog.Lookup

// table is what play, record and bench agree on: a game, its options and
// who sits where.
type table struct {
	game  rules.Game
	opts  rules.Options
	seats []string // bot level per seat
	seed  uint64
}

// tableFlags registers the flags shared by play, record and bench.
type tableFlags struct {
	game, seats, options string
	players              int
	seed                 uint64
}

func (f *tableFlags) register(fs *flag.FlagSet, withSeats bool) {
	fs.StringVar(&f.game, "game", "", "game name ("+strings.Join(catalog.Names(), ", ")+")")
	fs.IntVar(&f.players, "players", 0, "number of players (default: one per seat, else the game's fewest)")
	if withSeats {
		fs.StringVar(&f.seats, "seats", "", "bot level for each seat, comma-separated (default: random in every seat)")
	}
	fs.StringVar(&f.options, "options", "", "game options as key=value,...")
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the first game's deal")
}

// newFlagSet makes a flag set whose errors become flagErrors.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parse reads args into fs, refusing stray arguments.
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return flagError{err.Error()}
	}
	if fs.NArg() > 0 {
		return badFlag("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// resolve checks the shared flags against the game and returns the table.
func (f *tableFlags) resolve() (*table, error) {
	if f.game == "" {
		return nil, badFlag("-game is required (known: %s)", known())
	}
	g, err := lookup(f.game)
	if err != nil {
		return nil, badFlag("unknown game %q (known: %s)", f.game, known())
	}
	lo, hi := g.PlayerRange()
	var seats []string
	if f.seats != "" {
		seats = strings.Split(f.seats, ",")
	}
	n := f.players
	switch {
	case n == 0 && len(seats) > 0:
		n = len(seats)
	case n == 0:
		n = lo
	}
	if n < lo || n > hi {
		return nil, badFlag("%s takes %d to %d players, not %d", g.Name(), lo, hi, n)
	}
	if seats == nil {
		seats = slices.Repeat([]string{"random"}, n)
	}
	if len(seats) != n {
		return nil, badFlag("-seats lists %d seats for %d players", len(seats), n)
	}
	// The game decides what a level may say (HMS Dolores reads
	// "hard:bluffer"), so a seat is valid when the game makes a bot of it.
	levels := append(g.BotLevels(), flatLevel, flatLevel10)
	if mk, ok := ceilings[g.Name()]; ok {
		for _, l := range ceilingLevels {
			if mk(l, 0, nil) != nil {
				levels = append(levels, l)
			}
		}
	}
	for i, s := range seats {
		seats[i] = strings.TrimSpace(s)
		if _, err := newAgent(g, seats[i], 0, nil); err != nil {
			return nil, badFlag("seat %d: %s has no bot level %q (levels: %s)", i, g.Name(), seats[i], strings.Join(levels, ", "))
		}
	}
	variant, err := parseOptions(f.options)
	if err != nil {
		return nil, err
	}
	t := &table{game: g, opts: rules.Options{Players: n, Variant: variant}, seats: seats, seed: f.seed}
	if _, err := g.Setup(t.opts, f.seed); err != nil {
		return nil, badFlag("%s refuses these options: %v", g.Name(), err)
	}
	return t, nil
}

// parseOptions reads "key=value,key=value" into a Variant map.
func parseOptions(s string) (map[string]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	m := map[string]string{}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			return nil, badFlag("-options: %q is not key=value", kv)
		}
		if _, dup := m[k]; dup {
			return nil, badFlag("-options: %q given twice", k)
		}
		m[k] = v
	}
	return m, nil
}

func known() string {
	if n := catalog.Names(); len(n) > 0 {
		return strings.Join(n, ", ")
	}
	return "none registered yet"
}

// seatsLabel is the seats as one string, for messages.
func (t *table) String() string {
	return fmt.Sprintf("%s, %d players, seats %s", t.game.Name(), t.opts.Players, strings.Join(t.seats, ","))
}
