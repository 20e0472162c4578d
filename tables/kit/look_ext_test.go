package kit_test

import (
	"salotto/scenes"
	"salotto/tables/all"
)

// lookOf is the registered look of game id.
func lookOf(id string) *scenes.Game {
	for i := range all.Games {
		if all.Games[i].ID() == id {
			return &all.Games[i].Game
		}
	}
	panic("no game " + id)
}
