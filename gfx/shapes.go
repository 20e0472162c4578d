package gfx

import (
	"image"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// Vertices and indices are built in one reused pair of buffers (DrawTriangles
// copies them), so drawing a shape allocates nothing once the buffers have
// grown; the lock keeps that safe if two goroutines draw. A path too big
// for keepVertices (a whole card's texture) gets its buffers dropped after
// the draw rather than kept for good.
var (
	scratchMu sync.Mutex
	scratchVs []ebiten.Vertex
	scratchIs []uint16
)

const keepVertices = 4096

func releaseScratch() {
	if cap(scratchVs) > keepVertices {
		scratchVs, scratchIs = nil, nil
	}
	scratchMu.Unlock()
}

// FillPath fills p with c by the non-zero rule. Anti-aliasing is costly on
// software GL (llvmpipe, SwiftShader), so use it for things painted once
// into cached images, not for per-frame drawing.
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color, antiAlias bool) {
	FillPathWith(dst, p, c, ebiten.FillRuleNonZero, ebiten.BlendSourceOver, antiAlias)
}

// FillPathWith fills p with c by rule (FillRuleEvenOdd turns inner
// sub-paths into holes) and blend (BlendSourceAtop paints only where dst
// already has paint).
func FillPathWith(dst *ebiten.Image, p *vector.Path, c color.Color, rule ebiten.FillRule, blend ebiten.Blend, antiAlias bool) {
	scratchMu.Lock()
	defer releaseScratch()
	scratchVs, scratchIs = p.AppendVerticesAndIndicesForFilling(scratchVs[:0], scratchIs[:0])
	drawVertices(dst, scratchVs, scratchIs, c, rule, blend, antiAlias)
}

// StrokePath strokes p with c at the given width, with round joins and caps.
func StrokePath(dst *ebiten.Image, p *vector.Path, width float32, c color.Color, antiAlias bool) {
	StrokePathWith(dst, p, width, c, vector.LineCapRound, ebiten.BlendSourceOver, antiAlias)
}

// StrokePathWith strokes p with c at the given width, with round joins, the
// given line caps and blend. A width of zero or less draws nothing.
func StrokePathWith(dst *ebiten.Image, p *vector.Path, width float32, c color.Color, lineCap vector.LineCap, blend ebiten.Blend, antiAlias bool) {
	if width <= 0 {
		return
	}
	scratchMu.Lock()
	defer releaseScratch()
	scratchVs, scratchIs = p.AppendVerticesAndIndicesForStroke(scratchVs[:0], scratchIs[:0], &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: lineCap})
	drawVertices(dst, scratchVs, scratchIs, c, ebiten.FillRuleNonZero, blend, antiAlias)
}

// drawVertices colours the vertices with c as color.Color gives it:
// premultiplied, so the draw says so (the default mode expects straight
// alpha and would darken translucent fills).
func drawVertices(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.Color, rule ebiten.FillRule, blend ebiten.Blend, antiAlias bool) {
	if len(is) == 0 {
		return
	}
	r, g, b, a := premultiplied(c.RGBA())
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = r, g, b, a
	}
	if antiAlias && drawSmooth(dst, vs, is, rule, blend) {
		return
	}
	dst.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: antiAlias, Blend: blend, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
}

// RoundRectPath appends a rounded rectangle to p.
func RoundRectPath(p *vector.Path, x, y, w, h, r float32) {
	if r > w/2 {
		r = w / 2
	}
	if r > h/2 {
		r = h / 2
	}
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
}

// FillRoundRect fills a rounded rectangle (anti-aliased by the
// round-shape shader, see drawRound).
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float32, c color.Color, antiAlias bool) {
	if antiAlias {
		drawRound(dst, x, y, w, h, r, 0, c)
		return
	}
	var p vector.Path
	RoundRectPath(&p, x, y, w, h, r)
	FillPath(dst, &p, c, antiAlias)
}

// StrokeRoundRect outlines a rounded rectangle.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, r, width float32, c color.Color, antiAlias bool) {
	if antiAlias {
		if width > 0 {
			drawRound(dst, x, y, w, h, r, width, c)
		}
		return
	}
	var p vector.Path
	RoundRectPath(&p, x, y, w, h, r)
	StrokePath(dst, &p, width, c, antiAlias)
}

// PolygonPath appends a closed polygon through pts (x0, y0, x1, y1, ...).
func PolygonPath(p *vector.Path, pts ...float32) {
	if len(pts) < 6 {
		return
	}
	p.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(pts[i], pts[i+1])
	}
	p.Close()
}

// FillPolygon fills the polygon through pts (x0, y0, x1, y1, ...).
func FillPolygon(dst *ebiten.Image, c color.Color, antiAlias bool, pts ...float32) {
	var p vector.Path
	PolygonPath(&p, pts...)
	FillPath(dst, &p, c, antiAlias)
}

// FillCircle fills a circle.
func FillCircle(dst *ebiten.Image, cx, cy, r float32, c color.Color, antiAlias bool) {
	if antiAlias {
		drawRound(dst, cx-r, cy-r, 2*r, 2*r, r, 0, c)
		return
	}
	vector.DrawFilledCircle(dst, cx, cy, r, c, false)
}

// StrokeCircle outlines a circle.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, width float32, c color.Color, antiAlias bool) {
	if antiAlias {
		if width > 0 {
			drawRound(dst, cx-r, cy-r, 2*r, 2*r, r, width, c)
		}
		return
	}
	vector.StrokeCircle(dst, cx, cy, r, width, c, false)
}
