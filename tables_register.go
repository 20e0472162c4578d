package main

import (
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/necklace"
	"salotto/tables/setup"
)

// table is one game's table: Play opens it for a configuration (the one a
// setup screen chose, or the default one when "play:GAME" is opened by
// name, as -scene does).
type table struct {
	id   string
	play setup.PlayFunc
}

// games are the games that have a table, in title-screen order.
var games = []table{
	{"dolcevita", dolcevita.New},
	{"dolores", dolores.New},
	{"necklace", necklace.New},
}

// registerTables adds every table ("play:GAME") and its setup screen
// ("setup:GAME") to reg. The registry holds one factory per kind, so the
// tables share the one "play" entry, which opens the game it is named for
// with one human against bots at normal (tables.DefaultConfig) for
// ctx.Seed.
func registerTables(reg *scenes.Registry) {
	ids := make([]string, len(games))
	playable := map[string]setup.PlayFunc{}
	for i, t := range games {
		ids[i] = t.id
		playable[t.id] = t.play
	}
	reg.Add("play", ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		cfg, err := tables.DefaultConfig(ctx.Words, game, ctx.Seed)
		if err != nil {
			return nil, err
		}
		return playable[game](ctx, cfg)
	})
	setup.Register(reg, playable)
}
