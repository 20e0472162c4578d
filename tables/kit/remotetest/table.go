package remotetest

import (
	"fmt"
	"testing"

	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// Opener makes a game's table for a configuration (kit.Open).
type Opener = func(*scenes.Context, tables.Config) (scenes.Scene, error)

// Barred is a table with a room bar (kit.Base).
type Barred interface {
	RoomBar() (sprites.Rect, []string)
	RoomBarNode() *sprites.Node
	Stage() *sprites.Stage
}

// Table opens the room's table a device holding seats shows (none: a
// spectator) at w×h, at animation speed, as a lobby would: the frames
// handed over, the configuration from the room's welcome, the table made
// by the game's open.
func Table(t testing.TB, w, h int, speed float64, open Opener, host *Host, seats ...int) (*tabletest.Rig, scenes.Scene) {
	t.Helper()
	return Open(t, w, h, speed, open, Handover(t, host.Device(seats...)))
}

// Open opens the table of a room handed over as r.
func Open(t testing.TB, w, h int, speed float64, open Opener, r *tables.Remote) (*tabletest.Rig, scenes.Scene) {
	t.Helper()
	return openIn(t, w, h, speed, open, r, nil)
}

// openIn is Open, its cards painted into art when not nil (two tables
// sharing one cache draw a face from the very same image, so the same
// screen gives the same bytes).
func openIn(t testing.TB, w, h int, speed float64, open Opener, r *tables.Remote, art *sprites.ArtCache) (*tabletest.Rig, scenes.Scene) {
	t.Helper()
	cfg, err := tables.RoomConfig(r)
	if err != nil {
		t.Fatal(err)
	}
	ctx, in := tabletest.NewContext(w, h, 1)
	if art != nil {
		ctx.Art = art
	}
	ctx.Settings.AnimationSpeed = speed
	ctx.Settings.Hints = false
	sc, err := open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return tabletest.New(t, ctx, in, sc), sc
}

// Drawn is a node a stage draws: its name (or type) and where.
type Drawn struct {
	Name string
	Rect sprites.Rect
}

// DrawnNodes lists every node st draws now, but skip (and what it holds)
// and the backgrounds that cover the whole screen (the felt): every
// panel, card, pile, label and button, as drawn, with its world bounds.
func DrawnNodes(st *sprites.Stage, skip *sprites.Node) []Drawn {
	w, h := st.Size()
	var out []Drawn
	var walk func(n *sprites.Node)
	walk = func(n *sprites.Node) {
		if !n.Visible() || n == skip {
			return
		}
		if p := n.Painter(); p != nil && n.WorldAlpha() > 0 {
			r := n.WorldBounds()
			if r.W > 0 && r.H > 0 && !(r.W >= w*0.9 && r.H >= h*0.9) {
				name := n.Name
				if name == "" {
					name = fmt.Sprintf("%T", p)
				}
				if t, ok := p.(*sprites.Text); ok {
					name = fmt.Sprintf("text %q", t.Text())
				}
				out = append(out, Drawn{name, r})
			}
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	walk(st.Root)
	walk(st.Overlay())
	return out
}

// Overlaps are the drawn nodes r covers (more than a hair: touching edges
// do not count).
func Overlaps(r sprites.Rect, drawn []Drawn) []Drawn {
	var out []Drawn
	for _, d := range drawn {
		ix := min(r.X+r.W, d.Rect.X+d.Rect.W) - max(r.X, d.Rect.X)
		iy := min(r.Y+r.H, d.Rect.Y+d.Rect.H) - max(r.Y, d.Rect.Y)
		if ix > 0.5 && iy > 0.5 {
			out = append(out, d)
		}
	}
	return out
}

// BarClear fails the test for each drawn node of the table the room bar
// covers, and when there is no bar on screen though one is required (a
// device alone in its room, a solo game, has nothing to be told).
func BarClear(t testing.TB, b Barred, what string, required bool) {
	t.Helper()
	bar, lines := b.RoomBar()
	if bar.W <= 0 || len(lines) == 0 {
		if required {
			t.Errorf("%s: no room bar on screen", what)
		}
		return
	}
	st := b.Stage()
	sw, sh := st.Size()
	if bar.X < 0 || bar.Y < 0 || bar.X+bar.W > sw+0.5 || bar.Y+bar.H > sh+0.5 {
		t.Errorf("%s: the room bar %+v runs off the %gx%g screen", what, bar, sw, sh)
	}
	for _, d := range Overlaps(bar, DrawnNodes(st, b.RoomBarNode())) {
		t.Errorf("%s: the room bar %+v %q covers %s at %+v", what, bar, lines, d.Name, d.Rect)
	}
}
