package lang

// Un tavolo che gioca una stanza online: la barra della stanza, i suoi
// rifiuti, il controllo di ciò che si è visto, uscire dalla stanza.
func init() {
	registerLines("it", `
room.wait_sent	Un attimo: la tua mossa sta arrivando alla stanza.
room.undo	Online una mossa non si può annullare: la stanza tiene ogni mossa così come è stata fatta.
room.refused_other	La stanza non ha accettato la tua mossa.
room.leave_body	La partita continua senza di te: dopo un po' un bot gioca al tuo posto. Puoi tornarci da Gioca online.
room.leave_body_watch	Smetti di guardare questa stanza.
room.results.back	Gioca online
room.check.waiting	Controllo delle carte che hai visto…
room.check.true	Ogni carta che hai visto era vera.
room.check.seed	La distribuzione rivelata dalla stanza non è quella promessa prima della partita.
room.check.record	La registrazione della stanza è di un'altra partita.
room.check.receipt	Mossa %[1]d: la ricevuta della stanza non è della mossa registrata.
room.check.view	Mossa %[1]d: quello che hai visto non è ciò che danno le regole.
room.check.view_deal	La distribuzione: quello che hai visto non è ciò che danno le regole.
room.check.move	La mossa %[1]d della registrazione della stanza viola le regole.
room.check.failed	Non è stato possibile controllare la registrazione della stanza.
room.check.missing	La stanza non ha rivelato la sua distribuzione: le carte che hai visto non si possono controllare.
room.bar.seat	%[1]s · %[2]s
room.bar.reconnecting	Riconnessione… %[1]d s
room.bar.reconnecting_now	Riconnessione…
room.bar.gone	La stanza non c'è più: questa partita non può continuare. Il registro delle mosse conserva quello che è successo.
room.bar.standin	Un bot gioca per %[1]s finché non torna.
room.bar.over	La partita è finita.
room.bar.watching	Stai guardando questa stanza.
room.bar.broken	La stanza ha inviato qualcosa che questo gioco non sa leggere.
room.presence.connected	online
room.presence.dropped	assente
room.presence.standin	assente
room.presence.bot	bot
room.presence.empty	libero
room.presence.unknown	nessuna notizia
room.bar.waits	di turno
room.bar.sealed	ha già scelto
`)
}
