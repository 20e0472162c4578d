package lang

// Quello che dice ogni tavolo: i turni, i rifiuti del tavolo stesso, il passaggio dello schermo.
func init() {
	register("it", map[string]string{
		"kit.wait_moving":     "Un attimo: il tavolo si sta ancora muovendo.",
		"kit.wait_handover":   "Prima passa lo schermo a %[1]s.",
		"kit.wait_turn":       "Un attimo: ora tocca a %[1]s.",
		"kit.your_turn":       "Tocca a te: %[1]s",
		"kit.your_turn_named": "%[1]s, tocca a te: %[2]s",
		"kit.thinking":        "%[1]s ci pensa...",
		"kit.waiting_for":     "In attesa di %[1]s",
		"kit.hand_of":         "Carte di %[1]s",
		"kit.hand_yours":      "Le tue carte",
		"kit.pass_screen":     "Passa lo schermo a %[1]s",
		"kit.pass_hint":       "%[1]s: clicca o premi un tasto quando sei pronto",
		"kit.skip_hint":       "clicca per saltare",
	})
}
