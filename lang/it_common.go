package lang

// Parole comuni a più schermate.
func init() {
	register("it", map[string]string{
		"common.back":     "Indietro",
		"common.ok":       "OK",
		"common.cancel":   "Annulla",
		"common.player_n": "Giocatore %[1]d",
	})
}
