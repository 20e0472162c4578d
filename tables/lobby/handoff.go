package lobby

import (
	"errors"

	"salotto/scenes"
	"salotto/tables"
)

// errNoTable is what a room's hand-off says when the game has no table.
var errNoTable = errors.New("the game has no table")

// openTable opens the game's table on the room r: tables.RoomConfig turns
// the room's last welcome into the table's configuration.
func openTable(ctx *scenes.Context, d *tables.Descriptor, r *tables.Remote) (scenes.Scene, error) {
	if d.Open == nil {
		return nil, errNoTable
	}
	cfg, err := tables.RoomConfig(r)
	if err != nil {
		return nil, err
	}
	return d.Open(ctx, cfg)
}
