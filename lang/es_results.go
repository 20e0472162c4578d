package lang

// El cuadro de resultados con que acaba cada juego, y las filas de cada uno.
func init() {
	registerLines("es", `
results.game_over	Fin de la partida
results.you_win	¡Ganas con %[1]s!
results.wins	%[1]s gana con %[2]s
results.share	%[1]s comparten la victoria con %[2]s
results.share.you	Tú y %[1]s compartís la victoria con %[2]s
results.list_and	%[1]s y %[2]s
results.list_comma	%[1]s, %[2]s
results.badge.winner	GANADOR
results.badge.shared	EMPATE
results.rematch	Revancha
results.title	Volver al inicio
results.rematch_failed	No se pudo empezar la revancha: %[1]s
results.detail_sep	 · 
results.title_failed	No se pudo abrir la pantalla de inicio: %[1]s

results.dolcevita.luxuries	lujos %[1]s
results.dolcevita.no_money	sin dinero
results.dolcevita.money	dinero %[1]s = %[2]s
results.dolcevita.notes	%[1]d × %[2]s
results.dolcevita.notes_sep	 + 
`)
}
