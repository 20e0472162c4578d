package scenes

import (
	"math"

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
	// rest and lit (larger knob) are painted once per value; a drag or a
	// hover redraws the settings every frame, and vector fills per frame
	// would allocate.
	rest, lit *picture
}

func newSlider(id string, onChange func(float64)) *slider {
	s := &slider{ID: id, onChange: onChange, enabled: true}
	s.Node = sprites.NewPainted(s)
	s.Node.Name = id
	s.Node.OnActivate = func() {} // interactive: hover, focus, press
	s.Node.OnAdjust = func(step int) { s.onChange(s.value + 0.05*float64(step)) }
	s.rest = newPicture(1, 1, func(dst *ebiten.Image) { s.paint(dst, 0.32) })
	s.lit = newPicture(1, 1, func(dst *ebiten.Image) { s.paint(dst, 0.38) })
	return s
}

// Place sets the slider's box.
func (s *slider) Place(x, y, w, h float64) {
	s.w, s.h = w, h
	s.Node.SetPos(x, y)
	s.Node.SetSize(w, h)
	// The knob overhangs both ends of the track by up to its radius.
	s.rest.Resize(w+2*s.bleed(), h)
	s.lit.Resize(w+2*s.bleed(), h)
}

// bleed is how far the largest knob can reach past either end.
func (s *slider) bleed() float64 { return math.Ceil(s.h*0.38) + 2 }

// SetValue shows v (0..1); a disabled slider (sound off) is drawn dim.
func (s *slider) SetValue(v float64, enabled bool) {
	if v != s.value || enabled != s.enabled {
		s.value, s.enabled = v, enabled
		s.rest.Repaint()
		s.lit.Repaint()
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

// Paint implements sprites.Painter: one cached picture.
func (s *slider) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	pic := s.rest
	if s.Node.Hovered() || s.Node.Focused() || s.dragging {
		pic = s.lit
	}
	var g ebiten.GeoM
	g.Translate(-s.bleed(), 0)
	g.Concat(world)
	pic.Paint(dst, g, alpha)
}

// paint draws the track, the filled level and a knob of radius k×height,
// with the track starting bleed pixels in.
func (s *slider) paint(dst *ebiten.Image, k float64) {
	fx, w, h := float32(s.bleed()), float32(s.w), float32(s.h)
	track := float32(6)
	ty := h/2 - track/2
	on := brass
	if !s.enabled {
		on = gfx.Mix(brass, panelInk, 0.55)
	}
	gfx.FillRoundRect(dst, fx, ty, w, track, 3, gfx.WithAlpha(muted, 0.35), true)
	gfx.FillRoundRect(dst, fx, ty, w*float32(s.value), track, 3, on, true)
	kx := fx + w*float32(s.value)
	r := h * float32(k)
	gfx.FillCircle(dst, kx, h/2, r, cream, true)
	gfx.StrokeCircle(dst, kx, h/2, r, 2, on, true)
}
