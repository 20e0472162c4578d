package lang

// Palabras de varias pantallas.
func init() {
	register("es", map[string]string{
		"common.back":     "Volver",
		"common.ok":       "Aceptar",
		"common.cancel":   "Cancelar",
		"common.player_n": "Jugador %[1]d",
	})
}
