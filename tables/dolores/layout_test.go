package dolores

import (
	"fmt"
	"testing"

	"salotto/sprites"
	"salotto/tables/kit"
)

func inside(r, in sprites.Rect) bool {
	return r.X >= in.X-0.5 && r.Y >= in.Y-0.5 && r.X+r.W <= in.X+in.W+0.5 && r.Y+r.H <= in.Y+in.H+0.5
}

func overlap(a, b sprites.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// TestLayoutFits: at a desktop and a phone size, for two to four players,
// the seats' areas, the beach and everything on it lie on screen without
// overlapping, clear of the menu button, with cards big enough to read.
func TestLayoutFits(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {844, 390}, {1920, 1080}} {
		for n := 2; n <= 4; n++ {
			t.Run(fmt.Sprintf("%vx%v-%d", sz[0], sz[1], n), func(t *testing.T) {
				g := newGeom(sz[0], sz[1], 1, n)
				screen := sprites.Rect{W: sz[0], H: sz[1]}
				menu := kit.MenuCorner(g.m)
				if len(g.seats) != n {
					t.Fatalf("%d seat areas for %d players", len(g.seats), n)
				}
				for i, s := range g.seats {
					if !inside(s, screen) || overlap(s, g.beach) || overlap(s, menu) {
						t.Errorf("seat %d %+v off screen, on the beach or under the menu", i, s)
					}
					for j := i + 1; j < n; j++ {
						if overlap(s, g.seats[j]) {
							t.Errorf("seats %d and %d overlap", i, j)
						}
					}
					a := g.area(s)
					if a.cardH < 0.1*sz[1] || a.cardW > a.cols[0].W {
						t.Errorf("seat %d: area cards %v wide in columns %v wide", i, a.cardW, a.cols[0].W)
					}
					for c := range a.cols {
						if !inside(a.cols[c], s) {
							t.Errorf("seat %d column %d %+v outside its area", i, c, a.cols[c])
						}
						// the longest collection stacked shows every value
						// row and stays inside the panel's frame
						_, y0 := a.stackPos(c, 0, stackRows)
						_, y1 := a.stackPos(c, 1, stackRows)
						x, y := a.stackPos(c, stackRows-1, stackRows)
						if y+a.cardH/2 > s.Y+s.H-2*g.edge()+0.5 || x < s.X {
							t.Errorf("seat %d column %d: the last of %d cards runs into the frame or out of the area", i, c, stackRows)
						}
						if y1-y0 < minStep*a.cardH-0.5 {
							t.Errorf("seat %d column %d: %d cards stacked %.1f apart hide their values (at least %.1f)", i, c, stackRows, y1-y0, minStep*a.cardH)
						}
					}
				}
				things := []sprites.Rect{g.pile, g.middle}
				things = append(things, g.slots[:]...)
				things = append(things, g.hands[:]...)
				for i, r := range things {
					if !inside(r, g.beach) {
						t.Errorf("beach thing %d %+v off the beach %+v", i, r, g.beach)
					}
					for j := i + 1; j < len(things); j++ {
						if overlap(r, things[j]) {
							t.Errorf("beach things %d and %d overlap", i, j)
						}
					}
				}
				if g.cardH < 0.1*sz[1] {
					t.Errorf("share cards %v high on a %v-high screen", g.cardH, sz[1])
				}
			})
		}
	}
}
