package lang

// La schermata di preparazione: chi siede al tavolo, le opzioni del gioco,
// il seme.
func init() {
	registerLines("it", `
setup.seats	Posti
setup.game	Gioco
setup.players	Giocatori (da %[1]d a %[2]d)
setup.fewer	Meno giocatori
setup.more	Più giocatori
setup.solo	%[1]d · in solitario
setup.seed	Seme
setup.seed_label	Seme della distribuzione (scrivi cifre)
setup.new_seed	Nuovo seme
setup.new_seed_label	Estrai un nuovo seme
setup.seat_hint	Clicca un nome per scriverne un altro, e un simbolo per cambiarne il colore.
setup.seed_hint	Lo stesso seme distribuisce le stesse carte.
setup.back	‹ Indietro
setup.back_label	Torna all'inizio
setup.start	Inizia
setup.start_label	Inizia la partita
setup.seat_colour	Colore del posto %[1]d
setup.seat_name	Nome del posto %[1]d
setup.seat_level	Posto %[1]d: %[2]s
setup.option	%[1]s: %[2]s
setup.you	Tu

setup.level.human	Persona
setup.level.easy	Facile
setup.level.normal	Normale
setup.level.hard	Difficile
setup.level.expert	Esperto

setup.option.expansions	Espansioni
setup.choice.expansions.none	Nessuna
setup.choice.expansions.rainbow	Iridate
setup.choice.expansions.gold	Oro
setup.choice.expansions.rainbow+gold	Entrambe

setup.no_name	Il posto %[1]d non ha un nome: cliccalo e scrivine uno.
setup.same_name	I posti %[1]d e %[2]d si chiamano entrambi %[3]s: dai a ogni posto il suo nome.
setup.solo_person	Una partita in solitario vuole una persona al tavolo: imposta il posto 1 su Persona.
setup.not_playable	%[1]s non si può ancora giocare: il suo tavolo è in costruzione.
setup.cannot_start	Questo tavolo non può partire: %[1]v
setup.replaces_saved	Iniziare sostituisce la tua partita non finita di questo gioco (%[1]s). Premi di nuovo Inizia per cominciare comunque.
setup.name_full	Un nome ha al massimo %[1]d lettere.
setup.seed_full	Questo è il seme più grande che ci sia.
`)
}
