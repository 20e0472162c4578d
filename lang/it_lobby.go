package lang

// Gioca online: la voce del titolo, la schermata principale (nome, entrare
// o guardare con un codice, stanze nuove, tornare a una stanza, ospitare
// su questo computer), la Stanza nuova di un gioco (la sua preparazione
// online) e l'anticamera di una stanza.
func init() {
	registerLines("it", `
lobby.entry	Gioca online
lobby.title	Gioca online
lobby.back_label	Torna al titolo
lobby.join_head	Entra in una stanza
lobby.new_head	Stanza nuova
lobby.name	Il tuo nome
lobby.name_label	Il tuo nome (fai clic per scriverlo)
lobby.name_hint	Scrivi il tuo nome
lobby.code	Codice della stanza
lobby.code_label	Codice della stanza (fai clic per scriverlo)
lobby.code_hint	ABCD-2345
lobby.join	Entra
lobby.join_label	Entra nella stanza con questo codice
lobby.watch	Guarda
lobby.watch_label	Guarda la stanza con questo codice
lobby.new_label	Stanza nuova di %[1]s
lobby.room_button	Torna alla stanza %[1]s · %[2]s
lobby.room_label	Torna alla tua ultima stanza
lobby.host	Ospita su questo computer
lobby.host_label	Ospita stanze su questo computer, per gli amici della stessa rete
lobby.host_starting	Avvio del server di questo computer…
lobby.host_on	Ospiti su questo computer
lobby.host_failed	Questo computer non è riuscito a ospitare stanze: %[1]s
lobby.hosting	Questo computer ospita stanze: gli amici della stessa rete avviano Salotto con -server %[1]s
lobby.server	Le stanze si giocano su %[1]s
lobby.server_looking	Cerco il server delle stanze…
lobby.server_bad	L'indirizzo del server %[1]s non va bene: scrivilo come http://host:8080 (o https://, ws://, wss://).
lobby.no_server_page	Non c'è nessun server delle stanze, quindi qui non si possono creare stanze né entrarci. Avviane uno che serva anche questa pagina: go run ./cmd/salotto-server -web web (dopo ./scripts/web-build.sh), poi apri l'indirizzo che indica. Oppure aggiungi ?server=INDIRIZZO all'indirizzo di questa pagina.
lobby.no_server_desktop	Non c'è nessun server delle stanze. Premi Ospita su questo computer per giocare con gli amici della tua rete, oppure avvia un server (go run ./cmd/salotto-server) e apri Salotto con -server INDIRIZZO.
lobby.name_empty	Prima scrivi il tuo nome: gli altri lo vedono al tavolo.
lobby.save_failed	Questa stanza non si è potuta salvare su questo dispositivo: ricaricando o riavviando non ci tornerai.
lobby.kept_unreadable	Non è stato possibile leggere le tue stanze online: %[1]s
lobby.doc	Le tue stanze online e il tuo nome

lobby.code.empty	Prima scrivi il codice della stanza: 8 lettere e cifre, come ABCD-2345.
lobby.code.length	Un codice di stanza ha %[1]d lettere e cifre; questo ne ha %[2]d.
lobby.code.confusable	I codici delle stanze non hanno %[1]s: non usano mai 0, O, 1 né I. Ricontrolla il codice.
lobby.code.character	%[1]s non c'è mai in un codice di stanza: i codici sono lettere e le cifre dal 2 al 9.

lobby.err.no_room	Nessuna stanza ha il codice %[1]s. Controlla il codice: una stanza chiude un giorno dopo l'ultima mossa.
lobby.err.gone	La stanza %[1]s non c'è più: la sua partita è finita da tempo, o la stanza è scaduta.
lobby.err.room_full	La stanza %[1]s non ha posti liberi. Puoi guardarla.
lobby.err.bad_token	La stanza %[1]s non riconosce più il posto di questo dispositivo.
lobby.err.too_fast	Il server chiede di aspettare qualche secondo prima di riprovare.
lobby.err.bad_room	Il server non è riuscito a creare questa stanza: %[1]s
lobby.err.not_ready	Tutti i posti devono essere occupati prima di cominciare.
lobby.err.not_host	Solo chi ha creato la stanza può cominciare la partita.
lobby.err.version	Questo Salotto e il server parlano versioni diverse: aggiorna il gioco.
lobby.err.closed	Il server ha chiuso la connessione: %[1]s
lobby.err.other	Il server dice: %[1]s

lobby.room.heading	%[1]s · stanza online
lobby.room.code_head	Codice della stanza
lobby.room.code_label	Codice della stanza %[1]s
lobby.room.copy	Copia il link
lobby.room.copy_label	Copia il link della stanza, da mandare agli amici
lobby.room.copied	Link copiato: mandalo ai tuoi amici.
lobby.room.copy_failed	Non è stato possibile copiare il link: selezionalo qui sopra e copialo a mano.
lobby.room.desktop_share	Gli amici avviano Salotto con:
lobby.room.command	salotto -join %[1]s -server %[2]s
lobby.room.printed_line	Stanza %[1]s (%[2]s): gli amici entrano con   %[3]s
lobby.room.seats	Posti
lobby.room.making	Creo la stanza…
lobby.room.joining	Entro nella stanza %[1]s…
lobby.room.opening	Apro la stanza %[1]s…
lobby.room.unreachable	Il server non risponde. Riprovo tra %[1]d s…
lobby.room.reconnecting	Riconnessione… %[1]d s
lobby.room.wait_friend	In attesa di un amico
lobby.room.wait_friends	In attesa di %[1]d amici
lobby.room.ready	Ci sono tutti: comincia quando vuoi.
lobby.room.wait_host	In attesa che chi ospita cominci.
lobby.room.watching	Stai guardando: la partita compare qui quando chi ospita la comincia.
lobby.room.starting	La partita comincia…
lobby.room.closed	La stanza %[1]s è stata chiusa prima della fine della partita.
lobby.room.table_failed	Il tavolo non si è potuto aprire: %[1]s
lobby.room.start	Comincia
lobby.room.start_label	Comincia la partita
lobby.room.leave	‹ Esci
lobby.room.leave_label	Torna a Gioca online (la stanza ti tiene il posto)

lobby.seat.you	%[1]s (tu)
lobby.seat.empty	Un posto libero
lobby.seat.bot	bot · %[1]s
lobby.seat.label	Posto %[1]d: %[2]s, %[3]s
lobby.presence.here	qui
lobby.presence.connected	online
lobby.presence.dropped	assente
lobby.presence.standin	gioca un bot finché non torna
lobby.presence.empty	in attesa di un amico
lobby.presence.bot	bot

lobby.setup.title	%[1]s · stanza nuova
lobby.setup.friend	Amico
lobby.setup.here	Qui
lobby.setup.bot	Bot · %[1]s
lobby.setup.friend_seat	(un amico)
lobby.setup.seat_hint	Amico: chi entra con il codice della stanza. Qui: persone che fanno a turno su questo schermo. Bot: lo gioca il server; fai di nuovo clic per un altro livello.
lobby.setup.deal_hint	Il server distribuisce le carte: nessuno vede la distribuzione, e alla fine ogni dispositivo verifica che fosse vera.
lobby.setup.need_here	Una stanza ti vuole a uno dei suoi posti: impostane uno su Qui.
lobby.setup.create	Crea la stanza
lobby.setup.create_label	Crea la stanza e ricevi il suo codice
lobby.setup.back_label	Torna a Gioca online
`)
}
