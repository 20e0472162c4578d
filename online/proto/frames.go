package proto

import (
	"salotto/internal/jsonlite"
	"salotto/rules"
)

// Frame types. A client sends the first group, a server the second; each
// type's struct below says what it carries.
const (
	// client to server
	THello  = "hello"  // both ways: the first frame of a connection
	TCreate = "create" // open a new room
	TJoin   = "join"   // take a free online seat of a room
	TResume = "resume" // come back to seats already held (a reload, another device)
	TWatch  = "watch"  // follow a room as a spectator
	TStart  = "start"  // the host deals the game
	TMove   = "move"   // both ways: a seat's move; a move made, as a viewer sees it
	TSync   = "sync"   // send again what came after a sequence number
	TPing   = "ping"   // are you there (answered by pong)

	// server to client
	TWelcome = "welcome" // the room as this connection may see it
	TSeats   = "seats"   // who sits where, and their presence, changed
	TView    = "view"    // a fresh view: start from it
	TAck     = "ack"     // a move was applied (or had been already)
	TRefused = "refused" // a move was refused, with the rules' reason
	TEnd     = "end"     // the game is over: the seed, the salt and the record
	TError   = "error"   // a request failed; the connection stays open unless Fatal
	TPong    = "pong"
)

// Seat kinds a room is created with.
const (
	KindOnline = "online" // a person on another device, who joins with the code
	KindBot    = "bot"    // a bot the server runs, at a level
	KindHere   = "here"   // a person at the creator's device (hot-seat inside the room)
)

// Presence of a seat, as the seats frame tells it.
const (
	Empty     = "empty"     // an online seat nobody has taken yet
	Connected = "connected" // its person's device is connected
	Dropped   = "dropped"   // its person's device went away; the seat waits for the grace time
	StandIn   = "standin"   // a bot plays it until its person comes back
	Bot       = "bot"       // a bot seat
)

// Room phases.
const (
	Lobby   = "lobby"   // seats are filling; the host has not started
	Playing = "playing" // the game is on
	Over    = "over"    // the game has ended; the record can be downloaded
	Closed  = "closed"  // the room expired or was closed before the end
)

// Hello opens a connection, from either side: the client says the
// protocol version it speaks, the server answers with its own and the
// node it reached.
type Hello struct {
	T    string `json:"t"`
	V    int    `json:"v"`
	Node string `json:"node,omitempty"`
}

// SeatSpec is one seat of a room being created.
type SeatSpec struct {
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"` // a bot's level, as the game names it
	Name  string `json:"name,omitempty"`
	// Token is a here seat's secret, made by the creator's device.
	Token string `json:"token,omitempty"`
}

// Create opens a room for a game. Host is the creator's secret token,
// which Start asks for; a create sent twice with the same Host opens one
// room. Grace is how long, in seconds, a dropped seat waits before a
// stand-in bot plays it (0: the default, 60); Delay how many moves behind
// spectators are (0: the default, 3). Seed fixes the deal when Fixed is
// set (the arena's games, a deal to play again); otherwise the server
// draws it, unseen by anyone until the end.
type Create struct {
	T       string        `json:"t"`
	Game    string        `json:"game"`
	Options rules.Options `json:"options"`
	Seats   []SeatSpec    `json:"seats"`
	Host    string        `json:"host"`
	Grace   int           `json:"grace,omitempty"`
	Delay   int           `json:"delay,omitempty"`
	Fixed   bool          `json:"fixed,omitempty"`
	Seed    uint64        `json:"seed,omitempty"`
}

// Join takes the first free online seat of the room with the invite code
// Room, under Name. Token is the seat's secret, made by the joining
// device: a join sent again with the same token gets the same seat.
// Seat asks for one seat in particular (-1 or absent: any free one).
type Join struct {
	T     string `json:"t"`
	Room  string `json:"room"`
	Name  string `json:"name"`
	Token string `json:"token"`
	Seat  *int   `json:"seat,omitempty"`
}

// Resume comes back to a room: each token retakes the seat it was given
// for (the host's token gives the right to start). Last is the sequence
// number of the last move frame the client took in, or -1 for none: the
// server sends what came after it, or a fresh view.
type Resume struct {
	T      string   `json:"t"`
	Room   string   `json:"room"`
	Tokens []string `json:"tokens"`
	Last   int      `json:"last"`
}

// Watch follows a room as a spectator, who sees the public view some
// moves behind the game until it ends.
type Watch struct {
	T    string `json:"t"`
	Room string `json:"room"`
	Last int    `json:"last"`
}

// Start deals the game; only the host may, once every seat is taken.
type Start struct {
	T string `json:"t"`
}

// Move is a seat's move in its text form (as the game's FormatMove writes
// it). N numbers the moves a device sends for that seat, from 1: a move
// sent again with a number already applied is acknowledged, not applied
// twice.
type Move struct {
	T    string `json:"t"`
	Seat int    `json:"seat"`
	Move string `json:"move"`
	N    int    `json:"n"`
}

