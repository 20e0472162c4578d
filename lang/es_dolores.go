package lang

// La mesa de HMS Dolores.
func init() {
	registerLines("es", `
dolores.banner	Reparto %[1]d · reparte %[2]s a %[3]s
dolores.banner.you	Reparto %[1]d · repartes tú a %[3]s
dolores.banner.to_you	Reparto %[1]d · te reparte %[2]s
dolores.share_begins	%[1]s y %[2]s se reparten el botín
dolores.share_begins.you	Tú y %[2]s os repartís el botín
dolores.share_begins.to_you	%[1]s y tú os repartís el botín
dolores.mark.dealer	Reparte
dolores.mark.left	A su izquierda
dolores.pile	Mazo: %[1]d
dolores.discards	Descartes: %[1]d
dolores.middle	El centro
dolores.gesture.share	Compartir
dolores.gesture.fight	Conflicto
dolores.gesture.dodge	Esquivar
dolores.prompt.gesture	Arrastra una mano al centro, o haz clic en ella
dolores.prompt.dodge_pick	Has esquivado: haz clic en la carta que te llevas
dolores.prompt.wager_pick	Tu Apuesta acertó: haz clic en la carta que te llevas
dolores.prompt.collection	Doble esquiva: haz clic en una colección tuya para perderla
dolores.prompt.theft	Robo: haz clic en una mercancía de otra zona para llevártela
dolores.prompt.wager_dealer	Apuesta: ¿qué mano enseñará %[1]s, que reparte?
dolores.prompt.wager_left	Apuesta: ¿y %[1]s?
dolores.prompt.swirl	Remolino: arrastra una carta sobre otra del otro lado para cambiarlas
dolores.move.swirl_done	Dejarlo así
dolores.move.back	Volver
dolores.prompt.window	Usa ahora una carta, o pasa
dolores.move.say	Decir…
dolores.move.quiet	Callar
dolores.prompt.talk	Di algo (o no) antes de elegir
dolores.move.pass	Pasar
dolores.move.use	Usar %[1]s
dolores.prompt.thinking	%[1]s está pensando…
dolores.dawn	Amanece
dolores.game_over	Amanecer: se acabó la partida
dolores.mixed_up	%[1]s confunde los gestos: se reparte otra vez
dolores.mixed_up.you	Confundes los gestos: se reparte otra vez
dolores.theft_wasted	El Robo de %[1]s no encuentra nada que llevarse
dolores.theft_wasted.you	Tu Robo no encuentra nada que llevarse
dolores.wager_right	%[1]s acertó la Apuesta
dolores.wager_right.you	Acertaste la Apuesta
dolores.wager_wrong	%[1]s falló la Apuesta
dolores.wager_wrong.you	Fallaste la Apuesta
dolores.no_goods	%[1]s no tenía mercancía que perder
dolores.no_goods.you	No tenías mercancía que perder
dolores.collection_lost	%[1]s pierde la colección de %[2]s
dolores.collection_lost.you	Pierdes la colección de %[2]s
dolores.stolen	%[1]s le roba a %[2]s
dolores.stolen.you	Le robas a %[2]s
dolores.stolen.to_you	%[1]s te roba
dolores.mib_played	%[1]s usa %[2]s
dolores.mib_played.you	Usas %[2]s
dolores.mib.broken-lantern	Farol roto
dolores.mib.lookout	Vigía
dolores.mib.theft	Robo
dolores.mib.swirl	Remolino
dolores.mib.ebb	Resaca
dolores.mib.convoy	Convoy
dolores.mib.ruse	Artimaña
dolores.mib.mix-up	Confusión
dolores.mib.wager	Apuesta
dolores.results.highest	mayor %[1]s
dolores.results.plus	 + 
dolores.results.lowest	menor %[1]s
dolores.results.no_goods	sin mercancía
dolores.results.doubled	todas iguales: cada una cuenta como mayor y como menor
dolores.mib_does	%[1]s: %[2]s
dolores.mib_does.broken-lantern	antes de repartir, el reparto sale boca abajo y solo tú lo ves hasta que se enseñan los gestos.
dolores.mib_does.lookout	cuando sale el Amanecer, la partida sigue hasta que se acaba el mazo.
dolores.mib_does.theft	se usa nada más conseguirla: llévate una mercancía de otro jugador.
dolores.mib_does.swirl	tras repartir, recoloca el reparto sin cambiar cuántas cartas hay a cada lado.
dolores.mib_does.ebb	tras repartir, descarta el reparto y reparte cuatro cartas nuevas.
dolores.mib_does.convoy	tras repartir, reparte una carta más a cada lado.
dolores.mib_does.ruse	en el reparto, elige tu gesto después de ver el del otro.
dolores.mib_does.mix-up	tras enseñar los gestos, anula los dos: se vuelven a repartir las mismas cartas.
dolores.mib_does.wager	fuera del reparto, adivina los dos gestos; si aciertas, coges una carta antes que nadie.
dolores.goods.weapons	armas
dolores.goods.wine	vino
dolores.goods.jewelry	joyas
dolores.goods.lace	encaje
dolores.goods.tableware	vajilla
dolores.goods.instruments	instrumentos
dolores.goods.gold	oro
dolores.phrase.share	Voy a compartir.
dolores.phrase.fight	Voy a pelear.
dolores.phrase.dodge	Voy a esquivar.
dolores.phrase.both	Compartamos los dos.
dolores.phrase.dare	Ni se te ocurra pelear conmigo.
dolores.phrase.rich	Este reparto merece pelea.
dolores.phrase.poor	Aquí no hay nada que valga la pena.
`)
}
