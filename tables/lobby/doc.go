// Package lobby is Play online: from the title to an online room's table.
//
//   - The hub ("online", Hub): the player's name (kept between runs),
//     Join or Watch a room by its code, a New room for each game that can
//     be played online, Back to room while a room's tokens are kept, and,
//     on the desktop, Host on this computer (an embedded room server).
//   - New room ("online-setup:GAME") is the game's own setup screen in its
//     online mode (tables/setup): each seat a Friend, a person Here
//     (hot-seat inside the online game) or a bot the server plays.
//   - The lobby of a room (Room): its invite code in large letters, Copy
//     link in the browser (the page's address with ?room=CODE) or the join
//     command on the desktop, the seats filling with names and presence,
//     and Start for the room's host once every seat is taken. When the
//     game starts it hands the room's session to the game's table
//     (tables.RoomConfig and the descriptor's Open).
//
// The room's tokens (the host's and this device's seats') are kept in the
// store (localStorage, or the config folder natively), so a reload or a
// crash comes back to the seat: the page's address carries ?room=CODE
// while it is in a room, and the desktop's -join CODE does the same.
//
// The server's address comes from -server or ?server=, from the page's
// own origin when it is served with its rooms (salotto-server -web), or
// from the build's default; without one, Play online says how to run a
// server. docs/online-lobby.md tells the whole story.
//
// Target ids (window.salotto.targets, Scene.Targets):
//
//	hub:   field:name  field:code  button:join  button:watch
//	       button:new:GAME  button:room  button:host  button:back
//	room:  room:code  button:copy  seat:N (from 1)  button:start  button:leave
//	New room: the setup screen's, with seat:N:friend and seat:N:human (Here)
package lobby
