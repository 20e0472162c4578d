package lang

// Play online: the title's entry, the hub (name, join or watch by code,
// new rooms, back to a room, hosting on this computer), a game's New room
// (its setup screen online) and a room's lobby.
func init() {
	registerLines("en", `
lobby.entry	Play online
lobby.title	Play online
lobby.back_label	Back to the title
lobby.join_head	Join a room
lobby.new_head	New room
lobby.name	Your name
lobby.name_label	Your name (click to type it)
lobby.name_hint	Type your name
lobby.code	Room code
lobby.code_label	Room code (click to type it)
lobby.code_hint	ABCD-2345
lobby.join	Join
lobby.join_label	Join the room with this code
lobby.watch	Watch
lobby.watch_label	Watch the room with this code
lobby.new_label	New room of %[1]s
lobby.room_button	Back to room %[1]s · %[2]s
lobby.room_label	Back to your last room
lobby.host	Host on this computer
lobby.host_label	Host rooms on this computer, for friends on the same network
lobby.host_starting	Starting this computer's server…
lobby.host_on	Hosting on this computer
lobby.host_failed	This computer could not host rooms: %[1]s
lobby.hosting	This computer hosts rooms: friends on the same network start Salotto with -server %[1]s
lobby.server	Rooms are played at %[1]s
lobby.server_looking	Looking for the room server…
lobby.server_bad	The server address %[1]s cannot be used: write it as http://host:8080 (or https://, ws://, wss://).
lobby.no_server_page	No room server is set, so rooms cannot be made or joined here. Run one that serves this page too: go run ./cmd/salotto-server -web web (after ./scripts/web-build.sh), then open the address it prints. Or add ?server=ADDRESS to this page's address.
lobby.no_server_desktop	No room server is set. Press Host on this computer to play with friends on your network, or run a server (go run ./cmd/salotto-server) and start Salotto with -server ADDRESS.
lobby.name_empty	Type your name first: the others see it at the table.
lobby.save_failed	This room could not be saved on this device: a reload or a restart will not bring you back to it.
lobby.kept_unreadable	Your online rooms could not be read: %[1]s
lobby.doc	Your online rooms and name

lobby.code.empty	Type the room's code first: 8 letters and digits, like ABCD-2345.
lobby.code.length	A room code has %[1]d letters and digits; this one has %[2]d.
lobby.code.confusable	Room codes have no %[1]s: they never use 0, O, 1 or I. Check the code again.
lobby.code.character	%[1]s is never in a room code: codes are letters and the digits 2 to 9.

lobby.err.no_room	No room has the code %[1]s. Check the code: a room ends a day after it was last played.
lobby.err.gone	Room %[1]s is gone: its game ended long ago, or the room expired.
lobby.err.room_full	Room %[1]s has no free seat. You can watch it instead.
lobby.err.bad_token	Room %[1]s no longer knows this device's seat.
lobby.err.too_fast	The server asks you to wait a few seconds before you try again.
lobby.err.bad_room	The server could not make this room: %[1]s
lobby.err.not_ready	Every seat must be taken before the game can start.
lobby.err.not_host	Only the room's host can start the game.
lobby.err.version	This Salotto and the server speak different versions: update the game.
lobby.err.closed	The server closed the connection: %[1]s
lobby.err.other	The server said: %[1]s

lobby.room.heading	%[1]s · online room
lobby.room.code_head	Room code
lobby.room.code_label	Room code %[1]s
lobby.room.copy	Copy link
lobby.room.copy_label	Copy the room's link, to send to your friends
lobby.room.copied	The link is copied: send it to your friends.
lobby.room.copy_failed	The link could not be copied: select it above and copy it by hand.
lobby.room.desktop_share	Friends start Salotto with:
lobby.room.command	salotto -join %[1]s -server %[2]s
lobby.room.printed_line	Room %[1]s (%[2]s): friends join with   %[3]s
lobby.room.seats	Seats
lobby.room.making	Making the room…
lobby.room.joining	Joining room %[1]s…
lobby.room.opening	Opening room %[1]s…
lobby.room.unreachable	The server does not answer. Trying again in %[1]d s…
lobby.room.reconnecting	Reconnecting… %[1]d s
lobby.room.wait_friend	Waiting for a friend
lobby.room.wait_friends	Waiting for %[1]d friends
lobby.room.ready	Everyone is here: start when you are ready.
lobby.room.wait_host	Waiting for the host to start.
lobby.room.watching	You are watching: the game shows here once the host starts it.
lobby.room.starting	The game is starting…
lobby.room.closed	Room %[1]s was closed before its game ended.
lobby.room.table_failed	The table could not open: %[1]s
lobby.room.start	Start
lobby.room.start_label	Start the game
lobby.room.leave	‹ Leave
lobby.room.leave_label	Back to Play online (the room keeps your seat)

lobby.seat.you	%[1]s (you)
lobby.seat.empty	A free seat
lobby.seat.bot	bot · %[1]s
lobby.seat.label	Seat %[1]d: %[2]s, %[3]s
lobby.presence.here	here
lobby.presence.connected	online
lobby.presence.dropped	away
lobby.presence.standin	a bot plays until they return
lobby.presence.empty	waiting for a friend
lobby.presence.bot	bot

lobby.setup.title	%[1]s · new room
lobby.setup.friend	Friend
lobby.setup.here	Here
lobby.setup.bot	Bot · %[1]s
lobby.setup.friend_seat	(a friend)
lobby.setup.seat_hint	Friend: someone who joins with the room's code. Here: people taking turns on this screen. Bot: played by the server; click again for another level.
lobby.setup.deal_hint	The server deals the cards: nobody sees the deal, and at the end every device checks it was true.
lobby.setup.need_here	A room needs you at one of its seats: set one to Here.
lobby.setup.create	Create room
lobby.setup.create_label	Make the room and get its code
lobby.setup.back_label	Back to Play online
`)
}
