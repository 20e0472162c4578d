package lobby

import (
	"errors"
	"slices"

	"salotto/online/proto"
	"salotto/save"
	"salotto/scenes"
)

// KeptDoc is Play online's document in the store ("online"): the
// player's name and the rooms this device holds seats in, each with the
// tokens that take them back. A damaged one is kept aside by the store,
// reported on the hub, and Play online starts again without it.
const KeptDoc = "online"

var keptKind = save.Kind{Name: "online", Format: 1}

// keptRooms is how many rooms the document remembers, the newest.
const keptRooms = 8

// kept is the document.
type kept struct {
	Name  string     `json:"name,omitempty"`
	Rooms []keptRoom `json:"rooms,omitempty"` // newest first
}

// keptRoom is one room this device was in.
type keptRoom struct {
	Room   string   `json:"room"`
	Server string   `json:"server"` // the WebSocket of its server's rooms
	Game   string   `json:"game"`
	Tokens []string `json:"tokens,omitempty"` // the host's first, for a room made here
	Watch  bool     `json:"watch,omitempty"`  // followed as a spectator: no tokens
	Hosted bool     `json:"hosted,omitempty"` // played by this computer's own server
	Saved  int64    `json:"saved"`            // when, in Unix seconds
}

// readKept reads the document; a damaged one comes back as the problem,
// in the player's words, with an empty document.
func readKept(ctx *scenes.Context) (kept, string) {
	var k kept
	if ctx.Store == nil {
		return k, ""
	}
	err := ctx.Store.Read(KeptDoc, keptKind, &k)
	var p *save.Problem
	switch {
	case err == nil, errors.Is(err, save.ErrNotFound):
		return k, ""
	case errors.As(err, &p):
		return kept{}, scenes.ProblemText(ctx.Words.T, p)
	}
	return kept{}, ctx.Words.T("lobby.kept_unreadable", err.Error())
}

// changeKept reads the document, changes it and writes it back; it
// reports whether the change is on disk.
func changeKept(ctx *scenes.Context, change func(*kept)) bool {
	if ctx.Store == nil {
		return true
	}
	k, _ := readKept(ctx)
	change(&k)
	return ctx.Store.Write(KeptDoc, keptKind, k) == nil
}

// keepRoom puts r first among the kept rooms (replacing an older entry of
// the same room).
func keepRoom(ctx *scenes.Context, r keptRoom) bool {
	r.Saved = now().Unix()
	return changeKept(ctx, func(k *kept) {
		k.Rooms = slices.DeleteFunc(k.Rooms, func(o keptRoom) bool { return o.Room == r.Room })
		k.Rooms = append([]keptRoom{r}, k.Rooms...)
		if len(k.Rooms) > keptRooms {
			k.Rooms = k.Rooms[:keptRooms]
		}
	})
}

// forgetRoom drops the room code's entry (its game is over, or the room
// is gone).
func forgetRoom(ctx *scenes.Context, code string) {
	k, _ := readKept(ctx)
	if !slices.ContainsFunc(k.Rooms, func(r keptRoom) bool { return r.Room == code }) {
		return
	}
	changeKept(ctx, func(k *kept) {
		k.Rooms = slices.DeleteFunc(k.Rooms, func(r keptRoom) bool { return r.Room == code })
	})
}

// room is the kept entry of the room code, if any.
func (k kept) room(code string) (keptRoom, bool) {
	for _, r := range k.Rooms {
		if r.Room == code {
			return r, true
		}
	}
	return keptRoom{}, false
}

// newToken makes a token: 128 random bits.
func newToken() string {
	var b [16]byte
	random(b[:])
	return proto.NewToken(b[:])
}

// playerName is the name the player goes by online: -name for this run,
// else the one typed last, else (on the desktop) the system's user name.
func (on *Online) playerName(k kept) string {
	switch {
	case on.opts.Name != "":
		return on.opts.Name
	case k.Name != "":
		return k.Name
	}
	return systemName()
}
