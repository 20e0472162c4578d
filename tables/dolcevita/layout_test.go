package dolcevita

import (
	"fmt"
	"salotto/scenes"
	"testing"

	dv "salotto/rules/dolcevita"
	"salotto/sprites"
)

func overlaps(a, b sprites.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func inside(r sprites.Rect, w, h float64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= w+0.5 && r.Y+r.H <= h+0.5
}

// TestLayoutReflowsWithoutOverlap checks every screen size the game
// targets with every player count: panels, columns, zones and the hand
// stay on screen and apart.
func TestLayoutReflowsWithoutOverlap(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {844, 390}, {1920, 1080}, {960, 540}} {
		for players := dv.MinPlayers; players <= dv.MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%vx%v-%d", sz[0], sz[1], players), func(t *testing.T) {
				g := newGeom(scenes.NewMetrics(int(sz[0]), int(sz[1]), 1), players)
				var boxes []sprites.Rect
				var names []string
				add := func(name string, r sprites.Rect) {
					if !inside(r, g.w, g.h) {
						t.Errorf("%s %+v leaves the screen", name, r)
					}
					boxes = append(boxes, r)
					names = append(names, name)
				}
				for p := range g.seats {
					add(fmt.Sprintf("seat %d", p), g.seats[p])
				}
				for c := 0; c < dv.NumColumns; c++ {
					x, yBottom := g.gridPos(c, 0)
					_, yTop := g.gridPos(c, dv.ColumnLength-1)
					col := sprites.Rect{X: x - g.cardW*0.53, Y: yTop - g.cardH/2, W: g.cardW * 1.06, H: yBottom - yTop + g.cardH*1.06}
					add(fmt.Sprintf("column %d", c+1), col)
					add(fmt.Sprintf("zone %d", c+1), g.zone[c])
				}
				row := handRow{Area: g.hand, CardW: g.handW, CardH: g.handH, Margin: g.margin}
				hx, hy := row.Pos(0, dv.MaxNumber)
				hx2, _ := row.Pos(dv.MaxNumber-1, dv.MaxNumber)
				add("hand", sprites.Rect{X: hx - g.handW/2, Y: hy - g.handH/2, W: hx2 - hx + g.handW, H: g.handH})
				add("banner", g.banner)
				for i := range boxes {
					for j := i + 1; j < len(boxes); j++ {
						if overlaps(boxes[i], boxes[j]) {
							t.Errorf("%s %+v overlaps %s %+v", names[i], boxes[i], names[j], boxes[j])
						}
					}
				}
				if g.cardW < 30 {
					t.Errorf("luxury cards only %v px wide", g.cardW)
				}
			})
		}
	}
}

// TestResizeMidGameKeepsTheTableTrue resizes the window while cards fly
// and a column resolves; the game carries on and every card still ends
// where the rules say.
func TestResizeMidGameKeepsTheTableTrue(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, nil, "", 4))
	r.speed(2)
	r.Until(3000, "a card in flight", func() bool { return r.table.busy() })
	r.Tick(3)
	r.App.Layout(844, 390)
	r.Until(6000, "a resolution", func() bool { return r.table.mod.Resolving >= 1 })
	r.App.Layout(1280, 720)
	r.speed(0)
	r.Until(20000, "the results", func() bool { return r.App.SceneName() == ResultsName })
	for c := 0; c < dv.NumColumns; c++ {
		if got, want := len(r.table.mod.Cols[c]), r.table.live().ColumnLen(c); got != want {
			t.Errorf("column %d shows %d cards, rules %d", c+1, got, want)
		}
		for i, gc := range r.table.mod.Cols[c] {
			x, y := r.table.g.gridPos(c, i)
			if gc.X() != x || gc.Y() != y {
				t.Errorf("column %d card %d at (%v,%v), want (%v,%v)", c+1, i, gc.X(), gc.Y(), x, y)
			}
		}
	}
}
