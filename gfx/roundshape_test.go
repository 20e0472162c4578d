package gfx

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// pixels paints with draw into a fresh w×h image and returns its pixels,
// premultiplied RGBA.
func pixels(w, h int, draw func(dst *ebiten.Image)) []byte {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	draw(img)
	px := make([]byte, 4*w*h)
	img.ReadPixels(px)
	return px
}

// alphas paints with draw into a fresh w×h image and returns its alpha
// channel, 0 to 1.
func alphas(w, h int, draw func(dst *ebiten.Image)) []float64 {
	px := pixels(w, h, draw)
	a := make([]float64, w*h)
	for i := range a {
		a[i] = float64(px[4*i+3]) / 255
	}
	return a
}

// TestRoundShapesCoverWhatEbitengineCovers: each rounded rectangle and
// circle the shader draws, filled and outlined, at whole and fractional
// positions, covers the shape's true area (within 1 %: a fill's w·h less
// its corners, a line's width times the outline's length), is solid where
// Ebitengine's own anti-aliased path of the shape is solid and empty where
// it is empty, and differs from it at no edge pixel by more than half a
// pixel (Ebitengine samples each pixel four times, so its edges step by
// quarters, and its arcs are polygons).
func TestRoundShapesCoverWhatEbitengineCovers(t *testing.T) {
	const W, H = 96, 72
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	type shape struct {
		name       string
		x, y, w, h float32
		r, width   float32
		circle     bool
	}
	shapes := []shape{
		{name: "card", x: 4, y: 4, w: 80, h: 60, r: 8},
		{name: "panel at fractions", x: 3.5, y: 6.25, w: 70.5, h: 50.3, r: 12},
		{name: "square corners", x: 10, y: 10, w: 40, h: 30, r: 0},
		{name: "pill", x: 8, y: 20, w: 70, h: 24, r: 40},
		{name: "frame", x: 5, y: 5, w: 80, h: 60, r: 9, width: 2},
		{name: "hairline frame", x: 6.5, y: 6.5, w: 60, h: 40, r: 6, width: 1.2},
		{name: "disc", x: 40.3, y: 30.6, r: 21.7, circle: true},
		{name: "ring", x: 48, y: 36, r: 25, width: 3, circle: true},
	}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			var p vector.Path
			if s.circle {
				p.Arc(s.x, s.y, s.r, 0, 2*math.Pi, vector.Clockwise)
				p.Close()
			} else {
				RoundRectPath(&p, s.x, s.y, s.w, s.h, s.r)
			}
			ours := alphas(W, H, func(dst *ebiten.Image) {
				switch {
				case s.circle && s.width > 0:
					StrokeCircle(dst, s.x, s.y, s.r, s.width, white, true)
				case s.circle:
					FillCircle(dst, s.x, s.y, s.r, white, true)
				case s.width > 0:
					StrokeRoundRect(dst, s.x, s.y, s.w, s.h, s.r, s.width, white, true)
				default:
					FillRoundRect(dst, s.x, s.y, s.w, s.h, s.r, white, true)
				}
			})
			theirs := alphas(W, H, func(dst *ebiten.Image) {
				if s.width > 0 {
					StrokePath(dst, &p, s.width, white, true)
				} else {
					FillPath(dst, &p, white, true)
				}
			})
			r := float64(min(s.r, s.w/2, s.h/2)) // as RoundRectPath clamps it
			area := float64(s.w*s.h) - (4-math.Pi)*r*r
			outline := 2*float64(s.w+s.h) - (8-2*math.Pi)*r
			if s.circle {
				area, outline = math.Pi*float64(s.r*s.r), 2*math.Pi*float64(s.r)
			}
			if s.width > 0 {
				area = float64(s.width) * outline
			}
			var sumOurs, sumTheirs, worst float64
			at := ""
			for i := range ours {
				sumOurs += ours[i]
				sumTheirs += theirs[i]
				d := math.Abs(ours[i] - theirs[i])
				if (theirs[i] == 1 || theirs[i] == 0) && d > 0.5 {
					t.Errorf("pixel (%d, %d): %.2f covered, Ebitengine's %.2f (inside or outside it must agree)", i%W, i/W, ours[i], theirs[i])
				}
				if d > worst {
					worst, at = d, fmt.Sprintf("(%d, %d)", i%W, i/W)
				}
			}
			if sumTheirs == 0 {
				t.Fatal("Ebitengine's path covered nothing")
			}
			if diff := math.Abs(sumOurs-area) / area; diff > 0.01 {
				t.Errorf("covers %.1f pixels, the shape's area is %.1f (%.1f %% apart; Ebitengine's path covers %.1f)", sumOurs, area, 100*diff, sumTheirs)
			}
			if worst > 0.5 {
				t.Errorf("an edge pixel at %s is %.2f off Ebitengine's", at, worst)
			}
		})
	}
}

