package lang

// Words used across screens.
func init() {
	register("en", map[string]string{
		"common.back":     "Back",
		"common.ok":       "OK",
		"common.cancel":   "Cancel",
		"common.player_n": "Player %[1]d",
	})
}
