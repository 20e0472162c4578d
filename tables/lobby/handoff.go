package lobby

import (
	"errors"

	"salotto/scenes"
	"salotto/tables"
)

// errNoTable is what a room's hand-off says when the game has no table.
var errNoTable = errors.New("the game has no table")

// roomConfig turns a room into its table's configuration: the kit's
// tables.RoomConfig, set in handoff_kit.go.
var roomConfig func(*tables.Remote) (tables.Config, error)

// openTable opens the game's table on the room r.
func openTable(ctx *scenes.Context, d *tables.Descriptor, r *tables.Remote) (scenes.Scene, error) {
	if d.Open == nil || roomConfig == nil {
		return nil, errNoTable
	}
	cfg, err := roomConfig(r)
	if err != nil {
		return nil, err
	}
	return d.Open(ctx, cfg)
}
