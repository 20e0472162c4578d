package lang

// The in-game menu every table opens with its menu button or Escape.
func init() {
	registerLines("en", `
menu.button	Menu
menu.title	Game paused
menu.resume	Resume
menu.rules	Rules
menu.settings	Settings
menu.leave	Leave game
menu.confirm.title	Leave this game?
menu.confirm.body	The game in progress will be lost.
menu.confirm.yes	Yes, leave
menu.confirm.no	No, keep playing
menu.cannot_open	That cannot open here: %[1]s
`)
}
