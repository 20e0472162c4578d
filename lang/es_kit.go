package lang

// Lo que dice cualquier mesa: turnos, negativas de la propia mesa, relevo.
func init() {
	register("es", map[string]string{
		"kit.wait_moving":     "Un momento: la mesa aún se está moviendo.",
		"kit.wait_handover":   "Antes pasa la pantalla a %[1]s.",
		"kit.wait_turn":       "Un momento: ahora le toca a %[1]s.",
		"kit.your_turn":       "Tu turno: %[1]s",
		"kit.your_turn_named": "%[1]s, tu turno: %[2]s",
		"kit.thinking":        "%[1]s está pensando...",
		"kit.waiting_for":     "Esperando a %[1]s",
		"kit.hand_of":         "Cartas de %[1]s",
		"kit.hand_yours":      "Tus cartas",
		"kit.pass_screen":     "Pasa la pantalla a %[1]s",
		"kit.pass_hint":       "%[1]s: haz clic o pulsa una tecla cuando estés listo",
		"kit.skip_hint":       "clic para saltar",
	})
}
