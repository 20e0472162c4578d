package lang

// Rifiuti: perché una mossa non è permessa, una frase per codice delle
// regole (vedi en_refusals.go per gli argomenti).
func init() {
	register("it", map[string]string{
		"refusals.other":      "Questa mossa non è permessa.",
		"refusals.list_and":   "%[1]s e %[2]s",
		"refusals.list_comma": "%[1]s, %[2]s",

		"refusals.view":          "Questa è solo una vista della partita: non si può giocare.",
		"refusals.no-such-seat":  "Quel posto non esiste: questo tavolo ne ha %[2]d.",
		"refusals.game-over":     "La partita è finita.",
		"refusals.not-your-turn": "Non tocca a te: si aspetta %[1]s.",
		"refusals.not-a-move":    "Questa non è una mossa di questo gioco.",

		"refusals.dolcevita.not-your-turn":  "Non tocca a te: ora gioca %[1]s.",
		"refusals.dolcevita.no-such-column": "Non c'è una colonna %[2]d: le colonne vanno da 1 a %[3]d.",
		"refusals.dolcevita.no-such-number": "Le carte numero vanno da %[2]d a %[3]d.",
		"refusals.dolcevita.no-card-left":   "Hai già giocato il tuo %[2]d in questa mano.",

		"refusals.necklace.rival-plays-itself": "Il gioielliere rivale gioca da solo.",
		"refusals.necklace.discard-now":        "Hai già preso una carta in questo turno: ora scartane una.",
		"refusals.necklace.draw-pile-empty":    "Il mazzo è finito: prendi lo scarto in cima, o rinuncia.",
		"refusals.necklace.first-turn-draws":   "Nel primo turno della partita si può solo pescare dal mazzo.",
		"refusals.necklace.discard-pile-empty": "La pila degli scarti è vuota.",
		"refusals.necklace.decline-too-early":  "Puoi rinunciare solo quando il mazzo è finito; ha ancora %[2]d carte.",
		"refusals.necklace.take-first":         "Prima prendi una carta, dal mazzo o dagli scarti.",
		"refusals.necklace.card-not-in-hand":   "Quella carta non è nella tua mano.",

		"refusals.dolores.lantern-or-pass":          "Prima della distribuzione: usa la tua Lanterna rotta, o passa.",
		"refusals.dolores.lookout-or-pass":          "È uscita l'Alba: usa la tua Vedetta per continuare, o passa.",
		"refusals.dolores.mixup-or-pass":            "Dopo la rivelazione: usa il tuo Scompiglio, o passa.",
		"refusals.dolores.report-or-pass":           "Di' cosa ha mostrato la Lanterna rotta (ricco o povero), o taci.",
		"refusals.dolores.card-or-pass":             "Prima dei gesti: usa una tua carta che valga adesso, o passa.",
		"refusals.dolores.card-not-held":            "Non hai quella carta.",
		"refusals.dolores.card-not-now":             "Quella carta si usa in un altro momento, non prima dei gesti.",
		"refusals.dolores.swirl-keeps-sides":        "Un Mulinello mantiene la grandezza di ogni lato: scegli %[2]d posti occupati per il lato sinistro, non quelli che ha adesso.",
		"refusals.dolores.ruse-in-share-only":       "Solo il mazziere e chi gli siede a sinistra possono usare un'Astuzia.",
		"refusals.dolores.wager-outside-share-only": "Solo chi è fuori dalla spartizione può usare una Scommessa.",
		"refusals.dolores.gesture-or-say":           "Scegli il tuo gesto: dividere, conflitto o schivare (puoi parlare prima).",
		"refusals.dolores.said-enough":              "Hai già detto %[2]d cose in questo giro: non di più.",
		"refusals.dolores.predict-only":             "Non sei nella spartizione: indovina i due gesti per la tua Scommessa.",
		"refusals.dolores.predict-wager-only":       "Solo chi ha usato la Scommessa indovina i gesti.",
		"refusals.dolores.ruse-gesture":             "Hai usato l'Astuzia: ora scegli il tuo gesto.",
		"refusals.dolores.take-for-wager":           "La tua Scommessa era giusta: prendi una carta dalla spartizione.",
		"refusals.dolores.take-for-dodge":           "Hai schivato: prendi una carta dalla spartizione.",
		"refusals.dolores.slot-empty":               "Quel posto della spartizione è vuoto.",
		"refusals.dolores.choose-collection":        "Doppia schivata: scegli una tua collezione da scartare.",
		"refusals.dolores.no-such-collection":       "Non hai merci di quel tipo da scartare.",
		"refusals.dolores.steal-card":               "Furto: scegli una merce che ha un altro giocatore.",
		"refusals.dolores.steal-from-self":          "Il Furto si fa a un altro giocatore, non a te stesso.",
		"refusals.dolores.victim-lacks-card":        "%[1]s non ha quella merce.",
	})
}
