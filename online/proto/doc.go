// Package proto is the online rooms' wire protocol: the frames a client and
// a server exchange over a WebSocket, as JSON text, one frame a message.
// docs/protocol.md describes it for a reader; this package is the one
// place it is written in Go, used by the server, the arena's bot clients
// and the game itself (in the browser too, so it is written on
// internal/jsonlite, not encoding/json, and on internal/sha256lite, not
// crypto/sha256, whose FIPS module the download cannot afford).
//
// Every frame is an object whose "t" names its type. Reading is strict: a
// frame over MaxFrame bytes, of an unknown type, with a field its type
// lacks, or with a value out of its shape is an error naming what is
// wrong, and the server closes the connection that sent it.
//
// What a client receives is for its viewer only: its seat's View and the
// events of each move as that seat may see them (rules.RedactFor), never
// another seat's secret. The room commits to its seed before the deal
// (SeedHash) and to each accepted move at once (Receipt), and reveals the
// seed and the salt behind both when the game ends, so that a client can
// replay the record and check every view it was shown (Verify).
package proto

// Version is the protocol's version: a client says which it speaks in its
// hello, and a server refuses one it does not.
const Version = 1

// MaxFrame is the largest frame either side accepts, in bytes.
const MaxFrame = 64 << 10
