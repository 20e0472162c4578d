package lang

// Il tavolo di HMS Dolores.
func init() {
	registerLines("it", `
dolores.banner	Spartizione %[1]d · %[2]s dà le carte a %[3]s
dolores.banner.you	Spartizione %[1]d · dai le carte a %[3]s
dolores.banner.to_you	Spartizione %[1]d · %[2]s dà le carte a te
dolores.share_begins	%[1]s e %[2]s si spartiscono il bottino
dolores.share_begins.you	Tu e %[2]s vi spartite il bottino
dolores.share_begins.to_you	%[1]s e tu vi spartite il bottino
dolores.mark.dealer	Mazziere
dolores.mark.left	Alla sua sinistra
dolores.pile	Mazzo: %[1]d
dolores.discards	Scarti: %[1]d
dolores.middle	Il centro
dolores.gesture.share	Dividere
dolores.gesture.fight	Conflitto
dolores.gesture.dodge	Schivare
dolores.prompt.gesture	Trascina una mano al centro, o cliccala
dolores.prompt.dodge_pick	Hai schivato: clicca la carta che prendi
dolores.prompt.wager_pick	La tua Scommessa era giusta: clicca una carta da prendere
dolores.prompt.collection	Doppia schivata: clicca una tua collezione da perdere
dolores.prompt.theft	Furto: clicca una merce in un'altra zona per prenderla
dolores.prompt.wager_dealer	Scommessa: quale mano mostrerà %[1]s, il mazziere?
dolores.prompt.wager_left	Scommessa: e %[1]s?
dolores.prompt.swirl	Mulinello: trascina una carta su una dell'altro lato per scambiarle
dolores.move.swirl_done	Va bene così
dolores.move.back	Indietro
dolores.prompt.window	Usa una carta adesso, o passa
dolores.move.say	Di'…
dolores.move.quiet	Taci
dolores.prompt.talk	Di' qualcosa (o no) prima di scegliere
dolores.move.pass	Passo
dolores.move.use	Usa %[1]s
dolores.prompt.thinking	%[1]s ci pensa…
dolores.dawn	Spunta l'alba
dolores.game_over	Alba: la partita è finita
dolores.mixed_up	%[1]s scompiglia i gesti: si divide di nuovo
dolores.mixed_up.you	Scompigli i gesti: si divide di nuovo
dolores.theft_wasted	Il Furto di %[1]s non trova niente da prendere
dolores.theft_wasted.you	Il tuo Furto non trova niente da prendere
dolores.wager_right	La Scommessa di %[1]s era giusta
dolores.wager_right.you	La tua Scommessa era giusta
dolores.wager_wrong	La Scommessa di %[1]s era sbagliata
dolores.wager_wrong.you	La tua Scommessa era sbagliata
dolores.no_goods	%[1]s non aveva merci da perdere
dolores.no_goods.you	Non avevi merci da perdere
dolores.collection_lost	%[1]s perde la collezione di %[2]s
dolores.collection_lost.you	Perdi la collezione di %[2]s
dolores.stolen	%[1]s deruba %[2]s
dolores.stolen.you	Derubi %[2]s
dolores.stolen.to_you	%[1]s ti deruba
dolores.mib_played	%[1]s usa %[2]s
dolores.mib_played.you	Usi %[2]s
dolores.mib.broken-lantern	Lanterna rotta
dolores.mib.lookout	Vedetta
dolores.mib.theft	Furto
dolores.mib.swirl	Mulinello
dolores.mib.ebb	Risacca
dolores.mib.convoy	Convoglio
dolores.mib.ruse	Astuzia
dolores.mib.mix-up	Scompiglio
dolores.mib.wager	Scommessa
dolores.results.highest	più alta %[1]s
dolores.results.plus	 + 
dolores.results.lowest	più bassa %[1]s
dolores.results.no_goods	nessuna merce
dolores.results.doubled	tutte uguali: ognuna conta come più alta e più bassa
dolores.mib_does	%[1]s: %[2]s
dolores.mib_does.broken-lantern	prima di dare le carte, la spartizione arriva coperta e la vedi solo tu fino alla rivelazione.
dolores.mib_does.lookout	quando esce l'Alba, la partita continua finché il mazzo non finisce.
dolores.mib_does.theft	si usa subito appena presa: prendi una merce da un altro giocatore.
dolores.mib_does.swirl	dopo la distribuzione, riordina la spartizione lasciando le carte su ogni lato.
dolores.mib_does.ebb	dopo la distribuzione, scarta la spartizione e dai quattro carte nuove.
dolores.mib_does.convoy	dopo la distribuzione, dai una carta in più a ogni lato.
dolores.mib_does.ruse	nella spartizione, scegli il tuo gesto dopo aver visto l'altro.
dolores.mib_does.mix-up	dopo la rivelazione, annulla i due gesti: si dividono di nuovo le stesse carte.
dolores.mib_does.wager	fuori dalla spartizione, indovina i due gesti; se hai ragione, prendi per primo una carta.
dolores.goods.weapons	armi
dolores.goods.wine	vino
dolores.goods.jewelry	gioielli
dolores.goods.lace	merletti
dolores.goods.tableware	stoviglie
dolores.goods.instruments	strumenti
dolores.goods.gold	oro
dolores.phrase.share	Dividerò.
dolores.phrase.fight	Combatterò.
dolores.phrase.dodge	Schiverò.
dolores.phrase.both	Dividiamo tutti e due.
dolores.phrase.dare	Non azzardarti a sfidarmi.
dolores.phrase.rich	Questo bottino vale una lotta.
dolores.phrase.poor	Qui non c'è niente che valga la pena.
`)
}
