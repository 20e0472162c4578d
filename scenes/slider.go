package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/sprites"
)

// slider is a horizontal level control (the volume): click or drag on it
// to set the level, or focus it and use the Left and Right keys.
type slider struct {
	Node     *sprites.Node
	ID       string
	value    float64
	enabled  bool
	onChange func(float64)
	w, h     float64
	dragging bool
}

func newSlider(id string, onChange func(float64)) *slider {
	s := &slider{ID: id, onChange: onChange, enabled: true}
	s.Node = sprites.NewPainted(s)
	s.Node.Name = id
	s.Node.OnActivate = func() {} // interactive: hover, focus, press
	s.Node.OnAdjust = func(step int) { s.onChange(s.value + 0.05*float64(step)) }
	return s
}

// Place sets the slider's box.
func (s *slider) Place(x, y, w, h float64) {
	s.w, s.h = w, h
	s.Node.SetPos(x, y)
	s.Node.SetSize(w, h)
}

// SetValue shows v (0..1); a disabled slider (sound off) is drawn dim.
func (s *slider) SetValue(v float64, enabled bool) {
	if v != s.value || enabled != s.enabled {
		s.value, s.enabled = v, enabled
		s.Node.SetPainter(s)
	}
}

// update follows a press or drag on the slider (the arrow keys reach it
// through the stage, as OnAdjust).
func (s *slider) update(p sprites.PointerState) {
	lx, _, inside := s.Node.ToLocal(p.X, p.Y)
	if p.JustDown && inside && s.Node.Visible() {
		s.dragging = true
	}
	if !p.Down {
		s.dragging = false
	}
	if s.dragging {
		s.onChange(lx / max(s.w, 1))
	}
}

// Size implements sprites.Painter.
func (s *slider) Size() (float64, float64) { return s.w, s.h }

// Paint implements sprites.Painter. It is a handful of plain (not
// anti-aliased) rectangles: cheap enough to draw every frame.
func (s *slider) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	x, y := world.Apply(0, 0)
	w, h := float32(s.w), float32(s.h)
	fx, fy := float32(x), float32(y)
	track := float32(6)
	ty := fy + h/2 - track/2
	on := brass
	if !s.enabled {
		on = gfx.Mix(brass, panelInk, 0.55)
	}
	gfx.FillRoundRect(dst, fx, ty, w, track, 3, gfx.WithAlpha(muted, 0.35*float64(alpha)), false)
	gfx.FillRoundRect(dst, fx, ty, w*float32(s.value), track, 3, gfx.WithAlpha(on, float64(alpha)), false)
	kx := fx + w*float32(s.value)
	r := h * 0.32
	if s.Node.Hovered() || s.Node.Focused() || s.dragging {
		r = h * 0.38
	}
	gfx.FillCircle(dst, kx, fy+h/2, r, gfx.WithAlpha(cream, float64(alpha)), true)
	gfx.StrokeCircle(dst, kx, fy+h/2, r, 2, gfx.WithAlpha(on, float64(alpha)), true)
}
