package lang

// Words used across screens.
func init() {
	registerLines("en", `
common.back	Back
common.ok	OK
common.cancel	Cancel
common.player_n	Player %[1]d
`)
}
