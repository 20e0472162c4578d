package lang

// Replay delle partite, la schermata delle partite salvate, Salva questa
// partita e la modalità spettatore.
func init() {
	registerLines("it", `
replay.caption	Mossa %[1]d di %[2]d · Turno %[3]d di %[4]d
replay.back	Indietro
replay.forward	Avanti
replay.play	Riproduci
replay.pause	Pausa
replay.round_back	Turno precedente
replay.round_next	Turno successivo
replay.speed	Velocità %[1]d×
replay.log	Mosse
replay.leave	Esci
replay.to_move	Tocca a %[1]s

replay.refused.damaged	Questo file non è una partita che Salotto sappia leggere: %[1]s
replay.refused.newer	Questa partita è stata salvata da un Salotto più recente. Aggiorna il gioco per rivederla.
replay.refused.game	Questa partita è di un gioco che Salotto non ha: %[1]s.
replay.refused.move	Questa partita non si può rivedere: la mossa %[1]d (%[2]s) lì non è ammessa.
replay.refused.rules	Questa partita è stata giocata con regole diverse da quelle di questo Salotto: %[1]s
replay.refused.unreadable	Impossibile leggere il file: %[1]s

replay.records.title	Apri una partita
replay.records.pick	Scegli una partita salvata da rivedere, o trascina un file di partita sulla finestra.
replay.records.none	Ancora nessuna partita salvata. Finiscine una e premi Salva questa partita; finiscono in %[1]s.
replay.records.unlisted	Impossibile elencare le partite salvate: %[1]s
replay.records.browser	Scegli un file di partita, o trascinalo sulla pagina.
replay.records.choose	Scegli un file...

replay.save	Salva questa partita
replay.saved	Salvata come %[1]s
replay.save_failed	Impossibile salvare la partita: %[1]s

replay.watch.caption	I bot giocano a %[1]s · partita %[2]d · Esc per uscire
replay.watch.leave	Smetti di guardare
replay.watch.button	Guarda giocare i bot
replay.open.button	Apri una partita...
`)
}
