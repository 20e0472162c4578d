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
log.won.you	La partita è finita: hai vinto.
log.shared	La partita è finita: %[1]s dividono la vittoria.
log.shared.you	La partita è finita: dividi la vittoria con %[1]s.

log.dolcevita.placed	%[1]s ha messo un %[2]d sotto la colonna %[3]d.
log.dolcevita.placed.you	Hai messo un %[2]d sotto la colonna %[3]d.
log.dolcevita.tie	Colonna %[1]d: %[2]s pareggiano a %[3]d e si annullano.
log.dolcevita.tie.you	Colonna %[1]d: tu e %[2]s pareggiate a %[3]d e vi annullate.
log.dolcevita.awarded	Colonna %[1]d: %[2]s ha preso %[3]s.
log.dolcevita.awarded.you	Colonna %[1]d: hai preso %[3]s.
log.dolcevita.traded_in	%[1]s ha scambiato %[2]s con %[3]s; la vecchia è andata in cima alla colonna %[4]d.
log.dolcevita.traded_in.you	Hai scambiato %[2]s con %[3]s; la vecchia è andata in cima alla colonna %[4]d.
log.dolcevita.empty_handed	Colonna %[1]d: non restava niente per %[2]s.
log.dolcevita.empty_handed.you	Colonna %[1]d: non restava niente per te.
log.dolcevita.no_bids	Colonna %[1]d: nessuna offerta, quindi %[2]s è passata in cima.
log.dolcevita.round_ended	La mano %[1]d è finita.
log.dolcevita.luxury	%[1]s da %[2]s
log.dolcevita.money	il denaro da %[1]s

log.necklace.card	%[1]s (%[2]s)
log.necklace.drew	%[1]s ha pescato %[2]s.
log.necklace.drew.you	Hai pescato %[2]s.
log.necklace.drew_card	%[1]s ha pescato una carta.
log.necklace.drew_card.you	Hai pescato una carta.
log.necklace.took	%[1]s ha preso %[2]s dagli scarti.
log.necklace.took.you	Hai preso %[2]s dagli scarti.
log.necklace.discarded	%[1]s ha scartato %[2]s.
log.necklace.discarded.you	Hai scartato %[2]s.
log.necklace.emptied	Il mazzo è finito: resta un ultimo turno a testa.
log.necklace.declined	%[1]s non ha preso dagli scarti.
log.necklace.declined.you	Non hai preso dagli scarti.

log.dolores.loot	%[1]s comincia con %[2]s.
log.dolores.loot.you	Cominci con %[2]s.
log.dolores.share	Spartizione %[1]d: %[2]s distribuisce a %[3]s.
log.dolores.share.you	Spartizione %[1]d: distribuisci a %[3]s.
log.dolores.share.to_you	Spartizione %[1]d: %[2]s distribuisce a te.
log.dolores.dealt_left	Dal lato del giocatore a sinistra: %[1]s.
log.dolores.dealt_dealer	Dal lato del mazziere: %[1]s.
log.dolores.face_down	una carta coperta
log.dolores.goods	%[1]s %[2]d
log.dolores.dawn_card	l'Alba
log.dolores.dawn	Dal mazzo è uscita l'Alba.
log.dolores.mib	%[1]s ha giocato %[2]s.
log.dolores.mib.you	Hai giocato %[2]s.
log.dolores.passed	%[1]s ha passato.
log.dolores.passed.you	Hai passato.
log.dolores.said	%[1]s ha detto: «%[2]s»
log.dolores.said.you	Hai detto: «%[2]s»
log.dolores.chose	%[1]s ha scelto un gesto.
log.dolores.chose.you	Hai scelto un gesto.
log.dolores.wager	%[1]s ha fatto una previsione segreta.
log.dolores.wager.you	Hai fatto una previsione segreta.
log.dolores.shown	Il gesto di %[1]s si mostra per primo: %[2]s.
log.dolores.shown.you	Il tuo gesto si mostra per primo: %[2]s.
log.dolores.turned_up	Le carte coperte della spartizione sono state girate.
log.dolores.revealed	%[1]s ha mostrato %[2]s; %[3]s ha mostrato %[4]s.
log.dolores.revealed.you	Hai mostrato %[2]s; %[3]s ha mostrato %[4]s.
log.dolores.revealed.to_you	%[1]s ha mostrato %[2]s; tu hai mostrato %[4]s.
log.dolores.wager_right	La previsione di %[1]s era giusta.
log.dolores.wager_right.you	La tua previsione era giusta.
log.dolores.wager_wrong	La previsione di %[1]s era sbagliata.
log.dolores.wager_wrong.you	La tua previsione era sbagliata.
log.dolores.cancelled	%[2]s di %[1]s ha annullato i gesti: la spartizione si rigioca.
log.dolores.cancelled.you	Il tuo %[2]s ha annullato i gesti: la spartizione si rigioca.
log.dolores.taken	%[1]s ha preso %[2]s.
log.dolores.taken.you	Hai preso %[2]s.
log.dolores.discarded	Negli scarti: %[1]s.
log.dolores.collection	%[1]s ha scartato la collezione di %[2]s.
log.dolores.collection.you	Hai scartato la collezione di %[2]s.
log.dolores.no_goods	%[1]s non aveva merci da scartare.
log.dolores.no_goods.you	Non avevi merci da scartare.
log.dolores.chose_coll	%[1]s ha scelto una collezione da scartare.
log.dolores.chose_coll.you	Hai scelto una collezione da scartare.
log.dolores.stolen	%[1]s ha rubato %[2]s a %[3]s.
log.dolores.stolen.you	Hai rubato %[2]s a %[3]s.
log.dolores.stolen.to_you	%[1]s ti ha rubato %[2]s.
log.dolores.theft_wasted	%[2]s di %[1]s non ha trovato niente da prendere.
log.dolores.theft_wasted.you	Il tuo %[2]s non ha trovato niente da prendere.
log.dolores.word_kept	%[1]s ha mantenuto la parola.
log.dolores.word_kept.you	Hai mantenuto la parola.
log.dolores.word_broken	%[1]s non ha mantenuto la parola.
log.dolores.word_broken.you	Non hai mantenuto la parola.
`)
}
