package lang

// Repeticiones de partidas, la pantalla de partidas guardadas, Guardar
// esta partida y el modo espectador.
func init() {
	registerLines("es", `
replay.caption	Jugada %[1]d de %[2]d · Ronda %[3]d de %[4]d
replay.back	Atrás
replay.forward	Adelante
replay.play	Reproducir
replay.pause	Pausa
replay.round_back	Ronda anterior
replay.round_next	Ronda siguiente
replay.speed	Velocidad %[1]d×
replay.log	Jugadas
replay.leave	Salir
replay.to_move	Juega %[1]s

replay.refused.damaged	Este archivo no es una partida que Salotto pueda leer: %[1]s
replay.refused.newer	Esta partida se guardó con un Salotto más reciente. Actualiza el juego para verla.
replay.refused.game	Esta partida es de un juego que Salotto no tiene: %[1]s.
replay.refused.move	Esta partida no se puede repetir: la jugada %[1]d (%[2]s) no está permitida ahí.
replay.refused.rules	Esta partida se jugó con otras reglas que las de este Salotto: %[1]s
replay.refused.unreadable	No se pudo leer el archivo: %[1]s

replay.records.title	Abrir una partida
replay.records.pick	Elige una partida guardada para volver a verla, o suelta un archivo de partida sobre la ventana.
replay.records.none	Aún no hay partidas guardadas. Termina una y pulsa Guardar partida; se guardan en %[1]s.
replay.records.unlisted	No se pudieron listar las partidas guardadas: %[1]s
replay.records.browser	Elige un archivo de partida o suéltalo sobre la página.
replay.records.choose	Elegir un archivo...

replay.save	Guardar partida
replay.saved	Guardada como %[1]s
replay.save_failed	No se pudo guardar la partida: %[1]s

replay.watch.caption	Los bots juegan a %[1]s · partida %[2]d · Escape para salir
replay.watch.leave	Dejar de mirar
replay.watch.button	Ver jugar a los bots
replay.open.button	Abrir una partida...
`)
}
