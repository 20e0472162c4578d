package lobby

// hosting is this computer's own room server, started by Host on this
// computer (host_other.go): the desktop game's process plays rooms for
// friends on the same network.
type hosting struct {
	local  string       // the rooms' WebSocket, for this computer: ws://127.0.0.1:PORT/ws
	shared string       // the address friends give -server: http://192.168.1.20:PORT
	stop   func() error // stops the server (tests; the game's end stops it with the process)
}

// hostStart is Host on this computer while the server starts, off the
// frame; the app is woken when it has.
type hostStart struct{ done chan hostResult }

type hostResult struct {
	h   *hosting
	err error
}
