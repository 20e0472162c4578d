package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PointerState is the primary pointer in one tick: the mouse, or the
// first finger on a touch screen.
type PointerState struct {
	X, Y float64
	// Present is false when there is no position to hover with (a touch
	// screen between touches).
	Present bool
	// Down: the button or finger is down now. JustDown and JustUp are the
	// edges since the last tick (both may be set for a very quick tap).
	Down, JustDown, JustUp bool
	// Cancel: the secondary button was pressed (backs out like Escape).
	Cancel bool
	// Abort: a second finger touched the screen while the first was down.
	// The gesture in progress is abandoned: a dragged card glides home
	// and a pending tap does not fire (the scene is not backed out of).
	Abort bool
	Touch bool
}

// PointerSource supplies the pointer once per tick.
type PointerSource interface {
	Pointer() PointerState
}

// KeySource supplies keyboard edges once per tick.
type KeySource interface {
	KeyJustPressed(k ebiten.Key) bool
	KeyPressed(k ebiten.Key) bool
}

// EbitenInput reads the real mouse, touches and keyboard through
// inpututil. A touch, while active, takes over from the mouse.
//
// On a touch screen the first finger is the pointer: a tap is a click, a
// press that moves DragThreshold window pixels on a card is a drag, and
// holding a finger still for any time and lifting it is still a tap (a
// long press has no meaning of its own, so a slow player's tap is never
// lost). A second finger aborts the gesture (see PointerState.Abort), and
// nothing new starts until every finger is up: lifting the first finger
// of a two-finger touch must not press where the other one rests.
type EbitenInput struct {
	touchIDs []ebiten.TouchID
	touch    ebiten.TouchID
	touching bool
	multi    bool // a second finger came down during this touch
	waitUp   bool // the touch ended with fingers still down
	lastX    float64
	lastY    float64

	afterTouch     bool
	mouseX, mouseY int
}

// NewEbitenInput returns the live input source.
func NewEbitenInput() *EbitenInput {
	return &EbitenInput{touchIDs: make([]ebiten.TouchID, 0, 8)}
}

// Pointer implements PointerSource.
func (in *EbitenInput) Pointer() PointerState {
	var p PointerState
	// ebiten.AppendTouchIDs rather than inpututil's just-pressed list: the
	// latter sorts with sort.Slice and allocates every tick.
	in.touchIDs = ebiten.AppendTouchIDs(in.touchIDs[:0])
	if in.waitUp && len(in.touchIDs) == 0 {
		in.waitUp = false
	}
	if !in.touching && !in.waitUp && len(in.touchIDs) > 0 {
		in.touch, in.touching, in.multi = in.touchIDs[0], true, false
		p.JustDown = true
	}
	if in.waitUp {
		// the rest of a two-finger touch: no pointer until all are up
		p.Touch = true
		return p
	}
	if in.touching {
		p.Touch, p.Present = true, true
		if len(in.touchIDs) > 1 && !in.multi {
			in.multi, p.Abort = true, true
		}
		still := false
		for _, id := range in.touchIDs {
			if id == in.touch {
				still = true
			}
		}
		if !still {
			p.JustUp = true
			in.touching = false
			in.afterTouch = true
			in.waitUp = len(in.touchIDs) > 0
			in.mouseX, in.mouseY = ebiten.CursorPosition()
		} else {
			x, y := ebiten.TouchPosition(in.touch)
			in.lastX, in.lastY = float64(x), float64(y)
			p.Down = true
		}
		p.X, p.Y = in.lastX, in.lastY
		return p
	}
	x, y := ebiten.CursorPosition()
	if in.afterTouch && (x != in.mouseX || y != in.mouseY) {
		in.afterTouch = false // a real mouse moved
	}
	in.mouseX, in.mouseY = x, y
	// after a touch there is nothing hovering until a mouse moves: a
	// tapped card must not stay lifted under an absent finger
	p.X, p.Y, p.Present = float64(x), float64(y), !in.afterTouch
	p.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	p.JustDown = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	p.JustUp = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	p.Cancel = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	return p
}

// KeyJustPressed implements KeySource.
func (*EbitenInput) KeyJustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }

// KeyPressed implements KeySource.
func (*EbitenInput) KeyPressed(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) }

// SyntheticInput is a scripted pointer and keyboard for tests and demos:
// set the state, then let the Stage tick. Edges last one tick.
type SyntheticInput struct {
	state   PointerState
	keys    map[ebiten.Key]bool
	held    map[ebiten.Key]bool
	pending bool
}

// NewSyntheticInput returns a mouse-like pointer at (0,0), button up.
func NewSyntheticInput() *SyntheticInput {
	return &SyntheticInput{state: PointerState{Present: true}, keys: map[ebiten.Key]bool{}, held: map[ebiten.Key]bool{}}
}

