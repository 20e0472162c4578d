package lang

// Undo in Spanish (see en_undo.go).
func init() {
	registerLines("es", `
undo.button	Deshacer
undo.menu	Deshacer la última jugada
undo.failed	No se pudo volver a abrir la mesa: %[1]s

refusals.undo.nothing	No tienes ninguna jugada que deshacer.
refusals.undo.other-human	%[1]s ha jugado después: solo puedes deshacer tu propia última jugada.
refusals.undo.not-offered	Este juego no permite deshacer.
refusals.undo.game-over	La partida ha terminado: su resultado se queda.

refusals.dolcevita.undo-round-resolved	La ronda ya está resuelta: sus cartas tienen dueño.

refusals.necklace.undo-draw-seen	La carta que robaste ya se ha visto.
refusals.necklace.undo-answer-drew	%[1]s ya ha respondido con una carta robada del mazo.
refusals.necklace.undo-answer-shown	%[1]s ya ha respondido: se ha visto una carta de esa mano.
refusals.necklace.undo-rival-answered	La joyería rival ya ha respondido desde su mano oculta.

refusals.dolores.undo-dealt	Ya se han repartido cartas nuevas del mazo.
refusals.dolores.undo-revealed	Los gestos ya se han revelado.
refusals.dolores.undo-answered	%[1]s ya te ha respondido.
`)
}
