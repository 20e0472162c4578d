package gfx

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// ebitenAA draws p as FillPathWith or StrokePathWith would, but through
// Ebitengine's own anti-aliasing, the reference the shared buffer must
// match.
func ebitenAA(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.Color, rule ebiten.FillRule, blend ebiten.Blend) {
	r, g, b, a := premultiplied(c.RGBA())
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = r, g, b, a
	}
	dst.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true, Blend: blend, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
}

// TestSmoothShapesMatchEbitengine: filled and stroked paths, by both fill
// rules, over a painted background and with source-atop (which paints only
// where the image has paint), on a whole image and on a sub-image at an
// offset, come out of the shared buffer as out of Ebitengine's own
// anti-aliasing: no channel of any pixel differs by more than 2 of 255,
// and the edges are anti-aliased (pixels partly covered), not stepped.
func TestSmoothShapesMatchEbitengine(t *testing.T) {
	const W, H = 120, 90
	star := func(p *vector.Path, dx float32) {
		p.MoveTo(20.3+dx, 70.2)
		p.LineTo(50.7+dx, 8.4)
		p.LineTo(80.1+dx, 70.9)
		p.LineTo(10.6+dx, 30.2)
		p.LineTo(90.4+dx, 31.7)
		p.Close()
	}
	type shape struct {
		name   string
		stroke float32
		rule   ebiten.FillRule
		blend  ebiten.Blend
		sub    image.Rectangle // drawn into this sub-image, when not empty
	}
	shapes := []shape{
		{name: "fill non-zero", rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceOver},
		{name: "fill even-odd", rule: ebiten.FillRuleEvenOdd, blend: ebiten.BlendSourceOver},
		{name: "stroke", stroke: 2.5, rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceOver},
		{name: "fill atop", rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceAtop},
		{name: "stroke atop", stroke: 3, rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceAtop},
		{name: "fill in a sub-image", rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceOver, sub: image.Rect(13, 7, 101, 83)},
		{name: "stroke atop in a sub-image", stroke: 2, rule: ebiten.FillRuleNonZero, blend: ebiten.BlendSourceAtop, sub: image.Rect(5, 11, 97, 80)},
	}
	ink := color.RGBA{0x20, 0x60, 0xb0, 0xff}
	under := color.RGBA{0x80, 0x10, 0x10, 0xc0}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			paint := func(useOurs bool) []byte {
				return pixels(W, H, func(dst *ebiten.Image) {
					// a disc under the shape, for the blends to mix with
					var bg vector.Path
					bg.Arc(60, 45, 32, 0, 6.2832, vector.Clockwise)
					FillPath(dst, &bg, under, false)
					target := dst
					if !s.sub.Empty() {
						target = dst.SubImage(s.sub).(*ebiten.Image)
					}
					var p vector.Path
					star(&p, 0)
					var vs []ebiten.Vertex
					var is []uint16
					if s.stroke > 0 {
						vs, is = p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: s.stroke, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound})
					} else {
						vs, is = p.AppendVerticesAndIndicesForFilling(nil, nil)
					}
					if useOurs {
						drawVertices(target, vs, is, ink, s.rule, s.blend, true)
					} else {
						ebitenAA(target, vs, is, ink, s.rule, s.blend)
					}
				})
			}
			ours, theirs := paint(true), paint(false)
			worst, at, partial := 0, 0, 0
			for i := range ours {
				d := int(ours[i]) - int(theirs[i])
				if d < 0 {
					d = -d
				}
				if d > worst {
					worst, at = d, i
				}
				if i%4 == 3 && ours[i] > 0 && ours[i] < 0xff && ours[i] != under.A {
					partial++
				}
			}
			if worst > 2 {
				px := at / 4
				t.Errorf("pixel (%d, %d) channel %d: %d here, %d by Ebitengine's anti-aliasing", px%W, px/W, at%4, ours[at], theirs[at])
			}
			if s.blend == ebiten.BlendSourceOver && partial < 20 {
				t.Errorf("only %d partly covered pixels: the edges are not anti-aliased", partial)
			}
		})
	}
}

// TestSmoothLeavesTooBigShapesToEbitengine: a shape wider than the shared
// buffer may grow to is still drawn, and anti-aliased, by Ebitengine.
func TestSmoothLeavesTooBigShapesToEbitengine(t *testing.T) {
	const W, H = smoothMax/2 + 40, 24
	px := pixels(W, H, func(dst *ebiten.Image) {
		var p vector.Path
		p.MoveTo(2.5, 3.3)
		p.LineTo(W-2.5, 9.7)
		p.LineTo(W-10.2, 20.4)
		p.Close()
		FillPath(dst, &p, color.White, true)
	})
	solid, partial := 0, 0
	for i := 3; i < len(px); i += 4 {
		switch {
		case px[i] == 0xff:
			solid++
		case px[i] > 0:
			partial++
		}
	}
	if solid < W || partial < 20 {
		t.Errorf("%d solid and %d partly covered pixels: the big shape was not drawn smooth", solid, partial)
	}
	if w := 2 * W; w <= smoothMax {
		panic(fmt.Sprint("the shape must be too big for the buffer: ", w))
	}
}
