package main

import (
	"errors"
	"os"

	"salotto/scenes"
	"salotto/tables/all"
	"salotto/tables/kit"
	"salotto/tables/lobby"
)

// openFirst opens the scene the program starts on: a replay of -replay's
// record, watch mode with -autoplay, a room with -join (?room=), else
// -scene's. A record that cannot be replayed is refused in the player's
// words.
func openFirst(ctx *scenes.Context, o options, online *lobby.Online) (scenes.Scene, error) {
	switch {
	case o.join != "":
		return online.Open(ctx, o.join), nil
	case o.replay != "":
		data, err := os.ReadFile(o.replay)
		if err != nil {
			return nil, errors.New(ctx.Words.T("replay.refused.unreadable", err.Error()))
		}
		r, err := kit.NewReplay(ctx, all.Games, data)
		if err != nil {
			return nil, errors.New(kit.ReplayRefusal(ctx.Words, err))
		}
		return r, nil
	case o.autoplay:
		return ctx.Open(kit.WatchName)
	}
	return ctx.Open(o.scene)
}

// openRecord replays a record that reached the game from outside its
// screens (the browser's file chooser, a file dropped on the page), or
// says on the records screen why it cannot.
func openRecord(app *scenes.App, data []byte) {
	_ = app.Apply(kit.OpenRecord(app.Context(), all.Games, app.Top(), data))
}
