package lang

// Undo in Italian (see en_undo.go).
func init() {
	registerLines("it", `
undo.button	Annulla
undo.menu	Annulla l'ultima mossa
undo.failed	Non è stato possibile riaprire il tavolo: %[1]s

refusals.undo.nothing	Non hai nessuna mossa da annullare.
refusals.undo.other-human	%[1]s ha giocato dopo di te: puoi annullare solo la tua ultima mossa.
refusals.undo.not-offered	Questo gioco non permette di annullare.
refusals.undo.game-over	La partita è finita: il risultato resta.

refusals.dolcevita.undo-round-resolved	La mano è già risolta: le sue carte sono state vinte.

refusals.necklace.undo-draw-seen	La carta che hai pescato è già stata vista.
refusals.necklace.undo-answer-drew	%[1]s ha già risposto con una carta pescata dal mazzo.
refusals.necklace.undo-answer-shown	%[1]s ha già risposto: si è vista una carta di quella mano.
refusals.necklace.undo-rival-answered	Il gioielliere rivale ha già risposto dalla sua mano nascosta.

refusals.dolores.undo-dealt	Sono già state distribuite nuove carte dal mazzo.
refusals.dolores.undo-revealed	I gesti sono già stati rivelati.
refusals.dolores.undo-answered	%[1]s ti ha già risposto.
`)
}
