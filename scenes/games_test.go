package scenes_test

import (
	"salotto/scenes"
	"salotto/tables/all"
)

func init() { scenes.RegisterGames = addGames }

// addGames adds every game's look to reg, as main's registration does,
// without its tables and setup screens: a tile opens the game's rules.
func addGames(reg *scenes.Registry) {
	for _, d := range all.Games {
		reg.AddGame(d.Game)
	}
}

// newContext is scenes.NewContext with the games' looks registered.
func newContext(seed uint64) *scenes.Context {
	ctx := scenes.NewContext(nil, seed)
	addGames(ctx.Scenes)
	return ctx
}
