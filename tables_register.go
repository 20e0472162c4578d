package main

import (
	"salotto/scenes"
	"salotto/tables/dolcevita"
	"salotto/tables/setup"
)

// playable are the games that have a table, by id: each opens from its
// setup screen with the configuration chosen there. HMS Dolores and the
// Duchess's Necklace join as their tables are built; until then their
// title tiles open the rules.
var playable = map[string]setup.PlayFunc{
	"dolcevita": dolcevita.New,
}

// registerTables adds every table ("play:GAME", "results:GAME") and its
// setup screen ("setup:GAME") to reg.
func registerTables(reg *scenes.Registry) {
	dolcevita.Register(reg)
	setup.Register(reg, playable)
}
