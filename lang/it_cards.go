package lang

// Le parole dipinte sulle facce delle carte (vedi en_cards.go).
func init() {
	register("it", map[string]string{
		"cards.luxury.house":     "Villa",
		"cards.luxury.car":       "Auto",
		"cards.luxury.boat":      "Barca",
		"cards.luxury.horse":     "Cavallo",
		"cards.luxury.jewellery": "Gioielli",
		"cards.luxury.clock":     "Orologio",
		"cards.luxury.vacation":  "Vacanza",
		"cards.money":            "Denaro",

		"cards.goods.weapons":     "Armi",
		"cards.goods.wine":        "Vino",
		"cards.goods.jewelry":     "Gioielli",
		"cards.goods.lace":        "Merletti",
		"cards.goods.tableware":   "Stoviglie",
		"cards.goods.instruments": "Strumenti",
		"cards.goods.gold":        "Lingotti d'oro",

		"cards.bottle.broken-lantern": "Lanterna rotta",
		"cards.bottle.lookout":        "Vedetta",
		"cards.bottle.theft":          "Furto",
		"cards.bottle.swirl":          "Mulinello",
		"cards.bottle.ebb":            "Risacca",
		"cards.bottle.convoy":         "Convoglio",
		"cards.bottle.ruse":           "Astuzia",
		"cards.bottle.mix-up":         "Scompiglio",
		"cards.bottle.wager":          "Scommessa",
		"cards.dawn":                  "Alba",
		"cards.dawn.note":             "L'ultima spartizione",

		"cards.gesture.share": "Dividere",
		"cards.gesture.fight": "Conflitto",
		"cards.gesture.dodge": "Schivare",
	})
}