// Move puts the pointer at (x, y).
func (s *SyntheticInput) Move(x, y float64) { s.state.X, s.state.Y = x, y }

// Press puts the button (or finger) down.
func (s *SyntheticInput) Press() { s.state.Down, s.state.JustDown = true, true }

// Release lifts it.
func (s *SyntheticInput) Release() { s.state.Down, s.state.JustUp = false, true }

// Cancel presses the secondary button.
func (s *SyntheticInput) Cancel() { s.state.Cancel = true }

// SecondFinger puts a second finger down for one tick (PointerState.Abort).
func (s *SyntheticInput) SecondFinger() { s.state.Abort, s.state.Touch = true, true }

// Key presses k for one tick.
func (s *SyntheticInput) Key(k ebiten.Key) { s.keys[k] = true }

// Hold keeps k down (for modifiers such as Shift) until Unhold.
func (s *SyntheticInput) Hold(k ebiten.Key)   { s.held[k] = true }
func (s *SyntheticInput) Unhold(k ebiten.Key) { delete(s.held, k) }

// Pointer implements PointerSource; it consumes this tick's edges.
func (s *SyntheticInput) Pointer() PointerState {
	p := s.state
	s.state.JustDown, s.state.JustUp, s.state.Cancel, s.state.Abort = false, false, false, false
	return p
}

// KeyJustPressed implements KeySource.
func (s *SyntheticInput) KeyJustPressed(k ebiten.Key) bool { return s.keys[k] }

// KeyPressed implements KeySource.
func (s *SyntheticInput) KeyPressed(k ebiten.Key) bool { return s.keys[k] || s.held[k] }

// endTick forgets this tick's key presses.
func (s *SyntheticInput) endTick() { clear(s.keys) }

// Action is input read as intent, so mouse, touch and keyboard meet.
type Action uint32

const (
	ActConfirm Action = 1 << iota // Enter, Space
	ActBack                       // Escape, Backspace, secondary button
	ActNext                       // Tab
	ActPrev                       // Shift+Tab
	ActLeft
	ActRight
	ActUp
	ActDown
	ActSkip // a click, tap or Confirm that finished animations instead of acting

	// The scenes' own commands, which a stage leaves to its scene (they
	// move no focus): Space also plays or pauses a replay and pages down
	// a page nothing on it is focused in; Page Up and Down, Home and End
	// move through a page or a replay; Ctrl+Z (Cmd+Z) undoes; L opens the
	// move log; F11 toggles full screen.
	ActPlay
	ActPageUp
	ActPageDown
	ActHome
	ActEnd
	ActUndo
	ActLog
	ActFullscreen
)

// stageActions are the actions a stage reads from the keys: confirm,
// back and the focus moves.
const stageActions = ActConfirm | ActBack | ActNext | ActPrev | ActLeft | ActRight | ActUp | ActDown

// readActions maps keys to the actions a stage answers.
func readActions(k KeySource) Action { return ReadActions(k) & stageActions }

// keyActions are the keys that mean an action by themselves.
var keyActions = [...]struct {
	key ebiten.Key
	act Action
}{
	{ebiten.KeyEnter, ActConfirm}, {ebiten.KeyNumpadEnter, ActConfirm}, {ebiten.KeySpace, ActConfirm | ActPlay},
	{ebiten.KeyEscape, ActBack}, {ebiten.KeyBackspace, ActBack},
	{ebiten.KeyArrowLeft, ActLeft}, {ebiten.KeyArrowRight, ActRight}, {ebiten.KeyArrowUp, ActUp}, {ebiten.KeyArrowDown, ActDown},
	{ebiten.KeyPageUp, ActPageUp}, {ebiten.KeyPageDown, ActPageDown}, {ebiten.KeyHome, ActHome}, {ebiten.KeyEnd, ActEnd},
	{ebiten.KeyF11, ActFullscreen},
}

// ReadActions maps this tick's keys to every action they mean, the
// scenes' commands included: the one place a key gets its meaning.
func ReadActions(k KeySource) Action {
	var a Action
	if k == nil {
		return 0
	}
	for _, c := range keyActions {
		if k.KeyJustPressed(c.key) {
			a |= c.act
		}
	}
	command := k.KeyPressed(ebiten.KeyControl) || k.KeyPressed(ebiten.KeyMeta)
	switch {
	case !k.KeyJustPressed(ebiten.KeyTab):
	case k.KeyPressed(ebiten.KeyShift) || k.KeyPressed(ebiten.KeyShiftLeft) || k.KeyPressed(ebiten.KeyShiftRight):
		a |= ActPrev
	default:
		a |= ActNext
	}
	if k.KeyJustPressed(ebiten.KeyZ) && command {
		a |= ActUndo
	}
	if k.KeyJustPressed(ebiten.KeyL) && !command {
		a |= ActLog
	}
	return a
}
