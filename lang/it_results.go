package lang

// Il quadro dei risultati con cui finisce ogni gioco, e le righe di ciascuno.
func init() {
	registerLines("it", `
results.game_over	Fine della partita
results.you_win	Hai vinto con %[1]s!
results.wins	%[1]s vince con %[2]s
results.share	%[1]s si dividono la vittoria con %[2]s
results.share.you	Tu e %[1]s vi dividete la vittoria con %[2]s
results.list_and	%[1]s e %[2]s
results.list_comma	%[1]s, %[2]s
results.badge.winner	VINCITORE
results.badge.shared	PARI MERITO
results.rematch	Rivincita
results.title	Torna all'inizio
results.rematch_failed	La rivincita non è potuta partire: %[1]s
results.detail_sep	 · 
results.title_failed	La schermata iniziale non si è potuta aprire: %[1]s

results.dolcevita.luxuries	lussi %[1]s
results.dolcevita.no_money	niente denaro
results.dolcevita.money	denaro %[1]s = %[2]s
results.dolcevita.notes	%[1]d × %[2]s
results.dolcevita.notes_sep	 + 
`)
}
