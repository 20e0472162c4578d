package lang

// El menú de la partida, que cualquier mesa abre con su botón o con Escape.
func init() {
	register("es", map[string]string{
		"menu.button":        "Menú",
		"menu.title":         "Partida en pausa",
		"menu.resume":        "Continuar",
		"menu.rules":         "Reglas",
		"menu.settings":      "Ajustes",
		"menu.leave":         "Salir de la partida",
		"menu.confirm.title": "¿Salir de esta partida?",
		"menu.confirm.body":  "Se perderá la partida en curso.",
		"menu.confirm.yes":   "Sí, salir",
		"menu.confirm.no":    "No, seguir jugando",
		"menu.cannot_open":   "No se puede abrir aquí: %[1]s",
	})
}
