package lang

// Palabras pintadas en las caras de las cartas (ver en_cards.go).
func init() {
	register("es", map[string]string{
		"cards.luxury.house":     "Casa",
		"cards.luxury.car":       "Coche",
		"cards.luxury.boat":      "Barco",
		"cards.luxury.horse":     "Caballo",
		"cards.luxury.jewellery": "Joyas",
		"cards.luxury.clock":     "Reloj",
		"cards.luxury.vacation":  "Vacaciones",
		"cards.money":            "Dinero",

		"cards.goods.weapons":     "Armas",
		"cards.goods.wine":        "Vino",
		"cards.goods.jewelry":     "Joyas",
		"cards.goods.lace":        "Encaje",
		"cards.goods.tableware":   "Vajilla",
		"cards.goods.instruments": "Instrumentos",
		"cards.goods.gold":        "Lingotes de oro",

		"cards.bottle.broken-lantern": "Farol roto",
		"cards.bottle.lookout":        "Vigía",
		"cards.bottle.theft":          "Robo",
		"cards.bottle.swirl":          "Remolino",
		"cards.bottle.ebb":            "Resaca",
		"cards.bottle.convoy":         "Convoy",
		"cards.bottle.ruse":           "Artimaña",
		"cards.bottle.mix-up":         "Confusión",
		"cards.bottle.wager":          "Apuesta",
		"cards.dawn":                  "Amanecer",
		"cards.dawn.note":             "El último reparto",

		"cards.gesture.share": "Compartir",
		"cards.gesture.fight": "Conflicto",
		"cards.gesture.dodge": "Esquivar",
	})
}
