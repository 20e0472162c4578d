// Package record reads and writes game records: the game, its rules version,
// options, seed, seats and every move in its text form, as versioned JSON.
// A record is the save file, the replay, the bug report and the test fixture.
// Loading one replays every move through Apply, so a record can never put a
// game in a position the rules forbid.
//
// This package does not import rules/catalog, so that a game's own tests
// (through rules/ruletest) can use it without an import cycle; ReplayGame
// takes the game, and rules/record/catalogreplay finds it by name.
package record

import (
	"salotto/rules"
)

// Format is the version of the record layout this package writes. Loading a
// record of another format is refused rather than guessed at.
const Format = 1

// Record is one game: enough to set it up again and replay it move by move.
type Record struct {
	Format       int           `json:"format"`
	Game         string        `json:"game"`
	RulesVersion int           `json:"rules_version"`
	Options      rules.Options `json:"options"`
	Seed         uint64        `json:"seed"`
	// Seats names who sat in each seat ("human", a bot level, a name);
	// empty, or one entry per player.
	Seats []string `json:"seats,omitempty"`
	Moves []Entry  `json:"moves"`
}

// Entry is one applied move: the seat that made it and its text form.
// By says who made it when it was not the seat's own player: "standin",
// a bot an online room let play for a person whose device had gone away
// (a result with such moves counts as such).
type Entry struct {
	Player int    `json:"player"`
	Move   string `json:"move"`
	By     string `json:"by,omitempty"`
}

// New starts an empty record of a game set up with opts and seed.
func New(g rules.Game, opts rules.Options, seed uint64, seats []string) *Record {
	return &Record{
		Format:       Format,
		Game:         g.Name(),
		RulesVersion: g.RulesVersion(),
		Options:      opts,
		Seed:         seed,
		Seats:        append([]string(nil), seats...),
		Moves:        []Entry{},
	}
}

// With sets the record's moves to a copy of moves and returns it.
func (r *Record) With(moves []Entry) *Record {
	r.Moves = append(r.Moves[:0], moves...)
	return r
}

// Add appends a move that was applied (its text form, as FormatMove gives).
func (r *Record) Add(player int, move string) {
	r.Moves = append(r.Moves, Entry{Player: player, Move: move})
}

// AddMove appends a move in its text form for g.
func (r *Record) AddMove(g rules.Game, player int, m rules.Move) {
	r.Add(player, g.FormatMove(m))
}
