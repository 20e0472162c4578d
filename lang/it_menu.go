package lang

// Il menu di gioco che ogni tavolo apre con il suo pulsante o con Esc.
func init() {
	register("it", map[string]string{
		"menu.button":        "Menu",
		"menu.title":         "Partita in pausa",
		"menu.resume":        "Riprendi",
		"menu.rules":         "Regole",
		"menu.settings":      "Impostazioni",
		"menu.leave":         "Esci dalla partita",
		"menu.confirm.title": "Lasciare la partita?",
		"menu.confirm.body":  "La partita in corso andrà persa.",
		"menu.confirm.yes":   "Sì, esci",
		"menu.confirm.no":    "No, continua",
		"menu.cannot_open":   "Qui non si può aprire: %[1]s",
	})
}
