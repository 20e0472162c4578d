package lang

// The move log in Italian (see en_log.go).
func init() {
	registerLines("it", `
log.button	Registro delle mosse
log.menu	Registro delle mosse
log.title	Le mosse finora
log.more	Scorri in su per le mosse precedenti
log.empty	Ancora nessuna mossa.
log.close	Chiudi
log.list_and	%[1]s e %[2]s
log.list_comma	%[1]s, %[2]s
log.won	La partita è finita: ha vinto %[1]s.
log.shared	La partita è finita: %[1]s dividono la vittoria.

log.dolcevita.placed	%[1]s ha messo un %[2]d sotto la colonna %[3]d.
log.dolcevita.tie	Colonna %[1]d: %[2]s pareggiano a %[3]d e si annullano.
log.dolcevita.awarded	Colonna %[1]d: %[2]s ha preso %[3]s.
log.dolcevita.traded_in	%[1]s ha scambiato %[2]s con %[3]s; la vecchia è andata in cima alla colonna %[4]d.
log.dolcevita.empty_handed	Colonna %[1]d: non restava niente per %[2]s.
log.dolcevita.no_bids	Colonna %[1]d: nessuna offerta, quindi %[2]s è passata in cima.
log.dolcevita.round_ended	La mano %[1]d è finita.
log.dolcevita.luxury	la carta %[1]s da %[2]s
log.dolcevita.money	il denaro da %[1]s

log.necklace.card	%[1]s (%[2]s)
log.necklace.drew	%[1]s ha pescato %[2]s.
log.necklace.drew_card	%[1]s ha pescato una carta.
log.necklace.took	%[1]s ha preso %[2]s dagli scarti.
log.necklace.discarded	%[1]s ha scartato %[2]s.
log.necklace.emptied	Il mazzo è finito: resta un ultimo turno a testa.
log.necklace.declined	%[1]s non ha preso dagli scarti.

log.dolores.loot	%[1]s comincia con %[2]s.
log.dolores.share	Spartizione %[1]d: %[2]s distribuisce a %[3]s.
log.dolores.dealt_left	Dal lato del giocatore a sinistra: %[1]s.
log.dolores.dealt_dealer	Dal lato del mazziere: %[1]s.
log.dolores.face_down	una carta coperta
log.dolores.goods	%[1]s %[2]d
log.dolores.dawn_card	l'Alba
log.dolores.dawn	Dal mazzo è uscita l'Alba.
log.dolores.mib	%[1]s ha giocato %[2]s.
log.dolores.passed	%[1]s ha passato.
log.dolores.said	%[1]s ha detto: «%[2]s»
log.dolores.chose	%[1]s ha scelto un gesto.
log.dolores.wager	%[1]s ha fatto una previsione segreta.
log.dolores.shown	Il gesto di %[1]s si mostra per primo: %[2]s.
log.dolores.turned_up	Le carte coperte della spartizione sono state girate.
log.dolores.revealed	%[1]s ha mostrato %[2]s; %[3]s ha mostrato %[4]s.
log.dolores.wager_right	La previsione di %[1]s era giusta.
log.dolores.wager_wrong	La previsione di %[1]s era sbagliata.
log.dolores.cancelled	%[2]s di %[1]s ha annullato i gesti: la spartizione si rigioca.
log.dolores.taken	%[1]s ha preso %[2]s.
log.dolores.discarded	Negli scarti: %[1]s.
log.dolores.collection	%[1]s ha scartato la collezione di %[2]s.
log.dolores.no_goods	%[1]s non aveva merci da scartare.
log.dolores.chose_coll	%[1]s ha scelto una collezione da scartare.
log.dolores.stolen	%[1]s ha rubato %[2]s a %[3]s.
log.dolores.theft_wasted	%[2]s di %[1]s non ha trovato niente da prendere.
log.dolores.word_kept	%[1]s ha mantenuto la parola.
log.dolores.word_broken	%[1]s non ha mantenuto la parola.
`)
}
