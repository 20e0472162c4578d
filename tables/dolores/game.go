package dolores

import (
	"salotto/art"
	"salotto/lang"
	d "salotto/rules/dolores"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
)

// Descriptor is HMS Dolores as the rest of the program knows it;
// tables/all registers it.
var Descriptor = tables.Descriptor{Game: look, Open: New, Best: best}

// look is the part the screens outside the table see (and the table's own
// frames: the kit's menu, results and hand-over).
var look = scenes.Game{
	Rules:   d.Game{},
	Colors:  art.DoloresColors,
	Felt:    art.DoloresFelt,
	Deck:    []string{"dolores:goods:wine:2", "dolores:goods:gold:3", "dolores:bottle:swirl", "dolores:goods:lace:1", "dolores:dawn"},
	Picture: picture,
	Back:    func(*lang.Catalog) (art.Face, string) { return art.DoloresBack(), backKey },
}

// best is a score in points.
func best(w *lang.Catalog, _ save.SeatKind, best int) string {
	return w.T("save.stats.best.dolores", best)
}
