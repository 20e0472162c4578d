package lang

// A table playing an online room: the room bar, the room's refusals, the
// check of what was shown, leaving the room.
func init() {
	registerLines("en", `
room.wait_sent	Wait a moment: your move is on its way to the room.
room.undo	Online, a move cannot be taken back: the room keeps every move as it was made.
room.refused_other	The room did not take your move.
room.leave_body	The game goes on without you: after a while a bot plays your seat. You can come back to it from Play online.
room.leave_body_watch	You stop watching this room.
room.results.back	Play online
room.check.waiting	Checking the cards you were shown…
room.check.true	Every card you were shown was true.
room.check.seed	The deal the room revealed is not the one it promised before the game.
room.check.record	The room's record is of another game.
room.check.receipt	Move %[1]d: the room's receipt is not for the move it recorded.
room.check.view	Move %[1]d: what you were shown is not what the rules give.
room.check.view_deal	The deal: what you were shown is not what the rules give.
room.check.move	Move %[1]d of the room's record breaks the rules.
room.check.failed	The room's record could not be checked.
room.check.missing	The room did not reveal its deal: the cards you were shown cannot be checked.
room.bar.seat	%[1]s · %[2]s
room.bar.reconnecting	Reconnecting… %[1]d s
room.bar.reconnecting_now	Reconnecting…
room.bar.gone	The room is gone: this game cannot go on. The move log keeps what happened.
room.bar.standin	A bot plays for %[1]s until they return.
room.bar.over	The game is over.
room.bar.watching	You are watching this room.
room.bar.broken	The room sent something this game cannot read.
room.presence.connected	online
room.presence.dropped	away
room.presence.standin	away
room.presence.bot	bot
room.presence.empty	empty
room.presence.unknown	no news
room.bar.waits	to move
room.bar.sealed	has chosen
`)
}
