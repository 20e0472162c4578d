package lang

// Il tavolo della Collana della Duchessa: i mazzi, il pannello della
// collana con le sue previsioni, la fine della partita.
func init() {
	registerLines("it", `
necklace.gem.amber	ambra
necklace.gem.amethyst	ametista
necklace.gem.pearl	perla
necklace.gem.ruby	rubino
necklace.gem.emerald	smeraldo
necklace.gem.diamond	diamante
necklace.gem.jet	giaietto
necklace.gem.sapphire	zaffiro
necklace.gem.rainbow	iridata
necklace.gem.gold	oro

necklace.wish	%[1]d × %[2]s
necklace.wish_list	%[1]s, %[2]s
necklace.florins	%[1]d fiorini
necklace.florins_one	1 fiorino

necklace.panel.title	La tua collana
necklace.panel.wishes	Desideri esauditi
necklace.panel.none	Ancora nessun desiderio esaudito
necklace.panel.open	Ancora da esaudire
necklace.panel.new	+
necklace.panel.if_take	Prendendo %[1]s
necklace.panel.if_drop	Scartando %[1]s
necklace.panel.then_drop	poi scarti %[1]s

necklace.preview.gain	+%[1]d (%[2]s)
necklace.preview.gain_bare	+%[1]d
necklace.preview.loss	−%[1]d
necklace.preview.same	±0

necklace.pile.draw	Mazzo
necklace.pile.left	ne restano %[1]d
necklace.pile.discard	Scarti
necklace.pile.empty	vuoto
necklace.jewel_box	Lo scrigno della Duchessa
necklace.hand.yours	La tua mano
necklace.hand.of	Mano di %[1]s
necklace.strung	%[1]s: %[2]d fiorini

necklace.turn.take	Tocca a te: prendi la prima carta del mazzo o degli scarti
necklace.turn.take_first	Tocca a te: prendi la prima carta del mazzo
necklace.turn.discard	Ora scarta una carta sulla pila degli scarti
necklace.turn.carry	Ora metti la carta nella tua mano: fai clic sulla tua mano
necklace.turn.carry_discard	Ora fai clic sulla pila degli scarti per scartare la carta
necklace.turn.last	Il mazzo è finito: prendi lo scarto in cima, o chiudi la partita
necklace.turn.named	%[1]s: %[2]s
necklace.turn.other	Tocca a %[1]s
necklace.choice.take	Prendi lo scarto
necklace.choice.end	Chiudi la partita
necklace.rival.rule	Il gioielliere rivale prende lo scarto solo se migliora la sua collana, altrimenti pesca; scarta la carta che gli manca di meno.
necklace.rival.name	Il gioielliere rivale
necklace.event.emptied	Il mazzo è finito: un ultimo turno a testa
necklace.event.declined	%[1]s chiude la partita
necklace.event.declined.you	Chiudi la partita
necklace.end.wins	%[1]s vince con %[2]d fiorini
necklace.end.wins.you	Vinci con %[2]d fiorini
necklace.end.shared	Vittoria condivisa: %[1]d fiorini e %[2]d desideri a testa
necklace.end.tiebreak	%[1]s vince con più desideri esauditi
necklace.end.tiebreak.you	Vinci con più desideri esauditi
necklace.end.solo_win	Hai battuto il gioielliere rivale: %[1]d fiorini a %[2]d
necklace.end.solo_loss	Vince il gioielliere rivale: %[2]d fiorini contro i tuoi %[1]d
necklace.end.solo	%[1]s. %[2]s
necklace.end.rating	Il tuo titolo: %[1]s
necklace.rating.apprentice	apprendista
necklace.rating.jeweller	gioielliere
necklace.rating.master	maestro gioielliere
necklace.rating.duchess	gioielliere della Duchessa
necklace.results.wishes	%[1]d desideri esauditi
necklace.results.wishes_one	1 desiderio esaudito
necklace.end.leave	Premi Esc per lasciare il tavolo
`)
}
