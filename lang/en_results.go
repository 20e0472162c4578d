package lang

// The results frame every game ends on, and the rows each game fills in.
func init() {
	registerLines("en", `
results.game_over	Game over
results.you_win	You win with %[1]s!
results.wins	%[1]s wins with %[2]s
results.share	%[1]s share the win with %[2]s
results.share.you	You and %[1]s share the win with %[2]s
results.list_and	%[1]s and %[2]s
results.list_comma	%[1]s, %[2]s
results.badge.winner	WINNER
results.badge.shared	SHARED WIN
results.rematch	Rematch
results.title	Back to title
results.rematch_failed	The rematch could not start: %[1]s
results.detail_sep	 · 
results.title_failed	The title screen could not open: %[1]s
`)

	// Dolce Vita's rows: what each seat's wealth is made of.
	registerLines("en", `
results.dolcevita.luxuries	luxuries %[1]s
results.dolcevita.no_money	no money
results.dolcevita.money	money %[1]s = %[2]s
results.dolcevita.notes	%[1]d × %[2]s
results.dolcevita.notes_sep	 + 
`)
}
