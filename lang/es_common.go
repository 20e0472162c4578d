package lang

// Palabras de varias pantallas.
func init() {
	registerLines("es", `
common.back	Volver
common.ok	Aceptar
common.cancel	Cancelar
common.player_n	Jugador %[1]d
`)
}
