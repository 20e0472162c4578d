package sprites

// factor is a number the stage reads every tick, fixed or taken live from
// a source (the player's animation speed, the screen's scale): each stage
// carries its own, so no package-level value is shared by every stage.
type factor struct {
	v   float64
	of  func() float64
	min float64
}

func (f *factor) set(v float64)            { f.v, f.of = max(f.min, v), nil }
func (f *factor) follow(of func() float64) { f.of = of }
func (f *factor) get() float64 {
	if f.of != nil {
		return max(f.min, f.of())
	}
	return f.v
}

// SetSpeed fixes the animation-speed factor (1 normal, 2 twice as fast, 0
// instant; negative counts as 0) and stops following a FollowSpeed source.
func (s *Stage) SetSpeed(v float64) { s.speed.set(v) }

// FollowSpeed makes the stage read its speed factor from f every tick: a
// scene's stage follows the player's setting as it changes (the context's
// NewStage wires it).
func (s *Stage) FollowSpeed(f func() float64) { s.speed.follow(f) }

// Speed returns the animation-speed factor (never negative).
func (s *Stage) Speed() float64 { return s.speed.get() }

// SetScale fixes the device pixels per window pixel (1 by default; at
// least 0.1) and stops following a FollowScale source. Stage units are
// device pixels; the scale sizes what the stage draws of its own (focus and
// target rings, card shadows, refusal toasts) and how far a press must
// move to become a drag, so they look and feel the same on any screen.
func (s *Stage) SetScale(v float64) { s.scale.set(v) }

// FollowScale makes the stage read its scale from f (the context's
// NewStage wires it to Context.Scale).
func (s *Stage) FollowScale(f func() float64) { s.scale.follow(f) }

// Scale returns device pixels per window pixel.
func (s *Stage) Scale() float64 { return s.scale.get() }
