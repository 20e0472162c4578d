package lang

// The move log in Spanish (see en_log.go).
func init() {
	registerLines("es", `
log.button	Registro de jugadas
log.menu	Registro de jugadas
log.title	Jugadas hasta ahora
log.more	Desplaza hacia arriba para ver jugadas anteriores
log.empty	Todavía no hay jugadas.
log.close	Cerrar
log.list_and	%[1]s y %[2]s
log.list_comma	%[1]s, %[2]s
log.won	La partida ha terminado: ha ganado %[1]s.
log.won.you	La partida ha terminado: has ganado.
log.shared	La partida ha terminado: %[1]s comparten la victoria.
log.shared.you	La partida ha terminado: compartes la victoria con %[1]s.

log.dolcevita.placed	%[1]s puso un %[2]d bajo la columna %[3]d.
log.dolcevita.placed.you	Pusiste un %[2]d bajo la columna %[3]d.
log.dolcevita.tie	Columna %[1]d: %[2]s empatan a %[3]d y se anulan.
log.dolcevita.tie.you	Columna %[1]d: tú y %[2]s empatáis a %[3]d y os anuláis.
log.dolcevita.awarded	Columna %[1]d: %[2]s se llevó %[3]s.
log.dolcevita.awarded.you	Columna %[1]d: te llevaste %[3]s.
log.dolcevita.traded_in	%[1]s cambió %[2]s por %[3]s; la vieja fue arriba de la columna %[4]d.
log.dolcevita.traded_in.you	Cambiaste %[2]s por %[3]s; la vieja fue arriba de la columna %[4]d.
log.dolcevita.empty_handed	Columna %[1]d: no quedaba nada para %[2]s.
log.dolcevita.empty_handed.you	Columna %[1]d: no quedaba nada para ti.
log.dolcevita.no_bids	Columna %[1]d: sin pujas, así que %[2]s pasó arriba.
log.dolcevita.round_ended	Ha terminado la ronda %[1]d.
log.dolcevita.luxury	la carta de %[1]s de %[2]s
log.dolcevita.money	el dinero de %[1]s

log.necklace.card	%[1]s (%[2]s)
log.necklace.drew	%[1]s robó %[2]s.
log.necklace.drew.you	Robaste %[2]s.
log.necklace.drew_card	%[1]s robó una carta.
log.necklace.drew_card.you	Robaste una carta.
log.necklace.took	%[1]s tomó %[2]s del descarte.
log.necklace.took.you	Tomaste %[2]s del descarte.
log.necklace.discarded	%[1]s descartó %[2]s.
log.necklace.discarded.you	Descartaste %[2]s.
log.necklace.emptied	El mazo se ha agotado: queda un último turno para cada uno.
log.necklace.declined	%[1]s no tomó del descarte.
log.necklace.declined.you	No tomaste del descarte.

log.dolores.loot	%[1]s empieza con %[2]s.
log.dolores.loot.you	Empiezas con %[2]s.
log.dolores.share	Reparto %[1]d: %[2]s reparte a %[3]s.
log.dolores.share.you	Reparto %[1]d: repartes a %[3]s.
log.dolores.share.to_you	Reparto %[1]d: %[2]s te reparte.
log.dolores.dealt_left	Al lado del jugador de la izquierda: %[1]s.
log.dolores.dealt_dealer	Al lado de quien reparte: %[1]s.
log.dolores.face_down	una carta boca abajo
log.dolores.goods	%[1]s %[2]d
log.dolores.dawn_card	el Amanecer
log.dolores.dawn	Salió el Amanecer del mazo.
log.dolores.mib	%[1]s jugó %[2]s.
log.dolores.mib.you	Jugaste %[2]s.
log.dolores.passed	%[1]s pasó.
log.dolores.passed.you	Pasaste.
log.dolores.said	%[1]s dijo: «%[2]s»
log.dolores.said.you	Dijiste: «%[2]s»
log.dolores.chose	%[1]s eligió un gesto.
log.dolores.chose.you	Elegiste un gesto.
log.dolores.wager	%[1]s hizo una predicción secreta.
log.dolores.wager.you	Hiciste una predicción secreta.
log.dolores.shown	El gesto de %[1]s se muestra primero: %[2]s.
log.dolores.shown.you	Tu gesto se muestra primero: %[2]s.
log.dolores.turned_up	Las cartas boca abajo del reparto se dieron la vuelta.
log.dolores.revealed	%[1]s mostró %[2]s; %[3]s mostró %[4]s.
log.dolores.revealed.you	Mostraste %[2]s; %[3]s mostró %[4]s.
log.dolores.revealed.to_you	%[1]s mostró %[2]s; tú mostraste %[4]s.
log.dolores.wager_right	La predicción de %[1]s fue acertada.
log.dolores.wager_right.you	Tu predicción fue acertada.
log.dolores.wager_wrong	La predicción de %[1]s falló.
log.dolores.wager_wrong.you	Tu predicción falló.
log.dolores.cancelled	%[2]s de %[1]s anuló los gestos: el reparto se juega de nuevo.
log.dolores.cancelled.you	Tu %[2]s anuló los gestos: el reparto se juega de nuevo.
log.dolores.taken	%[1]s tomó %[2]s.
log.dolores.taken.you	Tomaste %[2]s.
log.dolores.discarded	Al descarte: %[1]s.
log.dolores.collection	%[1]s descartó su colección de %[2]s.
log.dolores.collection.you	Descartaste tu colección de %[2]s.
log.dolores.no_goods	%[1]s no tenía mercancías que descartar.
log.dolores.no_goods.you	No tenías mercancías que descartar.
log.dolores.chose_coll	%[1]s eligió una colección para descartar.
log.dolores.chose_coll.you	Elegiste una colección para descartar.
log.dolores.stolen	%[1]s robó %[2]s a %[3]s.
log.dolores.stolen.you	Robaste %[2]s a %[3]s.
log.dolores.stolen.to_you	%[1]s te robó %[2]s.
log.dolores.theft_wasted	%[2]s de %[1]s no encontró nada que llevarse.
log.dolores.theft_wasted.you	Tu %[2]s no encontró nada que llevarse.
log.dolores.word_kept	%[1]s cumplió su palabra.
log.dolores.word_kept.you	Cumpliste tu palabra.
log.dolores.word_broken	%[1]s no cumplió su palabra.
log.dolores.word_broken.you	No cumpliste tu palabra.
`)
}
