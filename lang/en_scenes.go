package lang

// The title, rules and settings screens, and the words main shows (the
// window's title, a page address the game cannot open).
func init() {
	registerLines("en", `
scenes.wordmark	Salotto
`)

	// The title spaces its subtitle out letter by letter itself.
	registerLines("en", `
scenes.subtitle	Three card games for the parlour
scenes.back	‹ Back
scenes.back_to	Back
scenes.rules	Rules
scenes.settings	Settings
scenes.game.dolcevita	Dolce Vita
scenes.game.dolores	HMS Dolores
scenes.game.necklace	The Duchess's Necklace
`)

	// Short names fit the rules tabs on a phone.
	registerLines("en", `
scenes.short.dolcevita	Dolce Vita
scenes.short.dolores	Dolores
scenes.short.necklace	Necklace
`)

	// Title tiles.
	registerLines("en", `
scenes.tile.players	%[1]d–%[2]d players
scenes.tile.players_line	%[1]s · %[2]s
scenes.tile.tagline.dolcevita	bid for the Riviera
scenes.tile.tagline.dolores	share, fight or dodge
scenes.tile.tagline.necklace	a necklace for the Duchess
scenes.tile.rules_only	Opens the rules · table coming soon
scenes.tile.label_rules_only	%[1]s: the rules (its table is coming soon)
`)

	// Rules pages.
	registerLines("en", `
scenes.rules.tab_label	%[1]s rules
scenes.rules.scroll	Scroll
scenes.rules.thumb	Scroll position
`)

	// Settings.
	registerLines("en", `
scenes.settings.sound	Sound
scenes.settings.sound_hint	Card sounds and chimes
scenes.settings.volume	Volume
scenes.settings.speed	Animation speed
scenes.settings.speed_hint	How fast cards fly
scenes.settings.fullscreen	Fullscreen
scenes.settings.fullscreen_hint	Also F11
scenes.settings.on	On
scenes.settings.off	Off
scenes.settings.sound_on	Sound on
scenes.settings.sound_off	Sound off
scenes.settings.quieter	Quieter
scenes.settings.louder	Louder
scenes.settings.percent	%[1]d %%
scenes.settings.speed_label	Animation speed: %[1]s
scenes.settings.fullscreen_on	Fullscreen on
scenes.settings.fullscreen_off	Fullscreen off
scenes.speed.relaxed	Relaxed
scenes.speed.normal	Normal
scenes.speed.fast	Fast
scenes.speed.very_fast	Very fast
`)

	// A page address (?scene=, ?seed=) the game cannot follow; the
	// browser's loader shows it under its own heading.
	registerLines("en", `
scenes.address.seed	%[1]s%[2]q: want a whole number from 0 to %[3]d
scenes.address.scale	%[1]s%[2]q: want device pixels per window pixel, from 0.5 to 4 (for example 2)
scenes.address.scene	unknown scene %[1]q (valid: %[2]s)
`)
}
