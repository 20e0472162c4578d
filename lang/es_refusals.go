package lang

// Negativas: por qué no se permite una jugada, una frase por código de las
// reglas (ver en_refusals.go para los argumentos).
func init() {
	register("es", map[string]string{
		"refusals.other":      "Esa jugada no está permitida.",
		"refusals.list_and":   "%[1]s y %[2]s",
		"refusals.list_comma": "%[1]s, %[2]s",

		"refusals.view":          "Esto es solo una vista de la partida: no se puede jugar.",
		"refusals.no-such-seat":  "Ese asiento no existe: esta mesa tiene %[2]d.",
		"refusals.game-over":     "La partida ha terminado.",
		"refusals.not-your-turn": "No es tu turno: se espera a %[1]s.",
		"refusals.not-a-move":    "Eso no es una jugada de este juego.",

		"refusals.dolcevita.not-your-turn":  "No es tu turno: ahora coloca %[1]s.",
		"refusals.dolcevita.no-such-column": "No hay columna %[2]d: las columnas van de la 1 a la %[3]d.",
		"refusals.dolcevita.no-such-number": "Las cartas de número van del %[2]d al %[3]d.",
		"refusals.dolcevita.no-card-left":   "Ya has colocado tu %[2]d en esta ronda.",

		"refusals.necklace.rival-plays-itself": "La joyería rival juega sola.",
		"refusals.necklace.discard-now":        "Ya has tomado una carta este turno: ahora descarta una.",
		"refusals.necklace.draw-pile-empty":    "El mazo se ha acabado: toma el descarte de arriba, o termina.",
		"refusals.necklace.first-turn-draws":   "En el primer turno de la partida solo se puede robar del mazo.",
		"refusals.necklace.discard-pile-empty": "El montón de descarte está vacío.",
		"refusals.necklace.decline-too-early":  "Solo puedes terminar cuando se acabe el mazo; aún quedan %[2]d.",
		"refusals.necklace.take-first":         "Primero toma una carta, del mazo o del montón de descarte.",
		"refusals.necklace.card-not-in-hand":   "Esa carta no está en tu mano.",

		"refusals.dolores.lantern-or-pass":          "Antes de repartir: usa tu Farol roto, o pasa.",
		"refusals.dolores.lookout-or-pass":          "Ha salido el Amanecer: usa tu Vigía para seguir, o pasa.",
		"refusals.dolores.mixup-or-pass":            "Tras enseñar los gestos: usa tu Confusión, o pasa.",
		"refusals.dolores.report-or-pass":           "Di lo que mostró el Farol roto (rico o pobre), o calla.",
		"refusals.dolores.card-or-pass":             "Antes de los gestos: usa una carta que sirva ahora, o pasa.",
		"refusals.dolores.card-not-held":            "No tienes esa carta.",
		"refusals.dolores.card-not-now":             "Esa carta se usa en otro momento, no antes de los gestos.",
		"refusals.dolores.swirl-keeps-sides":        "Un Remolino mantiene el tamaño de cada lado: elige %[2]d sitios ocupados para el lado izquierdo, no los que tiene ahora.",
		"refusals.dolores.ruse-in-share-only":       "Solo quien reparte y quien está a su izquierda pueden usar una Artimaña.",
		"refusals.dolores.wager-outside-share-only": "Solo alguien fuera del reparto puede usar una Apuesta.",
		"refusals.dolores.gesture-or-say":           "Elige tu gesto: compartir, conflicto o esquivar (puedes hablar antes).",
		"refusals.dolores.said-enough":              "Ya has dicho %[2]d cosas en esta ronda: no se puede más.",
		"refusals.dolores.predict-only":             "No estás en el reparto: adivina los dos gestos para tu Apuesta.",
		"refusals.dolores.predict-wager-only":       "Solo quien usa la Apuesta adivina los gestos.",
		"refusals.dolores.ruse-gesture":             "Has usado la Artimaña: ahora elige tu gesto.",
		"refusals.dolores.take-for-wager":           "Tu Apuesta acertó: llévate una carta del reparto.",
		"refusals.dolores.take-for-dodge":           "Has esquivado: llévate una carta del reparto.",
		"refusals.dolores.slot-empty":               "Ese sitio del reparto está vacío.",
		"refusals.dolores.choose-collection":        "Doble esquiva: elige una de tus colecciones para descartarla.",
		"refusals.dolores.no-such-collection":       "No tienes mercancía de ese tipo que descartar.",
		"refusals.dolores.steal-card":               "Robo: elige una mercancía que tenga otro jugador.",
		"refusals.dolores.steal-from-self":          "Un Robo se hace a otro jugador, no a ti.",
		"refusals.dolores.victim-lacks-card":        "%[1]s no tiene esa mercancía.",
	})
}
