package lang

// Las pantallas de inicio, reglas y ajustes, y lo que muestra main.
func init() {
	register("es", map[string]string{
		"scenes.wordmark":       "Salotto",
		"scenes.subtitle":       "Tres juegos de cartas para la sobremesa",
		"scenes.back":           "‹ Volver",
		"scenes.back_to":        "Volver",
		"scenes.rules":          "Reglas",
		"scenes.settings":       "Ajustes",
		"scenes.game.dolcevita": "Dolce Vita",
		"scenes.game.dolores":   "HMS Dolores",
		"scenes.game.necklace":  "El collar de la Duquesa",

		"scenes.short.dolcevita": "Dolce Vita",
		"scenes.short.dolores":   "Dolores",
		"scenes.short.necklace":  "Collar",

		"scenes.tile.players":           "%[1]d–%[2]d jugadores",
		"scenes.tile.players_line":      "%[1]s · %[2]s",
		"scenes.tile.tagline.dolcevita": "puja por la Riviera",
		"scenes.tile.tagline.dolores":   "compartir, conflicto o esquivar",
		"scenes.tile.tagline.necklace":  "un collar para la Duquesa",
		"scenes.tile.rules_only":        "Abre las reglas · mesa en camino",
		"scenes.tile.label_rules_only":  "%[1]s: las reglas (su mesa llegará pronto)",

		"scenes.rules.tab_label": "Reglas de %[1]s",
		"scenes.rules.scroll":    "Desplazar",
		"scenes.rules.thumb":     "Posición del texto",

		"scenes.settings.sound":           "Sonido",
		"scenes.settings.sound_hint":      "Ruido de cartas y campanillas",
		"scenes.settings.volume":          "Volumen",
		"scenes.settings.speed":           "Animaciones",
		"scenes.settings.speed_hint":      "Lo rápido que vuelan las cartas",
		"scenes.settings.fullscreen":      "Pantalla completa",
		"scenes.settings.fullscreen_hint": "También F11",
		"scenes.settings.on":              "Sí",
		"scenes.settings.off":             "No",
		"scenes.settings.sound_on":        "Sonido activado",
		"scenes.settings.sound_off":       "Sonido desactivado",
		"scenes.settings.quieter":         "Más bajo",
		"scenes.settings.louder":          "Más alto",
		"scenes.settings.percent":         "%[1]d %%",
		"scenes.settings.speed_label":     "Velocidad de animación: %[1]s",
		"scenes.settings.fullscreen_on":   "Pantalla completa activada",
		"scenes.settings.fullscreen_off":  "Pantalla completa desactivada",
		"scenes.speed.relaxed":            "Calma",
		"scenes.speed.normal":             "Normal",
		"scenes.speed.fast":               "Rápida",
		"scenes.speed.very_fast":          "Veloz",

		"scenes.address.seed":  "%[1]s%[2]q: se espera un número entero de 0 a %[3]d",
		"scenes.address.scale": "%[1]s%[2]q: se esperan píxeles del dispositivo por píxel de ventana, de 0.5 a 4 (por ejemplo 2)",
		"scenes.address.scene": "escena desconocida %[1]q (válidas: %[2]s)",
	})
}
