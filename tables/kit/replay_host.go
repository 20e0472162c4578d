package kit

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// hostedTable is a game's own table run inside another scene (a replay,
// watch mode), which owns the input: the table's stage reads none, its
// menu button is hidden, and the changes it asks for go to the host, not
// the scene stack.
type hostedTable struct {
	scene scenes.Scene
	base  *Base
	// tools are the table's undo and move-log tools, taken off the table
	// (whose corner buttons would be dead); a replay opens the log itself.
	tools *tools
}

// kitTable is a table built on the kit: every game's table embeds *Base.
type kitTable interface{ Kit() *Base }

// errNotKitTable: the opener made a scene that is no kit table.
var errNotKitTable = errors.New("kit: the table is not built on the kit")

// hostTable opens cfg's game with open, takes its input away and lays it
// out in the screen's width and the height above bar. speed, when not
// nil, replaces the animation speed the table follows (a replay plays
// faster or slower than the player's setting).
func hostTable(ctx *scenes.Context, open Open, cfg tables.Config, speed func() float64, bar *controlBar) (*hostedTable, error) {
	s, err := open(ctx, cfg)
	if err != nil {
		return nil, err
	}
	kt, ok := s.(kitTable)
	if !ok {
		return nil, errNotKitTable
	}
	b := kt.Kit()
	b.St.SetInput(nil, nil)
	if speed != nil {
		b.St.FollowSpeed(speed)
	}
	for _, id := range []string{MenuButtonID, UndoButtonID, LogButtonID} {
		hideNamed(b.St.Root, id)
	}
	tools := b.tools
	b.tools = nil
	if ctx.Width > 0 && ctx.Height > 0 {
		s.Layout(ctx, ctx.Width, bar.tableHeight(ctx))
	}
	return &hostedTable{scene: s, base: b, tools: tools}, nil
}

// hideNamed hides every node called name under n.
func hideNamed(n *sprites.Node, name string) {
	for _, c := range n.Children() {
		if c.Name == name {
			c.SetVisible(false)
		}
		hideNamed(c, name)
	}
}

// update runs the table's tick and returns the change it asked for.
func (h *hostedTable) update(ctx *scenes.Context) scenes.Change { return h.scene.Update(ctx) }

// opened reports whether the table has painted what its first frame shows
// (until then it draws only its backdrop, so a host keeps showing the
// table it replaces).
func (h *hostedTable) opened() bool { return h.base.open.done }

func (h *hostedTable) draw(dst *ebiten.Image) { h.scene.Draw(dst) }

// moveLog is the move log of the position shown, as the table's own log
// button would open it; nil for a table that offers none.
func (h *hostedTable) moveLog() scenes.Scene {
	if h.tools == nil {
		return nil
	}
	// the log scene reads the table's tools for its sentences
	h.base.tools = h.tools
	defer func() { h.base.tools = nil }()
	return newLogScene(h.base)
}
