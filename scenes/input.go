package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// InputSource is where the App reads input each tick: the real devices
// (sprites.EbitenInput plus the wheel) or a Script in tests.
type InputSource interface {
	sprites.PointerSource
	sprites.KeySource
	// Wheel is the vertical wheel movement since the last tick, in notches
	// (a trackpad gives fractions).
	Wheel() float64
}

// Input is one tick's snapshot of pointer, wheel and keys, taken once per
// tick by the App, so every reader (the App's F11, a scene, its stage) sees
// the same edges. It is itself a sprites pointer and key source: scenes
// hand it to their stages.
type Input struct {
	src   InputSource
	p     sprites.PointerState
	wheel float64
	keys  keyList
}

// keyList is a short list of keys kept without allocating; keys past its
// capacity are dropped (more than a handful in one tick is mashing).
type keyList struct {
	k [16]ebiten.Key
	n int
}

func (l *keyList) add(k ebiten.Key) {
	if l.n < len(l.k) {
		l.k[l.n] = k
		l.n++
	}
}

func (l *keyList) has(k ebiten.Key) bool {
	for _, x := range l.k[:l.n] {
		if x == k {
			return true
		}
	}
	return false
}

// NewInput reads from src; nil means the real devices.
func NewInput(src InputSource) *Input {
	if src == nil {
		src = &liveInput{EbitenInput: sprites.NewEbitenInput()}
	}
	return &Input{src: src}
}

// watchedKeys are the keys scenes react to; reading only these keeps the
// per-tick work small and allocation-free.
var watchedKeys = [...]ebiten.Key{
	ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace, ebiten.KeyEscape, ebiten.KeyBackspace,
	ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowRight,
	ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyHome, ebiten.KeyEnd, ebiten.KeyF11,
	ebiten.KeyA, // Ctrl+A selects a field's text
	// a table's Ctrl+Z (undo) and L (the move log)
	ebiten.KeyZ, ebiten.KeyL,
}

// Poll takes this tick's snapshot.
func (in *Input) Poll() {
	in.p = in.src.Pointer()
	in.wheel = in.src.Wheel()
	in.keys.n = 0
	for _, k := range watchedKeys {
		if in.src.KeyJustPressed(k) {
			in.keys.add(k)
		}
	}
	if s, ok := in.src.(*Script); ok {
		s.endTick()
	}
}

// Pointer implements sprites.PointerSource.
func (in *Input) Pointer() sprites.PointerState { return in.p }

// KeyJustPressed implements sprites.KeySource for the watched keys.
func (in *Input) KeyJustPressed(k ebiten.Key) bool { return in.keys.has(k) }

// KeyPressed implements sprites.KeySource (held keys such as Shift).
func (in *Input) KeyPressed(k ebiten.Key) bool { return in.src.KeyPressed(k) }

// Action reports whether this tick's keys mean a (sprites.ReadActions):
// what a scene reads, rather than a key, outside its stage's focus.
func (in *Input) Action(a sprites.Action) bool { return sprites.ReadActions(in)&a != 0 }

// Wheel is this tick's vertical wheel movement in notches (positive: away
// from the player, i.e. scroll up).
func (in *Input) Wheel() float64 { return in.wheel }

// Active reports whether the player did anything this tick.
func (in *Input) Active() bool {
	return in.p.JustDown || in.p.JustUp || in.p.Down || in.p.Cancel || in.wheel != 0 || in.keys.n > 0
}

type liveInput struct {
	*sprites.EbitenInput
}

// Wheel converts Ebitengine's wheel, which counts lines natively and CSS
// pixels in a browser, to notches, so that one notch scrolls as far
// everywhere.
func (liveInput) Wheel() float64 { _, y := ebiten.Wheel(); return y / wheelNotch }

// Script is synthetic input for tests: set the pointer, press keys, turn
// the wheel; edges last one tick.
type Script struct {
	p     sprites.PointerState
	keys  keyList // pressed this tick
	held  keyList // down until Unhold
	wheel float64
}

// NewScript returns a mouse at (0, 0), button up.
func NewScript() *Script { return &Script{p: sprites.PointerState{Present: true}} }

// Move puts the pointer at (x, y).
func (s *Script) Move(x, y float64) { s.p.X, s.p.Y = x, y }

// Press puts the button down.
func (s *Script) Press() { s.p.Down, s.p.JustDown = true, true }

// Release lifts the button.
func (s *Script) Release() { s.p.Down, s.p.JustUp = false, true }

// Key presses k for one tick.
func (s *Script) Key(k ebiten.Key) { s.keys.add(k) }

// Scroll turns the wheel by dy for one tick.
func (s *Script) Scroll(dy float64) { s.wheel += dy }

// Pointer implements sprites.PointerSource.
func (s *Script) Pointer() sprites.PointerState { return s.p }

// KeyJustPressed implements sprites.KeySource.
func (s *Script) KeyJustPressed(k ebiten.Key) bool { return s.keys.has(k) }

// Hold keeps k down (a modifier, or a key held across ticks) until Unhold.
func (s *Script) Hold(k ebiten.Key) { s.held.add(k) }

// Unhold lets every held key go.
func (s *Script) Unhold() { s.held.n = 0 }

// KeyPressed implements sprites.KeySource: the held keys.
func (s *Script) KeyPressed(k ebiten.Key) bool { return s.held.has(k) }

// Wheel implements InputSource.
func (s *Script) Wheel() float64 { return s.wheel }

func (s *Script) endTick() {
	s.p.JustDown, s.p.JustUp, s.p.Cancel = false, false, false
	s.keys.n, s.wheel = 0, 0
}
