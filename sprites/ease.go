package sprites

import "math"

// Ease maps linear progress t in [0,1] to eased progress; every Ease here
// returns exactly 0 at 0 and 1 at 1 (a tween also lands on its exact end
// value regardless).
type Ease func(t float64) float64

// Linear is constant speed.
func Linear(t float64) float64 { return t }

// QuadOut starts fast and slows down.
func QuadOut(t float64) float64 { return 1 - (1-t)*(1-t) }

// SineOut is a gentle deceleration, good for fades.
func SineOut(t float64) float64 { return math.Sin(t * math.Pi / 2) }

// CubicIn accelerates (the first half of a flip).
func CubicIn(t float64) float64 { return t * t * t }

// CubicOut decelerates (the second half of a flip).
func CubicOut(t float64) float64 { u := 1 - t; return 1 - u*u*u }

// CubicInOut accelerates then decelerates: the slide of a card
// (docs/art.md#motion).
func CubicInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// BackOut overshoots slightly and settles: a card landing
// (docs/art.md#motion).
func BackOut(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}
