package lang

// Saves: the title's Continue, the autosave's problems, the menu's Leave
// line and the statistics on the setup screen.
func init() {
	registerLines("en", `
save.continue	Continue
save.continue_label	Continue %[1]s
save.also	Continue %[1]s · %[2]s
save.continue_line	%[1]s · %[2]s · %[3]s
save.list_and	%[1]s and %[2]s
save.list_comma	%[1]s, %[2]s
save.progress.round	round %[1]d of %[2]d
save.progress.share	share %[1]d
save.progress.turn	turn %[1]d
save.progress.move	move %[1]d
save.cannot_continue	The saved game cannot open: %[1]s
save.leave_body	Your game is saved: Continue from the title.
save.write_failed	This game could not be saved: the disk or the browser's storage may be full. Play goes on, and the next move tries again.
save.settings_failed	Your settings could not be saved: the disk or the browser's storage may be full. They apply until you close the game, and the next change tries again.

save.doc.settings	Your settings
save.doc.stats	Your statistics
save.doc.seats	The seats you last chose
save.doc.game	Your saved game of %[1]s
save.doc.other	A saved file
save.problem	%[1]s %[2]s
save.reason.damaged	%[1]s could not be read: the file is damaged or cut short.
save.reason.foreign	%[1]s could not be read: the file is not one of Salotto's.
save.reason.too_new	%[1]s was saved by a newer Salotto; update the game to open it.
save.reason.old_format	%[1]s is in a format this Salotto does not know.
save.reason.wrong_game	%[1]s holds another game.
save.reason.bad_move	%[1]s holds a move the rules refuse.
save.kept	It was kept aside as %[1]s, and the game goes on without it.
save.not_kept	The game goes on without it.
save.stats.bots	Against bots: %[1]d played, %[2]d won
save.stats.hotseat	Taking turns: %[1]d played
save.stats.solo	Solo: %[1]d played, %[2]d won
save.stats.best.dolores	best score %[1]d
save.stats.best.necklace	best necklace %[1]d florins
save.stats.best.dolcevita	best fortune %[1]s
save.stats.best.solo	best rating: %[1]s (%[2]d florins)
save.stats.join	%[1]s · %[2]s
`)
}
