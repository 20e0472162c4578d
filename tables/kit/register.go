package kit

import (
	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// Open makes a game's table for a configuration (a table package's New).
type Open = func(*scenes.Context, tables.Config) (scenes.Scene, error)

// Table is one game's descriptor, as the kit registers its scenes.
type Table = tables.Descriptor

// Register adds every table to reg as "play:GAME". Opened by name (as
// -scene does) a table seats one human against bots at normal
// (tables.DefaultConfig) for ctx.Seed; a setup screen calls Open with its
// own configuration instead. The registry holds one factory per kind, so
// all tables share the one "play" entry: registering them one at a time
// would leave only the last.
func Register(reg *scenes.Registry, ts ...Table) {
	ids := make([]string, len(ts))
	open := make(map[string]Open, len(ts))
	rulesOf := make(map[string]rules.Game, len(ts))
	for i, t := range ts {
		ids[i], open[t.ID()], rulesOf[t.ID()] = t.ID(), t.Open, t.Rules
	}
	reg.Add("play", ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		return open[game](ctx, tables.DefaultConfig(ctx.Words, rulesOf[game], ctx.Seed))
	})
	registerContinue(reg, ids, open)
}

// MoveTarget is a drop target on which a dropped payload makes a move:
// move says which (ok false for a payload that means none); the kit and
// the rules judge it first, and the refusal is what the player reads.
// made runs after the move went through; a refused landing (the game
// moved on between hover and drop) calls settle to put the card back.
func (b *Base) MoveTarget(move func(payload any) (seat int, m rules.Move, ok bool), made func()) sprites.TargetFuncs {
	return sprites.TargetFuncs{
		AcceptsFunc: func(payload any) (bool, string) {
			p, m, ok := move(payload)
			if !ok {
				return false, ""
			}
			if err := b.D.Check(p, m); err != nil {
				return false, b.Refusal(err)
			}
			return true, ""
		},
		DropFunc: func(payload any, _ *sprites.Node) {
			p, m, ok := move(payload)
			if !ok {
				return
			}
			if err := b.D.Apply(p, m); err != nil {
				b.Q.settle()
				return
			}
			made()
		},
	}
}
