package dolcevita

import (
	"salotto/art"
	"salotto/lang"
	dv "salotto/rules/dolcevita"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
)

// Descriptor is Dolce Vita as the rest of the program knows it; tables/all
// registers it.
var Descriptor = tables.Descriptor{Game: look, Open: New, Best: best}

// look is the part the screens outside the table see (and the table's own
// frames: the kit's menu, results and hand-over).
var look = scenes.Game{
	Rules:  dv.Game,
	Colors: art.DolceVitaColors,
	Felt:   art.DolceVitaFelt,
	Deck: []string{"dolcevita:number:6", "dolcevita:money:200000", "dolcevita:luxury:house:300000",
		"dolcevita:luxury:car:500000", "dolcevita:luxury:boat:700000"},
	Picture: picture,
	Back:    func(*lang.Catalog) (art.Face, string) { return art.DolceVitaBack(), backKey },
}

// best is a fortune, in lire.
func best(w *lang.Catalog, _ save.SeatKind, best int) string {
	return w.T("save.stats.best.dolcevita", w.Money(best))
}
