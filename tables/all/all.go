// Package all names every game that has a table and registers its table
// ("play:GAME") and setup screen ("setup:GAME"), for main and for the tests
// that open every screen of every game.
package all

import (
	"salotto/scenes"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
	"salotto/tables/setup"
)

// Tables are the games that have a table, in title-screen order.
var Tables = []kit.Table{
	{Game: "dolcevita", Open: dolcevita.New},
	{Game: "dolores", Open: dolores.New},
	{Game: "necklace", Open: necklace.New},
}

// Register adds every table, its setup screen, watch mode and the
// records screen to reg.
func Register(reg *scenes.Registry) {
	kit.Register(reg, Tables...)
	kit.RegisterWatch(reg, Tables...)
	kit.RegisterRecords(reg, Tables...)
	playable := map[string]setup.PlayFunc{}
	for _, t := range Tables {
		playable[t.Game] = t.Open
	}
	setup.Register(reg, playable)
}
