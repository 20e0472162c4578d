// Package catalogreplay loads game records by game name, through
// rules/catalog. It is apart from package record because the catalog
// imports every game and the games' tests import record (through
// rules/ruletest): record itself must not import the catalog.
package catalogreplay

import (
	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
)

// Lookup finds a game by name; tests may replace it.
var Lookup = catalog.Lookup

// Replay looks the record's game up in the catalog and replays every move
// through Apply (see record.ReplayGame).
func Replay(r *record.Record) (rules.State, error) {
	g, err := Lookup(r.Game)
	if err != nil {
		return nil, err
	}
	return record.ReplayGame(g, r)
}

// Load reads a record from JSON and replays it.
func Load(data []byte) (*record.Record, rules.State, error) {
	r, err := record.Unmarshal(data)
	if err != nil {
		return nil, nil, err
	}
	s, err := Replay(r)
	return r, s, err
}
