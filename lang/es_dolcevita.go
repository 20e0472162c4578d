package lang

// La mesa de Dolce Vita.
func init() {
	registerLines("es", `
dolcevita.round	Ronda %[1]d de %[2]d · empieza: %[3]s
dolcevita.round.you	Ronda %[1]d de %[2]d · empiezas tú
dolcevita.game_over	Fin de la partida
dolcevita.scoring	Se puntúa la columna %[1]d · %[2]s
dolcevita.your_move	arrastra una carta de número bajo una columna
dolcevita.column	Columna %[1]d
dolcevita.number_card	Carta de número %[1]d
dolcevita.total_tied	=%[1]d
dolcevita.tie_cancelled	Empate a %[1]d: se anulan
dolcevita.empty_handed	No queda nada para %[1]s
dolcevita.empty_handed.you	No queda nada para ti
dolcevita.no_bids	Sin pujas: va arriba
dolcevita.traded_in	%[1]s cambia %[2]s de %[3]s por %[2]s de %[4]s
dolcevita.traded_in.you	Cambias %[2]s de %[3]s por %[2]s de %[4]s
dolcevita.luxury.house	la casa
dolcevita.luxury.car	el coche
dolcevita.luxury.boat	el barco
dolcevita.luxury.horse	el caballo
dolcevita.luxury.jewellery	las joyas
dolcevita.luxury.clock	el reloj
dolcevita.luxury.vacation	las vacaciones
`)
}
