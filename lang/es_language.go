package lang

// Elegir el idioma (ver en_language.go).
func init() {
	register("es", map[string]string{
		"language.setting": "Idioma",
		"language.hint":    "Textos de la pantalla y de las cartas",
		"language.choose":  "Idioma: %[1]s",
		"language.name.en": "English",
		"language.name.es": "Español",
		"language.name.it": "Italiano",
		"language.unknown": "idioma desconocido %[1]q (válidos: %[2]s)",
	})
}
