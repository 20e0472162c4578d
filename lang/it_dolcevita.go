package lang

// Il tavolo di Dolce Vita.
func init() {
	registerLines("it", `
dolcevita.round	Mano %[1]d di %[2]d · apre: %[3]s
dolcevita.round.you	Mano %[1]d di %[2]d · apri tu
dolcevita.game_over	Fine della partita
dolcevita.scoring	Si assegna la colonna %[1]d · %[2]s
dolcevita.your_move	trascina una carta numero sotto una colonna
dolcevita.column	Colonna %[1]d
dolcevita.number_card	Carta numero %[1]d
dolcevita.total_tied	=%[1]d
dolcevita.tie_cancelled	Pareggio a %[1]d: annullate
dolcevita.empty_handed	Niente per %[1]s
dolcevita.empty_handed.you	Niente per te
dolcevita.no_bids	Nessuna offerta: va in cima
dolcevita.traded_in	%[1]s cambia %[2]s da %[3]s con %[2]s da %[4]s
dolcevita.traded_in.you	Cambi %[2]s da %[3]s con %[2]s da %[4]s
dolcevita.luxury.house	la villa
dolcevita.luxury.car	l'auto
dolcevita.luxury.boat	la barca
dolcevita.luxury.horse	il cavallo
dolcevita.luxury.jewellery	i gioielli
dolcevita.luxury.clock	l'orologio
dolcevita.luxury.vacation	la vacanza
`)
}
