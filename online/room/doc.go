// Package room is an online room's own logic, apart from any network or
// storage: the entries of its log, the room they build (seats, tokens,
// the game's State), whether a request may become an entry, and the
// frames each viewer is sent. It is pure and deterministic: the same log
// gives the same room and the same frames, which is how a server that
// takes over a room (after a restart, or from a node that died) carries
// on from its log alone, and how the tests check that a seat's frames
// hold nothing it may not see.
//
// The server (online/server) owns the time, the log's storage and the
// connections; it turns each request into an entry with this package,
// writes the entry to the log, and only then commits it here.
package room
