package lang

// Saves in Spanish (see en_save.go).
func init() {
	registerLines("es", `
save.continue	Continuar
save.continue_label	Continuar %[1]s
save.also	Continuar %[1]s · %[2]s
save.continue_line	%[1]s · %[2]s · %[3]s
save.list_and	%[1]s y %[2]s
save.list_comma	%[1]s, %[2]s
save.progress.round	ronda %[1]d de %[2]d
save.progress.share	reparto %[1]d
save.progress.turn	turno %[1]d
save.progress.move	jugada %[1]d
save.cannot_continue	La partida guardada no se puede abrir: %[1]s
save.leave_body	Tu partida queda guardada: sigue con Continuar en el título.
save.write_failed	No se pudo guardar la partida: puede que el disco o el almacenamiento del navegador esté lleno. Se sigue jugando y la próxima jugada lo intenta de nuevo.
save.settings_failed	No se pudieron guardar tus ajustes: puede que el disco o el almacenamiento del navegador esté lleno. Valen hasta que cierres el juego, y el próximo cambio lo intenta de nuevo.

save.doc.settings	Tus ajustes
save.doc.stats	Tus estadísticas
save.doc.seats	Los asientos que elegiste la última vez
save.doc.game	Tu partida guardada de %[1]s
save.doc.other	Un archivo guardado
save.problem	%[1]s %[2]s
save.reason.damaged	%[1]s no se pudo leer: el archivo está dañado o cortado.
save.reason.foreign	%[1]s no se pudo leer: el archivo no es de Salotto.
save.reason.too_new	%[1]s se guardó con un Salotto más reciente; actualiza el juego para abrirlo.
save.reason.old_format	%[1]s está en un formato que este Salotto no conoce.
save.reason.wrong_game	%[1]s contiene otro juego.
save.reason.bad_move	%[1]s contiene una jugada que las reglas no permiten.
save.kept	Se ha apartado como %[1]s y el juego sigue sin él.
save.not_kept	El juego sigue sin él.
save.stats.bots	Contra bots: %[1]d jugadas, %[2]d ganadas
save.stats.hotseat	Por turnos: %[1]d jugadas
save.stats.solo	En solitario: %[1]d jugadas, %[2]d ganadas
save.stats.best.dolores	mejor puntuación %[1]d
save.stats.best.necklace	mejor collar %[1]d florines
save.stats.best.dolcevita	mejor fortuna %[1]s
save.stats.best.solo	mejor valoración: %[1]s (%[2]d florines)
save.stats.join	%[1]s · %[2]s
`)
}
