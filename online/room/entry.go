package room

import (
	"salotto/internal/jsonlite"
	"salotto/rules"
)

// Entry types: what a room's log holds, in order.
const (
	ERoom    = "room"    // the room made: game, options, seed, salt, seats
	EJoin    = "join"    // a person took an online seat
	EStart   = "start"   // the host dealt the game
	EMove    = "move"    // a move applied
	EStandIn = "standin" // a stand-in bot plays a seat whose person went away
	EReturn  = "return"  // the person is back; the stand-in stops
	EClose   = "close"   // the room expired or was closed before the end
)

// Entry is one line of a room's log. Each type uses some fields: ERoom
// the room's making, EJoin a seat, a name and a token's hash, EMove a
// seat, its move's text and number, EStandIn and EReturn a seat. At is
// when the server wrote it (Unix milliseconds): for people reading the
// log, and for expiring idle rooms; nothing in the game depends on it.
type Entry struct {
	T  string `json:"t"`
	At int64  `json:"at"`

	Game         string         `json:"game,omitempty"`
	RulesVersion int            `json:"rules_version,omitempty"`
	Options      *rules.Options `json:"options,omitempty"`
	Seed         uint64         `json:"seed,omitempty"`
	Fixed        bool           `json:"fixed,omitempty"`
	Salt         string         `json:"salt,omitempty"`
	Host         string         `json:"host,omitempty"`
	Seats        []SeatEntry    `json:"seats,omitempty"`
	Grace        int            `json:"grace,omitempty"`
	Delay        int            `json:"delay,omitempty"`

	Seat  int    `json:"seat"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"`
	Move  string `json:"move,omitempty"`
	N     int    `json:"n,omitempty"`
	By    string `json:"by,omitempty"`
}

// SeatEntry is a seat as the room was made: its kind, a bot's level, a
// name, and for a here seat its token's hash.
type SeatEntry struct {
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"`
}

// Encode writes an entry for the log.
func (e *Entry) Encode() []byte {
	b, err := jsonlite.Marshal(e)
	if err != nil {
		panic(err) // an Entry holds only strings, numbers and slices of them
	}
	return b
}

// DecodeEntry reads a log entry, strictly: a log that does not read is
// damaged, and a room is never rebuilt from a guess.
func DecodeEntry(b []byte) (Entry, error) {
	var e Entry
	err := jsonlite.UnmarshalStrict(b, &e)
	return e, err
}
