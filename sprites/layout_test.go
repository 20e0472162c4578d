package sprites

import (
	"fmt"
	"math"
	"testing"
)

var screens = []struct {
	name string
	w, h float64
}{{"desktop 1280x720", 1280, 720}, {"phone 844x390", 844, 390}}

const eps = 1e-6

func inside(t *testing.T, what string, r, area Rect) {
	t.Helper()
	if r.X < area.X-eps || r.Y < area.Y-eps || r.X+r.W > area.X+area.W+eps || r.Y+r.H > area.Y+area.H+eps {
		t.Errorf("%s %+v leaves area %+v", what, r, area)
	}
}

func TestGridFitsAndKeepsAspect(t *testing.T) {
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			area := Rect{20, 20, sc.w - 40, sc.h - 40}
			cells := Grid(area, 7, 9, 6, 44.0/63) // Dolce Vita's 7×9
			if len(cells) != 63 {
				t.Fatalf("%d cells", len(cells))
			}
			for i, c := range cells {
				inside(t, fmt.Sprint("cell ", i), c, area)
				if math.Abs(c.W/c.H-44.0/63) > 1e-9 {
					t.Fatalf("cell aspect %v", c.W/c.H)
				}
			}
			// neighbours are exactly one cell plus the gap apart
			if d := cells[1].X - cells[0].X; math.Abs(d-(cells[0].W+6)) > eps {
				t.Errorf("column step %v", d)
			}
			if d := cells[9].Y - cells[0].Y; math.Abs(d-(cells[0].H+6)) > eps {
				t.Errorf("row step %v", d)
			}
			// one dimension is filled: the grid is as large as it can be
			last := cells[62]
			fillW := math.Abs(last.X+last.W-cells[0].X-area.W) < eps
			fillH := math.Abs(last.Y+last.H-cells[0].Y-area.H) < eps
			if !fillW && !fillH {
				t.Errorf("grid does not fill either dimension")
			}
		})
	}
	stretch := Grid(Rect{0, 0, 100, 50}, 2, 2, 0, 0)
	if stretch[3] != (Rect{50, 25, 50, 25}) {
		t.Errorf("stretched cell %+v", stretch[3])
	}
}

func TestRowOverlapsWhenCrowded(t *testing.T) {
	for _, sc := range screens {
		area := Rect{0, sc.h - 200, sc.w, 200}
		for _, n := range []int{1, 5, 20} {
			slots := Row(area, n, 120, 168, 10)
			for i, r := range slots {
				inside(t, fmt.Sprintf("%s n=%d slot %d", sc.name, n, i), r, area)
				if i > 0 && r.X <= slots[i-1].X {
					t.Errorf("not left to right")
				}
			}
			if n == 5 && sc.w == 1280 && slots[1].X-slots[0].X != 130 {
				t.Errorf("uncrowded row step %v, want 130", slots[1].X-slots[0].X)
			}
			mid := (slots[0].X + slots[n-1].X + slots[n-1].W) / 2
			if math.Abs(mid-sc.w/2) > eps {
				t.Errorf("row not centred: mid %v", mid)
			}
		}
	}
}

func TestStackShrinksOffsets(t *testing.T) {
	area := Rect{100, 50, 120, 300}
	s := Stack(area, 3, 100, 140, 0, 30)
	if s[2].Y != 110 {
		t.Errorf("loose stack: third card at %v, want 110", s[2].Y)
	}
	s = Stack(area, 30, 100, 140, 0, 30)
	for i, r := range s {
		inside(t, fmt.Sprint("tight stack ", i), r, area)
	}
	if math.Abs(s[29].Y+140-350) > eps {
		t.Errorf("last card bottom %v, want the area's bottom 350", s[29].Y+140)
	}
	up := Stack(area, 3, 100, 140, 0, -20)
	if up[0].Y+140 != 350 || up[2].Y != 350-140-40 {
		t.Errorf("upward stack %+v", up)
	}
}

func TestFanFitsArea(t *testing.T) {
	for _, sc := range screens {
		for _, n := range []int{1, 2, 7, 13} {
			t.Run(fmt.Sprintf("%s n=%d", sc.name, n), func(t *testing.T) {
				area := Rect{0, sc.h * 0.6, sc.w, sc.h * 0.4}
				ch := area.H * 0.8
				cw := ch * 63 / 88
				fan := Fan(area, n, cw, ch, 50)
				for i, s := range fan {
					// every corner of the rotated card stays in the area
					sin, cos := math.Sincos(s.Rotation)
					for _, c := range [4][2]float64{{-cw / 2, -ch / 2}, {cw / 2, -ch / 2}, {cw / 2, ch / 2}, {-cw / 2, ch / 2}} {
						x := s.X + c[0]*cos - c[1]*sin
						y := s.Y + c[0]*sin + c[1]*cos
						if x < area.X-0.5 || x > area.X+area.W+0.5 || y < area.Y-0.5 || y > area.Y+area.H+0.5 {
							t.Fatalf("card %d corner (%.1f,%.1f) outside %+v", i, x, y, area)
						}
					}
					if i > 0 && !(s.X > fan[i-1].X && s.Rotation > fan[i-1].Rotation) {
						t.Fatalf("fan not ordered left to right: %+v then %+v", fan[i-1], s)
					}
				}
				// symmetric about the area's centre line
				l, r := fan[0], fan[n-1]
				if math.Abs((l.X+r.X)/2-(area.X+area.W/2)) > 1e-6 || math.Abs(l.Y-r.Y) > 1e-6 || math.Abs(l.Rotation+r.Rotation) > 1e-9 {
					t.Fatalf("fan not symmetric: %+v %+v", l, r)
				}
				if n > 1 && (r.Rotation-l.Rotation)*180/math.Pi > 50+1e-9 {
					t.Fatalf("arc %v exceeds 50°", (r.Rotation-l.Rotation)*180/math.Pi)
				}
			})
		}
	}
}

func TestSeatsOnEllipseClockwiseFromBottom(t *testing.T) {
	for _, sc := range screens {
		area := Rect{40, 30, sc.w - 80, sc.h - 60}
		seats := Seats(area, 4)
		cx, cy := area.Center()
		want := [][2]float64{{cx, area.Y + area.H}, {area.X, cy}, {cx, area.Y}, {area.X + area.W, cy}}
		for i, s := range seats {
			if math.Abs(s.X-want[i][0]) > 1e-6 || math.Abs(s.Y-want[i][1]) > 1e-6 {
				t.Errorf("%s seat %d at (%.2f,%.2f), want %v", sc.name, i, s.X, s.Y, want[i])
			}
		}
		for i, s := range Seats(area, 5) {
			dx, dy := (s.X-cx)/(area.W/2), (s.Y-cy)/(area.H/2)
			if math.Abs(dx*dx+dy*dy-1) > 1e-9 {
				t.Errorf("%s seat %d off the ellipse", sc.name, i)
			}
		}
	}
}

func TestFitAspect(t *testing.T) {
	w, h := FitAspect(844, 390, 63.0/88)
	if h != 390 || math.Abs(w-390*63.0/88) > eps {
		t.Errorf("FitAspect tall: %v×%v", w, h)
	}
	w, h = FitAspect(100, 1000, 0.5)
	if w != 100 || h != 200 {
		t.Errorf("FitAspect wide: %v×%v", w, h)
	}
}
