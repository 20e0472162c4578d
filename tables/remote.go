package tables

import (
	"salotto/online/client"
	"salotto/online/proto"
)

// Remote is an online room a table plays instead of a game dealt on this
// device. The kit's driver reads the room's views and the events of each
// move, redacted for this device's viewers, from Session, and sends this
// device's moves to it: the table never holds what its viewers may not
// see, because the device is never sent it.
//
// The screen that joined the room (the lobby) hands the table the
// session, the room's last welcome, and Backlog: frames it has read from
// Session but not acted on (the deal's views, when the game started while
// the lobby was showing), in the order they came.
type Remote struct {
	Session *client.Session
	Welcome *proto.Welcome
	Backlog []any
}