// Sync asks again for every frame after sequence number Last.
type Sync struct {
	T    string `json:"t"`
	Last int    `json:"last"`
}

// Ping keeps a connection alive and its seats present; the server answers
// Pong.
type Ping struct {
	T string `json:"t"`
}

// Pong answers Ping.
type Pong struct {
	T string `json:"t"`
}

// SeatInfo is a seat as everyone in the room may see it.
type SeatInfo struct {
	Kind     string `json:"kind"`
	Level    string `json:"level,omitempty"`
	Name     string `json:"name"`
	Presence string `json:"presence"`
}

// Welcome answers create, join, resume and watch: the room as this
// connection may see it. Yours lists the seats this connection holds and
// Next the number its next move for each should carry (Move.N). Tokens
// holds the secrets the server accepted for them, in the order of Yours,
// for the client to keep. SeedHash commits to the deal (see SeedHash).
type Welcome struct {
	T        string        `json:"t"`
	Room     string        `json:"room"`
	Game     string        `json:"game"`
	Options  rules.Options `json:"options"`
	Seats    []SeatInfo    `json:"seats"`
	Yours    []int         `json:"yours"`
	Next     []int         `json:"next"`
	Host     bool          `json:"host"`
	Phase    string        `json:"phase"`
	Seq      int           `json:"seq"`
	SeedHash string        `json:"seedHash"`
	// Fixed says the room deals a seed its creator chose (Create.Fixed),
	// so that nobody takes it for a deal the server drew.
	Fixed bool `json:"fixed,omitempty"`
	Grace int  `json:"grace"`
	Delay int  `json:"delay"`
}

// Seats tells who sits where and their presence, whenever either changes.
type Seats struct {
	T     string     `json:"t"`
	Phase string     `json:"phase"`
	Seats []SeatInfo `json:"seats"`
}

// View is a viewer's whole view after move Seq (0: the deal), in the
// game's wire form (rules.Codec): a client starts from it, dropping what
// it showed before.
type View struct {
	T      string       `json:"t"`
	Viewer int          `json:"viewer"`
	Seq    int          `json:"seq"`
	View   jsonlite.Raw `json:"view"`
}

// MoveMade is move Seq as Viewer may see it: who made it, the events it
// caused redacted for the viewer, the viewer's view after it, and the
// room's receipt for it. It never says what the move was: a secret
// choice shows only through its events ("has chosen").
type MoveMade struct {
	T       string         `json:"t"`
	Viewer  int            `json:"viewer"`
	Seq     int            `json:"seq"`
	Seat    int            `json:"seat"`
	Events  []jsonlite.Raw `json:"events"`
	View    jsonlite.Raw   `json:"view"`
	Receipt string         `json:"receipt"`
	// StandIn reports that a stand-in bot made the move for the seat.
	StandIn bool `json:"standin,omitempty"`
}

// Ack answers a seat's move N: it was applied as move Seq (or had been).
type Ack struct {
	T    string `json:"t"`
	Seat int    `json:"seat"`
	N    int    `json:"n"`
	Seq  int    `json:"seq"`
}

// Refused answers a seat's move N that the rules refused: the reason's
// code, its data and its English sentence (rules.IllegalMove). The game
// is as it was.
type Refused struct {
	T      string `json:"t"`
	Seat   int    `json:"seat"`
	N      int    `json:"n"`
	Code   string `json:"code"`
	Seats  []int  `json:"seats"`
	Args   []int  `json:"args"`
	Reason string `json:"reason"`
}

// End comes after the last move: the seed and salt the room committed to,
// and the whole record, with which a client checks what it was shown.
type End struct {
	T      string       `json:"t"`
	Seq    int          `json:"seq"`
	Seed   uint64       `json:"seed"`
	Salt   string       `json:"salt"`
	Record jsonlite.Raw `json:"record"`
}

// Error says why a request failed. A fatal one closes the connection.
type Error struct {
	T      string `json:"t"`
	Code   string `json:"code"`
	Reason string `json:"reason"`
	Fatal  bool   `json:"fatal,omitempty"`
}

// Error codes.
const (
	ErrBadFrame   = "bad-frame"   // not a frame of this protocol (fatal)
	ErrVersion    = "version"     // a protocol version the server does not speak (fatal)
	ErrTooFast    = "too-fast"    // frames or joins over the rate limit (fatal for frames)
	ErrNoRoom     = "no-room"     // no room has that code (or it expired)
	ErrRoomFull   = "room-full"   // no free seat to join
	ErrBadToken   = "bad-token"   // a token that holds no seat of the room
	ErrNotYours   = "not-yours"   // a move for a seat this connection does not hold
	ErrNotHost    = "not-host"    // start by someone other than the host
	ErrNotReady   = "not-ready"   // start before every seat is taken
	ErrNotPlaying = "not-playing" // a move before the start or after the end
	ErrBadRoom    = "bad-room"    // a room that cannot be made as asked (game, options, seats)
	ErrNoBinding  = "no-room-yet" // a request that needs a room before create, join, resume or watch
	ErrBusy       = "busy"        // the room could not be reached now; try again
)
