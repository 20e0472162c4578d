package kit

import (
	"salotto/art"
	"salotto/rules/catalog"
	"salotto/scenes"
)

// testLook is game's look as the kit's own tests need it (the real one is
// its table package's, which the kit cannot import): the rules game, its
// colours and felt.
func testLook(game string) *scenes.Game {
	g, err := catalog.Lookup(game)
	if err != nil {
		panic(err)
	}
	l := &scenes.Game{Rules: g}
	switch game {
	case "dolcevita":
		l.Colors, l.Felt = art.DolceVitaColors, art.DolceVitaFelt
	case "dolores":
		l.Colors, l.Felt = art.DoloresColors, art.DoloresFelt
	default:
		l.Colors, l.Felt = art.NecklaceColors, art.NecklaceFelt
	}
	return l
}
