package lang

// Una mesa que juega una sala en línea: la barra de la sala, sus negativas,
// la comprobación de lo que se vio, salir de la sala.
func init() {
	registerLines("es", `
room.wait_sent	Un momento: tu jugada va camino de la sala.
room.undo	En línea no se puede deshacer una jugada: la sala guarda cada jugada tal como se hizo.
room.refused_other	La sala no aceptó tu jugada.
room.leave_body	La partida sigue sin ti: al rato un bot juega en tu lugar. Puedes volver a ella desde Jugar en línea.
room.leave_body_watch	Dejas de mirar esta sala.
room.results.back	Jugar en línea
room.check.waiting	Comprobando las cartas que viste…
room.check.true	Todas las cartas que viste eran verdaderas.
room.check.seed	El reparto que reveló la sala no es el que prometió antes de la partida.
room.check.record	El registro de la sala es de otra partida.
room.check.receipt	Jugada %[1]d: el recibo de la sala no corresponde a la jugada registrada.
room.check.view	Jugada %[1]d: lo que viste no es lo que dan las reglas.
room.check.view_deal	El reparto: lo que viste no es lo que dan las reglas.
room.check.move	La jugada %[1]d del registro de la sala rompe las reglas.
room.check.failed	No se pudo comprobar el registro de la sala.
room.check.missing	La sala no reveló su reparto: no se pueden comprobar las cartas que viste.
room.bar.seat	%[1]s · %[2]s
room.bar.reconnecting	Reconectando… %[1]d s
room.bar.reconnecting_now	Reconectando…
room.bar.gone	La sala ya no existe: esta partida no puede seguir. El registro de jugadas guarda lo que pasó.
room.bar.standin	Un bot juega por %[1]s hasta que vuelva.
room.bar.over	La partida ha terminado.
room.bar.watching	Estás mirando esta sala.
room.bar.broken	La sala envió algo que este juego no puede leer.
room.presence.connected	en línea
room.presence.dropped	ausente
room.presence.standin	ausente
room.presence.bot	bot
room.presence.empty	libre
room.presence.unknown	sin noticias
room.bar.waits	le toca
room.bar.sealed	ya ha elegido
`)
}
