//go:build js

package lobby

// noServerKey says, in the browser, how to reach or run a server.
const noServerKey = "lobby.no_server_page"

// addHost: a page cannot host rooms (the browser build links no server).
func (h *Hub) addHost() {}

// pollHost: nothing starts in a page.
func (h *Hub) pollHost() {}

// refreshHost: a page has no Host on this computer.
func (h *Hub) refreshHost() {}

// startHosting: a page cannot host; a room kept as hosted here is
// resumed where it was.
func (on *Online) startHosting() *hostStart { return nil }
