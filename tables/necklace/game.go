package necklace

import (
	"salotto/art"
	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
)

// Descriptor is The Duchess's Necklace as the rest of the program knows
// it; tables/all registers it.
var Descriptor = tables.Descriptor{Game: look, Open: New, Best: best}

// look is the part the screens outside the table see (and the table's own
// frames: the kit's menu, results and hand-over).
var look = scenes.Game{
	Rules:   nk.Game{},
	Colors:  art.NecklaceColors,
	Felt:    art.NecklaceFelt,
	Deck:    []string{"necklace:B04", "necklace:B13", "necklace:R02", "necklace:B18", "necklace:G03"},
	Picture: picture,
	Back: func(w *lang.Catalog) (art.Face, string) {
		return art.NecklaceBack(w), art.NecklaceBackKey(w)
	},
}

// best is a necklace's value in florins, or in solo play its rating.
func best(w *lang.Catalog, kind save.SeatKind, best int) string {
	if kind == save.Solo {
		return w.T("save.stats.best.solo", w.T(ratingKeys[nk.SoloRating(best)]), best)
	}
	return w.T("save.stats.best.necklace", best)
}
