package kit

import (
	"errors"

	"salotto/scenes"
)

// errNoReopen: a table built without its constructor cannot be rebuilt.
var errNoReopen = errors.New("kit: this table has no Reopen") //catalog:exempt an error for developers, never shown

// Rebuild implements scenes.Rebuilder for every table: the game's table
// made again (in the context's current language) from the same
// configuration and the moves made so far, which the new driver replays
// without animating them, so the player finds the same position.
func (b *Base) Rebuild(ctx *scenes.Context) (scenes.Scene, error) {
	if b.Reopen == nil {
		return nil, errNoReopen
	}
	if b.D.room != nil {
		return b.reopenRoom(ctx)
	}
	cfg := b.Cfg
	cfg.Moves = b.D.Moves()
	return b.Reopen(ctx, cfg)
}

// Rebuild implements scenes.Rebuilder: the menu again, in the new words.
func (m *Menu) Rebuild(ctx *scenes.Context) (scenes.Scene, error) {
	return newMenu(ctx, m.game, nil, m.room), nil
}
