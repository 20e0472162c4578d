package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
)

type gfxColor = color.RGBA

// scrollbar shows where the page is and can be dragged, or clicked above
// or below its thumb to move a page. Its track and thumb (at rest and lit)
// are cached pictures: a scrolling page redraws every frame, and vector
// fills per frame would allocate.
type scrollbar struct {
	Node                  *sprites.Node
	x, y, w, h            float64
	offset, view, content float64
	dragging              bool
	grab                  float64
	track, rest, lit      *picture
}

func newScrollbar() *scrollbar {
	s := &scrollbar{}
	s.Node = sprites.NewPainted(s)
	s.Node.Name = "scrollbar"
	s.Node.OnActivate = func() {}
	s.Node.NoFocus = true
	s.track = newPicture(1, 1, func(dst *ebiten.Image) {
		b := dst.Bounds()
		w := float32(b.Dx())
		gfx.FillRoundRect(dst, 0, 0, w, float32(b.Dy()), w/2, gfx.WithAlpha(panelInk, 0.7), true)
	})
	s.rest = newPicture(1, 1, func(dst *ebiten.Image) { paintThumb(dst, gfx.Mix(brass, cream, 0.1)) })
	s.lit = newPicture(1, 1, func(dst *ebiten.Image) { paintThumb(dst, cream) })
	return s
}

func paintThumb(dst *ebiten.Image, c color.RGBA) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	gfx.FillRoundRect(dst, 1, 1, w-2, h-2, (w-2)/2, c, true)
}

// resize fits the cached pictures to the track and the thumb.
func (s *scrollbar) resize() {
	_, th := s.thumb()
	s.track.Resize(s.w, s.h)
	s.rest.Resize(s.w, th)
	s.lit.Resize(s.w, th)
}

// Place sets the track's box.
func (s *scrollbar) Place(x, y, w, h float64) {
	s.x, s.y, s.w, s.h = x, y, w, h
	s.Node.SetPos(x, y)
	s.Node.SetSize(w, h)
	s.resize()
}

// SetView tells the bar the scroll offset, the visible and the total height.
func (s *scrollbar) SetView(offset, view, content float64) {
	if offset != s.offset || view != s.view || content != s.content {
		s.offset, s.view, s.content = offset, view, content
		s.Node.SetVisible(content > view)
		s.resize()
		s.Node.SetPainter(s)
	}
}

// Contains reports whether a screen point is on the track.
func (s *scrollbar) Contains(x, y float64) bool {
	return s.Node.Visible() && x >= s.x-6 && x <= s.x+s.w+6 && y >= s.y && y <= s.y+s.h
}

func (s *scrollbar) thumb() (y, h float64) {
	if s.content <= 0 {
		return 0, s.h
	}
	h = math.Max(s.w*3, s.h*s.view/s.content)
	max := s.content - s.view
	if max <= 0 {
		return 0, s.h
	}
	return (s.h - h) * s.offset / max, h
}

// update handles pointer drags on the bar; it returns a new offset when
// the bar moved the page.
func (s *scrollbar) update(p sprites.PointerState, maxScroll float64) (float64, bool) {
	if !s.Node.Visible() {
		return 0, false
	}
	ty, th := s.thumb()
	if p.JustDown && s.Contains(p.X, p.Y) {
		ly := p.Y - s.y
		if ly >= ty && ly <= ty+th {
			s.dragging, s.grab = true, ly-ty
		} else {
			// A click on the track jumps the thumb there, then drags.
			s.dragging, s.grab = true, th/2
		}
	}
	if !p.Down {
		s.dragging = false
		return 0, false
	}
	if !s.dragging || s.h <= th {
		return 0, false
	}
	frac := (p.Y - s.y - s.grab) / (s.h - th)
	return math.Max(0, math.Min(1, frac)) * maxScroll, true
}

// thumbTarget is the thumb as a target, in screen pixels: where it sits
// tells a test (and an accessibility tool) how far the page is scrolled.
func (s *scrollbar) thumbTarget(label string) Target {
	ty, th := s.thumb()
	r := s.Node.WorldBounds()
	return Target{ID: "scrollbar:thumb", Label: label, X: r.X, Y: r.Y + ty, W: r.W, H: th}
}

// Size implements sprites.Painter.
func (s *scrollbar) Size() (float64, float64) { return s.w, s.h }

// Paint implements sprites.Painter.
func (s *scrollbar) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	s.track.Paint(dst, world, alpha)
	ty, _ := s.thumb()
	thumb := s.rest
	if s.dragging || s.Node.Hovered() {
		thumb = s.lit
	}
	var g ebiten.GeoM
	g.Translate(0, ty)
	g.Concat(world)
	thumb.Paint(dst, g, alpha)
}
