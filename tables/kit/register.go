package kit

import (
	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// Register adds game's table to reg as "play:GAME". Opened by name it
// seats one human against bots at normal (tables.DefaultConfig); a setup
// screen calls open with its own configuration instead.
func Register(reg *scenes.Registry, game string, open func(*scenes.Context, tables.Config) (scenes.Scene, error)) {
	reg.Add("play", []string{game}, func(ctx *scenes.Context, _ string) (scenes.Scene, error) {
		cfg, err := tables.DefaultConfig(ctx.Words, game, ctx.Seed)
		if err != nil {
			return nil, err
		}
		return open(ctx, cfg)
	})
}

// Targets are a table's interactive nodes by stable id (the browser
// bridge's and the tests'), each listed while it is visible and, when it
// has one, its own condition holds (a card only while in the shown hand).
type Targets []targetEntry

type targetEntry struct {
	id, label string
	node      *sprites.Node
	when      func() bool
}

// Add lists n under id and label, while when (if not nil) holds.
func (ts *Targets) Add(id, label string, n *sprites.Node, when func() bool) {
	*ts = append(*ts, targetEntry{id, label, n, when})
}

// AppendTo appends the targets listed now.
func (ts Targets) AppendTo(dst []scenes.Target) []scenes.Target {
	for _, t := range ts {
		if t.node.VisibleInTree() && (t.when == nil || t.when()) {
			dst = append(dst, scenes.NodeTarget(t.id, t.label, t.node))
		}
	}
	return dst
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
