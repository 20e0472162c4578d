package kit

import (
	"encoding/json"
	"errors"
	"fmt"

	"salotto/rules/record"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
)

// ContinueScene is the name that opens game's autosave ("continue:GAME"):
// the title's Continue, and -scene on the command line.
func ContinueScene(game string) string { return "continue:" + game }

// registerContinue adds "continue:GAME" for every table: the game's
// autosave, opened at the position it was saved in.
func registerContinue(reg *scenes.Registry, ids []string, open map[string]Open) {
	reg.Add("continue", ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		return Resume(ctx, game, open[game])
	})
}

// Resume opens game's autosave with its table. The table replays the
// saved moves through the rules and shows the position they reach without
// animating them. It returns save.ErrNotFound when there is no autosave,
// and a *save.Problem, the autosave kept aside, when it cannot be played:
// unreadable, another game's, or holding a move the rules refuse.
func Resume(ctx *scenes.Context, game string, open Open) (scenes.Scene, error) {
	if ctx.Store == nil || open == nil {
		return nil, save.ErrNotFound
	}
	g, err := ctx.Store.Autosave(game)
	if err != nil {
		return nil, err
	}
	name := save.AutosaveName(game)
	var cfg tables.Config
	if err := json.Unmarshal(g.Config, &cfg); err != nil {
		return nil, ctx.Store.Reject(name, save.Damaged, err)
	}
	if cfg.Game != game {
		return nil, ctx.Store.Reject(name, save.WrongGame, fmt.Errorf("the autosave of %s holds %q", game, cfg.Game))
	}
	sc, err := open(ctx, cfg)
	var bad *record.BadMove
	switch {
	case errors.As(err, &bad):
		return nil, ctx.Store.Reject(name, save.BadMove, err)
	case err != nil:
		// a configuration no table takes (a bot level or player count the
		// game lacks) is as unusable as a damaged file
		return nil, ctx.Store.Reject(name, save.Damaged, err)
	}
	return sc, nil
}
