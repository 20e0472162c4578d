// Package all names every game (one descriptor each, written in the
// game's table package) and registers its scenes: its look for the title
// and the rules reference, its table ("play:GAME"), setup screen
// ("setup:GAME") and saved game ("continue:GAME"), watch mode and the
// records screen; for main and for the tests that open every screen of
// every game.
package all

import (
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
	"salotto/tables/setup"
)

// Games are the games, in title-screen order: a new game is one line here.
var Games = []tables.Descriptor{
	dolcevita.Descriptor,
	dolores.Descriptor,
	necklace.Descriptor,
}

// Register adds every game's scenes to reg.
func Register(reg *scenes.Registry) { RegisterGames(reg, Games...) }

// RegisterGames adds the scenes of the games ds describe to reg, in order.
func RegisterGames(reg *scenes.Registry, ds ...tables.Descriptor) {
	for _, d := range ds {
		reg.AddGame(d.Game)
	}
	kit.Register(reg, ds...)
	kit.RegisterWatch(reg, ds...)
	kit.RegisterRecords(reg, ds...)
	setup.Register(reg, ds...)
}
