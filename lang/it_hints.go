package lang

// I suggerimenti della prima partita e il loro interruttore nelle
// Impostazioni.
func init() {
	registerLines("it", `
hints.dismiss	Fai clic o premi Invio per chiudere il suggerimento.
hints.settings	Suggerimenti iniziali
hints.settings_hint	Uno nei momenti che contano, una volta sola
hints.settings_on	Suggerimenti iniziali attivi
hints.settings_off	Suggerimenti iniziali spenti

hints.dolcevita.first_placement	Suggerimento: trascina una carta numero sotto una colonna di lussi. Quando tutti hanno giocato, ogni colonna va ai totali più alti, una carta dal fondo a testa.
hints.dolcevita.first_tie	Suggerimento: i totali uguali sotto una colonna si annullano: quei giocatori non ricevono nulla da quella colonna.
hints.dolcevita.first_trade_in	Suggerimento: una permuta. Se vinci un lusso di un tipo che hai già, tieni la carta nuova e la vecchia va in cima alla colonna, dove un vincitore successivo può prenderla.
hints.dolores.first_gesture	Suggerimento: mostra una mano in segreto. Dividere se entrambi dividete, Conflitto per lottare per il bottino, Schivare per prendere una carta e ritirarti.
hints.dolores.first_mib	Suggerimento: hai preso un Messaggio in bottiglia. Tienilo: il tavolo ti proporrà di giocarlo al momento giusto, e la pagina delle regole spiega ciascuno.
hints.necklace.first_discard	Suggerimento: tieni cinque carte e scartane una. Il pannello mostra i desideri che le tue cinque carte esaudiscono e il loro valore in fiorini.
hints.necklace.first_preview	Suggerimento: indica una carta per vedere cosa cambierebbe scartandola (o prendendo quella in cima agli scarti), prima di decidere.
`)
}
