package main

import (
	"salotto/scenes"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
	"salotto/tables/setup"
)

// games are the games that have a table, in title-screen order.
var games = []kit.Table{
	{Game: "dolcevita", Open: dolcevita.New},
	{Game: "dolores", Open: dolores.New},
	{Game: "necklace", Open: necklace.New},
}

// registerTables adds every table ("play:GAME") and its setup screen
// ("setup:GAME") to reg.
func registerTables(reg *scenes.Registry) {
	kit.Register(reg, games...)
	kit.RegisterWatch(reg, games...)
	kit.RegisterRecords(reg, games...)
	playable := map[string]setup.PlayFunc{}
	for _, t := range games {
		playable[t.Game] = t.Open
	}
	setup.Register(reg, playable)
}
