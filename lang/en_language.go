package lang

// Choosing the language: the Settings row and the message for a language
// the game does not have. Each language's name is written in itself
// (language.name.*), the same in every catalog, so a player who opened the
// game in the wrong language still finds their own.
func init() {
	registerLines("en", `
language.setting	Language
language.hint	Words on screen and on the cards
language.choose	Language: %[1]s
language.name.en	English
language.name.es	Español
language.name.it	Italiano
language.unknown	unknown language %[1]q (valid: %[2]s)
`)
}
