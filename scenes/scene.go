package scenes

import "github.com/hajimehoshi/ebiten/v2"

// Scene is one screen. The App calls Layout whenever the window size
// changes (and once before the first Update), Update once per tick, and
// Draw only when something changed: a scene that reports !NeedsRedraw is
// not drawn and the previous frame stays on screen.
type Scene interface {
	// Name is the registry name that opens this scene ("rules:dolores").
	Name() string
	// Layout places everything for a w×h screen in game pixels.
	Layout(ctx *Context, w, h int)
	// Update advances one tick and returns the change the scene wants.
	Update(ctx *Context) Change
	// Draw paints the whole screen (background included).
	Draw(dst *ebiten.Image)
	// NeedsRedraw reports whether the picture changed since the last Draw.
	NeedsRedraw() bool
	// Settled reports that no animation is running.
	Settled() bool
	// Targets appends the interactive things on screen, for the browser
	// test, native tests and accessibility tooling.
	Targets(dst []Target) []Target
}

// Overlay is a scene that covers the one beneath it only in part (the
// in-game menu over its table): the App draws the scenes beneath first, as
// they were when the overlay opened, then the overlay. Only the top scene
// is updated, so the table beneath stands still while its menu is open.
type Overlay interface {
	Scene
	// Overlay marks the scene as drawn over the one beneath.
	Overlay()
}

// Target is one interactive node in game pixels. IDs are stable across
// releases ("tile:dolores", "button:back"); tests click their centres.
type Target struct {
	ID    string  `json:"id"`
	Label string  `json:"label"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
}

// Centre is the point a test clicks.
func (t Target) Centre() (x, y int) { return int(t.X + t.W/2), int(t.Y + t.H/2) }

type changeKind uint8

const (
	changeNone changeKind = iota
	changePush
	changePop
	changeReplace
	changeReset
)

// Change is what a scene asks of the stack after an Update.
type Change struct {
	kind  changeKind
	scene Scene
}

// None keeps the current scene.
var None = Change{}

// Push puts s on top; Pop later returns to the current scene as it was.
func Push(s Scene) Change { return Change{changePush, s} }

// Pop removes the current scene. Popping the last scene ends the game.
func Pop() Change { return Change{kind: changePop} }

// Replace swaps the current scene for s.
func Replace(s Scene) Change { return Change{changeReplace, s} }

// Reset empties the stack and starts it again with s: leaving a game, or
// its results, for the title, whatever opened the table.
func Reset(s Scene) Change { return Change{changeReset, s} }

// Scene is the scene c brings (push, replace, reset); nil for none and
// pop. A scene hosting another (watch mode, over a table) follows it.
func (c Change) Scene() Scene { return c.scene }

// IsNone reports whether c changes nothing.
func (c Change) IsNone() bool { return c.kind == changeNone }

func (c Change) String() string {
	switch c.kind {
	case changePush:
		return "push " + c.scene.Name()
	case changePop:
		return "pop"
	case changeReplace:
		return "replace " + c.scene.Name()
	case changeReset:
		return "reset " + c.scene.Name()
	}
	return "none"
}
