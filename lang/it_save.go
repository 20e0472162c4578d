package lang

// Saves in Italian (see en_save.go).
func init() {
	registerLines("it", `
save.continue	Continua
save.continue_label	Continua %[1]s
save.also	Continua %[1]s · %[2]s
save.continue_line	%[1]s · %[2]s · %[3]s
save.list_and	%[1]s e %[2]s
save.list_comma	%[1]s, %[2]s
save.progress.round	mano %[1]d di %[2]d
save.progress.share	spartizione %[1]d
save.progress.turn	turno %[1]d
save.progress.move	mossa %[1]d
save.cannot_continue	La partita salvata non si apre: %[1]s
save.leave_body	La partita resta salvata: riprendila con Continua dal titolo.
save.write_failed	Impossibile salvare la partita: il disco o la memoria del browser potrebbero essere pieni. Si continua a giocare e la prossima mossa riprova.
save.settings_failed	Impossibile salvare le tue impostazioni: il disco o la memoria del browser potrebbero essere pieni. Valgono finché non chiudi il gioco, e la prossima modifica riprova.

save.doc.settings	Le tue impostazioni
save.doc.stats	Le tue statistiche
save.doc.seats	I posti scelti l'ultima volta
save.doc.game	La tua partita salvata di %[1]s
save.doc.other	Un file salvato
save.problem	%[1]s %[2]s
save.reason.damaged	%[1]s non si può leggere: il file è danneggiato o troncato.
save.reason.foreign	%[1]s non si può leggere: il file non è di Salotto.
save.reason.too_new	%[1]s è stato salvato da un Salotto più recente; aggiorna il gioco per aprirlo.
save.reason.old_format	%[1]s è in un formato che questo Salotto non conosce.
save.reason.wrong_game	%[1]s contiene un altro gioco.
save.reason.bad_move	%[1]s contiene una mossa che le regole non ammettono.
save.kept	È stato messo da parte come %[1]s e il gioco continua senza.
save.not_kept	Il gioco continua senza.
save.stats.bots	Contro i bot: %[1]d giocate, %[2]d vinte
save.stats.hotseat	A turno: %[1]d giocate
save.stats.solo	In solitario: %[1]d giocate, %[2]d vinte
save.stats.best.dolores	miglior punteggio %[1]d
save.stats.best.necklace	miglior collana %[1]d fiorini
save.stats.best.dolcevita	miglior patrimonio %[1]s
save.stats.best.solo	miglior giudizio: %[1]s (%[2]d fiorini)
save.stats.join	%[1]s · %[2]s
`)
}
