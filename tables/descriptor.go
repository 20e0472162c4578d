package tables

import (
	"salotto/lang"
	"salotto/save"
	"salotto/scenes"
)

// Descriptor is one game, written once in its table package and
// registered once (tables/all): everything that makes the game itself,
// which the rest of the program asks for instead of naming the game. It
// follows gosol's variant table.
//
// The rules game, its palette and felt, the title tile's deck and the
// rules reference's pictures are the embedded scenes.Game (what the
// screens outside a table know); the option spec is the rules' own
// (rules.SpecOf); the table and the statistics' wording are here.
type Descriptor struct {
	scenes.Game
	// Open makes the game's table for a configuration.
	Open func(*scenes.Context, Config) (scenes.Scene, error)
	// Best words the best score a person made, in the game's own terms,
	// for the statistics line of the setup screen ("" says nothing).
	Best func(words *lang.Catalog, kind save.SeatKind, best int) string
}
