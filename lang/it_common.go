package lang

// Parole comuni a più schermate.
func init() {
	registerLines("it", `
common.back	Indietro
common.ok	OK
common.cancel	Annulla
common.player_n	Giocatore %[1]d
`)
}
