package lobby

import (
	"io"
	"os"
	"time"

	"salotto/online/client"
	"salotto/rules"
	"salotto/scenes"
	"salotto/tables"
)

// Scene names.
const (
	// HubName is the Play online screen; an online table's results and
	// its menu's Leave come back to it.
	HubName = "online"
	// SetupName is a game's New room: "online-setup:GAME".
	SetupName = "online-setup"
	// RoomName is a room's lobby (opened by the hub, New room, a link or
	// -join; not by name).
	RoomName = "online-room"
)

// Options is how Play online reaches its server, from the command line
// (-server, -name) or the page's address (?server=).
type Options struct {
	// Server is the address given for this run, "" for none.
	Server string
	// Default is the build's own (main.defaultServer, set with -ldflags
	// -X), for a page served where no room server is (itch.io).
	Default string
	// Name is the player's name for this run (-name), over the kept one.
	Name string
	// Client is the session's timing (tests shorten it); its Dial, when
	// nil, is the platform's: a native WebSocket, or the page's.
	Client client.Config
	// Out is where the desktop prints a room's join command (stdout).
	Out io.Writer
	// Wake asks the app, which sleeps on a still screen, for a frame; by
	// default ebiten.ScheduleFrame.
	Wake func()
}

// Online is what every Play online screen of a run shares: how to reach
// the server, this computer's own server once it hosts, and the games.
type Online struct {
	opts  Options
	games []tables.Descriptor
	host  *hosting // this computer's server, once Host on this computer started it
	// table opens a room's table; the game's Open, through
	// tables.RoomConfig, unless a test gives another.
	table func(*scenes.Context, *tables.Descriptor, *tables.Remote) (scenes.Scene, error)
}

// New makes Play online for the games ds describe (those whose rules can
// be played online get a New room).
func New(ds []tables.Descriptor, o Options) *Online {
	if o.Client.Dial == nil {
		o.Client.Dial = dial
	}
	if o.Out == nil {
		o.Out = os.Stdout
	}
	if o.Wake == nil {
		o.Wake = wake
	}
	on := &Online{opts: o, table: openTable}
	for _, d := range ds {
		if _, ok := d.Rules.(rules.Codec); ok {
			on.games = append(on.games, d)
		}
	}
	return on
}

// Register adds Play online's scenes to reg: the hub ("online") and each
// game's New room ("online-setup:GAME").
func (on *Online) Register(reg *scenes.Registry) {
	reg.Add(HubName, nil, func(ctx *scenes.Context, _ string) (scenes.Scene, error) { return on.Hub(ctx), nil })
	ids := make([]string, len(on.games))
	for i, d := range on.games {
		ids[i] = d.ID()
	}
	reg.Add(SetupName, ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		return on.newRoomSetup(ctx, game)
	})
}

// game is the descriptor of the game id, nil for one not played online.
func (on *Online) game(id string) *tables.Descriptor {
	for i := range on.games {
		if on.games[i].ID() == id {
			return &on.games[i]
		}
	}
	return nil
}

// Server states: where the address of new rooms' server stands.
type serverState int

const (
	serverNone    serverState = iota // no address anywhere: say how to run a server
	serverFound                      // url is the rooms' WebSocket
	serverLooking                    // the page is still asking its origin
	serverBad                        // an address was given, and is not one
)

// server is where new rooms are made: this computer's own server while it
// hosts, else the address given for the run, the page's own origin when
// it serves rooms, or the build's default.
func (on *Online) server() (url string, st serverState, shown string) {
	if on.host != nil {
		return on.host.local, serverFound, on.host.shared
	}
	if on.opts.Server != "" {
		u, err := client.RoomsURL(on.opts.Server)
		if err != nil {
			return "", serverBad, on.opts.Server
		}
		return u, serverFound, on.opts.Server
	}
	switch u, looking := pageServer(); {
	case looking:
		return "", serverLooking, ""
	case u != "":
		return u, serverFound, u
	}
	if on.opts.Default != "" {
		if u, err := client.RoomsURL(on.opts.Default); err == nil {
			return u, serverFound, on.opts.Default
		}
		return "", serverBad, on.opts.Default
	}
	return "", serverNone, ""
}

// sharedAddress is the address friends give -server to reach the rooms at
// url: this computer's network address while it hosts them, else the
// address as it was given.
func (on *Online) sharedAddress(url string) string {
	if on.host != nil && url == on.host.local {
		return on.host.shared
	}
	if u, st, shown := on.server(); st == serverFound && u == url {
		return shown
	}
	return url
}

// session opens a session with url's server, sending first.
func (on *Online) session(url string, first any) *client.Session {
	c := on.opts.Client
	c.URLs = []string{url}
	return client.Open(c, first)
}

// now is the wall clock; tests keep it.
var now = time.Now
