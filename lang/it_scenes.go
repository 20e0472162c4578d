package lang

// Le schermate iniziale, delle regole e delle impostazioni, e le parole di main.
func init() {
	register("it", map[string]string{
		"scenes.wordmark":       "Salotto",
		"scenes.subtitle":       "Tre giochi di carte per il salotto",
		"scenes.back":           "‹ Indietro",
		"scenes.back_to":        "Indietro",
		"scenes.rules":          "Regole",
		"scenes.settings":       "Impostazioni",
		"scenes.game.dolcevita": "Dolce Vita",
		"scenes.game.dolores":   "HMS Dolores",
		"scenes.game.necklace":  "La collana della Duchessa",

		"scenes.short.dolcevita": "Dolce Vita",
		"scenes.short.dolores":   "Dolores",
		"scenes.short.necklace":  "Collana",

		"scenes.tile.players":           "%[1]d–%[2]d giocatori",
		"scenes.tile.players_line":      "%[1]s · %[2]s",
		"scenes.tile.tagline.dolcevita": "un'asta per la Riviera",
		"scenes.tile.tagline.dolores":   "dividere, conflitto o schivare",
		"scenes.tile.tagline.necklace":  "una collana per la Duchessa",
		"scenes.tile.rules_only":        "Apre le regole · tavolo in arrivo",
		"scenes.tile.label_rules_only":  "%[1]s: le regole (il tavolo arriva presto)",

		"scenes.rules.tab_label": "Regole di %[1]s",
		"scenes.rules.scroll":    "Scorri",
		"scenes.rules.thumb":     "Posizione nel testo",

		"scenes.settings.sound":           "Suono",
		"scenes.settings.sound_hint":      "Rumori delle carte e campanelli",
		"scenes.settings.volume":          "Volume",
		"scenes.settings.speed":           "Animazioni",
		"scenes.settings.speed_hint":      "Quanto veloci volano le carte",
		"scenes.settings.fullscreen":      "Schermo intero",
		"scenes.settings.fullscreen_hint": "Anche F11",
		"scenes.settings.on":              "Sì",
		"scenes.settings.off":             "No",
		"scenes.settings.sound_on":        "Suono attivo",
		"scenes.settings.sound_off":       "Suono spento",
		"scenes.settings.quieter":         "Più piano",
		"scenes.settings.louder":          "Più forte",
		"scenes.settings.percent":         "%[1]d %%",
		"scenes.settings.speed_label":     "Velocità delle animazioni: %[1]s",
		"scenes.settings.fullscreen_on":   "Schermo intero attivo",
		"scenes.settings.fullscreen_off":  "Schermo intero spento",
		"scenes.speed.relaxed":            "Calma",
		"scenes.speed.normal":             "Normale",
		"scenes.speed.fast":               "Veloce",
		"scenes.speed.very_fast":          "Fulminea",

		"scenes.address.seed":  "%[1]s%[2]q: serve un numero intero da 0 a %[3]d",
		"scenes.address.scale": "%[1]s%[2]q: servono pixel del dispositivo per pixel della finestra, da 0.5 a 4 (per esempio 2)",
		"scenes.address.scene": "scena sconosciuta %[1]q (valide: %[2]s)",
	})
}
