package main

import (
	"salotto/scenes"
	"salotto/tables/dolcevita"
	"salotto/tables/necklace"
	"salotto/tables/setup"
)

// table is one game's table: Open seats the default configuration for
// ctx.Seed ("play:GAME" opened by name, as -scene does), Play the one a
// setup screen chose.
type table struct {
	id   string
	open scenes.Factory
	play setup.PlayFunc
}

// tables are the games that have a table, in title-screen order. HMS
// Dolores joins as its table is built; until then its title tile opens
// the rules.
var tables = []table{
	{"dolcevita", dolcevita.Factory, dolcevita.New},
	{"necklace", necklace.Factory, necklace.New},
}

// registerTables adds every table ("play:GAME") and its setup screen
// ("setup:GAME") to reg. The registry holds one factory per kind, so the
// tables share the one "play" entry, which opens the game it is named for.
func registerTables(reg *scenes.Registry) {
	ids := make([]string, len(tables))
	open := map[string]scenes.Factory{}
	playable := map[string]setup.PlayFunc{}
	for i, t := range tables {
		ids[i] = t.id
		open[t.id], playable[t.id] = t.open, t.play
	}
	reg.Add("play", ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		return open[game](ctx, game)
	})
	setup.Register(reg, playable)
}
