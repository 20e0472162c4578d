package lang

// Scegliere la lingua (vedi en_language.go).
func init() {
	register("it", map[string]string{
		"language.setting": "Lingua",
		"language.hint":    "Le parole sullo schermo e sulle carte",
		"language.choose":  "Lingua: %[1]s",
		"language.name.en": "English",
		"language.name.es": "Español",
		"language.name.it": "Italiano",
		"language.unknown": "lingua sconosciuta %[1]q (valide: %[2]s)",
	})
}