// TestTranslucentRoundShapesPaintWhatEbitengineWouldPaint: a translucent
// colour (straight alpha, as color.NRGBA holds it), on a clear image and
// over an opaque ground, comes out as Ebitengine's own anti-aliased path of
// the shape paints it wherever that path is solid or empty, channel by
// channel, and at every pixel as the colour at that pixel's coverage (as
// the shape drawn in white measures it) lies over the ground: a shader that
// swapped channels, took the colour unpremultiplied, or scaled only its
// alpha by the coverage would fail.
func TestTranslucentRoundShapesPaintWhatEbitengineWouldPaint(t *testing.T) {
	const W, H = 64, 48
	ink := color.NRGBA{0xD5, 0x5E, 0x2A, 0x99} // red, green and blue apart
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	ground := color.RGBA{0x10, 0x60, 0xB0, 0xff}
	type shape struct {
		name string
		ours func(dst *ebiten.Image, c color.Color)
		path func(p *vector.Path)
	}
	circle := func(p *vector.Path, r float32) {
		p.Arc(31.5, 24, r, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	}
	for _, s := range []shape{
		{name: "panel", ours: func(dst *ebiten.Image, c color.Color) { FillRoundRect(dst, 4.5, 5.25, 54, 36, 9, c, true) },
			path: func(p *vector.Path) { RoundRectPath(p, 4.5, 5.25, 54, 36, 9) }},
		// the ring's reference is filled between two circles, not
		// stroked: Ebitengine's stroke overlaps its own triangles at each
		// join, so a translucent one is darker there
		{name: "ring", ours: func(dst *ebiten.Image, c color.Color) { StrokeCircle(dst, 31.5, 24, 17, 4, c, true) },
			path: func(p *vector.Path) { circle(p, 19); circle(p, 15) }},
	} {
		var p vector.Path
		s.path(&p)
		theirsOf := func(c color.Color) func(dst *ebiten.Image) {
			return func(dst *ebiten.Image) {
				FillPathWith(dst, &p, c, ebiten.FillRuleEvenOdd, ebiten.BlendSourceOver, true)
			}
		}
		coverage := alphas(W, H, func(dst *ebiten.Image) { s.ours(dst, white) })
		theirCoverage := alphas(W, H, theirsOf(white))
		for _, g := range []struct {
			name string
			bg   color.RGBA
		}{{"clear", color.RGBA{}}, {"ground", ground}} {
			bg := g.bg
			t.Run(s.name+" on "+g.name, func(t *testing.T) {
				paint := func(draw func(dst *ebiten.Image)) []byte {
					return pixels(W, H, func(dst *ebiten.Image) {
						dst.Fill(bg)
						draw(dst)
					})
				}
				ours := paint(func(dst *ebiten.Image) { s.ours(dst, ink) })
				theirs := paint(theirsOf(ink))
				ir, ig, ib, ia := ink.RGBA()
				over := [4]float64{float64(ir) / 0xffff, float64(ig) / 0xffff, float64(ib) / 0xffff, float64(ia) / 0xffff}
				under := [4]float64{float64(bg.R) / 0xff, float64(bg.G) / 0xff, float64(bg.B) / 0xff, float64(bg.A) / 0xff}
				bad, inside := 0, 0
				for i := range coverage {
					// solid or empty in both: the same pixel, channel by channel
					solid := (theirCoverage[i] == 0 || theirCoverage[i] == 1) && coverage[i] == theirCoverage[i]
					if solid && coverage[i] == 1 {
						inside++
					}
					for ch := 0; ch < 4; ch++ {
						got := float64(ours[4*i+ch])
						if d := math.Abs(got - float64(theirs[4*i+ch])); solid && d > 3 && bad < 10 {
							bad++
							t.Errorf("pixel (%d, %d) channel %d: %v, Ebitengine's path %v", i%W, i/W, ch, got, theirs[4*i+ch])
						}
						// source over: the colour at this coverage, then the
						// ground through what it leaves
						cov := coverage[i]
						want := 255 * (over[ch]*cov + under[ch]*(1-over[3]*cov))
						if math.Abs(got-want) > 3 && bad < 10 {
							bad++
							t.Errorf("pixel (%d, %d) channel %d: %v, want %.1f (%.2f covered)", i%W, i/W, ch, got, want, cov)
						}
					}
				}
				if inside == 0 {
					t.Error("no pixel is solid in both: nothing compared with Ebitengine's path")
				}
			})
		}
	}
}

// TestRoundShapesAllocateNothingPerShape: the round-shape shader's options
// and uniforms are reused, so drawing a shape allocates no options value,
// map, slices or boxed floats (it made five or six allocations a shape).
// Each shape is drawn over and over, so that Ebitengine merges the draws
// and its own allocations (one command per draw it cannot merge, recycled
// each frame) stay out of the count.
func TestRoundShapesAllocateNothingPerShape(t *testing.T) {
	dst := ebiten.NewImage(64, 64)
	defer dst.Deallocate()
	var c color.Color = WithAlpha(Orange, 0.5) // boxed once, not per call
	for _, s := range []struct {
		name string
		draw func()
	}{
		{"filled", func() { FillRoundRect(dst, 4.5, 4, 50, 40, 8, c, true) }},
		{"outlined", func() { StrokeRoundRect(dst, 4.5, 4, 50, 40, 8, 1.5, c, true) }},
		{"disc", func() { FillCircle(dst, 32, 32, 20, c, true) }},
		{"ring", func() { StrokeCircle(dst, 32, 32, 20, 2, c, true) }},
	} {
		s.draw() // the shader compiled, Ebitengine's buffers grown
		if n := testing.AllocsPerRun(100, s.draw); n != 0 {
			t.Errorf("%s: %v allocations a shape, want none", s.name, n)
		}
	}
}
