package lang

// Replays of game records, the records screen, Save this game on the
// results frame, and watch mode.
func init() {
	registerLines("en", `
replay.caption	Move %[1]d of %[2]d · Round %[3]d of %[4]d
replay.back	Back
replay.forward	Forward
replay.play	Play
replay.pause	Pause
replay.round_back	Round back
replay.round_next	Next round
replay.speed	Speed %[1]d×
replay.log	Move log
replay.leave	Leave
replay.to_move	%[1]s to move

replay.refused.damaged	This file is not a game record Salotto can read: %[1]s
replay.refused.newer	This record was made by a newer Salotto. Update the game to watch it.
replay.refused.game	This record is of a game Salotto does not have: %[1]s.
replay.refused.move	This record cannot be replayed: move %[1]d (%[2]s) is not allowed there.
replay.refused.rules	This record was played under other rules than this Salotto's: %[1]s
replay.refused.unreadable	The file could not be read: %[1]s

replay.records.title	Open a record
replay.records.pick	Choose a saved game to watch again, or drop a record on the window.
replay.records.none	No saved games yet. Finish a game and press Save this game; records go to %[1]s.
replay.records.unlisted	The saved games could not be listed: %[1]s
replay.records.browser	Choose a record file, or drop one on the page.
replay.records.choose	Choose a file...

replay.save	Save this game
replay.saved	Saved as %[1]s
replay.save_failed	The game could not be saved: %[1]s

replay.watch.caption	Watching the bots play %[1]s · game %[2]d · Escape leaves
replay.watch.leave	Stop watching
replay.watch.button	Watch the bots play
replay.open.button	Open a record...
`)
}
